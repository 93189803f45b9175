import { ITEM_MESSAGES, type CareGuide } from "@lo/domain";
import { eq } from "drizzle-orm";
import { recordAudit } from "../db/audit-log";
import type { Db } from "../db/client";
import { careGuides, productTypes } from "../db/schema";
import { notFound } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { revokeVerifyLink } from "./verify-links";

/**
 * A new verify link in place of the piece's old one (its printed labels stop working), recorded
 * on the piece's and its owner's history (without the token), in one transaction.
 */
export async function renewVerifyLink(
  db: Db,
  item: { serialno: string; owner: string },
  actor: SessionUser,
): Promise<string> {
  return db.transaction(async (tx) => {
    const made = await revokeVerifyLink(tx, item.serialno);
    await recordAudit(tx, {
      actor,
      entityKind: "product",
      entityId: item.serialno,
      action: "verify-link-renewed",
      subjects: { serialno: item.serialno, customerIdnumber: item.owner },
    });
    return made;
  });
}

/**
 * A product type's care guide, saved in one transaction under the type's row lock; a changed
 * text is audited (entity kind 'setting'). 404 for a type that does not exist.
 */
export async function saveCareGuide(
  db: Db,
  productTypeId: number,
  text: string,
  actor: SessionUser,
): Promise<CareGuide> {
  return db.transaction(async (tx) => {
    const [type] = await tx
      .select({ name: productTypes.name, before: careGuides.text })
      .from(productTypes)
      .leftJoin(careGuides, eq(careGuides.productTypeId, productTypes.id))
      .where(eq(productTypes.id, productTypeId))
      .for("update", { of: productTypes });
    if (!type) throw notFound(ITEM_MESSAGES.productTypeNotFound);
    const [saved] = await tx
      .insert(careGuides)
      .values({ productTypeId, text })
      .onConflictDoUpdate({
        target: careGuides.productTypeId,
        set: { text, updatedAt: new Date() },
      })
      .returning({ updatedAt: careGuides.updatedAt });
    if (type.before !== text) {
      await recordAudit(tx, {
        actor,
        entityKind: "setting",
        entityId: `care-guide:${type.name}`,
        action: "update",
        changes: { careGuide: { before: type.before, after: text } },
      });
    }
    return {
      productTypeId,
      productType: type.name,
      text,
      updatedAt: (saved?.updatedAt ?? new Date()).toISOString(),
    };
  });
}
