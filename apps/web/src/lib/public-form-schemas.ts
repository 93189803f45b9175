// The schemas of the public forms, fetched at their first submit (public-form.ts). Importing
// them through this file, not the domain's index, keeps that fetch to what those forms need.
export { contactSchema, loginSchema } from "@lo/domain";
