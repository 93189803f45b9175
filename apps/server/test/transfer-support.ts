import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { expect } from "vitest";
import { products, productTransfers, repairLines } from "../src/db/schema";
import { createProduct, signInAs, uniqueSerial } from "./factories";
import { repairApi } from "./repairs-support";
import { call, mailsTo, type Suite } from "./password-links-support";

// Ownership transfers end to end: the app, a real SMTP server, and the helpers to offer a
// piece, read the mails and follow the link as the recipient would.

export {
  call,
  mailsTo,
  newMailTo,
  sessionCookieOf,
  startSuite,
  stopSuite,
  useSuite,
} from "./password-links-support";
export type { Suite } from "./password-links-support";

export const TRANSFER_LINK_NOT_LIVE =
  "This transfer link no longer works: it has expired, was cancelled, or was already used.";

export const NEW_OWNER_PASSWORD = "Bridle#Leather7";

/** An owner (signed in) with one piece. */
export async function ownerWithPiece(suite: Suite, name = "Thandi") {
  const owner = await signInAs(suite.t.app, suite.t.db, "customer", { name, surname: "Owner" });
  const piece = await createProduct(suite.t.db, {
    serialno: uniqueSerial("TR"),
    customerIdnumber: owner.user.idnumber,
  });
  return { owner, piece };
}

export const offer = (suite: Suite, cookie: string | undefined, serialno: string, email: string) =>
  call(suite.t, "POST", "/transfers", { cookie, payload: { serialno, email } });

/** The transfer link's token in the recipient's mail (its text part). */
export function transferTokenIn(mail: ParsedMail): string {
  const match = /\/transfer\/([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no transfer link in: ${mail.text ?? ""}`);
  return match[1];
}

/** Offers a piece and answers the token of the mail the recipient got. */
export async function offeredToken(suite: Suite, cookie: string, serialno: string, email: string) {
  const before = (await mailsTo(suite, email)).length;
  const response = await offer(suite, cookie, serialno, email);
  expect(response.statusCode, response.body).toBe(200);
  const mails = await mailsTo(suite, email);
  expect(mails).toHaveLength(before + 1);
  return transferTokenIn(mails[before] as ParsedMail);
}

export async function ownerOf(suite: Suite, serialno: string): Promise<string | undefined> {
  const [row] = await suite.t.db
    .select({ owner: products.customerIdnumber })
    .from(products)
    .where(eq(products.serialno, serialno));
  return row?.owner;
}

export async function transfersOf(suite: Suite, serialno: string) {
  return suite.t.db.select().from(productTransfers).where(eq(productTransfers.serialno, serialno));
}

/** Puts a piece in an open repair (a pending line), raised by the admin; answers its request. */
export async function openRepairOf(suite: Suite, owner: string, serialno: string) {
  return repairApi(suite.t).createRepair(suite.admin.cookie, owner, [serialno]);
}

export async function completeLinesOf(suite: Suite, serialno: string) {
  await suite.t.db
    .update(repairLines)
    .set({ state: "completed" })
    .where(eq(repairLines.serialno, serialno));
}

/** The serial numbers a customer's My Products lists. */
export async function listedSerials(suite: Suite, idnumber: string, cookie: string) {
  const answer = await call(suite.t, "GET", `/products/products-for-customer/${idnumber}`, {
    cookie,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { serialno: string }[]).map((row) => row.serialno);
}

export const cancel = (suite: Suite, cookie: string | undefined, serialno: string) =>
  suite.t.app.inject({
    method: "DELETE",
    url: `/lifetime-outfitter/transfers/pending/${encodeURIComponent(serialno)}`,
    headers: cookie ? { cookie } : {},
  });

/** A new recipient's details for the account form of the link's page. */
export function newAccountPayload(idnumber: string, password = NEW_OWNER_PASSWORD) {
  return {
    idnumber,
    name: "Sipho",
    surname: "Recipient",
    cellphone: "082 555 0101",
    address: "1 Loop Street",
    city: "Cape Town",
    province: "Western Cape",
    postalcode: "8001",
    issouthafrican: true,
    country: null,
    password,
    confirmPassword: password,
  };
}
