import { BUSINESS_INFO, formatWorkshopDateTime } from "@lo/domain";
import { NEW_SIGN_IN_MAIL } from "../identity/known-devices";
import type { MailKinds, MailRenderer } from "../mail/kinds";
import { renderFrame } from "../mail/layout";
import { mailRecipient } from "../mail/recipient";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * 'A new sign-in to your account': when, with what, from where; what to do if it was not them.
 * To the person's address as it is when the mail is sent.
 */
const renderNewSignIn: MailRenderer = async ([row], { db, config }) => {
  const person = await mailRecipient(db, row);
  if ("skip" in person) return person;
  const { at, browser, system, ip } = person.row.payload;
  const device = [text(browser) ?? "An unknown browser", text(system)].filter(Boolean).join(" on ");
  const when = typeof at === "string" ? formatWorkshopDateTime(at) : "Just now";
  const { text: plain, html } = renderFrame({
    firstName: person.name,
    heading: "A new sign-in to your account",
    blocks: [
      {
        kind: "paragraph",
        text: "Your account was just signed in to from a device we have not seen before:",
      },
      {
        kind: "list",
        items: [`When: ${when}`, `Device: ${device}`, `Address: ${text(ip) ?? "not known"}`],
      },
      { kind: "paragraph", text: "If this was you, there is nothing to do." },
      {
        kind: "paragraph",
        text:
          "If it was not, change your password now and end the sessions you do not recognise " +
          "under Devices on your account page:",
      },
      { kind: "button", label: "Open your account", url: `${config.publicUrl}/account` },
    ],
  });
  return {
    to: person.email,
    subject: `A new sign-in to your ${BUSINESS_INFO.name} account`,
    text: plain,
    html,
  };
};

/** The sign-in mails (src/mail-kinds.ts puts every feature's together). */
export const SIGN_IN_MAIL_KINDS: MailKinds = { [NEW_SIGN_IN_MAIL]: renderNewSignIn };
