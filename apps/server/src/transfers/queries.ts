import type { PendingTransfer, TransferLinkView } from "@lo/domain";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { products, productTransfers, repairLines, users } from "../db/schema";
import { transferTokenHash } from "./transfer-links";

/** A piece as a transfer speaks of it: what it is, never who owns it (beyond the key). */
export interface TransferPiece {
  serialno: string;
  customerIdnumber: string;
  typeName: string;
  colourName: string | null;
  sizeName: string | null;
}

const pieceColumns = {
  serialno: products.serialno,
  customerIdnumber: products.customerIdnumber,
  typeName: products.typeName,
  colourName: products.colourName,
  sizeName: products.sizeName,
};

/**
 * A piece by its serial number (any letter case), locked until the transaction ends when asked:
 * a repair request being raised share-locks its pieces, so a transfer and a new repair of one
 * piece run one after the other.
 */
export async function findPiece(
  db: Db | Tx,
  serialno: string,
  options: { lock?: boolean } = {},
): Promise<TransferPiece | undefined> {
  const query = db
    .select(pieceColumns)
    .from(products)
    .where(sql`lower(${products.serialno}) = lower(${serialno})`)
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** Whether a piece has a repair line that is not completed. */
export async function inOpenRepair(db: Db | Tx, serialno: string): Promise<boolean> {
  const [row] = await db
    .select({ id: repairLines.id })
    .from(repairLines)
    .where(and(eq(repairLines.serialno, serialno), sql`${repairLines.state} <> 'completed'`))
    .limit(1);
  return row !== undefined;
}

const isLive = and(
  eq(productTransfers.state, "pending"),
  gt(productTransfers.expiresAt, sql`now()`),
);

const pendingColumns = {
  serialno: productTransfers.serialno,
  email: productTransfers.toEmail,
  createdAt: productTransfers.createdAt,
  expiresAt: productTransfers.expiresAt,
};

function toPending(row: {
  serialno: string;
  email: string;
  createdAt: Date;
  expiresAt: Date | null;
}): PendingTransfer {
  return {
    serialno: row.serialno,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
  };
}

/** The owner's transfers waiting to be accepted (of pieces they still own). */
export async function pendingTransfersOf(db: Db, idnumber: string): Promise<PendingTransfer[]> {
  const rows = await db
    .select(pendingColumns)
    .from(productTransfers)
    .innerJoin(products, eq(products.serialno, productTransfers.serialno))
    .where(
      and(
        eq(productTransfers.fromIdnumber, idnumber),
        eq(products.customerIdnumber, idnumber),
        isLive,
      ),
    )
    .orderBy(asc(productTransfers.serialno));
  return rows.map(toPending);
}

/** The live pending transfer of a piece, if any. */
export async function livePendingOf(db: Db | Tx, serialno: string) {
  const [row] = await db
    .select({ id: productTransfers.id, ...pendingColumns })
    .from(productTransfers)
    .where(and(eq(productTransfers.serialno, serialno), isLive));
  return row ? { id: row.id, ...toPending(row) } : undefined;
}

export interface LiveTransfer {
  id: number;
  serialno: string;
  fromIdnumber: string;
  toEmail: string;
  expiresAt: Date | null;
}

/** The live transfer a token belongs to (locked when asked), or undefined: any other is dead. */
export async function findLiveTransfer(
  db: Db | Tx,
  token: string,
  options: { lock?: boolean } = {},
): Promise<LiveTransfer | undefined> {
  const tokenHash = transferTokenHash(token);
  if (!tokenHash) return undefined;
  const query = db
    .select({
      id: productTransfers.id,
      serialno: productTransfers.serialno,
      fromIdnumber: productTransfers.fromIdnumber,
      toEmail: productTransfers.toEmail,
      expiresAt: productTransfers.expiresAt,
    })
    .from(productTransfers)
    .where(and(eq(productTransfers.tokenHash, tokenHash), isLive));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** The account of an address (any letter case). */
export async function userByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ idnumber: users.idnumber, role: users.role, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** What the public page shows of a live link. */
export async function transferLinkView(
  db: Db,
  transfer: LiveTransfer,
): Promise<TransferLinkView | undefined> {
  const piece = await findPiece(db, transfer.serialno);
  if (!piece) return undefined;
  return {
    productType: piece.typeName,
    color: piece.colourName,
    size: piece.sizeName,
    serialNumber: piece.serialno,
    email: transfer.toEmail,
    accountExists: (await userByEmail(db, transfer.toEmail)) !== undefined,
    expiresAt: (transfer.expiresAt ?? new Date()).toISOString(),
  };
}
