import type { CustomerRecord } from "@lo/domain";

/** A customer as the admin lists show them: Thandi Mokoena, South African, invitation accepted. */
export function customerRecord(overrides: Partial<CustomerRecord> = {}): CustomerRecord {
  const id = overrides.id ?? "8001015009087";
  return {
    id,
    name: "Thandi",
    surname: "Mokoena",
    email: "thandi@example.com",
    contactNumber: "082 555 0199",
    customerId: id,
    customeridnumber: id,
    isSouthAfrican: true,
    street: "12 Bree Street",
    city: "Cape Town",
    province: "Western Cape",
    postalCode: 8001,
    country: "South Africa",
    address: "12 Bree Street, Cape Town, Western Cape, 8001, South Africa",
    totalPurchases: 3,
    totalRepairs: 1,
    joinDate: "2025-01-15T10:00:00.000Z",
    lastPurchaseDate: null,
    lastRepairDate: null,
    invitationStatus: "accepted",
    ...overrides,
  };
}
