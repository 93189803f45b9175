import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  customerListQuerySchema,
  customerRecordSchema,
  customerStatisticsSchema,
  customerUpdatePayloadSchema,
  customersForProductsQuerySchema,
  customersForProductsResponseSchema,
  customersListResponseSchema,
  idNumberParamsSchema,
  userCreatePayloadSchema,
} from "./customers";
import { POSTAL_CODE_MAX_DIGITS } from "../validation/customer";
import { MAX_DB_INTEGER } from "../validation/fields";

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
}

const createPayload = {
  idnumber: "9001015009087",
  name: "Thandi",
  surname: "Nkosi",
  cellphone: "0825551234",
  email: "Thandi@Example.com",
  password: "9001015009087",
  role: "customer",
  address: "12 Long Street",
  city: "Cape Town",
  province: "Western Cape",
  postalcode: 8001,
  issouthafrican: 1,
  country: "South Africa",
};

describe("user creation payload (SPEC §3)", () => {
  it("parses the SPEC shape into stored values", () => {
    expect(userCreatePayloadSchema.parse(createPayload)).toEqual({
      ...createPayload,
      email: "thandi@example.com",
      issouthafrican: true,
    });
  });

  it("tolerates postal code as '', null or digits, and issouthafrican as a boolean", () => {
    const parse = (changes: object) =>
      userCreatePayloadSchema.parse({ ...createPayload, ...changes });
    expect(parse({ postalcode: "" }).postalcode).toBeNull();
    expect(parse({ postalcode: null }).postalcode).toBeNull();
    expect(parse({ postalcode: "0002" }).postalcode).toBe(2);
    expect(parse({ issouthafrican: false, country: "Kenya" }).issouthafrican).toBe(false);
  });

  it("refuses a postal code too big for its integer column", () => {
    for (const postalcode of [99999999999, "99999999999", 1e300]) {
      const found = issues(userCreatePayloadSchema, { ...createPayload, postalcode });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every(([path]) => path === "postalcode")).toBe(true);
    }
    expect(issues(userCreatePayloadSchema, { ...createPayload, postalcode: 999999999 })).toEqual(
      [],
    );
    expect(10 ** POSTAL_CODE_MAX_DIGITS - 1).toBeLessThanOrEqual(MAX_DB_INTEGER);
  });

  it("refuses a postal code that is not a number", () => {
    expect(issues(userCreatePayloadSchema, { ...createPayload, postalcode: "8001A" })).toEqual([
      ["postalcode", "Postal code must be a number"],
    ]);
  });

  it("applies the form's rules: required fields, 13-digit SA ID, country for others", () => {
    expect(issues(userCreatePayloadSchema, { ...createPayload, idnumber: "123" })).toEqual([
      ["idnumber", "South African ID must be 13 digits"],
    ]);
    expect(
      issues(userCreatePayloadSchema, { ...createPayload, issouthafrican: 0, country: "" }),
    ).toEqual([["country", "Country is required"]]);
    expect(issues(userCreatePayloadSchema, { ...createPayload, cellphone: undefined })).toEqual([
      ["cellphone", "Contact number is required"],
    ]);
  });

  it("answers an empty body with the field messages a person would see", () => {
    expect(issues(userCreatePayloadSchema, {})).toEqual([
      ["idnumber", "Customer ID is required"],
      ["name", "Name is required"],
      ["surname", "Surname is required"],
      ["cellphone", "Contact number is required"],
      ["email", "Email is required"],
      ["issouthafrican", "Please say whether the customer is South African"],
    ]);
  });

  it("stores South Africans with the country 'South Africa'", () => {
    expect(userCreatePayloadSchema.parse({ ...createPayload, country: "SA" }).country).toBe(
      "South Africa",
    );
  });

  it("creates customers only", () => {
    expect(issues(userCreatePayloadSchema, { ...createPayload, role: "admin" })).toEqual([
      ["role", "Only customers can be created"],
    ]);
  });

  it("reads missing address fields as null", () => {
    const { address: _address, city: _city, ...rest } = createPayload;
    expect(userCreatePayloadSchema.parse(rest)).toMatchObject({ address: null, city: null });
  });
});

describe("customer update payload (SPEC §3)", () => {
  const updatePayload = {
    name: "Thandi",
    surname: "Nkosi",
    email: "thandi@example.com",
    cellphone: "",
    issouthafrican: 1,
    address: "",
    city: "",
    province: "",
    postalcode: null,
    country: "SA",
  };

  it("reads 'SA' as South Africa and blank fields as null", () => {
    expect(customerUpdatePayloadSchema.parse(updatePayload)).toEqual({
      ...updatePayload,
      cellphone: null,
      issouthafrican: true,
      address: null,
      city: null,
      province: null,
      country: "South Africa",
    });
  });

  it("requires name, surname and e-mail", () => {
    expect(
      issues(customerUpdatePayloadSchema, { ...updatePayload, name: "", surname: "", email: "" }),
    ).toEqual([
      ["name", "Name is required"],
      ["surname", "Surname is required"],
      ["email", "Email is required"],
    ]);
  });

  it("requires a country for a non-South African", () => {
    expect(
      issues(customerUpdatePayloadSchema, { ...updatePayload, issouthafrican: 0, country: "" }),
    ).toEqual([["country", "Country is required"]]);
  });
});

describe("customer reads", () => {
  const record = {
    id: "9001015009087",
    name: "Thandi",
    surname: "Nkosi",
    email: "thandi@example.com",
    contactNumber: "0825551234",
    customerId: "9001015009087",
    customeridnumber: "9001015009087",
    isSouthAfrican: true,
    street: "12 Long Street",
    city: "Cape Town",
    province: "Western Cape",
    postalCode: 8001,
    country: "South Africa",
    address: "12 Long Street, Cape Town, Western Cape, 8001, South Africa",
    totalPurchases: 3,
    totalRepairs: 1,
    joinDate: "2025-03-01T08:00:00.000Z",
    lastPurchaseDate: "2025-04-01T08:00:00.000Z",
    lastRepairDate: null,
  };

  it("a customer record has every SPEC §3 field", () => {
    expect(customerRecordSchema.parse(record)).toEqual(record);
  });

  it("the list answers data and total", () => {
    expect(customersListResponseSchema.safeParse({ data: [record], total: 1 }).success).toBe(true);
  });

  it("the picker answers idnumber, name and surname", () => {
    expect(
      customersForProductsResponseSchema.safeParse({
        data: [{ idnumber: "9001015009087", name: "Thandi", surname: "Nkosi" }],
      }).success,
    ).toBe(true);
    expect(customersForProductsQuerySchema.parse({ q: "nk", limit: "20" })).toEqual({
      q: "nk",
      limit: 20,
    });
  });

  it("statistics carry the card numbers", () => {
    expect(
      customerStatisticsSchema.safeParse({
        totalCustomers: 2,
        southAfricanCustomers: 1,
        internationalCustomers: 1,
        averageOrders: 2,
        latestJoinDate: null,
      }).success,
    ).toBe(true);
  });

  it("list sort keys are fixed", () => {
    expect(customerListQuerySchema.safeParse({ sort: "joinDate" }).success).toBe(true);
    expect(customerListQuerySchema.safeParse({ sort: "password" }).success).toBe(false);
  });

  it("the {id} of customer paths is the ID number", () => {
    expect(idNumberParamsSchema.parse({ id: "9001015009087" })).toEqual({ id: "9001015009087" });
    expect(idNumberParamsSchema.safeParse({ id: " " }).success).toBe(false);
  });

  it("records have no transforms, so the server can serialise them", () => {
    expect(z.encode(customerRecordSchema, record)).toEqual(record);
  });
});
