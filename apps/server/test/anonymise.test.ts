import { randomInt } from "node:crypto";
import { ANONYMISED_ID_PATTERN, CONFIRM_IDENTITY_MESSAGES, PRIVACY_MESSAGES } from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  productOwnerships,
  products,
  productTransfers,
  repairLines,
  repairRequests,
  securityLog,
  sessions,
  users,
} from "../src/db/schema";
import { sessionHashOf } from "./api-call";
import { createAdmin, createProduct, signIn, signInAs, uniqueEmail } from "./factories";
import { gpsJpeg } from "./photo-files";
import { upload } from "./photos-support";
import {
  admin,
  api,
  changeLine,
  readRepair,
  setUpRepairSuite,
  t,
  updateLine,
} from "./repairs-support";

// Forgetting a customer who asks (decision 089): nothing of who they were remains in any table
// or mail, and their pieces and repairs stay, under a new key, for the warranty's statistics.

setUpRepairSuite();

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** A name no other row of this test database has. */
const uniqueName = (start: string) =>
  start + Array.from({ length: 6 }, () => LETTERS[randomInt(26)]).join("");
const uniquePhone = () => `083 ${randomInt(100, 999)} ${randomInt(1000, 9999)}`;

const anonymise = (idnumber: string, cookie?: string) =>
  api.post(`/customers/${idnumber}/anonymise`, undefined, cookie);

/** Every row of every table holding `value` (in any letter case), as "table: count". */
async function tablesHolding(value: string): Promise<string[]> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const counted = (await t.db.execute(
      sql`select count(*)::integer as n from ${sql.identifier(table)} as row
        where row::text ilike ${`%${value}%`}`,
    )) as unknown as { rows: { n: number }[] };
    const n = Number(counted.rows[0]?.n ?? 0);
    if (n > 0) found.push(`${table}: ${n}`);
  }
  return found;
}

/** A customer with a life in the shop: edits, sign-ins, a request, notes, mail, an offer. */
async function customerWithALife() {
  const name = uniqueName("Nomsa");
  const surname = uniqueName("Dlamini");
  const firstEmail = uniqueEmail("nomsa");
  const firstPhone = uniquePhone();
  const customer = await signInAs(t.app, t.db, "customer", {
    name,
    surname,
    email: firstEmail,
    cellphone: firstPhone,
  });
  const idnumber = customer.user.idnumber;
  // The admin changes their address and phone: the audit log keeps the old ones.
  const email = uniqueEmail("nomsa.new");
  const phone = uniquePhone();
  const edited = await api.put(
    `/users/update-customer/${idnumber}`,
    {
      name,
      surname,
      email,
      cellphone: phone,
      address: "4 Loop Street",
      city: "Stellenbosch",
      province: "Western Cape",
      postalcode: 7600,
      country: "South Africa",
      issouthafrican: 1,
    },
    admin.cookie,
  );
  expect(edited.statusCode, edited.body).toBe(200);
  const cookie = await signIn(t.app, email, customer.password);
  // A wrong password with their address: the failed sign-ins remember it.
  await t.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/login",
    payload: { email, password: "Not-the-password-9!" },
    remoteAddress: "10.77.0.1",
  });

  const [piece, offered] = [
    await createProduct(t.db, { customerIdnumber: idnumber }),
    await createProduct(t.db, { customerIdnumber: idnumber }),
  ];
  const staged = await upload(t, "/photos/staged", await gpsJpeg(), cookie);
  const raised = await api.raise(
    {
      customeridnumber: idnumber,
      current_location: `With ${name} at ${phone}`,
      repairlines: [
        {
          serialno: piece?.serialno,
          problemdescription: `Strap torn. Call ${name} on ${phone} or ${email}`,
          photos: [staged.json().id],
        },
      ],
    },
    cookie,
  );
  expect(raised.statusCode, raised.body).toBe(201);
  const requestId = raised.json().repairid as number;
  await changeLine(idnumber, requestId, 0, {
    workshopLog: `Spoke to ${name} ${surname} (${phone}); ID ${idnumber} checked`,
  });
  // The piece's paid repair: words of a quote, a fee and a payment that name them.
  const record = await readRepair(idnumber, requestId);
  const line = record.products[0]!;
  const paid = await updateLine(record, line, {
    version: line.version,
    coverage: "paid",
    causeComponent: "hardware",
    causeReason: "accident-or-misuse",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const quoteItems = [{ description: `Buckle for ${surname}`, quantity: 1, unitCents: 28_000 }];
  await api.put(`/repairs/lines/${line.repairlineid}/quote`, { items: quoteItems }, admin.cookie);
  await api.post(`/repairs/${requestId}/quotes/send`, {}, admin.cookie);
  const approved = await api.post(
    `/repairs/lines/${line.repairlineid}/quote/approval`,
    { version: 1, via: "phone", note: `${name} approved from ${phone}` },
    admin.cookie,
  );
  expect(approved.statusCode, approved.body).toBe(200);
  await api.post(
    `/repairs/${requestId}/fees`,
    { description: `Courier to ${name}`, amountCents: 12_000 },
    admin.cookie,
  );
  const payment = await api.post(
    `/repairs/${requestId}/payments`,
    {
      kind: "payment",
      amountCents: 40_000,
      method: "eft",
      paidOn: "2026-11-20",
      reference: `EFT ${surname}`,
    },
    admin.cookie,
  );
  expect(payment.statusCode, payment.body).toBe(200);
  const offer = await api.post(
    "/transfers",
    { serialno: offered?.serialno, email: uniqueEmail("friend") },
    cookie,
  );
  expect(offer.statusCode, offer.body).toBe(200);
  const contact = await api.post("/users/contact-form", {
    name: `${name} ${surname}`,
    email,
    message: `Please call me on ${phone}. My ID is ${idnumber}.`,
  });
  expect(contact.statusCode, contact.body).toBe(201);
  return {
    idnumber,
    cookie,
    requestId,
    serials: [piece?.serialno ?? "", offered?.serialno ?? ""],
    identity: [idnumber, name, surname, firstEmail, email, firstPhone, phone],
  };
}

describe("POST /customers/{id}/anonymise", () => {
  it("waits for the customer's pieces to leave the workshop, then forgets every trace of them", async () => {
    const person = await customerWithALife();
    const refused = await anonymise(person.idnumber, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRIVACY_MESSAGES.piecesInWorkshop);
    await changeLine(person.idnumber, person.requestId, 0, { state: "completed" });
    const [linesBefore, ownershipsBefore] = [
      await t.db
        .select()
        .from(repairLines)
        .where(eq(repairLines.repairRequestId, person.requestId)),
      await t.db.select().from(productOwnerships),
    ];

    // Before: each of them is found, in the rows one would expect (so the search can see them).
    expect(await tablesHolding(person.identity[3] ?? "")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^audit_log: /)]),
    );
    for (const value of person.identity) {
      expect(await tablesHolding(value), value).not.toEqual([]);
    }

    const answer = await anonymise(person.idnumber, admin.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const { idnumber: newId, message } = answer.json() as { idnumber: string; message: string };
    expect(message).toBe(PRIVACY_MESSAGES.customerAnonymised);
    expect(newId).toMatch(ANONYMISED_ID_PATTERN);

    for (const value of person.identity) {
      expect(await tablesHolding(value), value).toEqual([]);
    }

    // The history stays, without identity.
    const [request] = await t.db
      .select()
      .from(repairRequests)
      .where(eq(repairRequests.id, person.requestId));
    expect(request).toMatchObject({
      customerIdnumber: newId,
      clientName: "Anonymised",
      clientSurname: "customer",
      status: "Done",
    });
    expect(
      await t.db
        .select()
        .from(repairLines)
        .where(eq(repairLines.repairRequestId, person.requestId)),
    ).toHaveLength(linesBefore.length);
    expect(await t.db.select().from(productOwnerships)).toHaveLength(ownershipsBefore.length);
    for (const serialno of person.serials) {
      const [piece] = await t.db.select().from(products).where(eq(products.serialno, serialno));
      expect(piece?.customerIdnumber).toBe(newId);
    }
    const [row] = await t.db.select().from(users).where(eq(users.idnumber, newId));
    expect(row).toMatchObject({
      name: "Anonymised",
      surname: "customer",
      cellphone: null,
      street: null,
      country: null,
      statusMails: false,
    });
    expect(row?.anonymisedAt).toBeInstanceOf(Date);

    // The offer of their piece stopped.
    const [offer] = await t.db
      .select({ state: productTransfers.state })
      .from(productTransfers)
      .where(eq(productTransfers.serialno, person.serials[1] ?? ""));
    expect(offer?.state).toBe("cancelled");

    // No way back in: no session, no sign-in.
    expect(await t.db.select().from(sessions).where(eq(sessions.userIdnumber, newId))).toEqual([]);
    expect((await api.get("/users/me", person.cookie)).statusCode).toBe(401);

    // Recorded in both logs, by the admin.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.customerIdnumber, newId));
    expect(entries.find((entry) => entry.action === "anonymised")).toMatchObject({
      entityId: newId,
      actorIdnumber: admin.user.idnumber,
    });
    // Their earlier history stays on their page, under the new key.
    expect(entries.map((entry) => entry.action)).toContain("update");
    const logged = await t.db
      .select({ event: securityLog.event, actor: securityLog.actorIdnumber })
      .from(securityLog)
      .where(eq(securityLog.userIdnumber, newId));
    expect(logged).toContainEqual({ event: "customer-anonymised", actor: admin.user.idnumber });

    const overview = await api.get(`/customers/${newId}/overview`, admin.cookie);
    expect(overview.json().anonymisedAt).toEqual(expect.any(String));
    // Nothing of theirs to change, and no password to give back.
    const edit = await api.put(
      `/users/update-customer/${newId}`,
      {
        name: "Back",
        surname: "Again",
        email: uniqueEmail("back"),
        cellphone: uniquePhone(),
        address: "1 Main Road",
        city: "Paarl",
        province: "Western Cape",
        postalcode: 7646,
        country: "South Africa",
        issouthafrican: 0,
      },
      admin.cookie,
    );
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().message).toBe(PRIVACY_MESSAGES.anonymisedUnchangeable);
    const reset = await api.put(
      `/users/reset-password/${newId}`,
      { passwordflag: 0 },
      admin.cookie,
    );
    expect(reset.statusCode, reset.body).toBe(409);
    expect(reset.json().message).toBe(PRIVACY_MESSAGES.anonymisedUnchangeable);

    const again = await anonymise(newId, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRIVACY_MESSAGES.alreadyAnonymised);
  });

  it("is the admin's alone, for customers only, with a recent confirmation", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const other = await signInAs(t.app, t.db, "customer");
    expect((await anonymise(customer.user.idnumber)).statusCode).toBe(401);
    expect((await anonymise(customer.user.idnumber, other.cookie)).statusCode).toBe(403);
    expect((await anonymise(customer.user.idnumber, customer.cookie)).statusCode).toBe(403);
    const anotherAdmin = await createAdmin(t.db);
    expect((await anonymise(anotherAdmin.user.idnumber, admin.cookie)).statusCode).toBe(404);
    expect((await anonymise("0000000000000", admin.cookie)).statusCode).toBe(404);

    const late = await signInAs(t.app, t.db, "admin");
    await t.db
      .update(sessions)
      .set({ confirmedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessions.tokenHash, sessionHashOf(late.cookie)));
    const asked = await anonymise(customer.user.idnumber, late.cookie);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(CONFIRM_IDENTITY_MESSAGES.required);
    const [still] = await t.db
      .select()
      .from(users)
      .where(eq(users.idnumber, customer.user.idnumber));
    expect(still?.anonymisedAt).toBeNull();
  });
});
