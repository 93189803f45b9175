import type { ContactMessageRecord } from "@lo/domain";
import type { Db } from "../src/db/client";
import { contactMessages } from "../src/db/schema";

export type MessageOverrides = Partial<typeof contactMessages.$inferInsert>;

let sequence = 0;

/** A token no other test's data contains, to search one test's messages out of the inbox. */
export function uniqueWord(prefix = "word"): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}x${sequence}`;
}

/** Contact messages straight into the table, each with whatever dates the test needs. */
export async function insertMessages(db: Db, messages: MessageOverrides[]) {
  return db
    .insert(contactMessages)
    .values(
      messages.map((message, index) => ({
        name: `Sender ${index}`,
        email: `sender${index}@example.test`,
        message: `Message ${index}`,
        ...message,
      })),
    )
    .returning();
}

/** Minutes after a fixed moment, so tests can order messages exactly. */
export function minutesAfter(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}

export const ids = (records: ContactMessageRecord[]) => records.map((record) => record.id);
