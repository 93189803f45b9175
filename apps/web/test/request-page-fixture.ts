import type { RepairRequestPage } from "@lo/domain";
import { CUSTOMER } from "./render";

export const PAGE_TRACKING_URL =
  "http://127.0.0.1:8080/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/** The belt every repair test brings in: what it is and what is wrong with it. */
export const BELT = {
  serialNumber: "LO-BELT-1",
  productType: "Classic Belt",
  size: "34",
  color: "Dark Brown",
  problemDescription: "Buckle loose",
};

/** A request page answer: two items, one with a state history and two notes. */
export function requestPage(internal?: boolean): RepairRequestPage {
  const flag = (value: boolean) => (internal === undefined ? {} : { internal: value && internal });
  return {
    request: {
      id: 42,
      creationDate: "2025-03-01T08:30:00.000Z",
      lastUpdateDate: "2025-03-04T14:05:00.000Z",
      currentLocation: "Workshop bench 3",
      status: "In Progress",
      headlineState: "enroute-to-outfitter",
      version: 2,
      trackingUrl: PAGE_TRACKING_URL,
    },
    customer: {
      idnumber: CUSTOMER.idnumber,
      name: "Thandi",
      surname: "Mokoena",
      email: CUSTOMER.email,
      phone: "0821234567",
    },
    lines: [
      {
        repairlineid: 1,
        photos: [],
        ...BELT,
        state: "in-progress",
        version: 3,
        workshopLog: [
          {
            message: "New buckle fitted",
            timestamp: "2025-03-04T14:05:00.000Z",
            author: "Pieter van Wyk",
            ...flag(false),
          },
          ...(internal
            ? [
                {
                  message: "Check the stitching twice",
                  timestamp: "2025-03-04T15:00:00.000Z",
                  author: "Pieter van Wyk",
                  internal: true,
                },
              ]
            : []),
        ],
        stateChanges: [
          {
            fromState: null,
            toState: "pending",
            changedAt: "2025-03-01T08:30:00.000Z",
            changedBy: "Thandi Mokoena",
          },
          {
            fromState: "pending",
            toState: "in-progress",
            changedAt: "2025-03-02T09:00:00.000Z",
            changedBy: "Pieter van Wyk",
          },
        ],
      },
      {
        repairlineid: 2,
        photos: [],
        serialNumber: "LO-WALLET-2",
        productType: "Bifold Wallet",
        size: null,
        color: null,
        problemDescription: "Stitching undone",
        state: "enroute-to-outfitter",
        version: 1,
        workshopLog: [],
        stateChanges: [],
      },
    ],
  };
}
