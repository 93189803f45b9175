import { cataloguePhoto } from "@lo/domain";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { Link } from "@/components/link";
import { ButtonLink } from "@/components/button-link";
import { Button } from "@/components/ui/button";

// The hero shows the bag people ask about most; any catalogue item with a photo would do. Its
// name is written here, not looked up, so that the home page does not carry the whole catalogue
// (home-hero.test.tsx checks it against the catalogue).
export const FEATURED = { slug: "messenger-bag", name: "Messenger Bag" };

export function HomeHero() {
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(176_141_87/0.16),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-brass/40 bg-card/70 px-3 py-1 text-xs font-medium tracking-wide text-brass-deep">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Every piece carries a lifetime repair warranty
          </p>
          <h1 className="text-4xl leading-[1.08] font-semibold tracking-tight sm:text-5xl lg:text-6xl">
            Handcrafted leather, built to last a lifetime
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Belts, wallets and bags cut from full-grain leather and saddle-stitched by hand in our
            Cape Town workshop. Made to be used hard, worn in and handed down — and if anything ever
            gives, we mend it.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/products">
                View Our Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <ButtonLink to="/repairs" size="lg" variant="outline">
              How our warranty works
            </ButtonLink>
          </div>
        </div>

        <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div className="relative">
            {/* A stitched outline, slightly askew, like a pattern laid on the bench. */}
            <div
              aria-hidden="true"
              className="absolute -inset-2.5 hidden rounded-2xl border border-dashed border-brass/60 sm:block sm:rotate-2"
            />
            <div className="relative overflow-hidden rounded-xl border border-border bg-card shadow-lift">
              <img
                src={cataloguePhoto(FEATURED.slug)}
                alt={`${FEATURED.name} from the Lifetime Outfitter workshop`}
                className="aspect-[4/3] w-full object-cover"
                fetchPriority="high"
              />
            </div>
          </div>
          <figcaption className="mt-5 text-center text-sm text-muted-foreground">
            {FEATURED.name} · full-grain leather, hand-stitched
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
