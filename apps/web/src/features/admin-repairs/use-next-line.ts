import {
  REPAIR_LINE_ACTION_MESSAGES,
  type RepairLineRecord,
  type RepairLineNextResponse,
} from "@lo/domain";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { useNextLine, useUndoLine } from "./line-actions-api";

/** How long the toast offers Undo; the server accepts it for UNDO_WINDOW_SECONDS. */
export const UNDO_TOAST_MS = 8000;

/**
 * 'Next' on a line: one click, no dialog; then a toast with 'Undo' for a few seconds. Answers
 * `next(line, note)` (resolving true when saved) and the id of the line on its way.
 */
export function useNextLineAction() {
  const nextLine = useNextLine();
  const undoLine = useUndoLine();

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
    async (line: RepairLineRecord, note: string, internal = false): Promise<boolean> => {
      try {
        const moved = await nextLine.mutateAsync({
          lineId: line.repairlineid,
          payload: {
            version: line.version,
            note: note.trim() || undefined,
            internal: note.trim() && internal ? true : undefined,
          },
        });
        toast.success(moved.message, {
          duration: UNDO_TOAST_MS,
          action: { label: "Undo", onClick: () => undo(moved) },
        });
        return true;
      } catch (error) {
        toast.error("Line not moved on", {
          description: serverMessageOr(error, "Failed to update repair request. Please try again."),
        });
        return false;
      }
    },
    [nextLine, undo],
  );

  const pendingLineId = nextLine.isPending ? nextLine.variables?.lineId : undefined;
  return { next, pendingLineId };
}
