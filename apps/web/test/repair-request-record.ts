import type { RepairRequestRecord } from "@lo/domain";

/**
 * A request of the admin list: Thandi Mokoena's, Pending, with a wallet and a belt (the belt
 * with two workshop notes).
 */
export function repairRequestRecord(
  overrides: Partial<RepairRequestRecord> = {},
): RepairRequestRecord {
  return {
    id: 41,
    clientName: "Thandi Mokoena",
    clientEmail: "thandi@example.com",
    customeridnumber: "8001015009087",
    currentLocation: "Workshop bench 2",
    creationDate: "2025-03-01T09:00:00.000Z",
    lastUpdateDate: "2025-03-02T09:00:00.000Z",
    status: "Pending",
    version: 2,
    products: [
      {
        repairlineid: 7,
        serialNumber: "WAL-001",
        productType: "Bifold Wallet",
        size: "Standard",
        color: "Dark Brown",
        problemDescription: "Stitching loose on the spine",
        state: "pending",
        workshopLog: [],
        version: 3,
      },
      {
        repairlineid: 8,
        serialNumber: "BLT-002",
        productType: "Classic Belt",
        size: "34",
        color: "Dark Brown",
        problemDescription: "Buckle scratched",
        state: "pending",
        workshopLog: [
          {
            message: "Received at the workshop",
            timestamp: "2025-03-02T08:00:00.000Z",
            author: "Pieter van Wyk",
          },
          {
            message: "Waiting for a new buckle",
            timestamp: "2025-03-02T09:00:00.000Z",
            author: "Pieter van Wyk",
          },
        ],
        version: 1,
      },
    ],
    ...overrides,
  };
}
