import type { RepairRequestPage, RepairRequestRecord } from "@lo/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, signInAs } from "./factories";
import { admin, api, setUpRepairSuite, t, updateLine } from "./repairs-support";

setUpRepairSuite();

/**
 * The lists write their timestamps in the database (to_char) where the request page reads a
 * Date from the driver: both must send the same ISO strings, the microseconds cut off.
 */
describe("the lists' timestamps, notes and states as the database writes them", () => {
  it("match the request page's to the millisecond, cut not rounded, with authors and known states only", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    const product = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
    const id = await api.createRepair(customer.cookie, customer.user.idnumber, [product.serialno]);
    const listed = (await api.get(`/repairs/get-admin-repairs?q=${id}&limit=20`, admin.cookie))
      .json()
      .repairRequests.find(
        (record: RepairRequestRecord) => record.id === id,
      ) as RepairRequestRecord;
    const line = listed.products[0]!;
    expect((await updateLine(listed, line, { workshopLog: "Edges burnished" })).statusCode).toBe(
      200,
    );
    expect(
      (await updateLine(listed, line, { workshopLog: "Internal", workshopLogInternal: true }))
        .statusCode,
    ).toBe(200);

    await t.db.execute(sql`update repair_requests
      set created_at = '2031-02-03 04:05:06.789999+00', updated_at = '2031-02-03 04:05:07.000001+00'
      where id = ${id}`);
    await t.db.execute(sql`update repair_line_notes set created_at = '2031-02-03 05:06:07.123999+00'
      where repair_line_id = ${line.repairlineid} and message = 'Edges burnished'`);
    await t.db
      .execute(sql`insert into repair_line_state_changes (repair_line_id, from_state, to_state, changed_at)
      values (${line.repairlineid}, 'pending', 'no-longer-known', '2031-02-03 06:00:00+00')`);

    const own = (
      await api.get(`/repairs/get-customer-repairs/${customer.user.idnumber}`, customer.cookie)
    ).json() as RepairRequestRecord[];
    const mine = own.find((record) => record.id === id)!;
    expect(mine.creationDate).toBe("2031-02-03T04:05:06.789Z");
    expect(mine.lastUpdateDate).toBe("2031-02-03T04:05:07.000Z");
    expect(mine.products[0]?.workshopLog).toEqual([
      {
        message: "Edges burnished",
        timestamp: "2031-02-03T05:06:07.123Z",
        author: expect.any(String),
      },
    ]);
    expect(mine.products[0]?.stateHistory?.map((change) => change.state)).toEqual(["pending"]);

    const adminList = (await api.get(`/repairs/get-admin-repairs?q=${id}&limit=20`, admin.cookie))
      .json()
      .repairRequests.find(
        (record: RepairRequestRecord) => record.id === id,
      ) as RepairRequestRecord;
    expect(adminList.products[0]?.workshopLog.map((note) => [note.message, note.internal])).toEqual(
      [
        ["Internal", true],
        ["Edges burnished", false],
      ],
    );

    const page = (
      await api.get(`/repairs/requests/${id}`, admin.cookie)
    ).json() as RepairRequestPage;
    expect(page.request.creationDate).toBe(mine.creationDate);
    expect(page.request.lastUpdateDate).toBe(mine.lastUpdateDate);
    const pageNotes = page.lines[0]!.workshopLog.map(({ message, timestamp, author }) => ({
      message,
      timestamp,
      author,
    }));
    expect(pageNotes).toEqual(
      adminList.products[0]!.workshopLog.map(({ message, timestamp, author }) => ({
        message,
        timestamp,
        author,
      })),
    );
    expect(adminList.products[0]?.workshopLog[1]?.author).toBe(
      `${admin.user.name} ${admin.user.surname}`,
    );
  });
});
