import { ArrowRight } from "lucide-react";
import { Link } from "@/components/link";
import { Button } from "@/components/ui/button";

export function WarrantyBand() {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-semibold text-primary-foreground sm:text-3xl">
            A stitch comes loose? A buckle gives way? Send it home.
          </h2>
          <p className="mt-3 text-[#eadfce]">
            Our lifetime warranty covers the work of our hands for as long as you own the piece.
            Raise a repair request and follow it from our bench back to your door.
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <Button
            asChild
            size="lg"
            className="bg-primary-foreground text-primary hover:bg-brass-light"
          >
            <Link to="/repairs">
              How repairs work
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-white/10"
          >
            <Link to="/contact">Ask the workshop</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
