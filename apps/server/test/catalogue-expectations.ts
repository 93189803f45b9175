// What the shop sells, written out as the requirements state it, so that the tests compare the
// seeded catalogue with the spec rather than with the code that seeds it. Shared with e2e/.

/** A belt's waist sizes in the order every picker lists them: 28 to 46, in steps of 2. */
export const BELT_WAIST_SIZES = ["28", "30", "32", "34", "36", "38", "40", "42", "44", "46"];
