/**
 * The customer-detail fields' labels, one set for every form that asks for them. Two wordings
 * stand, each asserted by its screens' tests (docs/decisions/077-one-form-and-one-confirmed-edit.md):
 * the admin's create and edit customer speak Title Case as docs/requirements.md §5 quotes them;
 * the customer's own forms (/account, the transfer sign-up) speak sentence case.
 */
export const CUSTOMER_FIELD_LABELS = {
  staff: {
    name: "Name",
    surname: "Surname",
    email: "Email",
    cellphone: "Contact Number",
    idnumber: "Customer ID",
    issouthafrican: "South African citizen",
    address: "Street Address",
    city: "City",
    province: "Province",
    postalcode: "Postal Code",
    country: "Country",
  },
  own: {
    name: "Name",
    surname: "Surname",
    email: "Email",
    cellphone: "Contact number",
    idnumber: "ID number",
    issouthafrican: "I am South African (13-digit ID number)",
    address: "Street address",
    city: "City",
    province: "Province",
    postalcode: "Postal code",
    country: "Country",
  },
} as const;

export type CustomerFieldName = keyof (typeof CUSTOMER_FIELD_LABELS)["staff"];

/** The customer-detail fields, in the order the forms show them. */
export const CUSTOMER_FORM_FIELDS = Object.keys(CUSTOMER_FIELD_LABELS.staff) as CustomerFieldName[];
