import type { ItemPage, RepairRequestRecord } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, products, productTypes } from "../src/db/schema";
import { createProduct, personalDetails, signInAs } from "./factories";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

setUpRepairSuite();

const NOT_FOUND = "Item not found. It may be mistyped, or it is not yours.";
const item = (serialno: string, cookie?: string) =>
  api.get(`/items/${encodeURIComponent(serialno)}`, cookie);

async function adminRecord(id: number): Promise<RepairRequestRecord> {
  const response = await api.get(`/repairs/get-admin-repairs?q=${id}&limit=20`, admin.cookie);
  const record = (response.json().repairRequests as RepairRequestRecord[]).find((r) => r.id === id);
  if (!record) throw new Error(`request ${id} not in the admin list`);
  return record;
}

/** Adds a note to a line (internal or not), as an admin. */
async function note(id: number, serialno: string, workshopLog: string, internal: boolean) {
  const record = await adminRecord(id);
  const line = record.products.find((p) => p.serialNumber === serialno)!;
  const response = await api.put(
    `/repairs/update-repair/${id}`,
    {
      currentLocation: record.currentLocation,
      repair_lines: [
        {
          repairlineid: line.repairlineid,
          state: "completed",
          problemDescription: line.problemDescription,
          workshopLog,
          workshopLogInternal: internal,
        },
      ],
    },
    admin.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** A customer owning a piece (and a second one) with a two-line request, notes on the piece. */
async function pieceWithHistory() {
  const first = await signInAs(t.app, t.db, "customer", {
    name: "Naledi",
    surname: "Firstowner",
  });
  const piece = await createProduct(t.db, { customerIdnumber: first.user.idnumber });
  const other = await createProduct(t.db, { customerIdnumber: first.user.idnumber });
  const id = await api.createRepair(first.cookie, first.user.idnumber, [
    piece.serialno,
    other.serialno,
  ]);
  await note(id, piece.serialno, "Workshop only: glue was cheap", true);
  await note(id, piece.serialno, "Buckle replaced", false);
  return { first, piece, other, id };
}

/** Moves a piece to a new owner as an admin's edit would (the trigger opens their time). */
async function moveTo(serialno: string, idnumber: string) {
  await t.db
    .update(products)
    .set({ customerIdnumber: idnumber })
    .where(eq(products.serialno, serialno));
}

describe("GET /items/{serialno}: who may read it", () => {
  it("answers a visitor 401, another customer and an unknown piece 404 with the same message", async () => {
    const { piece } = await pieceWithHistory();
    expect((await item(piece.serialno)).statusCode).toBe(401);
    const stranger = await signInAs(t.app, t.db, "customer");
    const foreign = await item(piece.serialno, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: NOT_FOUND, message: NOT_FOUND });
    const unknown = await item("NO-SUCH-PIECE", stranger.cookie);
    expect(unknown.json()).toEqual(foreign.json());
    expect((await item("NO-SUCH-PIECE", admin.cookie)).statusCode).toBe(404);
  });

  it("answers the former owner 404 once the piece has moved on", async () => {
    const { first, piece } = await pieceWithHistory();
    expect((await item(piece.serialno, first.cookie)).statusCode).toBe(200);
    const second = await signInAs(t.app, t.db, "customer");
    await moveTo(piece.serialno, second.user.idnumber);
    expect((await item(piece.serialno, first.cookie)).statusCode).toBe(404);
    expect((await item(piece.serialno, second.cookie)).statusCode).toBe(200);
  });

  it("finds a piece whatever the letter case of its serial number", async () => {
    const { first, piece } = await pieceWithHistory();
    const page = await item(piece.serialno.toLowerCase(), first.cookie);
    expect(page.statusCode).toBe(200);
    expect((page.json() as ItemPage).item.serialno).toBe(piece.serialno);
  });
});

describe("GET /items/{serialno}: what each side sees", () => {
  it("gives an admin every owner by name with dates, and internal notes marked", async () => {
    const { first, piece, id } = await pieceWithHistory();
    const second = await signInAs(t.app, t.db, "customer", { name: "Sipho", surname: "Second" });
    await moveTo(piece.serialno, second.user.idnumber);
    const page = (await item(piece.serialno, admin.cookie)).json() as ItemPage;
    expect(page.owners.map((o) => [o.owner?.idnumber, o.via, o.to === null])).toEqual([
      [first.user.idnumber, "made", false],
      [second.user.idnumber, "admin", true],
    ]);
    expect(page.owners[0]?.owner?.name).toContain("Naledi");
    expect(page.repairs).toHaveLength(1);
    const [repair] = page.repairs;
    expect(repair?.requestId).toBe(id);
    expect(repair?.linked).toBe(true);
    expect(repair?.line.workshopLog).toEqual([
      expect.objectContaining({ message: "Workshop only: glue was cheap", internal: true }),
      expect.objectContaining({ message: "Buckle replaced", internal: false }),
    ]);
    expect(repair?.line.stateChanges.map((c) => c.toState)).toEqual(["pending", "completed"]);
    expect(page.careGuide.text.length).toBeGreaterThan(40);
    expect(page.verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{43}$/);
  });

  it("shows the new owner only their own time, no earlier owner, no internal note, this piece's line only", async () => {
    const { first, piece, other, id } = await pieceWithHistory();
    const second = await signInAs(t.app, t.db, "customer");
    await moveTo(piece.serialno, second.user.idnumber);
    const response = await item(piece.serialno, second.cookie);
    const page = response.json() as ItemPage;
    expect(page.owners).toHaveLength(1);
    expect(page.owners[0]).not.toHaveProperty("owner");
    expect(page.owners[0]?.to).toBeNull();
    expect(page.repairs).toHaveLength(1);
    expect(page.repairs[0]).toMatchObject({ requestId: id, linked: false });
    expect(page.repairs[0]?.line.serialNumber).toBe(piece.serialno);
    expect(page.repairs[0]?.line.workshopLog.map((n) => n.message)).toEqual(["Buckle replaced"]);
    for (const secret of [
      ...personalDetails(first.user),
      other.serialno,
      "Workshop only",
      "internal",
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("links the owner's own request and shows them their own notes only", async () => {
    const { first, piece, other } = await pieceWithHistory();
    const response = await item(piece.serialno, first.cookie);
    const page = response.json() as ItemPage;
    expect(page.repairs[0]?.linked).toBe(true);
    expect(page.owners).toHaveLength(1);
    expect(response.body).not.toContain("Workshop only");
    expect(response.body).not.toContain(other.serialno);
  });

  it("refuses a customer the admin-only routes with 403", async () => {
    const { first, piece } = await pieceWithHistory();
    const revoke = await api.post(`/items/${piece.serialno}/verify-link`, {}, first.cookie);
    expect(revoke.statusCode).toBe(403);
    const guide = await api.put("/care-guides/1", { text: "Mine" }, first.cookie);
    expect(guide.statusCode).toBe(403);
  });
});

describe("PUT /care-guides/{productTypeId}", () => {
  const typeId = async (name: string) =>
    (
      await t.db
        .select({ id: productTypes.id })
        .from(productTypes)
        .where(eq(productTypes.name, name))
    )[0]!.id;

  it("saves an admin's guide, audited as a setting, and shows it on the item page", async () => {
    const { piece } = await pieceWithHistory();
    const page = (await item(piece.serialno, admin.cookie)).json() as ItemPage;
    const id = page.careGuide.productTypeId;
    const text = "Wipe with a damp cloth. Condition twice a year.";
    const saved = await api.put(`/care-guides/${id}`, { text: `  ${text}  ` }, admin.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ productTypeId: id, text });
    const again = (await item(piece.serialno, admin.cookie)).json() as ItemPage;
    expect(again.careGuide.text).toBe(text);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityKind, "setting"), eq(auditLog.actorIdnumber, admin.user.idnumber)),
      );
    expect(entries.at(-1)?.changes).toMatchObject({
      careGuide: { before: page.careGuide.text, after: text },
    });
  });

  it("refuses an empty or too long guide with a clear message and keeps the old one", async () => {
    const id = await typeId("Custom");
    const before = (await t.db.select().from(productTypes).where(eq(productTypes.id, id)))[0];
    expect(before).toBeDefined();
    const empty = await api.put(`/care-guides/${id}`, { text: "   " }, admin.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Please write the care guide.");
    const long = await api.put(`/care-guides/${id}`, { text: "x".repeat(2001) }, admin.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("Must be at most 2000 characters");
    const unknown = await api.put("/care-guides/999999", { text: "Hello" }, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await api.put(`/care-guides/${id}`, { text: "Hello" })).statusCode).toBe(401);
  });
});

describe("GET /verify/{token}", () => {
  it("confirms a genuine piece with nothing about its owner", async () => {
    const owner = await signInAs(t.app, t.db, "customer", {
      name: "Zanele",
      surname: "Verifiable",
    });
    const piece = await createProduct(t.db, { customerIdnumber: owner.user.idnumber });
    const page = (await item(piece.serialno, owner.cookie)).json() as ItemPage;
    const token = page.verifyUrl.split("/verify/")[1]!;
    const response = await api.get(`/verify/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.json()).toEqual({
      genuine: true,
      productType: page.item.productType,
      colour: page.item.colour,
      yearMade: page.item.yearMade,
      warranty: "Lifetime warranty in force",
    });
    for (const secret of [...personalDetails(owner.user), piece.serialno]) {
      expect(response.body).not.toContain(secret);
    }
    // The same link every time it is shown.
    const again = (await item(piece.serialno, admin.cookie)).json() as ItemPage;
    expect(again.verifyUrl).toBe(page.verifyUrl);
  });

  it("answers a wrong token and a revoked one 404 with the message", async () => {
    const message = "We could not find this piece.";
    const wrong = await api.get(`/verify/${"A".repeat(43)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: message, message });
    expect((await api.get("/verify/short")).statusCode).toBe(404);

    const owner = await signInAs(t.app, t.db, "customer");
    const piece = await createProduct(t.db, { customerIdnumber: owner.user.idnumber });
    const page = (await item(piece.serialno, owner.cookie)).json() as ItemPage;
    const renewed = await api.post(`/items/${piece.serialno}/verify-link`, {}, admin.cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().verifyUrl).not.toBe(page.verifyUrl);
    const old = await api.get(`/verify/${page.verifyUrl.split("/verify/")[1]}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(message);
    const fresh = await api.get(`/verify/${renewed.json().verifyUrl.split("/verify/")[1]}`);
    expect(fresh.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.serialno, piece.serialno), eq(auditLog.action, "verify-link-renewed")),
      );
    expect(entry?.entityKind).toBe("product");
  });
});

describe("GET /items/labels.pdf", () => {
  it("gives an admin a PDF of the chosen products' labels and refuses everyone else", async () => {
    const owner = await signInAs(t.app, t.db, "customer");
    const a = await createProduct(t.db, { customerIdnumber: owner.user.idnumber });
    const b = await createProduct(t.db, { customerIdnumber: owner.user.idnumber });
    const url = `/items/labels.pdf?serialno=${a.serialno}&serialno=${b.serialno}`;
    const pdf = await api.get(url, admin.cookie);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect((await api.get(url, owner.cookie)).statusCode).toBe(403);
    expect((await api.get(url)).statusCode).toBe(401);
  });

  it("refuses no products, too many, or unknown ones with a clear message", async () => {
    const none = await api.get("/items/labels.pdf", admin.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose at least one product to print labels for.");
    const many = Array.from({ length: 241 }, (_, i) => `serialno=X-${i}`).join("&");
    const tooMany = await api.get(`/items/labels.pdf?${many}`, admin.cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      "At most 240 labels fit one download. Please choose fewer products.",
    );
    const unknown = await api.get("/items/labels.pdf?serialno=NOPE-1", admin.cookie);
    expect(unknown.statusCode).toBe(400);
  });
});
