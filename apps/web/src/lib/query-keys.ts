/**
 * Query keys that more than one feature reads or refreshes. A key only one feature uses stays
 * in that feature's `api.ts`; one that crosses features lives here, so neither feature has to
 * import the other to keep the cache right.
 */
export const queryKeys = {
  /** Every query about one customer's own data starts here (My Products, My Repairs, the
   * repair request form), so a new request refreshes all of them at once. */
  customerData: (idnumber: string) => ["customers", idnumber] as const,
  customerProducts: (idnumber: string) =>
    [...queryKeys.customerData(idnumber), "products"] as const,
  customerRepairs: (idnumber: string) => [...queryKeys.customerData(idnumber), "repairs"] as const,
  noRepairProducts: (idnumber: string) =>
    [...queryKeys.customerData(idnumber), "no-repair-products"] as const,
  /** The customer picker's searches (admin products and admin repairs); a new or edited
   * customer must show in them at once. */
  customerPickers: ["customer-picker"] as const,
  customerPicker: (q: string) => [...queryKeys.customerPickers, q] as const,
  /** The admin lists: a write in one feature may change another's list or cards. */
  adminCustomers: ["admin-customers"] as const,
  adminProducts: ["admin-products"] as const,
  adminRepairs: ["admin-repairs"] as const,
  /** The contact inbox and the unread count the admin navigation shows. */
  adminMessages: ["admin-messages"] as const,
  /** The item pages (decision 065): a transfer elsewhere changes their owners. */
  items: ["items"] as const,
  /** Billing settings (decision 095): edited on Admin Settings, read by the quote dialog. */
  billingSettings: ["settings", "billing"] as const,
  priceList: ["settings", "price-list"] as const,
  /** A request's invoices (decision 099): read on both request pages, changed by payments. */
  requestInvoices: (requestId: number) => ["request-invoices", requestId] as const,
  /** Payment settings (decision 097): edited on Admin Settings, read by the Add a fee dialog. */
  paymentSettings: ["settings", "payment"] as const,
};
