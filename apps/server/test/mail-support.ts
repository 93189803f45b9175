import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { AppConfig } from "../src/config";
import type { Db } from "../src/db/client";
import { MAIL_KINDS } from "../src/mail-kinds";
import type { MailKinds } from "../src/mail/kinds";
import { smtpTransport, type MailTransport } from "../src/mail/transport";
import { deliverDueMails, type MailWorkerOptions } from "../src/mail/worker";

export interface TestSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every mail the server accepted, parsed, in arrival order. */
  mails: ParsedMail[];
  /** How many times a mail was offered (accepted or refused). */
  offered: number;
  /** Refuse the next `count` mails with a temporary error (451). */
  refuseNext(count: number): void;
  waitForMails(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process; what arrives is parsed with mailparser. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let refusals = 0;
  const state = { offered: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      state.offered += 1;
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on("end", () => {
          const error = new Error("Mailbox busy, try again later") as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          callback(error);
        });
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get offered() {
      return state.offered;
    },
    refuseNext(count) {
      refusals = count;
    },
    async waitForMails(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) {
          throw new Error(`Expected ${count} mails, ${mails.length} arrived`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Worker options for a test app: its database and settings, a transport to `smtp`. */
export function workerFor(
  target: { db: Db; config: AppConfig },
  transport: MailTransport,
  more: Partial<MailWorkerOptions> = {},
): MailWorkerOptions {
  return { db: target.db, config: target.config, kinds: MAIL_KINDS, transport, ...more };
}

/**
 * Sends everything due now through a real SMTP server, as the server's worker would, and
 * returns when the outbox has nothing more due.
 */
export async function deliverAll(
  target: { db: Db; config: AppConfig },
  smtp: TestSmtp,
  kinds: MailKinds = MAIL_KINDS,
): Promise<void> {
  const transport = smtpTransport(smtp.url, target.config.mailFrom);
  try {
    while ((await deliverDueMails(workerFor(target, transport, { kinds }))) > 0);
  } finally {
    await transport.close();
  }
}
