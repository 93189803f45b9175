import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { BUSINESS_INFO } from "@lo/domain";
import type { AppConfig } from "../config";
import type { RenderedMail } from "./kinds";

/** Where rendered mail goes: a mail server, or files in the data directory. */
export interface MailTransport {
  /** Sends one mail; resolves to how it was delivered (Message-ID, or the file it went to). */
  send(mail: RenderedMail): Promise<string>;
  close(): Promise<void>;
}

function messageFor(mail: RenderedMail, from: string) {
  return {
    from: { name: BUSINESS_INFO.name, address: from },
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.attachments,
  };
}

/**
 * A real mail server (SMTP_URL), over a small pool of kept-open connections. On smtp:// the
 * connection turns to TLS whenever the server offers STARTTLS; `requireTls` (SMTP_REQUIRE_TLS)
 * makes a server that does not offer it (or someone in between who strips the offer) fail the
 * mail rather than receive it, and the password, in clear text.
 */
export function smtpTransport(
  smtpUrl: string,
  from: string,
  options: { requireTls?: boolean } = {},
): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === "smtps:",
    requireTLS: options.requireTls === true,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: 3,
    // A server that hangs must not hold a mail (or the worker) for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail(messageFor(mail, from));
      return info.messageId;
    },
    async close() {
      transporter.close();
    },
  };
}

function fileName(subject: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const slug = subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${stamp}-${randomBytes(3).toString("hex")}-${slug || "mail"}.eml`;
}

/**
 * The embedded default (no SMTP_URL): each mail as an .eml file in `dir`, which any mail
 * program opens, and one line saying so (recipient, subject, file).
 */
export function fileTransport(
  dir: string,
  from: string,
  log: (line: string) => void,
): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transporter.sendMail(messageFor(mail, from));
      await mkdir(dir, { recursive: true });
      const path = join(dir, fileName(mail.subject));
      await writeFile(path, info.message as Buffer);
      log(`Mail to ${mail.to}: "${mail.subject}" written to ${path}`);
      return path;
    },
    async close() {},
  };
}

/** The transport the settings ask for. */
export function transportFor(config: AppConfig, log: (line: string) => void): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom, { requireTls: config.smtpRequireTls })
    : fileTransport(config.mailDir, config.mailFrom, log);
}
