import { describe, expect, it } from "vitest";
import { issues } from "../test-fixtures";
import {
  accountDetailsSchema,
  accountUpdatePayloadSchema,
  toAccountUpdatePayload,
  type AccountDetails,
} from "../api/account";
import {
  accountCountryIssues,
  createAccountDetailsSchema,
  createAccountEmailSchema,
} from "./account";
import { createChangePasswordSchema } from "./password";

const form = {
  name: "Thandi",
  surname: "Nkosi",
  cellphone: "082 555 1234",
  address: "12 Long Street",
  city: "Cape Town",
  province: "Western Cape",
  postalcode: "8001",
  country: "",
};

const stored: AccountDetails = {
  idnumber: "9001015009087",
  name: "Thandi",
  surname: "Nkosi",
  email: "thandi@example.com",
  cellphone: "082 555 1234",
  issouthafrican: true,
  address: "12 Long Street",
  city: "Cape Town",
  province: "Western Cape",
  postalcode: 8001,
  country: "South Africa",
  pendingEmail: null,
};

describe("the account page's details form (the customer rules of requirements §5)", () => {
  it("accepts a South African's details without a country", () => {
    expect(issues(createAccountDetailsSchema(true), form)).toEqual([]);
  });

  it("needs a name and a surname, and a country from someone who is not South African", () => {
    expect(issues(createAccountDetailsSchema(false), { ...form, name: " ", surname: "" })).toEqual([
      ["name", "Name is required"],
      ["surname", "Surname is required"],
      ["country", "Country is required"],
    ]);
    expect(issues(createAccountDetailsSchema(false), { ...form, country: "Namibia" })).toEqual([]);
  });

  it("lets the contact number be empty and checks the postal code", () => {
    expect(issues(createAccountDetailsSchema(true), { ...form, cellphone: "" })).toEqual([]);
    expect(issues(createAccountDetailsSchema(true), { ...form, postalcode: "80A1" })).toEqual([
      ["postalcode", "Postal code must be a number"],
    ]);
  });

  it("the country rule is one function, for the server too", () => {
    expect(accountCountryIssues(true, null)).toEqual([]);
    expect(accountCountryIssues(false, " ")).toEqual([
      { path: "country", message: "Country is required" },
    ]);
  });
});

describe("the account page's new e-mail", () => {
  it("must be a valid address other than the current one, whatever its case", () => {
    const schema = createAccountEmailSchema("Thandi@Example.com");
    const currentPassword = "Saddle#Stitch1";
    expect(issues(schema, { email: "thandi@new.example", currentPassword })).toEqual([]);
    expect(issues(schema, { email: "thandi", currentPassword })).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
    expect(issues(schema, { email: " THANDI@example.com ", currentPassword })).toEqual([
      ["email", "This is already the address you sign in with."],
    ]);
  });

  it("needs the current password", () => {
    const schema = createAccountEmailSchema("Thandi@Example.com");
    expect(issues(schema, { email: "thandi@new.example", currentPassword: "" })).toEqual([
      ["currentPassword", "Enter your current password."],
    ]);
  });
});

describe("PUT /account payload", () => {
  it("takes back what GET /account gives, ID number and all", () => {
    const parsed = accountUpdatePayloadSchema.parse(accountDetailsSchema.parse(stored));
    expect(parsed).toEqual({
      name: "Thandi",
      surname: "Nkosi",
      email: "thandi@example.com",
      cellphone: "082 555 1234",
      address: "12 Long Street",
      city: "Cape Town",
      province: "Western Cape",
      postalcode: 8001,
      country: "South Africa",
      idnumber: "9001015009087",
    });
  });

  it("reports the messages of requirements §5, in field order", () => {
    expect(
      issues(accountUpdatePayloadSchema, {
        name: "",
        surname: "Nkosi",
        email: "x",
        postalcode: "A",
      }),
    ).toEqual([
      ["name", "Name is required"],
      ["email", "Please enter a valid email address"],
      ["postalcode", "Postal code must be a number"],
    ]);
  });

  it("is built from the stored details and the form's changes", () => {
    expect(toAccountUpdatePayload(stored, { email: "new@example.com" })).toEqual({
      name: "Thandi",
      surname: "Nkosi",
      email: "new@example.com",
      cellphone: "082 555 1234",
      address: "12 Long Street",
      city: "Cape Town",
      province: "Western Cape",
      postalcode: 8001,
      country: "South Africa",
    });
    const foreigner = { ...stored, issouthafrican: false, country: "Namibia" };
    expect(
      toAccountUpdatePayload(foreigner, {
        details: { ...form, surname: "Dlamini", cellphone: undefined, country: "Botswana" },
      }),
    ).toMatchObject({ surname: "Dlamini", cellphone: "", postalcode: 8001, country: "Botswana" });
  });
});

describe("the account page's change of password", () => {
  const schema = createChangePasswordSchema("9001015009087");

  it("needs the current password, a new one that passes the rules, typed twice", () => {
    expect(
      issues(schema, { currentPassword: "", password: "Leather#2025", confirmPassword: "x" }),
    ).toEqual([
      ["currentPassword", "Enter your current password."],
      ["confirmPassword", "Passwords do not match"],
    ]);
    expect(
      issues(schema, {
        currentPassword: "Saddle#Stitch1",
        password: "Leather#2025",
        confirmPassword: "Leather#2025",
      }),
    ).toEqual([]);
  });
});
