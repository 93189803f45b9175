/** A positive whole-number id from the address (`/repairs/12`), or null for anything else. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
