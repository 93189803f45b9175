/** The parts that hold something, trimmed, joined by `separator`. */
function joinGiven(parts: readonly (string | null | undefined)[], separator: string): string {
  return parts
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(separator);
}

export function formatCustomerDisplayName(
  name: string | null | undefined,
  surname: string | null | undefined,
): string {
  return joinGiven([name, surname], " ");
}

/** 'id - name surname', as the admin's customer picker lists customers. */
export function customerPickerLabel(customer: {
  idnumber: string;
  name: string;
  surname: string;
}): string {
  const displayName = formatCustomerDisplayName(customer.name, customer.surname);
  return displayName === "" ? customer.idnumber : `${customer.idnumber} - ${displayName}`;
}

/** 'serial - type - colour - size'; parts a custom product lacks are left out. */
export function productOptionLabel(product: {
  serialno: string;
  productTypeName: string;
  colourName?: string | null;
  sizeName?: string | null;
}): string {
  return joinGiven(
    [product.serialno, product.productTypeName, product.colourName, product.sizeName],
    " - ",
  );
}

/**
 * The customer's product picker: the piece first, as a person knows it, then its serial: 'Card
 * Holder, Dark Brown, Small · LO-2026-A900'. On a phone the part cut off is then the serial, not
 * the piece's name. The admin's picker keeps productOptionLabel (docs/requirements.md §2).
 */
export function productPickerLabel(product: {
  serialno: string;
  productTypeName: string;
  colourName?: string | null;
  sizeName?: string | null;
}): string {
  const piece = joinGiven([product.productTypeName, product.colourName, product.sizeName], ", ");
  return piece === "" ? product.serialno : `${piece} · ${product.serialno}`;
}

/**
 * Postal codes are stored as integers (requirements §3), which drops the leading zero of South
 * African codes such as 0002; they are shown with their four digits again.
 */
export function formatPostalCode(
  postalCode: number | null | undefined,
  isSouthAfrican: boolean,
): string {
  if (postalCode === null || postalCode === undefined) return "";
  const digits = String(postalCode);
  return isSouthAfrican ? digits.padStart(4, "0") : digits;
}

/** The one-line address of the customer list: the given parts joined by commas. */
export function formatAddress(parts: {
  street?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: number | null;
  country?: string | null;
  isSouthAfrican: boolean;
}): string {
  return joinGiven(
    [
      parts.street,
      parts.city,
      parts.province,
      formatPostalCode(parts.postalCode, parts.isSouthAfrican),
      parts.country,
    ],
    ", ",
  );
}
