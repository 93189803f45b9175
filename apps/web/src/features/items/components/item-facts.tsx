import { CATALOGUE } from "@lo/domain";
import { DateTime } from "@/components/repair/date-time";
import type { ItemSectionProps } from "./item-section";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** The piece: its picture (a catalogue type's drawing), type, serial number and looks. */
export function ItemFacts({ page: { item } }: ItemSectionProps) {
  const photo = CATALOGUE.find((entry) => entry.name === item.productType)?.photos[0];
  return (
    <section
      aria-label="The piece"
      className="mt-8 flex flex-col gap-6 rounded-lg border border-border bg-card p-4 shadow-card sm:flex-row sm:p-6"
    >
      {photo ? (
        <img
          src={photo}
          alt={`Drawing of a ${item.productType}`}
          width={160}
          height={160}
          className="size-40 shrink-0 self-center rounded-md border border-border bg-muted/30 object-contain sm:self-start"
        />
      ) : null}
      <dl className="grid flex-1 grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Serial number">
          <span className="serial">{item.serialno}</span>
        </Fact>
        <Fact label="Type">{item.productType}</Fact>
        <Fact label="Colour">{item.colour ?? "—"}</Fact>
        <Fact label="Size">{item.size ?? "—"}</Fact>
        <Fact label="Year made">{item.yearMade}</Fact>
        <Fact label="Registered">
          <DateTime value={item.createdAt} dateOnly />
        </Fact>
        {item.description ? (
          <div className="col-span-full">
            <Fact label="Description">
              <span className="whitespace-pre-line">{item.description}</span>
            </Fact>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
