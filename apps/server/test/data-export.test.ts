import { CONFIRM_IDENTITY_MESSAGES, dataExportFileName } from "@lo/domain";
import { eq } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { securityLog, sessions } from "../src/db/schema";
import { exportDate } from "../src/http/csv-export";
import { sessionHashOf } from "./api-call";
import { createProduct, signInAs } from "./factories";
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

// A customer's right to their data (decision 089): one archive of everything the shop holds
// about them, from /account, and nothing of anyone else's.

setUpRepairSuite();

const download = (cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: "/lifetime-outfitter/account/data-export",
    headers: cookie ? { cookie } : {},
  });

/** A customer with a request of one piece, a photo, a note to them and an internal one. */
async function customerWithHistory() {
  const customer = await signInAs(t.app, t.db, "customer");
  const piece = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
  const staged = await upload(t, "/photos/staged", await gpsJpeg(), customer.cookie);
  expect(staged.statusCode, staged.body).toBe(200);
  const created = await api.raise(
    {
      customeridnumber: customer.user.idnumber,
      current_location: "Durbanville",
      repairlines: [
        {
          serialno: piece.serialno,
          problemdescription: "Loose keeper",
          photos: [staged.json().id],
        },
      ],
    },
    customer.cookie,
  );
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().repairid as number;
  await changeLine(customer.user.idnumber, id, 0, { workshopLog: "Keeper restitched for you" });
  const record = await readRepair(customer.user.idnumber, id);
  const [line] = record.products;
  if (!line) throw new Error("no line");
  const internal = await updateLine(record, line, {
    workshopLog: "Workshop only: check the edge paint",
    workshopLogInternal: true,
  });
  expect(internal.statusCode, internal.body).toBe(200);
  return { customer, piece, id };
}

function readArchive(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const json = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the archive`);
    return JSON.parse(strFromU8(file)) as unknown;
  };
  return { files, json };
}

describe("GET /account/data-export", () => {
  it("gives the customer one ZIP of their details, pieces, requests, visible notes, mails and photos", async () => {
    const { customer, piece, id } = await customerWithHistory();
    const answer = await download(customer.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="${dataExportFileName(exportDate())}"`,
    );
    expect(answer.headers["cache-control"]).toBe("no-store");

    const { files, json } = readArchive(answer.rawPayload);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "README.txt",
        "details.json",
        "pieces.json",
        "repair-requests.json",
        "mails.json",
        "contact-messages.json",
        "transfers.json",
        "security.json",
      ]),
    );
    expect(json("details.json")).toMatchObject({
      idNumber: customer.user.idnumber,
      email: customer.user.email,
      name: customer.user.name,
      surname: customer.user.surname,
    });
    expect(JSON.stringify(json("details.json"))).not.toContain("password_hash");
    expect(json("pieces.json")).toEqual([
      expect.objectContaining({ serialNumber: piece.serialno, how: "made", ownedUntil: null }),
    ]);

    const [request] = json("repair-requests.json") as {
      id: number;
      pieces: { problem: string; workshopNotes: { note: string }[]; photos: string[] }[];
    }[];
    expect(request?.id).toBe(id);
    const line = request?.pieces[0];
    expect(line?.problem).toBe("Loose keeper");
    expect(line?.workshopNotes.map((note) => note.note)).toEqual(["Keeper restitched for you"]);
    expect(JSON.stringify(request)).not.toContain("Workshop only");
    const [photoName] = line?.photos ?? [];
    expect(photoName).toMatch(/^photos\/request-\d+\/photo-\d+\.jpg$/);
    const photo = files[photoName ?? ""];
    expect(photo).toBeDefined();
    const metadata = await sharp(Buffer.from(photo ?? [])).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 400, height: 600 });
    expect(metadata.exif).toBeUndefined();

    const mails = json("mails.json") as { kind: string; to: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => mail.to === customer.user.email)).toBe(true);
    expect(JSON.stringify(mails)).not.toMatch(/token|payload/i);
    const security = json("security.json") as { sessions: unknown[]; securityLog: unknown[] };
    expect(security.sessions.length).toBeGreaterThan(0);
    expect(security.securityLog).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: "sign-in" })]),
    );

    // The download itself is in the security log.
    const logged = await t.db
      .select({ event: securityLog.event })
      .from(securityLog)
      .where(eq(securityLog.userIdnumber, customer.user.idnumber));
    expect(logged.map((row) => row.event)).toContain("data-exported");
  });

  it("holds what their repairs cost: quotes sent and answers, fees, payments and invoices", async () => {
    const { customer, id } = await customerWithHistory();
    const record = await readRepair(customer.user.idnumber, id);
    const line = record.products[0]!;
    const paid = await updateLine(record, line, {
      state: "enroute-to-outfitter",
      version: line.version,
      coverage: "paid",
      causeComponent: "hardware",
      causeReason: "accident-or-misuse",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const items = [{ description: "Replace a buckle", quantity: 1, unitCents: 28_000 }];
    await api.put(`/repairs/lines/${line.repairlineid}/quote`, { items }, admin.cookie);
    await api.post(`/repairs/${id}/quotes/send`, {}, admin.cookie);
    const approval = await api.post(
      `/repairs/lines/${line.repairlineid}/quote/approval`,
      { version: 1, via: "phone", note: "Workshop only: approved on the phone" },
      admin.cookie,
    );
    expect(approval.statusCode, approval.body).toBe(200);
    await api.post(
      `/repairs/${id}/fees`,
      { description: "Return postage", amountCents: 12_000 },
      admin.cookie,
    );
    const payment = await api.post(
      `/repairs/${id}/payments`,
      { kind: "payment", amountCents: 40_000, method: "eft", paidOn: "2026-11-20" },
      admin.cookie,
    );
    expect(payment.statusCode, payment.body).toBe(200);

    const { json } = readArchive((await download(customer.cookie)).rawPayload);
    const money = json("money.json") as Record<string, Record<string, unknown>[]>;
    expect(money.quotes).toEqual([
      expect.objectContaining({
        request: id,
        version: 1,
        totalCents: 28_000,
        answer: "approved",
        answeredHow: "phone",
      }),
    ]);
    expect(money.fees).toEqual([
      expect.objectContaining({ request: id, description: "Return postage", amountCents: 12_000 }),
    ]);
    expect(money.payments).toEqual([
      expect.objectContaining({ kind: "payment", amountCents: 40_000, paidOn: "2026-11-20" }),
    ]);
    expect(money.invoices).toEqual([expect.objectContaining({ request: id, totalCents: 40_000 })]);
    expect(JSON.stringify(money)).not.toContain("Workshop only");
  });

  it("holds nothing of another customer's", async () => {
    const first = await customerWithHistory();
    const other = await signInAs(t.app, t.db, "customer");
    const answer = await download(other.cookie);
    expect(answer.statusCode).toBe(200);
    const { files } = readArchive(answer.rawPayload);
    const everything = Object.values(files)
      .map((file) => Buffer.from(file).toString("latin1"))
      .join("\n");
    for (const value of [
      first.customer.user.idnumber,
      first.customer.user.email,
      first.piece.serialno,
    ]) {
      expect(everything).not.toContain(value);
    }
    expect(Object.keys(files).some((name) => name.startsWith("photos/"))).toBe(false);
  });

  it("is refused to a visitor and an admin, and asks for a recent confirmation", async () => {
    expect((await download()).statusCode).toBe(401);
    expect((await download(admin.cookie)).statusCode).toBe(403);

    const customer = await signInAs(t.app, t.db, "customer");
    await t.db
      .update(sessions)
      .set({ confirmedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessions.tokenHash, sessionHashOf(customer.cookie)));
    const asked = await download(customer.cookie);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(CONFIRM_IDENTITY_MESSAGES.required);
  });
});
