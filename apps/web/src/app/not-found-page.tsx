import { NotFound } from "@/components/not-found";

export default function NotFoundPage() {
  return <NotFound />;
}
