import type { ContactValues } from "@lo/domain";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { WORKSHOP_CONTACT_MAIL } from "./workshop-mail";

/**
 * Saves a visitor's message and queues the workshop's mail about it to `workshopEmail`,
 * together or not at all (one transaction).
 */
export async function sendContactMessage(
  db: Db,
  { name, email, message }: ContactValues,
  workshopEmail: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(contactMessages)
      .values({ name, email, message })
      .returning({ id: contactMessages.id });
    if (!saved) throw new Error("The contact message was not saved.");
    await queueMail(tx, {
      kind: WORKSHOP_CONTACT_MAIL,
      to: workshopEmail,
      payload: { messageId: saved.id },
    });
  });
}
