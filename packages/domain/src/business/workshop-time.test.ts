import { describe, expect, it } from "vitest";
import { formatWorkshopDate, formatWorkshopDateTime } from "./workshop-time";

describe("dates in the workshop's time zone (design §12)", () => {
  it("writes the date and time out in Africa/Johannesburg (UTC+2)", () => {
    expect(formatWorkshopDateTime("2027-03-14T08:30:00Z")).toBe("14 March 2027, 10:30");
    expect(formatWorkshopDateTime(new Date("2027-03-14T08:30:00Z"))).toBe("14 March 2027, 10:30");
  });

  it("moves past midnight into the workshop's next day", () => {
    expect(formatWorkshopDateTime("2026-12-31T23:05:00Z")).toBe("1 January 2027, 01:05");
    expect(formatWorkshopDate("2026-12-31T23:05:00Z")).toBe("1 January 2027");
  });

  it("uses a 24-hour clock with two-digit hours", () => {
    expect(formatWorkshopDateTime("2027-06-01T05:07:00Z")).toBe("1 June 2027, 07:07");
    expect(formatWorkshopDateTime("2027-06-01T22:00:00Z")).toBe("2 June 2027, 00:00");
  });

  it("gives '' for an unreadable date", () => {
    expect(formatWorkshopDateTime("not a date")).toBe("");
    expect(formatWorkshopDate("")).toBe("");
  });
});
