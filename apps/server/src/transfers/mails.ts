import { BUSINESS_INFO, TRANSFER_LINK_DAYS } from "@lo/domain";
import { eq } from "drizzle-orm";
import { productTransfers, users } from "../db/schema";
import { transferTokenOf, transferUrl } from "./transfer-links";
import type { MailKinds, MailRenderer, OutboxRow } from "../mail/kinds";
import { renderFrame } from "../mail/layout";
import {
  TRANSFER_ACCEPTED_MAIL,
  TRANSFER_IDNUMBER_IN_USE_MAIL,
  TRANSFER_OFFER_MAIL,
} from "./mail-kinds";
import { findPiece, type TransferPiece } from "./queries";

function transferIdOf(row: OutboxRow | undefined): number {
  const id = row?.payload.transferId;
  if (typeof id !== "number") throw new Error("The mail names no transfer (payload.transferId).");
  return id;
}

async function transferRow(context: Parameters<MailRenderer>[1], id: number) {
  const [row] = await context.db.select().from(productTransfers).where(eq(productTransfers.id, id));
  return row;
}

/** The piece in a mail's words: its type, then colour, size and serial number. */
function pieceBlock(piece: TransferPiece) {
  const lines = [
    ...(piece.colourName ? [`Colour: ${piece.colourName}`] : []),
    ...(piece.sizeName ? [`Size: ${piece.sizeName}`] : []),
    `Serial number: ${piece.serialno}`,
  ];
  return { kind: "item" as const, title: piece.typeName, lines };
}

/**
 * To the recipient's address: which piece, the link, how long it works. Nothing about the
 * sender (no name, ID number, e-mail, phone or address): the recipient knows who gave it.
 * A transfer no longer waiting (cancelled meanwhile) is not sent.
 */
const renderOffer: MailRenderer = async (rows, context) => {
  const transfer = await transferRow(context, transferIdOf(rows[0]));
  if (!transfer?.salt) return { skip: "The transfer no longer exists" };
  if (transfer.state !== "pending") return { skip: `The transfer was ${transfer.state}` };
  const piece = await findPiece(context.db, transfer.serialno);
  if (!piece) return { skip: "The piece no longer exists" };
  const url = transferUrl(
    context.config.publicUrl,
    await transferTokenOf(context.db, transfer.salt),
  );
  const { text, html } = renderFrame({
    heading: "A piece is being passed on to you",
    blocks: [
      {
        kind: "paragraph",
        text:
          `Someone who owns a ${BUSINESS_INFO.name} piece is passing it on to you, with its ` +
          "lifetime warranty and its whole repair history:",
      },
      pieceBlock(piece),
      {
        kind: "paragraph",
        text:
          "Accept it to see it in My Products and ask our workshop for any repair it needs. " +
          "If you have no account yet, you create one on the same page.",
      },
      { kind: "button", label: "Accept the piece", url },
      {
        kind: "paragraph",
        text:
          `This link works once and for ${TRANSFER_LINK_DAYS} days. If you were not expecting ` +
          "it, you can ignore this e-mail: nothing changes unless you accept.",
      },
    ],
  });
  return {
    to: transfer.toEmail,
    subject: `A ${BUSINESS_INFO.name} piece is waiting for you`,
    text,
    html,
  };
};

/** To the old owner: the piece was accepted by the address they typed (nothing more of them). */
const renderAccepted: MailRenderer = async (rows, context) => {
  const row = rows[0];
  const transfer = await transferRow(context, transferIdOf(row));
  if (!transfer || !row?.customerIdnumber) return { skip: "The transfer no longer exists" };
  const [owner] = await context.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.idnumber, row.customerIdnumber));
  if (!owner) return { skip: "The account no longer exists" };
  const piece = await findPiece(context.db, transfer.serialno);
  if (!piece) return { skip: "The piece no longer exists" };
  const { text, html } = renderFrame({
    firstName: owner.name,
    heading: "Your transfer was accepted",
    blocks: [
      {
        kind: "paragraph",
        text: `${transfer.toEmail} accepted the piece you passed on. It is theirs now, with its lifetime warranty and its history:`,
      },
      pieceBlock(piece),
      {
        kind: "paragraph",
        text: "It no longer shows in your account. Thank you for keeping it in use.",
      },
    ],
  });
  return { to: owner.email, subject: "Your transfer was accepted", text, html };
};

/**
 * To the holder of an ID number someone gave on a transfer link's account form: no account was
 * made, and how to receive a piece if it was them. Nothing of the piece or of the address the
 * link went to: whoever typed the number need not be who they say.
 */
const renderIdnumberInUse: MailRenderer = async (rows, context) => {
  const idnumber = rows[0]?.customerIdnumber;
  if (!idnumber) return { skip: "The mail names no account" };
  const [holder] = await context.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.idnumber, idnumber));
  if (!holder) return { skip: "The account no longer exists" };
  const { text, html } = renderFrame({
    firstName: holder.name,
    heading: "Your ID number was entered for a new account",
    blocks: [
      {
        kind: "paragraph",
        text:
          `Someone who is being passed a ${BUSINESS_INFO.name} piece tried to open an account ` +
          "with your ID number. No account was made, and nothing in your account has changed.",
      },
      {
        kind: "paragraph",
        text:
          "If it was you: you already have an account, with this e-mail address. Sign in with " +
          "it, and ask the person passing the piece on to send it to this address instead.",
      },
      { kind: "button", label: "Sign in", url: `${context.config.publicUrl}/login` },
      {
        kind: "paragraph",
        text: "If it was not you, there is nothing you need to do. If it happens again, please let us know.",
      },
    ],
  });
  return {
    to: holder.email,
    subject: "Your ID number was entered for a new account",
    text,
    html,
  };
};

/** The mails of transfers (src/mail-kinds.ts puts every feature's together). */
export const TRANSFER_MAIL_KINDS: MailKinds = {
  [TRANSFER_OFFER_MAIL]: renderOffer,
  [TRANSFER_ACCEPTED_MAIL]: renderAccepted,
  [TRANSFER_IDNUMBER_IN_USE_MAIL]: renderIdnumberInUse,
};
