import { z } from "zod";
import {
  checkCustomerIdentity,
  CUSTOMER_MESSAGES,
  ID_NUMBER_MAX_LENGTH,
} from "../validation/customer";
import { emailField, nullableText, plainText, requiredText } from "../validation/fields";
import { PASSWORD_MESSAGES } from "../validation/password-rules";
import { passwordSchema } from "../validation/password";
import { passwordContextIssues } from "../validation/password-quality";
import { isoDateTimeSchema } from "./common";
import {
  customerAddressFields,
  customerNameFields,
  southAfricanFlagSchema,
} from "./customer-payloads";

/**
 * Ownership transfer (docs/design.md §10, decision 066): an owner names the recipient's e-mail,
 * the recipient accepts through the mailed link `/transfer/{token}` (signing in, or creating
 * their account there), and the piece moves with its whole history. Admins transfer directly.
 */

/** How long a transfer link works. */
export const TRANSFER_LINK_DAYS = 14;

export const TRANSFER_MESSAGES = {
  requested: "Transfer sent. We e-mailed the recipient a link to accept the piece.",
  cancelled: "Transfer cancelled. The piece stays yours.",
  accepted: "The piece is yours now, with its whole history.",
  transferredByAdmin: "Piece transferred.",
  openRepair:
    "This piece is in an open repair and cannot be transferred until the repair is completed.",
  toSelf:
    "That is your own e-mail address. Enter the e-mail address of the person receiving the piece.",
  alreadyPendingToEmail:
    "A transfer of this piece to this e-mail address is already waiting to be accepted.",
  alreadyPending:
    "This piece already has a transfer waiting to be accepted. Cancel it first to send it to someone else.",
  recipientNotCustomer:
    "This e-mail address belongs to a workshop account, which cannot own pieces.",
  noPending: "This piece has no transfer waiting to be accepted.",
  productNotFound: "Product not found",
  linkNotLive:
    "This transfer link no longer works: it has expired, was cancelled, or was already used.",
  wrongAccount:
    "This transfer was sent to another e-mail address. Sign out, then sign in with the account of the address the link was sent to.",
  adminCannotAccept:
    "A workshop account cannot own pieces. Sign in with the account of the address the link was sent to.",
  accountExists: "An account with this e-mail address already exists. Sign in to accept the piece.",
  // The same answer whether the account was made or the ID number already had one (decision 083).
  accountRequested:
    "Thank you. Sign in with the e-mail address this link was sent to and the password you chose: if your account was made, the piece is in it. An ID number that already has an account cannot have a second one; its holder has been told by e-mail.",
  accountNotMade:
    "No account was made with these details. If you already have an account with us under another e-mail address, we have e-mailed it: sign in with that one and ask for the piece to be sent to its address. Otherwise, check your ID number and try again.",
  sameOwner: "This customer already owns this piece.",
  customerRequired: "Choose the customer who receives the piece.",
} as const;

export const transferRequestSchema = z.object({
  serialno: requiredText(TRANSFER_MESSAGES.productNotFound, 100),
  email: emailField(),
});
export type TransferRequestPayload = z.input<typeof transferRequestSchema>;

export const adminTransferSchema = z.object({
  serialno: requiredText(TRANSFER_MESSAGES.productNotFound, 100),
  customeridnumber: requiredText(TRANSFER_MESSAGES.customerRequired, ID_NUMBER_MAX_LENGTH),
});
export type AdminTransferPayload = z.input<typeof adminTransferSchema>;

export const transferSerialParamsSchema = z.object({ serialno: plainText().max(100) });
export const transferTokenParamsSchema = z.object({ token: plainText().max(200) });

/** One of the owner's transfers waiting to be accepted. */
export const pendingTransferSchema = z.object({
  serialno: z.string(),
  email: z.string(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type PendingTransfer = z.infer<typeof pendingTransferSchema>;

export const pendingTransfersResponseSchema = z.object({ data: z.array(pendingTransferSchema) });

export const transferRequestResponseSchema = z.object({
  message: z.string(),
  transfer: pendingTransferSchema,
});

/** What the public page shows of a live link: the piece, never its owner. */
export const transferLinkViewSchema = z.object({
  productType: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  serialNumber: z.string(),
  /** The address the link was sent to (the recipient's own). */
  email: z.string(),
  /** Whether that address has an account: sign in to accept, or create one here. */
  accountExists: z.boolean(),
  expiresAt: isoDateTimeSchema,
});
export type TransferLinkView = z.infer<typeof transferLinkViewSchema>;

export const transferAcceptedSchema = z.object({
  message: z.string(),
  serialno: z.string(),
});

/**
 * A new recipient's account, created on the link's page: their own details (the customer
 * rules) and the password they choose; the e-mail is the link's.
 */
export const transferAccountSchema = z
  .object({
    idnumber: requiredText(CUSTOMER_MESSAGES.idnumber, ID_NUMBER_MAX_LENGTH),
    ...customerNameFields,
    cellphone: requiredText(CUSTOMER_MESSAGES.cellphone, 30),
    ...customerAddressFields,
    issouthafrican: southAfricanFlagSchema,
    country: nullableText(100),
    password: passwordSchema,
    confirmPassword: z.string({ error: "Please confirm your password" }),
  })
  .superRefine(checkCustomerIdentity)
  .superRefine((value, ctx) => {
    if (value.password === value.idnumber.trim()) {
      ctx.addIssue({
        code: "custom",
        message: PASSWORD_MESSAGES.sameAsIdNumber,
        path: ["password"],
      });
    }
    // The e-mail is the link's, not in the payload: the server checks it, and the common list.
    const person = { name: value.name, surname: value.surname, idnumber: value.idnumber };
    for (const message of passwordContextIssues(value.password, person)) {
      ctx.addIssue({ code: "custom", message, path: ["password"] });
    }
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        message: PASSWORD_MESSAGES.mismatch,
        path: ["confirmPassword"],
      });
    }
  });
export type TransferAccountPayload = z.input<typeof transferAccountSchema>;
export type TransferAccountData = z.output<typeof transferAccountSchema>;
