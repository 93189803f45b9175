import { asc, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../src/db/client";
import { outboxMails } from "../src/db/schema";
import type { OutboxRow, RenderedMail, SkippedMail } from "../src/mail/kinds";
import { MAIL_KINDS } from "../src/mail-kinds";
import type { TestApp } from "./helpers";

export type OutboxMail = typeof outboxMails.$inferSelect;

/** Every outbox row about one repair request (its payload's requestId), oldest first. */
export function mailsOfRequest(db: Db, requestId: number): Promise<OutboxMail[]> {
  return db
    .select()
    .from(outboxMails)
    .where(sql`(${outboxMails.payload}->>'requestId')::int = ${requestId}`)
    .orderBy(asc(outboxMails.id));
}

/** The rows of one group (or one kind of a request), as the worker hands them to a template. */
export function asTemplateRows(rows: OutboxMail[]): OutboxRow[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    toAddress: row.toAddress,
    customerIdnumber: row.customerIdnumber,
    payload: row.payload as Record<string, unknown>,
    createdAt: row.createdAt,
  }));
}

/** Renders rows of one kind with the app's own template list, as the delivery worker does. */
export async function render(
  t: Pick<TestApp, "db" | "config">,
  rows: OutboxMail[],
): Promise<RenderedMail | SkippedMail> {
  const kind = rows[0]?.kind;
  const renderer = kind ? MAIL_KINDS[kind] : undefined;
  if (!renderer) throw new Error(`no renderer for ${String(kind)}`);
  return renderer(asTemplateRows(rows), { db: t.db, config: t.config });
}

/** Renders and insists on a mail (not a skip). */
export async function renderMail(
  t: Pick<TestApp, "db" | "config">,
  rows: OutboxMail[],
): Promise<RenderedMail> {
  const result = await render(t, rows);
  if ("skip" in result) throw new Error(`skipped: ${result.skip}`);
  return result;
}

/** The one mail of `kind` queued for a request. */
export async function onlyMailOf(db: Db, requestId: number, kind: string): Promise<OutboxMail> {
  const rows = (await mailsOfRequest(db, requestId)).filter((row) => row.kind === kind);
  expect(rows, `${kind} rows of request ${requestId}`).toHaveLength(1);
  return rows[0] as OutboxMail;
}

/** Nothing of the mail (subject, parts, headers, addresses) carries any of these ID numbers. */
export function expectNoIdNumber(mail: RenderedMail, idnumbers: string[]): void {
  const everything = JSON.stringify(mail);
  for (const idnumber of idnumbers) expect(everything).not.toContain(idnumber);
  // Nor anything that looks like a South African ID number (13 digits in a row).
  expect(everything).not.toMatch(/(?<!\d)\d{13}(?!\d)/);
}

/** The link of a mail's List-Unsubscribe header (`<url>`). */
export function listUnsubscribeUrl(mail: RenderedMail): string {
  const header = mail.headers?.["List-Unsubscribe"] ?? "";
  const match = /^<(https?:\/\/[^>]+)>$/.exec(header);
  if (!match?.[1]) throw new Error(`no List-Unsubscribe link in ${header}`);
  return match[1];
}

/**
 * Makes the next commit of a transaction fail when it inserted a repair line or a note with
 * the text 'FAIL AT COMMIT': a deferred constraint trigger, so the failure comes after
 * everything of the transaction ran (the mails queued included), as a lost connection or a
 * failing deferred check would.
 */
export async function installCommitFailure(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`CREATE FUNCTION lo_test_fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'failing at commit, as the test asks'; END $$`),
  );
  for (const [table, column] of [
    ["repair_lines", "problem_description"],
    ["repair_line_notes", "message"],
  ]) {
    await db.execute(
      sql.raw(`CREATE CONSTRAINT TRIGGER lo_test_fail_${table} AFTER INSERT ON ${table}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.${column} = 'FAIL AT COMMIT')
        EXECUTE FUNCTION lo_test_fail_at_commit()`),
    );
  }
}

export const FAIL_AT_COMMIT = "FAIL AT COMMIT";

/** Every outbox row (for "nothing was queued" checks). */
export function allMails(db: Db): Promise<OutboxMail[]> {
  return db.select().from(outboxMails).orderBy(asc(outboxMails.id));
}
