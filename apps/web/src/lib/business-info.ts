// The workshop's details live in the domain package, so the server's mail and the tracking
// page read the same ones as the footer and the contact page.
export { BUSINESS_INFO, type BusinessInfo } from "@lo/domain";
