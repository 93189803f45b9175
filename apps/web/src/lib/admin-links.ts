/**
 * Where the admin pages link to an item, a request and a customer: built here only, so each
 * address can change in one place.
 */

/**
 * A piece. TODO(issue 13): `/items/{serialno}` once the item page exists; until then Manage
 * Products searched for its serial number.
 */
export function itemHref(serialno: string): string {
  return `/admin/products?q=${encodeURIComponent(serialno)}`;
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
