/**
 * Where the admin pages link to an item, a request and a customer: built here only, so each
 * address can change in one place.
 */

/** A piece's own page (its owner's too): `/items/{serialno}`. */
export function itemHref(serialno: string): string {
  return `/items/${encodeURIComponent(serialno)}`;
}

/** A repair request's own page. */
export function requestHref(id: number): string {
  return `/admin/requests/${id}`;
}

/** A customer's page. */
export function customerHref(idnumber: string): string {
  return `/admin/customers/${encodeURIComponent(idnumber)}`;
}

/** The global search's results page. */
export function searchHref(q: string): string {
  return `/admin/search?q=${encodeURIComponent(q)}`;
}
