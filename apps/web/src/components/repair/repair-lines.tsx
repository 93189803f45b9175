import type { RepairLineRecord } from "@lo/domain";
import type { ReactNode } from "react";
import { StateBadge } from "@/components/ui/state-badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeadings,
  TableRow,
} from "@/components/ui/table";
import { StateHistory } from "./state-history";
import { WorkshopNotes } from "./workshop-notes";
import { SerialLine, SerialLink } from "@/components/serial-link";

type RepairLinesProps = {
  lines: readonly RepairLineRecord[];
  /** Names the table for screen readers, e.g. 'Items in repair request 12'. */
  label: string;
  /** An extra last column, e.g. the admin's 'Update' button for each line. */
  action?: { header: string; render: (line: RepairLineRecord) => ReactNode };
};

const LINE_COLUMNS = [
  "Serial No",
  "Product Type",
  "Size",
  "Colour",
  "Problem Description",
  "Status",
  "Workshop Notes",
];

/**
 * The product lines of one repair request (docs/requirements.md §2), each with its state's dated
 * history: a table on wide screens, and on narrow ones a stacked card per line, so a phone never
 * has to scroll sideways. Only one of the two is displayed at a time; the other is display:none and
 * so hidden from assistive technology.
 */
export function RepairLines({ lines, label, action }: RepairLinesProps) {
  return (
    <>
      <div className="hidden lg:block">
        <Table aria-label={label}>
          <TableHeadings names={LINE_COLUMNS}>
            {action ? <TableHead className="text-right">{action.header}</TableHead> : null}
          </TableHeadings>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.repairlineid} className="align-top">
                <TableCell className="align-top text-xs whitespace-nowrap">
                  <SerialLink serialno={line.serialNumber} />
                </TableCell>
                <TableCell className="align-top">{line.productType}</TableCell>
                <TableCell className="align-top whitespace-nowrap">{line.size ?? "—"}</TableCell>
                <TableCell className="align-top whitespace-nowrap">{line.color ?? "—"}</TableCell>
                <TableCell className="max-w-64 align-top break-words whitespace-pre-line">
                  {line.problemDescription}
                </TableCell>
                <TableCell className="min-w-36 align-top">
                  <StateBadge state={line.state} />
                  <StateHistory
                    history={line.stateHistory}
                    itemLabel={line.serialNumber}
                    className="mt-1.5"
                  />
                </TableCell>
                <TableCell className="max-w-72 min-w-44 align-top">
                  <WorkshopNotes log={line.workshopLog} itemLabel={line.serialNumber} />
                </TableCell>
                {action ? (
                  <TableCell className="text-right align-top">{action.render(line)}</TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul aria-label={label} className="flex flex-col gap-3 lg:hidden">
        {lines.map((line) => (
          <li
            key={line.repairlineid}
            className="rounded-lg border border-border bg-background/60 p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">{line.productType}</p>
                <SerialLine serialno={line.serialNumber} />
              </div>
              <StateBadge state={line.state} />
            </div>
            <StateHistory
              history={line.stateHistory}
              itemLabel={line.serialNumber}
              className="mt-2"
            />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">Size</dt>
              <dd className="min-w-0 break-words">{line.size ?? "—"}</dd>
              <dt className="text-muted-foreground">Colour</dt>
              <dd className="min-w-0 break-words">{line.color ?? "—"}</dd>
              <dt className="text-muted-foreground">Problem</dt>
              <dd className="min-w-0 break-words whitespace-pre-line">{line.problemDescription}</dd>
            </dl>
            <div className="mt-3 border-t border-border pt-3">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Workshop Notes
              </p>
              <WorkshopNotes
                log={line.workshopLog}
                itemLabel={line.serialNumber}
                className="mt-1.5"
              />
            </div>
            {action ? <div className="mt-3 flex justify-end">{action.render(line)}</div> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
