/**
 * A phone number as the searches compare it: its digits only, with South Africa's country
 * code written the local way, so '082 555 1234', '0825551234', '+27 82 555 1234',
 * '+27825551234', '+27 (0)82 555 1234', '0027 82 555 1234' and '27825551234' are all
 * '0825551234'. Other countries'
 * numbers keep all their digits ('+44 20 7946 0958' is '442079460958'). The database stores
 * the same for every customer (users.cellphone_digits, the SQL function phone_digits of
 * migration 0014): a test checks the two agree.
 *
 * Only a whole South African number (27 and nine digits) or one written with its '+27' / '0027'
 * prefix is rewritten: a part such as '27825' is searched as typed.
 */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/[^0-9]/g, "");
  // '+27 (0)82 …' carries the local 0 as well: one 0, whichever way it is written.
  const local = (rest: string) => `0${rest.replace(/^0+/, "")}`;
  if (/^\s*\+\s*27/.test(raw)) return local(digits.slice(2));
  if (digits.startsWith("0027")) return local(digits.slice(4));
  if (/^27[0-9]{9}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

/**
 * Whether a search term is written like a phone number (digits with spaces, '+', '-', '.',
 * brackets) rather than a name or an ID number with letters.
 */
export function looksLikePhone(term: string): boolean {
  return /^[+0-9][0-9 ()+.-]*$/.test(term.trim()) && /[0-9]/.test(term);
}
