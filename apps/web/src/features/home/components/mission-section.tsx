import { Hammer, HeartHandshake, ShieldCheck, type LucideIcon } from "lucide-react";
import { Eyebrow } from "@/components/eyebrow";

type MissionPoint = { title: string; body: string; icon: LucideIcon };

const POINTS: MissionPoint[] = [
  {
    title: "Built to Last",
    icon: ShieldCheck,
    body: "Full-grain, vegetable-tanned hides, solid brass hardware and waxed thread. We choose every material for the decades ahead, not for the shop window — and back it with a lifetime warranty.",
  },
  {
    title: "Master Craftsmanship",
    icon: Hammer,
    body: "Each piece is cut, edged, burnished and saddle-stitched by hand at our own benches. It is slower than a machine, and it is why our seams hold when others let go.",
  },
  {
    title: "Personal Touch",
    icon: HeartHandshake,
    body: "Tell us your size, your colour, the way you carry things. We make to measure, remember what we made for you, and welcome it back for care whenever it needs us.",
  },
];

export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <Eyebrow>What we stand for</Eyebrow>
        <h2 id="mission-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
          Our Mission
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          To make fewer, better things — leather goods you will never need to replace.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {POINTS.map(({ title, body, icon: Icon }) => (
          <li
            key={title}
            className="flex flex-col rounded-lg border border-border bg-card p-7 shadow-card"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/8 text-primary ring-1 ring-brass/40">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-3 leading-relaxed text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
