import { BUSINESS_INFO, EMAIL_CHANGE_LINK_HOURS } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { confirmEmailUrl, emailChangeLinkByHash, type EmailChangeLink } from "./email-change-links";
import type { MailKinds, MailRenderer, OutboxRow } from "../mail/kinds";
import { renderFrame, type MailFrame } from "../mail/layout";
import { maskEmail } from "./mask-email";

/** To the new address: the link that makes it the login. */
export const EMAIL_CHANGE_CONFIRM = "email-change-confirm";
/** To the old address: someone asked to change it. */
export const EMAIL_CHANGE_NOTICE = "email-change-notice";

/** The link a mail's row names (`payload.link`, the token's hash: never the token). */
async function linkOf(db: Db, row: OutboxRow | undefined): Promise<EmailChangeLink | undefined> {
  const hash = row?.payload.link;
  if (typeof hash !== "string") throw new Error("The mail names no link (payload.link).");
  return emailChangeLinkByHash(db, hash);
}

async function firstNameOf(db: Db, idnumber: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.idnumber, idnumber));
  return row?.name;
}

const GONE = { skip: "The customer no longer exists" };

/**
 * The mail about the link a row names, framed for its customer by their first name (the
 * frame's content from the link): skipped once the customer is gone, and, with `whenNotLive`,
 * once the link no longer works.
 */
async function framedForLink(
  db: Db,
  row: OutboxRow | undefined,
  whenNotLive: string | undefined,
  content: (link: EmailChangeLink) => Omit<MailFrame, "firstName">,
): Promise<{ skip: string } | { link: EmailChangeLink; text: string; html: string }> {
  const link = await linkOf(db, row);
  if (!link) return GONE;
  if (whenNotLive !== undefined && !link.live) return { skip: whenNotLive };
  const firstName = await firstNameOf(db, link.idnumber);
  if (firstName === undefined) return GONE;
  return { link, ...renderFrame({ firstName, ...content(link) }) };
}

/**
 * Asks the new address to confirm itself. Rendered when sent, from the link as it is then: a
 * link that was replaced, cancelled, used or has expired meanwhile sends nothing (the newer
 * change has a mail of its own).
 */
export const renderEmailChangeConfirm: MailRenderer = async (rows, { db, config }) => {
  const notLive = "The link was replaced, cancelled or used, or expired";
  const mail = await framedForLink(db, rows[0], notLive, (link) => ({
    heading: "Confirm your new e-mail address",
    blocks: [
      {
        kind: "paragraph",
        text:
          `You asked to sign in to your ${BUSINESS_INFO.name} account with this address, ` +
          `${link.email}, from now on. Please confirm it within ${EMAIL_CHANGE_LINK_HOURS} hours:`,
      },
      {
        kind: "button",
        label: "Confirm my new address",
        url: confirmEmailUrl(config.publicUrl, link.token),
      },
      {
        kind: "paragraph",
        text:
          "Until you confirm it, you sign in with your current address, and our e-mails go " +
          "there. If you did not ask for this, ignore this e-mail: nothing will change.",
      },
    ],
  }));
  if ("skip" in mail) return mail;
  const { link, text, html } = mail;
  return { to: link.email, subject: "Confirm your new e-mail address", text, html };
};

/**
 * Tells the address in use that a change to another was asked for, naming the new one only
 * partly. Sent whatever became of the link since: it reports what was asked.
 */
export const renderEmailChangeNotice: MailRenderer = async (rows, { db, config }) => {
  const row = rows[0];
  const to = row?.toAddress;
  if (!to) throw new Error("The notice has no address to go to.");
  const mail = await framedForLink(db, row, undefined, (link) => ({
    heading: "A change of your e-mail address",
    blocks: [
      {
        kind: "paragraph",
        text:
          `Someone asked to change the e-mail address of your ${BUSINESS_INFO.name} account ` +
          `to ${maskEmail(link.email)}. It changes only once the new address confirms it, ` +
          `within ${EMAIL_CHANGE_LINK_HOURS} hours; until then you sign in with this one.`,
      },
      { kind: "paragraph", text: "If that was you, there is nothing more to do." },
      {
        kind: "paragraph",
        text:
          "If it was not you, someone may know your password: sign in, cancel the change " +
          "under E-mail on My Account, and choose a new password there. If you cannot sign " +
          "in, call us and we will help.",
      },
      { kind: "button", label: "Open My Account", url: `${config.publicUrl}/account` },
    ],
  }));
  if ("skip" in mail) return mail;
  return { to, subject: "Your e-mail address is being changed", text: mail.text, html: mail.html };
};

/** The mails the account feature sends (src/mail-kinds.ts puts every feature's together). */
export const ACCOUNT_MAIL_KINDS: MailKinds = {
  [EMAIL_CHANGE_CONFIRM]: renderEmailChangeConfirm,
  [EMAIL_CHANGE_NOTICE]: renderEmailChangeNotice,
};
