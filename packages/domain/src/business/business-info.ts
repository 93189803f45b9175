/**
 * The workshop's public details. This is the ONE place to edit them: the footer, the contact
 * page, the repairs page, every e-mail and the tracking page all read from here.
 */
export const BUSINESS_INFO = {
  name: "Lifetime Outfitter",
  tagline: "Handcrafted leather goods, built to last a lifetime",
  address: {
    lines: [
      "The Leather Workshop",
      "14 Tanner's Lane",
      "Woodstock, Cape Town",
      "7925, South Africa",
    ],
    mapQuery: "14 Tanner's Lane, Woodstock, Cape Town",
  },
  phones: [
    { label: "Workshop", display: "+27 21 555 0142", tel: "+27215550142" },
    { label: "Mobile", display: "+27 82 555 0178", tel: "+27825550178" },
  ],
  email: "hello@lifetime-outfitter.co.za",
  hours: [
    { days: "Monday – Saturday", hours: "Open all day" },
    { days: "Sunday", hours: "Closed" },
  ],
  webDeveloper: { name: "Stitchline Web Studio", url: undefined as string | undefined },
  copyrightYear: 2025,
  /** The time zone of dates in e-mail and on the tracking page (docs/design.md §12). */
  timeZone: "Africa/Johannesburg",
} as const;

export type BusinessInfo = typeof BUSINESS_INFO;
