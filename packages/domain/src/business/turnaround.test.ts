import { describe, expect, it } from "vitest";
import {
  DEFAULT_TURNAROUND_TARGETS,
  estimatedCompletion,
  isOverdue,
  keptUntil,
  lineEstimatedCompletion,
} from "./turnaround";
import { turnaroundTargetsSchema } from "./turnaround-schema";

const targets = DEFAULT_TURNAROUND_TARGETS;
const since = new Date("2027-03-01T10:00:00Z");
const days = (n: number, from = since) => new Date(from.getTime() + n * 86_400_000);

describe("isOverdue", () => {
  it("is overdue only once a line has been longer in its state than the target", () => {
    const line = { state: "pending" as const, since };
    expect(isOverdue(line, targets, days(7))).toBe(false);
    expect(isOverdue(line, targets, new Date(days(7).getTime() - 1000))).toBe(false);
    expect(isOverdue(line, targets, new Date(days(7).getTime() + 1000))).toBe(true);
  });

  it("uses the target of the line's own state", () => {
    const line = { state: "in-progress" as const, since: since.toISOString() };
    expect(isOverdue(line, targets, days(20))).toBe(false);
    expect(isOverdue(line, targets, days(22))).toBe(true);
    expect(isOverdue(line, { ...targets, "in-progress": 10 }, days(11))).toBe(true);
  });

  it("never calls a completed line overdue", () => {
    expect(isOverdue({ state: "completed", since }, targets, days(5000))).toBe(false);
  });
});

describe("estimatedCompletion", () => {
  it("adds the current state's target and the later ones up to the piece being ready", () => {
    expect(lineEstimatedCompletion({ state: "pending", since }, targets)).toEqual(days(38));
    expect(lineEstimatedCompletion({ state: "in-progress", since }, targets)).toEqual(days(21));
    expect(lineEstimatedCompletion({ state: "enroute-to-customer", since }, targets)).toEqual(
      days(7),
    );
    expect(lineEstimatedCompletion({ state: "ready-for-collection", since }, targets)).toBeNull();
    expect(lineEstimatedCompletion({ state: "completed", since }, targets)).toBeNull();
  });

  it("takes the latest of the open lines and none when every line is done", () => {
    const lines = [
      { state: "in-progress" as const, since },
      { state: "pending" as const, since: days(2) },
      { state: "completed" as const, since },
    ];
    expect(estimatedCompletion(lines, targets, since)).toEqual(days(40));
    expect(estimatedCompletion([{ state: "completed", since }], targets, since)).toBeNull();
  });

  it("never gives a date in the past: an overdue request's estimate is today", () => {
    const now = days(60);
    expect(estimatedCompletion([{ state: "pending", since }], targets, now)).toEqual(now);
  });
});

describe("keptUntil", () => {
  it("is the day the piece became ready plus the ready for collection target", () => {
    expect(keptUntil(since, targets)).toEqual(days(30));
  });
});

describe("turnaroundTargetsSchema", () => {
  it("accepts whole days from 1 to 365", () => {
    expect(turnaroundTargetsSchema.parse(targets)).toEqual(targets);
    expect(turnaroundTargetsSchema.safeParse({ ...targets, pending: 365 }).success).toBe(true);
  });

  it("refuses fractions, zero, too many days and a missing state, one message per field", () => {
    const result = turnaroundTargetsSchema.safeParse({
      ...targets,
      pending: 1.5,
      "in-progress": 0,
      "enroute-to-customer": 366,
      "ready-for-collection": undefined,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      pending: "Pending: enter a whole number of days from 1 to 365",
      "in-progress": "In Progress: enter a whole number of days from 1 to 365",
      "ready-for-collection": "Ready for Collection: enter a whole number of days from 1 to 365",
      "enroute-to-customer": "En Route to Customer: enter a whole number of days from 1 to 365",
    });
  });
});
