import { PUBLIC_PAGE_NAMES } from "@lo/domain";
import {
  ClipboardCheck,
  LogIn,
  MessageSquare,
  Package,
  ShieldCheck,
  Truck,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { TitledSection } from "@/components/titled-section";
import { Eyebrow } from "@/components/eyebrow";
import { ButtonLink } from "@/components/button-link";
import { useDocumentTitle } from "@/lib/use-document-title";

type Step = { title: string; body: string; icon: LucideIcon };

const STEPS: Step[] = [
  {
    title: "Send it in",
    icon: Package,
    body: "Sign in and raise a repair request for the piece, telling us what happened and where it is. Then drop it at the workshop or post it to us.",
  },
  {
    title: "We assess it",
    icon: ClipboardCheck,
    body: "A maker looks it over on the bench, notes what needs doing and keeps you posted. You can follow every step from your account.",
  },
  {
    title: "We repair it",
    icon: Wrench,
    body: "Restitching, new edges, a replacement buckle or keeper, conditioning — done by hand with the same materials we made it from.",
  },
  {
    title: "We return it",
    icon: Truck,
    body: "Collect it from the workshop or have it sent back to you, ready for the next few decades of use.",
  },
];

const COVERED = [
  "Stitching that loosens or breaks",
  "Buckles, rivets, snaps and other hardware",
  "Edges that fray or need re-burnishing",
  "Straps, keepers and handles that tear at a seam",
];

export default function RepairsInfoPage() {
  useDocumentTitle(PUBLIC_PAGE_NAMES.repairs);
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <Eyebrow>Repairs</Eyebrow>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Our lifetime warranty</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          We stand behind the work of our hands for as long as you own the piece. If a seam, an edge
          or a buckle ever lets you down, we will put it right — no receipts to dig out, no small
          print about how long ago you bought it.
        </p>
      </header>

      <TitledSection
        titleId="how-heading"
        title="How repairs work"
        className="mt-14"
        titleClassName="text-2xl font-semibold sm:text-3xl"
      >
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, body, icon: Icon }, index) => (
            <li
              key={title}
              className="relative flex flex-col rounded-lg border border-border bg-card p-6 shadow-card"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-full bg-primary/8 text-primary ring-1 ring-brass/40">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span
                  className="font-display text-3xl font-semibold text-brass/70"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <TitledSection
          titleId="covered-heading"
          title={
            <>
              <ShieldCheck className="size-6 text-brass-deep" aria-hidden="true" />
              What the warranty covers
            </>
          }
          className="rounded-lg border border-border bg-card p-6 shadow-card sm:p-8"
          titleClassName="flex items-center gap-2.5 text-2xl font-semibold"
        >
          <ul className="mt-5 space-y-3">
            {COVERED.map((entry) => (
              <li key={entry} className="flex gap-3 text-muted-foreground">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brass" />
                {entry}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-muted-foreground">
            Leather that has simply aged — softened, darkened, picked up marks — is not a fault:
            that is the patina you bought it for. We are still glad to clean and condition it.
          </p>
        </TitledSection>

        <TitledSection
          titleId="track-heading"
          title="Track your repairs"
          className="flex flex-col justify-center rounded-lg border border-primary/20 bg-primary/5 p-6 sm:p-8"
        >
          <p className="mt-3 text-lg">Please sign in to view your repair requests.</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Customers can raise new requests and follow each piece from our bench back to their
            door. Not a customer yet, or no login? Get in touch and we will help.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/login" icon={LogIn} size="lg">
              Sign In
            </ButtonLink>
            <ButtonLink to="/contact" icon={MessageSquare} size="lg" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </TitledSection>
      </div>
    </div>
  );
}
