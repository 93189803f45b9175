import {
  REPAIR_LINE_ACTION_MESSAGES,
  type LineCoverageInput,
  type RepairLineRecord,
  type RepairLineNextResponse,
} from "@lo/domain";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useBalanceDueConfirmation } from "./components/balance-due-dialog";
import { useNextLine, useUndoLine } from "./line-actions-api";

/** How long the toast offers Undo; the server accepts it for UNDO_WINDOW_SECONDS. */
export const UNDO_TOAST_MS = 8000;

/**
 * 'Next' on a line: one click, no dialog; then a toast with 'Undo' for a few seconds. Answers
 * `next(line, note, internal, coverage)` (resolving true when saved; `coverage`, the coverage
 * and cause decided with the move, only from 'Next with coverage'), the id of the line on its
 * way, and the `dialog` (to render) that asks before a piece goes back with a balance due.
 */
export function useNextLineAction() {
  const nextLine = useNextLine();
  const undoLine = useUndoLine();
  const { confirmIfBalanceDue, dialog } = useBalanceDueConfirmation();

  const undo = useCallback(
    (moved: RepairLineNextResponse) => {
      const { undoUntil, ...payload } = moved.undo;
      if (Date.parse(undoUntil) < Date.now()) {
        toast.error("Not undone", { description: REPAIR_LINE_ACTION_MESSAGES.undoExpired });
        return;
      }
      undoLine.mutate(
        { lineId: moved.line.repairlineid, payload },
        {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) =>
            toast.error("Not undone", {
              description: serverMessageOr(error, "The change could not be undone."),
            }),
        },
      );
    },
    [undoLine],
  );

  const next = useCallback(
    async function save(
      line: RepairLineRecord,
      note: string,
      internal = false,
      coverage: LineCoverageInput = {},
      confirmBalanceDue = false,
    ): Promise<boolean> {
      try {
        const moved = await nextLine.mutateAsync({
          lineId: line.repairlineid,
          payload: {
            version: line.version,
            note: note.trim() || undefined,
            internal: note.trim() && internal ? true : undefined,
            ...coverage,
            ...(confirmBalanceDue ? { confirmBalanceDue } : {}),
          },
        });
        toast.success(moved.message, {
          duration: UNDO_TOAST_MS,
          action: { label: "Undo", onClick: () => undo(moved) },
        });
        return true;
      } catch (error) {
        // A balance still due: asked, and moved on once the admin confirms (decision 098).
        const asked = confirmIfBalanceDue(error);
        if (asked) return (await asked) && save(line, note, internal, coverage, true);
        toast.error("Line not moved on", {
          description: serverMessageOr(error, "Failed to update repair request. Please try again."),
        });
        return false;
      }
    },
    [nextLine, undo, confirmIfBalanceDue],
  );

  const pendingLineId = nextLine.isPending ? nextLine.variables?.lineId : undefined;
  return { next, pendingLineId, dialog };
}
