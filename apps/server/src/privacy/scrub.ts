import { ANONYMISED_NAME, ANONYMISED_SURNAME, REMOVED_TEXT } from "@lo/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../db/client";
import { anyOf, regexLiteral, type PersonIdentity } from "./identity";

/**
 * What finds a person's identity in text, and what each part becomes (decision 089): the ID
 * number becomes the new key, e-mail addresses and phone numbers become REMOVED_TEXT wherever
 * they are; names only in the rows that are about the person (another customer may share one).
 */
export interface Scrub {
  /** The old ID number, not inside a longer word or number. */
  idnumber: string;
  newIdnumber: string;
  /** Their e-mail addresses and phone numbers, not inside a longer address or number. */
  contact: string | null;
  /** "Name Surname", as whole words. */
  fullNames: string | null;
  /** Each name on its own, as whole words. */
  names: string | null;
  /** Any of the above but the names: what the sweep of every table looks for. */
  anywhere: string;
  /** The ID number, addresses and phones as plain text: the sweep's quick first test. */
  needles: string[];
}

const ALONE = (pattern: string, inside: string) => `(?<![${inside}])${pattern}(?![${inside}])`;

export function scrubFor(identity: PersonIdentity, newIdnumber: string): Scrub {
  const idnumber = ALONE(`(${regexLiteral(identity.idnumber)})`, "A-Za-z0-9");
  const emails = anyOf(identity.emails);
  const phones = anyOf(identity.phones);
  const contact = [
    emails && ALONE(emails, "A-Za-z0-9._%+-"),
    phones && ALONE(phones, "0-9"),
  ].filter((part): part is string => part !== null);
  const contactPattern = contact.length > 0 ? contact.join("|") : null;
  return {
    idnumber,
    newIdnumber,
    contact: contactPattern,
    fullNames: anyOf(identity.fullNames, true),
    names: anyOf(identity.names, true),
    anywhere: [idnumber, ...contact].join("|"),
    needles: [identity.idnumber, ...identity.emails, ...identity.phones],
  };
}

const replaced = (text: SQL, pattern: string | null, by: string): SQL =>
  pattern === null ? text : sql`regexp_replace(${text}, ${pattern}, ${by}, 'gi')`;

/** A text value with the person taken out: their names too when `withNames`. */
export function scrubbedText(text: SQL, scrub: Scrub, withNames: boolean): SQL {
  let value = replaced(text, scrub.idnumber, scrub.newIdnumber);
  value = replaced(value, scrub.contact, REMOVED_TEXT);
  if (withNames) {
    value = replaced(value, scrub.fullNames, `${ANONYMISED_NAME} ${ANONYMISED_SURNAME}`);
    value = replaced(value, scrub.names, REMOVED_TEXT);
  }
  return value;
}

/** Whether a text value holds any of the person's identity (names too when `withNames`). */
export function holdsIdentity(text: SQL, scrub: Scrub, withNames: boolean): SQL {
  const patterns = [scrub.anywhere, withNames ? scrub.names : null].filter(Boolean).join("|");
  return sql`${text} ~* ${patterns}`;
}

/** A column's new value, for a text or a JSON column. */
function scrubbedColumn(column: string, json: boolean, scrub: Scrub, withNames: boolean): SQL {
  const name = sql`${sql.identifier(column)}`;
  return json
    ? sql`(${scrubbedText(sql`${name}::text`, scrub, withNames)})::jsonb`
    : scrubbedText(name, scrub, withNames);
}

interface TextColumn {
  table: string;
  column: string;
  json: boolean;
}

/** Tables the sweep leaves: the person's own row is rewritten whole, the rest hold no one. */
const SWEEP_SKIPS = new Set(["users", "server_secrets", "images"]);

/** Every text and JSON column of every table (the generated ones are the database's). */
async function textColumns(tx: Tx): Promise<TextColumn[]> {
  const found = (await tx.execute(
    sql`select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb')
        and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  )) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] };
  return found.rows
    .filter((row) => !SWEEP_SKIPS.has(row.table_name))
    .map((row) => ({
      table: row.table_name,
      column: row.column_name,
      json: row.data_type.startsWith("json"),
    }));
}

/**
 * Rewrites, in the rows `where` selects of `table`, each of `columns` that holds the person:
 * their names too (these rows are about them).
 */
export async function scrubRows(
  tx: Tx,
  table: string,
  columns: { column: string; json?: boolean }[],
  where: SQL,
  scrub: Scrub,
): Promise<void> {
  for (const { column, json = false } of columns) {
    const value = json ? sql`${sql.identifier(column)}::text` : sql`${sql.identifier(column)}`;
    await tx.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} =
          ${scrubbedColumn(column, json, scrub, true)}
        where (${where}) and ${holdsIdentity(value, scrub, true)}`,
    );
  }
}

/**
 * Whether a value may hold one of the needles: a plain ILIKE each, much quicker than the
 * pattern over a whole table (and a trigram index may answer it); only the rows it finds are
 * rewritten, by the exact pattern.
 */
function mayHold(text: SQL, needles: string[]): SQL {
  const escaped = needles.map((needle) => `%${needle.replace(/[\\%_]/g, "\\$&")}%`);
  return sql`(${sql.join(
    escaped.map((needle) => sql`${text} ilike ${needle}`),
    sql` or `,
  )})`;
}

/**
 * The last pass: every text and JSON column of every table, for the ID number, the e-mail
 * addresses and the phone numbers, wherever a row holds them (a note on another request, a
 * mail's payload, a log's details). A table added later is swept too, without a change here.
 * One statement a table: its rows are read once, and only the ones with a column that may
 * hold the person are rewritten.
 */
export async function sweepEveryTable(tx: Tx, scrub: Scrub): Promise<void> {
  const byTable = new Map<string, TextColumn[]>();
  for (const column of await textColumns(tx)) {
    byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
  }
  for (const [table, columns] of byTable) {
    const name = sql.identifier(table);
    const sets = columns.map(
      ({ column, json }) =>
        sql`${sql.identifier(column)} = ${scrubbedColumn(column, json, scrub, false)}`,
    );
    const found = columns.map(({ column, json }) =>
      mayHold(
        json ? sql`${sql.identifier(column)}::text` : sql`${sql.identifier(column)}`,
        scrub.needles,
      ),
    );
    await tx.execute(
      sql`update ${name} set ${sql.join(sets, sql`, `)} where ${sql.join(found, sql` or `)}`,
    );
  }
}
