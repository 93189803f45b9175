import { describe, expect, it } from "vitest";
import {
  itemsProgress,
  itemsProgressShare,
  itemsProgressWords,
  progressOfCounts,
} from "./repair-progress";

const words = (...states: string[]) => itemsProgressWords(itemsProgress(states));

describe("itemsProgress", () => {
  it("counts Ready for Collection and En Route to Customer as ready, Completed apart", () => {
    expect(
      itemsProgress(["pending", "ready-for-collection", "Enroute to Customer", "Done", "junk"]),
    ).toEqual({ total: 5, ready: 2, completed: 1 });
  });
});

describe("itemsProgressWords", () => {
  it("says how many of the items are ready", () => {
    expect(words("pending", "ready-for-collection")).toBe("1 of 2 items ready");
    expect(words("pending", "in-progress")).toBe("0 of 2 items ready");
    expect(words("ready-for-collection", "enroute-to-customer")).toBe("All 2 items ready");
  });

  it("counts completed items apart from ready ones", () => {
    expect(words("pending", "ready-for-collection", "completed")).toBe(
      "1 of 3 items ready, 1 completed",
    );
    expect(words("pending", "completed")).toBe("1 of 2 items completed");
    expect(words("completed", "completed", "completed")).toBe("All 3 items completed");
  });

  it("words a single item without 'of 1'", () => {
    expect(words("pending")).toBe("1 item, not ready yet");
    expect(words("ready-for-collection")).toBe("1 item ready");
    expect(words("completed")).toBe("1 item completed");
  });

  it("says when there are no items", () => {
    expect(words()).toBe("No items");
  });
});

describe("itemsProgressShare", () => {
  it("is the share of items ready or completed", () => {
    expect(itemsProgressShare({ total: 4, ready: 1, completed: 1 })).toBe(0.5);
    expect(itemsProgressShare({ total: 0, ready: 0, completed: 0 })).toBe(0);
  });
});

describe("progressOfCounts", () => {
  it("reads a summed-up request's lines as its total", () => {
    expect(progressOfCounts({ lines: 3, ready: 1, completed: 2 })).toEqual({
      total: 3,
      ready: 1,
      completed: 2,
    });
  });
});
