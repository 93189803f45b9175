import {
  REPAIR_STATE_SERVER_NAMES,
  REPAIR_STATES,
  type CustomerRecord,
  type ProductRecord,
  type RepairRequestRecord,
} from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { colours, productTypes, repairRequests } from "../src/db/schema";
import { uniqueEmail, uniqueIdnumber, uniqueSerial } from "./factories";
import {
  beltPayload,
  customPayload,
  ids,
  list as listProducts,
  request,
  setUpProductsAdmin,
  t,
} from "./products-admin-support";

/**
 * The totals, copied names and tallies the triggers keep (decision 046) against a recount from
 * the source rows after each write path: creating and editing customers and products (an
 * owner change too), raising requests, updating lines, renaming the catalogue.
 */
setUpProductsAdmin();

async function rows(query: ReturnType<typeof sql>) {
  return ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/** Every derived value, as stored. */
async function derived() {
  return {
    customers: await rows(sql`select customer_idnumber, purchases, last_purchase_at, repairs,
      last_repair_at, open_lines from customer_totals order by customer_idnumber`),
    products: await rows(sql`select p.serialno, p.type_name, p.colour_name, p.size_name,
      p.size_rank, p.customer_name, pt.repairs, pt.last_repair_at
      from products p left join product_totals pt on pt.serialno = p.serialno
      order by p.serialno`),
    requests: await rows(sql`select id, client_name, client_surname from repair_requests
      order by id`),
    tallies: await rows(sql`select kind, name, count from tallies where count <> 0
      order by kind, name`),
  };
}

/** What the triggers kept is what a recount from scratch finds (which then changes nothing). */
async function expectNoDrift() {
  const kept = await derived();
  await t.db.execute(sql`select refresh_derived_data()`);
  expect(await derived()).toEqual(kept);
}

async function createCustomer(name: string, surname: string, southAfrican: boolean) {
  const idnumber = uniqueIdnumber();
  const response = await request("POST", "/users/create", {
    payload: {
      idnumber,
      name,
      surname,
      cellphone: "082 555 0199",
      email: uniqueEmail(name.toLowerCase()),
      address: "12 Bree Street",
      city: "Cape Town",
      province: "Western Cape",
      postalcode: 8001,
      issouthafrican: southAfrican ? 1 : 0,
      country: southAfrican ? "South Africa" : "Namibia",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return idnumber;
}

/** The admin's edit of a customer into a foreign one with only a name, an e-mail and a country. */
function editAbroad(
  idnumber: string,
  name: string,
  surname: string,
  email: string,
  country: string,
) {
  return request("PUT", `/users/update-customer/${idnumber}`, {
    payload: {
      name,
      surname,
      email,
      cellphone: null,
      address: null,
      city: null,
      province: null,
      postalcode: null,
      issouthafrican: 0,
      country,
    },
  });
}

async function customerRecord(idnumber: string) {
  const response = await request("GET", `/users/get-all-customers?idnumber=${idnumber}`);
  return (response.json() as { data: CustomerRecord[] }).data[0];
}

async function productRecord(serialno: string) {
  const { data } = await listProducts({ q: serialno });
  return data.find((product) => product.serialno === serialno) as ProductRecord;
}

async function requestRecord(id: number) {
  const response = await request("GET", `/repairs/get-admin-repairs?q=${id}&limit=20`);
  const { repairRequests } = response.json() as { repairRequests: RepairRequestRecord[] };
  return repairRequests.find((record) => record.id === id) as RepairRequestRecord;
}

async function raise(customeridnumber: string, serials: string[]) {
  const response = await request("POST", "/repairs/create", {
    payload: {
      customeridnumber,
      current_location: "Workshop",
      repairlines: serials.map((serialno) => ({ serialno, problemdescription: "Torn stitching" })),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().repairid as number;
}

/** Sets the states of a request's lines (in line order), with a note on each. */
async function setStates(id: number, states: string[]) {
  const record = await requestRecord(id);
  const response = await request("PUT", `/repairs/update-repair/${id}`, {
    payload: {
      currentLocation: record.currentLocation,
      repair_lines: record.products.map((line, index) => ({
        repairlineid: line.repairlineid,
        state: states[index] ?? line.state,
        problemDescription: line.problemDescription,
        workshopLog: `Now ${states[index] ?? line.state}`,
      })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("derived data", () => {
  it("stays equal to a recount through every write path", async () => {
    const anna = await createCustomer("Anna", "Zulu", true);
    const ben = await createCustomer("Ben", "Abrahams", false);
    await expectNoDrift();

    const belt = beltPayload(anna);
    const custom = customPayload(anna);
    const wallet = { ...beltPayload(ben), producttypeid: ids.wallet, sizeid: ids.standard };
    for (const payload of [belt, custom, wallet]) {
      const response = await request("POST", "/products/create", { payload });
      expect(response.statusCode, response.body).toBe(201);
    }
    await expectNoDrift();
    expect(await customerRecord(anna)).toMatchObject({ totalPurchases: 2, totalRepairs: 0 });

    // A new colour and size, then the custom piece handed to Ben.
    const recoloured = await request("PUT", `/products/${belt.serialno}`, {
      payload: { ...belt, colourid: ids.black, sizeid: ids.size46 },
    });
    expect(recoloured.statusCode, recoloured.body).toBe(200);
    const handed = await request("PUT", `/products/${custom.serialno}`, {
      payload: { ...custom, customerid: ben },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    await expectNoDrift();
    expect(await customerRecord(anna)).toMatchObject({ totalPurchases: 1 });
    expect(await productRecord(belt.serialno)).toMatchObject({
      colourName: "Black",
      sizeName: "46",
      customerName: "Anna Zulu",
    });

    const first = await raise(ben, [custom.serialno, wallet.serialno]);
    const second = await raise(anna, [belt.serialno]);
    await expectNoDrift();
    expect(await productRecord(wallet.serialno)).toMatchObject({ repairs: 1 });
    expect(await customerRecord(ben)).toMatchObject({ totalRepairs: 1 });

    await setStates(first, ["in-progress", "completed"]);
    await expectNoDrift();
    await setStates(first, ["completed", "completed"]);
    await setStates(second, ["completed"]);
    await expectNoDrift();
    // Reopened, and raised again: a second repair of the same piece.
    await setStates(first, ["completed", "pending"]);
    await setStates(first, ["completed", "completed"]);
    await raise(ben, [wallet.serialno]);
    await expectNoDrift();
    expect(await productRecord(wallet.serialno)).toMatchObject({ repairs: 2 });

    // A piece with a repair history changes owner.
    const moved = await request("PUT", `/products/${belt.serialno}`, {
      payload: { ...belt, colourid: ids.black, sizeid: ids.size46, customerid: ben },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectNoDrift();
  });

  it("copies a customer's new name onto their products and requests", async () => {
    const carla = await createCustomer("Carla", "Naidoo", true);
    const belt = beltPayload(carla);
    expect((await request("POST", "/products/create", { payload: belt })).statusCode).toBe(201);
    const id = await raise(carla, [belt.serialno]);
    const renamed = await editAbroad(carla, "Aaliyah", "Abado", uniqueEmail("carla"), "Kenya");
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectNoDrift();
    expect(await productRecord(belt.serialno)).toMatchObject({ customerName: "Aaliyah Abado" });
    expect((await requestRecord(id)).clientName).toBe("Aaliyah Abado");
    // Sorted by the new name, which comes before every other client's.
    const byClient = await request("GET", "/repairs/get-admin-repairs?sort=clientName&limit=1");
    expect(byClient.json().repairRequests[0].id).toBe(id);
  });

  it("follows a renamed catalogue colour and type into the lists and statistics", async () => {
    const dina = await createCustomer("Dina", "Smit", true);
    const belt = { ...beltPayload(dina), colourid: ids.tan };
    expect((await request("POST", "/products/create", { payload: belt })).statusCode).toBe(201);
    await t.db.update(colours).set({ name: "Tobacco" }).where(eq(colours.id, ids.tan));
    await t.db.update(productTypes).set({ name: "Belt" }).where(eq(productTypes.id, ids.belt));
    try {
      await expectNoDrift();
      expect(await productRecord(belt.serialno)).toMatchObject({
        colourName: "Tobacco",
        productTypeName: "Belt",
      });
    } finally {
      await t.db.update(colours).set({ name: "Tan" }).where(eq(colours.id, ids.tan));
      await t.db
        .update(productTypes)
        .set({ name: "Classic Belt" })
        .where(eq(productTypes.id, ids.belt));
    }
    await expectNoDrift();
  });

  it("stays right when many writers change one customer's rows at once", async () => {
    const fay = await createCustomer("Fay", "Dube", true);
    const gus = await createCustomer("Gus", "Venter", false);
    const pieces = Array.from({ length: 8 }, () => beltPayload(fay));
    const created = await Promise.all(
      pieces.map((payload) => request("POST", "/products/create", { payload })),
    );
    expect(created.map((response) => response.statusCode)).toEqual(pieces.map(() => 201));

    // Requests raised, pieces handed over, more pieces made and Fay renamed, all at once.
    const [raised, ...others] = await Promise.all([
      Promise.all(pieces.slice(0, 4).map((piece) => raise(fay, [piece.serialno]))),
      ...pieces
        .slice(4, 6)
        .map((piece) =>
          request("PUT", `/products/${piece.serialno}`, { payload: { ...piece, customerid: gus } }),
        ),
      request("POST", "/products/create", { payload: beltPayload(fay) }),
      editAbroad(fay, "Fay", "Dlamini", uniqueEmail("fay"), "Botswana"),
    ]);
    expect(raised).toHaveLength(4);
    expect(others.map((response) => response.statusCode)).toEqual([200, 200, 201, 200]);
    await expectNoDrift();
    expect(await customerRecord(fay)).toMatchObject({ totalPurchases: 7, totalRepairs: 4 });
    expect(await customerRecord(gus)).toMatchObject({ totalPurchases: 2, totalRepairs: 0 });
  });

  it("ranks each status in the domain's workshop order, anything else 0", async () => {
    const hana = await createCustomer("Hana", "Cele", true);
    const statuses = [...REPAIR_STATES.map((state) => REPAIR_STATE_SERVER_NAMES[state]), "Lost"];
    const ranked = await t.db
      .insert(repairRequests)
      .values(statuses.map((status) => ({ customerIdnumber: hana, currentLocation: "X", status })))
      .returning({ status: repairRequests.status, rank: repairRequests.statusRank });
    expect(ranked).toEqual(
      statuses.map((status, index) => ({
        status,
        rank: index < REPAIR_STATES.length ? index + 1 : 0,
      })),
    );
  });

  it("a recount puts right a total that was changed behind the triggers' back", async () => {
    const erin = await createCustomer("Erin", "Botha", true);
    const payload = beltPayload(erin, uniqueSerial("ERIN"));
    expect((await request("POST", "/products/create", { payload })).statusCode).toBe(201);
    await t.db.execute(sql`update customer_totals set purchases = 99
      where customer_idnumber = ${erin}`);
    await t.db.execute(sql`update tallies set count = count + 5 where kind = 'products'`);
    expect(await customerRecord(erin)).toMatchObject({ totalPurchases: 99 });
    await t.db.execute(sql`select refresh_derived_data()`);
    expect(await customerRecord(erin)).toMatchObject({ totalPurchases: 1 });
    const [counted] = await rows(sql`select count(*)::int as n from products`);
    const statistics = await request("GET", "/products/statistics");
    expect(statistics.json().totalProducts).toBe((counted as { n: number }).n);
  });
});
