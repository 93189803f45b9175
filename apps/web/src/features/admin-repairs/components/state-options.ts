import { REPAIR_STATE_LABELS, REPAIR_STATES } from "@lo/domain";

/** Every state, in the workflow's order, as the options of a state picker. */
export const STATE_OPTIONS = REPAIR_STATES.map((state) => ({
  value: state,
  label: REPAIR_STATE_LABELS[state],
}));
