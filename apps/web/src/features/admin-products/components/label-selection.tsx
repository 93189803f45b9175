import { LABELS_MAX, type ProductRecord } from "@lo/domain";
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { Printer, X } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { buildUrl } from "@/lib/api-client";

/** The products chosen for a sheet of labels (kept across pages, searches and sorts). */
export type LabelSelection = {
  chosen: ReadonlySet<string>;
  toggle: (serialno: string, on: boolean) => void;
  togglePage: (serialnos: string[], on: boolean) => void;
  clear: () => void;
};

export function useLabelSelection(): LabelSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const togglePage = useCallback((serialnos: string[], on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const serialno of serialnos) {
        if (on) next.add(serialno);
        else next.delete(serialno);
      }
      return next;
    });
  }, []);
  const toggle = useCallback(
    (serialno: string, on: boolean) => togglePage([serialno], on),
    [togglePage],
  );
  const clear = useCallback(() => setChosen(new Set()), []);
  return useMemo(
    () => ({ chosen, toggle, togglePage, clear }),
    [chosen, toggle, togglePage, clear],
  );
}

/** The labels download: a plain link (the session admits it), one `serialno` per product. */
export function labelsHref(serialnos: Iterable<string>): string {
  const search = new URLSearchParams();
  for (const serialno of serialnos) search.append("serialno", serialno);
  return `${buildUrl("/items/labels.pdf")}?${search.toString()}`;
}

type SelectionMeta = { selection: LabelSelection };
const column = createColumnHelper<ProductRecord>();

/** The table's first column: a checkbox per row, and one for the whole page in its header. */
export const selectColumn = column.display({
  id: "select",
  meta: { headClassName: "w-10 pr-0" },
  header: (info) => {
    const { selection } = info.table.options.meta as SelectionMeta;
    const serialnos = info.table.getRowModel().rows.map((row) => row.original.serialno);
    const count = serialnos.filter((serialno) => selection.chosen.has(serialno)).length;
    return (
      <Checkbox
        aria-label="Choose every product on this page for labels"
        checked={count === 0 ? false : count === serialnos.length ? true : "indeterminate"}
        onCheckedChange={(checked) => selection.togglePage(serialnos, checked === true)}
      />
    );
  },
  cell: (info) => {
    const { selection } = info.table.options.meta as SelectionMeta;
    const { serialno } = info.row.original;
    return (
      <Checkbox
        aria-label={`Choose ${serialno} for labels`}
        checked={selection.chosen.has(serialno)}
        onCheckedChange={(checked) => selection.toggle(serialno, checked === true)}
      />
    );
  },
}) as ColumnDef<ProductRecord, unknown>;

/** 'Print labels': how many are chosen, the PDF download, and a way to clear the choice. */
export function PrintLabelsBar({ selection }: { selection: LabelSelection }) {
  const count = selection.chosen.size;
  const tooMany = count > LABELS_MAX;
  return (
    <div className="flex flex-wrap items-center gap-3" aria-live="polite">
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">
          Choose products with their checkboxes to print their QR labels.
        </p>
      ) : (
        <>
          <p className="text-sm font-medium">
            {count} {count === 1 ? "product" : "products"} chosen
          </p>
          {tooMany ? (
            <p role="alert" className="text-sm text-destructive">
              At most {LABELS_MAX} labels fit one download. Please choose fewer products.
            </p>
          ) : (
            <Button asChild>
              <a href={labelsHref(selection.chosen)} download>
                <Printer aria-hidden="true" />
                Print labels
              </a>
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            <X aria-hidden="true" />
            Clear choice
          </Button>
        </>
      )}
    </div>
  );
}
