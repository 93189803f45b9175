/**
 * Writes the planned money (plan-money.ts) with bulk INSERTs while the triggers are off, sets
 * each request's due_cents and paid_cents with one UPDATE … FROM by the rule of
 * refresh_request_money (migration 0032, decision 096), then checks it all against that rule,
 * the planner's own sums and the invoices' numbering: a wrong sum stops the benchmark.
 */
import type { MoneyPlan } from "./money-rows";
import { VAT_BASIS_POINTS, VAT_NUMBER } from "./money-rows";
import { insertAll, type Exec } from "./bulk-insert";

export async function insertMoney(exec: Exec, money: MoneyPlan, admin: string): Promise<void> {
  const { quotes, fees, payments, invoices } = money;
  await insertAll(exec, "quotes", [
    ["repair_line_id", "integer", quotes.map((row) => row.repairLineId)],
    ["version", "integer", quotes.map((row) => row.version)],
    ["items", "jsonb", quotes.map((row) => JSON.stringify(row.items))],
    ["total_cents", "integer", quotes.map((row) => row.totalCents)],
    ["vat_cents", "integer", quotes.map((row) => row.vatCents)],
    ["vat_basis_points", "integer", quotes.map((row) => row.vatBasisPoints)],
    ["created_at", "timestamptz", quotes.map((row) => row.createdAt)],
    ["created_by_idnumber", "text", quotes.map((row) => row.createdBy)],
    ["sent_at", "timestamptz", quotes.map((row) => row.sentAt)],
    ["answer", "text", quotes.map((row) => row.answer)],
    ["answered_at", "timestamptz", quotes.map((row) => row.answeredAt)],
    ["answered_via", "text", quotes.map((row) => row.answeredVia)],
    ["answered_by_idnumber", "text", quotes.map((row) => row.answeredBy)],
    ["answer_note", "text", quotes.map((row) => row.answerNote)],
  ]);
  await insertAll(exec, "request_fees", [
    ["repair_request_id", "integer", fees.map((row) => row.repairRequestId)],
    ["description", "text", fees.map((row) => row.description)],
    ["amount_cents", "integer", fees.map((row) => row.amountCents)],
    ["created_at", "timestamptz", fees.map((row) => row.createdAt)],
    ["created_by_idnumber", "text", fees.map((row) => row.createdBy)],
  ]);
  await insertAll(exec, "payments", [
    ["repair_request_id", "integer", payments.map((row) => row.repairRequestId)],
    ["kind", "text", payments.map((row) => row.kind)],
    ["amount_cents", "integer", payments.map((row) => row.amountCents)],
    ["method", "text", payments.map((row) => row.method)],
    ["reference", "text", payments.map((row) => row.reference)],
    ["paid_on", "date", payments.map((row) => row.paidOn)],
    ["recorded_at", "timestamptz", payments.map((row) => row.recordedAt)],
    ["recorded_by_idnumber", "text", payments.map((row) => row.recordedBy)],
  ]);
  await insertAll(exec, "invoices", [
    ["number", "integer", invoices.map((row) => row.number)],
    ["repair_request_id", "integer", invoices.map((row) => row.repairRequestId)],
    ["issued_at", "timestamptz", invoices.map((row) => row.issuedAt)],
    ["issued_by_idnumber", "text", invoices.map((row) => row.issuedBy)],
    ["items", "jsonb", invoices.map((row) => JSON.stringify(row.items))],
    ["total_cents", "integer", invoices.map((row) => row.totalCents)],
    ["vat_cents", "integer", invoices.map((row) => row.vatCents)],
    ["vat_basis_points", "integer", invoices.map(() => VAT_BASIS_POINTS)],
    ["vat_number", "text", invoices.map(() => VAT_NUMBER)],
  ]);
  if (invoices.length > 0) {
    await exec("insert into invoice_numbers (id, last_number) values (true, $1)", [
      invoices.length,
    ]);
  }
  // Registered for VAT at 15 %, with bank details and standard fees, as a shop that charges.
  const setting = (key: string, value: unknown) =>
    exec(
      `insert into settings (key, value, updated_by_idnumber) values ($1, $2::text::jsonb, $3)
       on conflict (key) do update set value = excluded.value`,
      [key, JSON.stringify(value), admin],
    );
  await setting("billing", {
    vatRegistered: true,
    vatBasisPoints: VAT_BASIS_POINTS,
    vatNumber: VAT_NUMBER,
  });
  await setting("payment", {
    bankName: "First National Bank",
    accountHolder: "Lifetime Outfitter (Pty) Ltd",
    accountNumber: "62812345678",
    branchCode: "250655",
    assessmentFeeCents: 15000,
    returnPostageFeeCents: 9900,
  });
}

/**
 * due_cents and paid_cents of every request at once, by refresh_request_money's rule: the
 * approved quote in force (the newest sent version) of each Paid or Not repairable piece, plus
 * the fees; payments less refunds. The triggers that keep them were off during the load.
 */
export async function refreshMoney(exec: Exec): Promise<void> {
  await exec(`
    with in_force as (
      select distinct on (repair_line_id) repair_line_id, total_cents, answer
      from quotes where sent_at is not null
      order by repair_line_id, version desc),
    entries as (
      select l.repair_request_id as id, f.total_cents as due, 0 as paid
      from in_force f join repair_lines l on l.id = f.repair_line_id
      where l.coverage in ('paid', 'not-repairable') and f.answer = 'approved'
      union all
      select repair_request_id, amount_cents, 0 from request_fees
      union all
      select repair_request_id, 0,
        case kind when 'payment' then amount_cents else -amount_cents end
      from payments),
    sums as (select id, sum(due)::int as due, sum(paid)::int as paid from entries group by id)
    update repair_requests r set due_cents = s.due, paid_cents = s.paid
    from sums s where r.id = s.id`);
}

/** The checks of checkMoney, each a count of what is wrong. */
const CHECKS = {
  // The rule as refresh_request_money words it, request by request, against the row.
  "due_cents or paid_cents differs from refresh_request_money's rule": `
    select count(*) as wrong from repair_requests r
    where r.due_cents <> coalesce((
        select sum(q.total_cents) from repair_lines l
        cross join lateral (
          select total_cents, answer from quotes
          where repair_line_id = l.id and sent_at is not null
          order by version desc limit 1) q
        where l.repair_request_id = r.id
          and l.coverage in ('paid', 'not-repairable') and q.answer = 'approved'), 0)
      + coalesce((select sum(amount_cents) from request_fees where repair_request_id = r.id), 0)
      or r.paid_cents <> coalesce((
        select sum(case kind when 'payment' then amount_cents else -amount_cents end)
        from payments where repair_request_id = r.id), 0)`,
  "due_cents or paid_cents differs from the planner's sums": `
    select count(*) as wrong from repair_requests r
    left join unnest($1::int[], $2::int[], $3::int[]) as e(id, due, paid) on e.id = r.id
    where r.due_cents <> coalesce(e.due, 0) or r.paid_cents <> coalesce(e.paid, 0)`,
  "a line's quote_status differs from its quote in force": `
    select count(*) as wrong from repair_lines l
    left join lateral (
      select 1 as found, answer from quotes
      where repair_line_id = l.id and sent_at is not null
      order by version desc limit 1) q on true
    where l.quote_status is distinct from
      case when q.found is null then null else coalesce(q.answer, 'awaiting') end`,
  "an invoice's total is not its request's due_cents or the sum of its lines": `
    select count(*) as wrong from invoices i
    join repair_requests r on r.id = i.repair_request_id
    where i.total_cents <> r.due_cents or i.total_cents <> (
      select sum((item->>'totalCents')::int) from jsonb_array_elements(i.items) item)`,
  "invoice numbers are not 1..n without a gap, or invoice_numbers is not n": `
    select case when count(*) = coalesce(max(number), 0)
        and coalesce(min(number), 1) = 1
        and coalesce((select last_number from invoice_numbers), 0) = count(*)
      then 0 else 1 end as wrong
    from invoices`,
};

/** Throws, naming what is wrong, unless the seeded money adds up. */
export async function checkMoney(exec: Exec, money: MoneyPlan): Promise<void> {
  const ids = [...new Set([...money.dueCents.keys(), ...money.paidCents.keys()])];
  const planned = [
    ids,
    ids.map((id) => money.dueCents.get(id) ?? 0),
    ids.map((id) => money.paidCents.get(id) ?? 0),
  ];
  const failures: string[] = [];
  for (const [what, text] of Object.entries(CHECKS)) {
    const { rows } = await exec(text, text.includes("$1") ? planned : []);
    const wrong = Number((rows[0] as { wrong: number | string }).wrong);
    if (wrong !== 0) failures.push(`${what} (${wrong})`);
  }
  if (failures.length > 0) {
    throw new Error(`The seeded money does not add up:\n  ${failures.join("\n  ")}`);
  }
}
