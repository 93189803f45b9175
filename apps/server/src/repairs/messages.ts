/** The repairs' own answers (the shared ones are API_MESSAGES and errors.ts MESSAGES). */
export const REPAIR_MESSAGES = {
  requestNotFound: "Repair request not found.",
  initialStatus: "A new repair request always starts as Pending.",
  initialState: "A new repair line always starts as pending.",
  notOwned: (serialno: string) => `Product ${serialno} is not one of this customer's products.`,
  alreadyOpen: (serialno: string) => `Product ${serialno} is already in an open repair request.`,
  alreadyOpenElsewhere: (serialno: string) =>
    `Product ${serialno} is already in another open repair request, so this line cannot be reopened.`,
  reopenOtherOwner: (serialno: string) =>
    `Product ${serialno} now belongs to another customer, so this line cannot be reopened.`,
  reopenConflict:
    "A product of this request is already in another open repair request, so its line cannot be reopened.",
  lineNotInRequest: (id: number) => `Repair line ${id} is not part of this repair request.`,
} as const;
