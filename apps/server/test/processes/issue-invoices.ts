// A second (and third) server process for the invoice-number test: opens its own pool on the
// PostgreSQL database given, issues an invoice for each request id given at once, and issues
// one more in a transaction it then rolls back. Prints the numbers (or the 409s) as JSON.
import { openPostgres } from "../../src/db/client";
import type { SessionUser } from "../../src/identity/sessions";
import { issueInvoice } from "../../src/repairs/documents/invoices";

const [url, idnumber, rollbackId, ...ids] = process.argv.slice(2);
if (!url || !idnumber || !rollbackId) throw new Error("usage: url idnumber rollbackId ids…");
const actor: SessionUser = {
  idnumber,
  email: "admin@example.com",
  name: "Second",
  surname: "Process",
  role: "admin",
  passwordflag: 1,
};
const handle = await openPostgres(url);
const rolledBack = handle.db
  .transaction(async (tx) => {
    await issueInvoice(tx, Number(rollbackId), actor);
    throw new Error("rolled back on purpose");
  })
  .catch(() => "rolled back");
const issued = await Promise.all(
  ids.map((id) =>
    handle.db
      .transaction((tx) => issueInvoice(tx, Number(id), actor))
      .then(
        (row) => row?.number ?? null,
        (error: { statusCode?: number }) => error.statusCode ?? String(error),
      ),
  ),
);
console.log(JSON.stringify({ issued, rolledBack: await rolledBack }));
await handle.close();
