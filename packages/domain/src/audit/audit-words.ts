import { CAUSE_COMPONENT_LABELS, CAUSE_REASON_LABELS, COVERAGE_LABELS } from "../business/coverage";
import { isRepairState, repairStateLabel } from "../repair-state-table";

/**
 * The audit history in words (docs/design.md §11): readable names of the fields and actions that
 * recordAudit writes, and one sentence per change ("State: In Progress → Ready for
 * Collection"). A field or action not named here is shown by its own name.
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  surname: "Surname",
  email: "E-mail",
  cellphone: "Phone",
  issouthafrican: "South African",
  address: "Street",
  city: "City",
  province: "Province",
  postalcode: "Postal code",
  country: "Country",
  type: "Type",
  colour: "Colour",
  size: "Size",
  description: "Description",
  owner: "Owner",
  location: "Location",
  state: "State",
  problemDescription: "Problem",
  note: "Note",
  internal: "Internal note",
  items: "Items",
  photo: "Photo",
  customerVisible: "Visible to the customer",
  careGuide: "Care guide",
  coverage: "Coverage",
  goodwillReason: "Goodwill reason",
  causeComponent: "Cause",
  causeReason: "Reason",
  vatRegistered: "Registered for VAT",
  vatBasisPoints: "VAT rate (hundredths of a percent)",
  vatNumber: "VAT number",
  prices: "Price list",
  quoteVersion: "Quote version",
  quoteTotal: "Quote total",
  answeredVia: "Answered",
  answerNote: "Note",
  payment: "Payment",
  refund: "Refund",
  fee: "Fee",
  invoice: "Invoice",
  balanceDue: "Balance due",
};

/** The words of the coded values a field records (coverage and cause, decision 094). */
const AUDIT_VALUE_LABELS: Record<string, Record<string, string>> = {
  coverage: COVERAGE_LABELS,
  causeComponent: CAUSE_COMPONENT_LABELS,
  causeReason: CAUSE_REASON_LABELS,
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Changed",
  delete: "Deleted",
  "password-reset": "Password reset",
  "invitation-sent": "Invitation sent",
  "tracking-link-renewed": "Tracking link renewed",
  note: "Note added",
  state: "State changed",
  undo: "Undone",
  "transfer-direct": "Transferred by the workshop",
  "transfer-accepted": "Accepted by the recipient",
  "photo-added": "Photo added",
  "photo-visibility-changed": "Photo visibility changed",
  "verify-link-renewed": "Verify link renewed",
  "catalogue-photo-replaced": "Catalogue photo replaced",
  "catalogue-photo-removed": "Catalogue photo removed",
  anonymised: "Anonymised",
  "quote-saved": "Quote written",
  "quote-sent": "Quote sent",
  "quote-approved": "Quote approved",
  "quote-declined": "Quote declined",
  "quote-approval-recorded": "Approval recorded",
  "payment-recorded": "Payment recorded",
  "refund-recorded": "Refund recorded",
  "fee-added": "Fee added",
  "fee-removed": "Fee removed",
  "invoice-issued": "Invoice issued",
  "sent-back-with-balance-due": "Sent back with a balance due",
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  customer: "Customer",
  product: "Item",
  "repair-request": "Request",
  "repair-line": "Line",
  note: "Note",
  setting: "Setting",
  transfer: "Transfer",
  quote: "Quote",
};

/** A field's readable name; a state's turnaround target (a setting) as "In Progress (days)". */
export function auditFieldLabel(field: string): string {
  if (isRepairState(field)) return `${repairStateLabel(field)} (days)`;
  return AUDIT_FIELD_LABELS[field] ?? field;
}

/** A recorded value in words: states by their label, yes/no, '(none)' for nothing. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (field === "state" && typeof value === "string" && isRepairState(value)) {
    return repairStateLabel(value);
  }
  const coded = typeof value === "string" ? AUDIT_VALUE_LABELS[field]?.[value] : undefined;
  if (coded) return coded;
  return typeof value === "string" ? value : JSON.stringify(value);
}

interface DescribedEntry {
  entityKind: string;
  entityId: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** The entry's heading: "Note added", "Created", "Line 12 changed", … */
export function auditEntryTitle(entry: DescribedEntry): string {
  if (entry.entityKind === "note" && entry.action === "create") return "Note added";
  if (entry.entityKind === "note" && entry.action === "delete") return "Note taken back";
  const action = AUDIT_ACTION_LABELS[entry.action] ?? entry.action;
  const entity = AUDIT_ENTITY_LABELS[entry.entityKind] ?? entry.entityKind;
  return `${entity} ${entry.entityId}: ${action.toLowerCase()}`;
}

/**
 * Each change in words: "Phone: 082… → 083…" for an update, "Phone: 082…" for a value set
 * where there was none, "Note added: …" for a note.
 */
export function auditChangeLines(entry: DescribedEntry): string[] {
  return Object.entries(entry.changes).flatMap(([field, { before, after }]) => {
    // A note's flag: said only of an internal note.
    if (field === "internal" && entry.entityKind === "note") {
      return before === true || after === true ? ["Internal (only the workshop sees it)"] : [];
    }
    const label = auditFieldLabel(field);
    if (field === "note") {
      return after === null || after === undefined
        ? `Note taken back: ${auditValueText(field, before)}`
        : `Note added: ${auditValueText(field, after)}`;
    }
    if (before === null || before === undefined) {
      return `${label}: ${auditValueText(field, after)}`;
    }
    return `${label}: ${auditValueText(field, before)} → ${auditValueText(field, after)}`;
  });
}
