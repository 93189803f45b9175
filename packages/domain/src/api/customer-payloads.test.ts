import { describe, expect, it } from "vitest";
import { foreigner, issues, southAfrican } from "../test-fixtures";
import {
  POSTAL_CODE_MAX_DIGITS,
  customerCreateSchema,
  customerEditSchema,
} from "../validation/customer";
import { MAX_DB_INTEGER } from "../validation/fields";
import {
  customerUpdatePayloadSchema,
  toCustomerUpdatePayload,
  toUserCreatePayload,
  userCreatePayloadSchema,
} from "./customer-payloads";

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

describe("user creation payload (requirements §3)", () => {
  it("parses the shape of requirements §3 into stored values", () => {
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

describe("customer update payload (requirements §3)", () => {
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

describe("form to the payloads of requirements §3", () => {
  it("builds the user creation payload: ID as password, role customer, 1/0, integer postal code", () => {
    const payload = toUserCreatePayload(customerCreateSchema.parse(southAfrican));
    expect(payload).toEqual({
      idnumber: "9001015009087",
      name: "Thandi",
      surname: "Nkosi",
      cellphone: "082 555 1234",
      email: "thandi@example.com",
      password: "9001015009087",
      role: "customer",
      address: "12 Long Street",
      city: "Cape Town",
      province: "Western Cape",
      postalcode: 2,
      issouthafrican: 1,
      country: "South Africa",
    });
    expect(userCreatePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("sends the form's country and a null postal code for a non-South African", () => {
    const payload = toUserCreatePayload(customerCreateSchema.parse(foreigner));
    expect(payload).toMatchObject({ issouthafrican: 0, country: "Namibia", postalcode: null });
  });

  it("builds the update payload with 'SA' as the country of a South African", () => {
    const payload = toCustomerUpdatePayload(customerEditSchema.parse(southAfrican));
    expect(payload).toEqual({
      name: "Thandi",
      surname: "Nkosi",
      email: "thandi@example.com",
      cellphone: "082 555 1234",
      issouthafrican: 1,
      address: "12 Long Street",
      city: "Cape Town",
      province: "Western Cape",
      postalcode: 2,
      country: "SA",
    });
    expect(customerUpdatePayloadSchema.parse(payload).country).toBe("South Africa");
  });
});
