import { describe, expect, it } from "vitest";
import { formatWorkshopDate, formatWorkshopDateTime } from "./workshop-time";

describe("dates in the workshop's time zone", () => {
  it("writes a moment out as '14 March 2027, 10:30' in Africa/Johannesburg (UTC+2)", () => {
    expect(formatWorkshopDateTime(new Date("2027-03-14T08:30:00Z"))).toBe("14 March 2027, 10:30");
    expect(formatWorkshopDateTime("2027-03-14T08:30:00.000Z")).toBe("14 March 2027, 10:30");
  });

  it("crosses midnight by the workshop's clock, not the server's", () => {
    expect(formatWorkshopDateTime(new Date("2026-12-31T22:05:00Z"))).toBe("1 January 2027, 00:05");
    expect(formatWorkshopDate(new Date("2026-12-31T22:05:00Z"))).toBe("1 January 2027");
  });
});
