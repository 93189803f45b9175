import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";

/**
 * Everything that identifies a customer, now and before (decision 089): their ID number, every
 * e-mail address and phone number they have had (the audit log's changes of their record, a
 * pending new address, an address a piece was offered to them at), and every name.
 */
export interface PersonIdentity {
  idnumber: string;
  emails: string[];
  phones: string[];
  /** "Name Surname", each as they have been. */
  fullNames: string[];
  /** Each name and surname on its own. */
  names: string[];
}

interface CurrentPerson {
  idnumber: string;
  email: string;
  cellphone: string | null;
  cellphoneDigits: string | null;
  name: string;
  surname: string;
}

const distinct = (values: (string | null | undefined)[]) => [
  ...new Set(values.map((value) => value?.trim() ?? "").filter((value) => value.length > 0)),
];

/** Each value a field of their record has had, as the audit log kept its changes. */
async function pastValues(tx: Tx, idnumber: string, field: string): Promise<string[]> {
  const found = (await tx.execute(
    sql`select distinct value from audit_log,
        lateral (values (changes -> ${field} ->> 'before'), (changes -> ${field} ->> 'after'))
          as past(value)
      where customer_idnumber = ${idnumber} and entity_kind = 'customer' and value is not null`,
  )) as unknown as { rows: { value: string }[] };
  return found.rows.map((row) => row.value);
}

/** Addresses only the links and transfers knew: a pending change, an offer's recipient. */
async function otherAddresses(tx: Tx, idnumber: string): Promise<string[]> {
  const found = (await tx.execute(
    sql`select email as value from link_tokens where user_idnumber = ${idnumber} and email is not null
      union select to_email from product_transfers where to_idnumber = ${idnumber}`,
  )) as unknown as { rows: { value: string }[] };
  return found.rows.map((row) => row.value);
}

/** Digits only, as the searches compare phone numbers (+27 written as 0). */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("27") && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

export async function personIdentity(tx: Tx, person: CurrentPerson): Promise<PersonIdentity> {
  // One after another: a transaction's statements share its one connection.
  const emails = await pastValues(tx, person.idnumber, "email");
  const phones = await pastValues(tx, person.idnumber, "cellphone");
  const names = await pastValues(tx, person.idnumber, "name");
  const surnames = await pastValues(tx, person.idnumber, "surname");
  const addresses = await otherAddresses(tx, person.idnumber);
  const allPhones = distinct([person.cellphone, person.cellphoneDigits, ...phones]);
  const allNames = distinct([person.name, ...names]);
  const allSurnames = distinct([person.surname, ...surnames]);
  return {
    idnumber: person.idnumber,
    emails: distinct([person.email, ...emails, ...addresses]),
    phones: distinct([...allPhones, ...allPhones.map(phoneDigits)]),
    fullNames: allNames.flatMap((name) => allSurnames.map((surname) => `${name} ${surname}`)),
    names: [...allNames, ...allSurnames],
  };
}

/** A value as a literal part of a PostgreSQL regular expression (ARE). */
export function regexLiteral(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One pattern matching any of the values, longest first (so a longer one wins an overlap). */
export function anyOf(values: string[], wholeWords = false): string | null {
  if (values.length === 0) return null;
  const parts = [...values].sort((a, b) => b.length - a.length).map(regexLiteral);
  const alternatives = `(${parts.join("|")})`;
  return wholeWords ? `\\m${alternatives}\\M` : alternatives;
}
