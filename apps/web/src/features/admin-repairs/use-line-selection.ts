import type { RepairLineRecord, RepairRequestRecord } from "@lo/domain";
import { useCallback, useMemo, useState } from "react";

/** A line ticked for a bulk update, as it was shown when ticked. */
export type SelectedLine = {
  repairlineid: number;
  requestId: number;
  serialNumber: string;
  state: string;
  version: number;
};

function snapshot(request: RepairRequestRecord, line: RepairLineRecord): SelectedLine {
  return {
    repairlineid: line.repairlineid,
    requestId: request.id,
    serialNumber: line.serialNumber,
    state: line.state,
    version: line.version,
  };
}

/**
 * The lines ticked for a bulk update, across requests and pages. Each is kept as shown when
 * ticked; `current` reads them again from the requests on screen, so the confirmation lists
 * (and the update sends) the versions the admin is looking at.
 */
export function useLineSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, SelectedLine>>(new Map());

  const toggle = useCallback(
    (request: RepairRequestRecord, line: RepairLineRecord, on: boolean) => {
      setSelected((previous) => {
        const next = new Map(previous);
        if (on) next.set(line.repairlineid, snapshot(request, line));
        else next.delete(line.repairlineid);
        return next;
      });
    },
    [],
  );

  const clear = useCallback(() => setSelected(new Map()), []);

  const current = useCallback(
    (shown: readonly RepairRequestRecord[]): SelectedLine[] =>
      [...selected.values()].map((kept) => {
        const request = shown.find((candidate) => candidate.id === kept.requestId);
        const line = request?.products.find((c) => c.repairlineid === kept.repairlineid);
        return request && line ? snapshot(request, line) : kept;
      }),
    [selected],
  );

  const isSelected = useMemo(() => {
    const ids = new Set(selected.keys());
    return (lineId: number) => ids.has(lineId);
  }, [selected]);

  return { count: selected.size, isSelected, toggle, clear, current };
}
