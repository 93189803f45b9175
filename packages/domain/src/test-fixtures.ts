// Shared by the tests: the forms as a person fills them in, and how a parse's issues are read.
import type { z } from "zod";
import type { CustomerCreateInput } from "./validation/customer";
import type { ProductCreateInput } from "./validation/product";
import type { RepairRequestInput } from "./validation/repair-request";

/** Every issue of parsing `value` as [dotted path, message], in the order zod reports them. */
export function issues(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
}

export const southAfrican: CustomerCreateInput = {
  name: "Thandi",
  surname: "Nkosi",
  email: "Thandi@Example.com",
  cellphone: "082 555 1234",
  idnumber: "9001015009087",
  issouthafrican: true,
  address: "12 Long Street",
  city: "Cape Town",
  province: "Western Cape",
  postalcode: "0002",
  country: "",
};

export const foreigner: CustomerCreateInput = {
  ...southAfrican,
  idnumber: "P1234567",
  issouthafrican: false,
  country: "Namibia",
  postalcode: "",
};

export const belt: ProductCreateInput = {
  serialno: "LO-BELT-0001",
  producttypeid: "2",
  isCustom: false,
  colourid: "1",
  sizeid: "4",
  description: "",
  customcolour: "",
  customsize: "",
  customerid: "9001015009087",
};

export const custom: ProductCreateInput = {
  ...belt,
  serialno: "LO-CUST-0001",
  producttypeid: 13,
  isCustom: true,
  colourid: "",
  sizeid: "",
  description: "Rifle sling",
  customcolour: "Oxblood",
  customsize: "120 cm",
};

export const repairRequest = {
  currentLocation: "Cape Town",
  products: [
    { productId: "LO-BELT-0001", problemDescription: "Buckle loose" },
    { productId: "LO-WALLET-0002", problemDescription: "Stitching undone" },
  ],
} satisfies RepairRequestInput;
