import { z } from "zod";
import {
  TURNAROUND_MAX_DAYS,
  TURNAROUND_MIN_DAYS,
  TURNAROUND_STATES,
  turnaroundTargetMessage,
  type TurnaroundState,
} from "./turnaround";

function targetField(state: TurnaroundState) {
  const message = turnaroundTargetMessage(state);
  return z
    .number({ error: message })
    .int({ error: message })
    .min(TURNAROUND_MIN_DAYS, { error: message })
    .max(TURNAROUND_MAX_DAYS, { error: message });
}

/** `PUT /settings/turnaround` body and `GET` answer: every state's target, in days. */
export const turnaroundTargetsSchema = z.object(
  Object.fromEntries(TURNAROUND_STATES.map((state) => [state, targetField(state)])) as {
    [S in TurnaroundState]: ReturnType<typeof targetField>;
  },
);

export const turnaroundSettingsResponseSchema = z.object({ targets: turnaroundTargetsSchema });
export type TurnaroundSettingsResponse = z.infer<typeof turnaroundSettingsResponseSchema>;
