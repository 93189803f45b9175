import { adminCustomerListQuerySchema, type CustomerRecord } from "@lo/domain";
import { csvExportRoutes, type CsvColumn } from "../http/csv-export";
import { customerConditions, customersQuery, listOrder, toRecord } from "./queries";

const COLUMNS: CsvColumn<CustomerRecord>[] = [
  { header: "ID number", cell: (row) => row.customeridnumber },
  { header: "Name", cell: (row) => row.name },
  { header: "Surname", cell: (row) => row.surname },
  { header: "E-mail", cell: (row) => row.email },
  { header: "Phone", cell: (row) => row.contactNumber },
  { header: "South African", cell: (row) => (row.isSouthAfrican ? "Yes" : "No") },
  { header: "Street", cell: (row) => row.street },
  { header: "City", cell: (row) => row.city },
  { header: "Province", cell: (row) => row.province },
  { header: "Postal code", cell: (row) => row.postalCode },
  { header: "Country", cell: (row) => row.country },
  { header: "Products", cell: (row) => row.totalPurchases },
  { header: "Repairs", cell: (row) => row.totalRepairs },
  { header: "Joined", cell: (row) => row.joinDate },
  { header: "Last product", cell: (row) => row.lastPurchaseDate },
  { header: "Last repair", cell: (row) => row.lastRepairDate },
  { header: "Invitation", cell: (row) => row.invitationStatus },
];

/** `GET /customers/export.csv`: Manage Customers as filtered and sorted, as a CSV download. */
export const customerExportRoutes = csvExportRoutes(
  {
    path: "/customers/export.csv",
    tag: "users",
    summary: "Every customer the list's search and sort select, in its order, as CSV (streamed)",
    querystring: adminCustomerListQuerySchema.omit({ limit: true, offset: true }),
  },
  (query) => ({
    name: "customers",
    select: async (db) => ({
      query: customersQuery(db)
        .where(customerConditions(query))
        .orderBy(...listOrder(query)),
    }),
    record: toRecord,
    columns: COLUMNS,
  }),
);
