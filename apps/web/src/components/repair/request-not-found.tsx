import { SearchX } from "lucide-react";
import { IconBadge } from "@/components/eyebrow";
import { ButtonLink } from "@/components/button-link";

type NotFoundPanelProps = {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
};

/** A page for one thing (a request, a piece) that is unknown or not this person's to see. */
export function NotFoundPanel({ title, text, backTo, backLabel }: NotFoundPanelProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <IconBadge className="mb-6 size-14">
        <SearchX className="size-7" aria-hidden="true" />
      </IconBadge>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <ButtonLink to={backTo} className="mt-8">
        {backLabel}
      </ButtonLink>
    </section>
  );
}

/** A request page whose id is unknown, or not this customer's: the same answer for both. */
export function RequestNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <NotFoundPanel
      title="Repair request not found"
      text="There is no repair request at this address, or it is not yours to see."
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}
