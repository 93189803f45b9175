import type { ReactNode } from "react";

/** Who fills in the form: the customer for themselves, or the workshop for a customer. */
export type RequestFormLook = "customer" | "workshop";

/** The words, ids and styles that differ between the customer's and the workshop's form. */
type Look = {
  /** Prefix of the controls' ids (`${id}-location`, `${id}-product-0`, …). */
  id: string;
  /** A required field's label. */
  required: (label: string) => ReactNode;
  locationPlaceholder: string;
  locationClassName: string | undefined;
  problemPlaceholder: string;
  problemClassName: string | undefined;
};

export const LOOKS: Record<RequestFormLook, Look> = {
  customer: {
    id: "repair",
    required: (label) => (
      <>
        {label} <span aria-hidden="true">*</span>
      </>
    ),
    locationPlaceholder: "e.g. At home in Cape Town, or at the workshop",
    locationClassName: undefined,
    problemPlaceholder: "What happened, and where on the piece?",
    problemClassName: undefined,
  },
  workshop: {
    id: "request",
    required: (label) => `${label} *`,
    locationPlaceholder: "e.g. With the customer in Cape Town",
    locationClassName: "rounded-lg border border-border bg-card p-5 shadow-card sm:p-6",
    problemPlaceholder: "What needs attention?",
    problemClassName: "min-h-20",
  },
};
