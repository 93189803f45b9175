import { NotFoundPanel } from "@/components/not-found-panel";

export default function NotFoundPage() {
  return <NotFoundPanel />;
}
