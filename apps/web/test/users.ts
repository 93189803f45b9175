import type { SessionUser } from "@/lib/session";

/** The signed-in people of the web tests: a customer and the workshop's admin. */
export const CUSTOMER: SessionUser = {
  idnumber: "8001015009087",
  email: "thandi@example.com",
  name: "Thandi",
  surname: "Mokoena",
  role: "customer",
  passwordflag: 1,
  secondFactor: "none",
};

export const ADMIN: SessionUser = {
  idnumber: "7505054800084",
  email: "admin@lifetime-outfitter.local",
  name: "Pieter",
  surname: "van Wyk",
  role: "admin",
  passwordflag: 1,
  secondFactor: "proved",
};
