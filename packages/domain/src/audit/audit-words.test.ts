import { describe, expect, it } from "vitest";
import { auditLogQuerySchema } from "../api/audit-log";
import { auditChangeLines, auditEntryTitle } from "./audit-words";

const entry = (overrides: Partial<Parameters<typeof auditChangeLines>[0]>) => ({
  entityKind: "repair-line",
  entityId: "12",
  action: "update",
  changes: {},
  ...overrides,
});

describe("the audit history in words", () => {
  it("names fields and states readably, before → after", () => {
    expect(
      auditChangeLines(
        entry({
          changes: {
            state: { before: "in-progress", after: "ready-for-collection" },
            cellphone: { before: "082 555 0199", after: "083 111 2222" },
            issouthafrican: { before: true, after: false },
            city: { before: "Cape Town", after: null },
            somethingNew: { before: 1, after: 2 },
          },
        }),
      ),
    ).toEqual([
      "State: In Progress → Ready for Collection",
      "Phone: 082 555 0199 → 083 111 2222",
      "South African: Yes → No",
      "City: Cape Town → (none)",
      "somethingNew: 1 → 2",
    ]);
  });

  it("names a piece's coverage and cause in words", () => {
    expect(
      auditChangeLines(
        entry({
          changes: {
            coverage: { before: "warranty", after: "paid" },
            causeComponent: { before: null, after: "strap-or-handle" },
            causeReason: { before: null, after: "accident-or-misuse" },
          },
        }),
      ),
    ).toEqual([
      "Coverage: Warranty → Paid",
      "Cause: Strap or handle",
      "Reason: Accident or misuse",
    ]);
  });

  it("says a note was added, a value set, and what an action was", () => {
    const note = entry({
      entityKind: "note",
      action: "create",
      changes: { note: { before: null, after: "Restitched" } },
    });
    expect(auditEntryTitle(note)).toBe("Note added");
    expect(auditChangeLines(note)).toEqual(["Note added: Restitched"]);
    const created = entry({
      entityKind: "customer",
      entityId: "8001015009087",
      action: "create",
      changes: { name: { before: null, after: "Thandi" } },
    });
    expect(auditEntryTitle(created)).toBe("Customer 8001015009087: created");
    expect(auditChangeLines(created)).toEqual(["Name: Thandi"]);
    expect(auditEntryTitle(entry({ entityKind: "customer", action: "password-reset" }))).toBe(
      "Customer 12: password reset",
    );
  });

  it("words the changes to photos, turnaround targets and care guides", () => {
    const photo = entry({
      action: "photo-added",
      changes: {
        photo: { before: null, after: "after photo 2" },
        customerVisible: { before: null, after: true },
      },
    });
    expect(auditEntryTitle(photo)).toBe("Line 12: photo added");
    expect(auditChangeLines(photo)).toEqual([
      "Photo: after photo 2",
      "Visible to the customer: Yes",
    ]);
    const targets = entry({
      entityKind: "setting",
      entityId: "turnaround-targets",
      changes: { "in-progress": { before: 21, after: 14 } },
    });
    expect(auditChangeLines(targets)).toEqual(["In Progress (days): 21 → 14"]);
    const guide = entry({
      entityKind: "setting",
      changes: { careGuide: { before: "Old", after: "New" } },
    });
    expect(auditChangeLines(guide)).toEqual(["Care guide: Old → New"]);
  });

  it("takes exactly one subject", () => {
    expect(auditLogQuerySchema.safeParse({ customer: "A" }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ request: "4", before: "9" }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({}).success).toBe(false);
    expect(auditLogQuerySchema.safeParse({ customer: "A", serialno: "B" }).success).toBe(false);
  });
});

describe("audit words of notes written and taken back", () => {
  const note = (action: string, changes: Record<string, { before: unknown; after: unknown }>) => ({
    entityKind: "note",
    entityId: "7",
    action,
    changes,
  });

  it("says an internal note is internal, and nothing of the flag on a visible one", () => {
    const internal = note("create", {
      note: { before: null, after: "Supplier delay" },
      internal: { before: null, after: true },
    });
    expect(auditChangeLines(internal)).toEqual([
      "Note added: Supplier delay",
      "Internal (only the workshop sees it)",
    ]);
    const visible = note("create", {
      note: { before: null, after: "Restitched" },
      internal: { before: null, after: false },
    });
    expect(auditChangeLines(visible)).toEqual(["Note added: Restitched"]);
  });

  it("names a note taken back by Undo", () => {
    const removed = note("delete", {
      note: { before: "Restitched", after: null },
      internal: { before: false, after: null },
    });
    expect(auditEntryTitle(removed)).toBe("Note taken back");
    expect(auditChangeLines(removed)).toEqual(["Note taken back: Restitched"]);
  });
});
