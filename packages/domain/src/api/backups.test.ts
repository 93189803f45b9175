import { describe, expect, it } from "vitest";
import { BACKUP_MESSAGES, formatBackupSize } from "./backups";

describe("backups", () => {
  it("writes a file's size for people", () => {
    expect(formatBackupSize(0)).toBe("0 bytes");
    expect(formatBackupSize(999)).toBe("999 bytes");
    expect(formatBackupSize(812_400)).toBe("812 KB");
    expect(formatBackupSize(12_400_000)).toBe("12.4 MB");
    expect(formatBackupSize(1_234_000_000)).toBe("1.2 GB");
    expect(formatBackupSize(999_950)).toBe("1.0 MB");
    expect(formatBackupSize(99_960)).toBe("100 KB");
  });

  it("says the schedule and the warning in the workshop's words", () => {
    expect(BACKUP_MESSAGES.overdue).toBe("No backup has succeeded in the last 48 hours.");
    expect(BACKUP_MESSAGES.schedule).toBe(
      "Every day at 02:00 workshop time, keeping the last 7 days, 4 weeks and 12 months.",
    );
  });
});
