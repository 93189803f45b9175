import { BUSINESS_INFO } from "@lo/domain";
import {
  mintPasswordLinkToken,
  PASSWORD_LINK_MAILS,
  setPasswordUrl,
  type PasswordLinkMail,
} from "../links/password-links";
import type { MailKinds, MailRenderer, OutboxRow } from "../mail/kinds";
import { renderFrame, type MailBlock } from "../mail/layout";
import { mailRecipient } from "../mail/recipient";

interface PasswordMailText {
  subject: string;
  heading: string;
  /** What comes before the link. */
  opening: string[];
  button: string;
  /** What comes after it: how long it works, what to do if it did not come from them. */
  closing: (forgotUrl: string) => string[];
}

const TEXTS: Record<PasswordLinkMail, PasswordMailText> = {
  invitation: {
    subject: `Welcome to ${BUSINESS_INFO.name}: choose your password`,
    heading: "Your account is ready",
    opening: [
      `${BUSINESS_INFO.name} makes handcrafted leather goods in Cape Town, built to last a ` +
        `lifetime, and repairs them for as long as you own them. Our workshop has opened an ` +
        `account for you: there you see the pieces you own from us and follow every repair.`,
      "Choose your password to sign in for the first time:",
    ],
    button: "Choose your password",
    closing: (forgotUrl) => [
      "This link works once and for 7 days. Should it have expired, ask for a new one at " +
        `${forgotUrl} with this e-mail address.`,
    ],
  },
  resetRequested: {
    subject: `Reset your ${BUSINESS_INFO.name} password`,
    heading: "Reset your password",
    opening: [
      "We received a request to reset the password of your account. Choose a new one here:",
    ],
    button: "Choose a new password",
    closing: () => [
      "This link works once and for 1 hour.",
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ],
  },
  resetByAdmin: {
    subject: `Your ${BUSINESS_INFO.name} password was reset`,
    heading: "Choose a new password",
    opening: [
      "Our workshop has reset the password of your account, as you asked. Choose a new one here:",
    ],
    button: "Choose a new password",
    closing: (forgotUrl) => [
      "This link works once and for 7 days. Should it have expired, ask for a new one at " +
        `${forgotUrl} with this e-mail address.`,
      "If you did not ask the workshop for this, please call us.",
    ],
  },
};

function mailKeyOf(row: OutboxRow): string {
  const link = row.payload.link;
  if (typeof link !== "string" || link === "") throw new Error("The mail names no password link");
  return link;
}

/** A renderer for one of the password mails: to the person's address as it is now. */
function passwordMail(mail: PasswordLinkMail): MailRenderer {
  const text = TEXTS[mail];
  return async (rows, { db, config }) => {
    const [row] = rows;
    const person = await mailRecipient(db, row);
    if ("skip" in person) return person;
    // Made last, once nothing else can fail: each rendering makes a new token.
    const minted = await mintPasswordLinkToken(db, mailKeyOf(person.row));
    if ("skip" in minted) return minted;
    const paragraph = (line: string): MailBlock => ({ kind: "paragraph", text: line });
    const { text: plain, html } = renderFrame({
      firstName: person.name,
      heading: text.heading,
      blocks: [
        ...text.opening.map(paragraph),
        { kind: "button", label: text.button, url: setPasswordUrl(config.publicUrl, minted.token) },
        ...text.closing(`${config.publicUrl}/forgot-password`).map(paragraph),
      ],
    });
    return { to: person.email, subject: text.subject, text: plain, html };
  };
}

/** The mails the password links travel in (src/mail-kinds.ts puts every feature's together). */
export const PASSWORD_MAIL_KINDS: MailKinds = Object.fromEntries(
  (Object.keys(PASSWORD_LINK_MAILS) as PasswordLinkMail[]).map((mail) => [
    PASSWORD_LINK_MAILS[mail].kind,
    passwordMail(mail),
  ]),
);
