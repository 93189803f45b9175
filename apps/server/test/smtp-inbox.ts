import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server for tests, with nothing of the server's own code in it, so the browser
// tests (e2e/) use the same one as the server's tests.

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
export async function startTestSmtp(
  options: {
    /** How long each mail takes to be accepted once its data has arrived (a slow server). */
    acceptAfterMs?: number;
  } = {},
): Promise<TestSmtp> {
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
          setTimeout(() => {
            mails.push(mail);
            callback();
          }, options.acceptAfterMs ?? 0);
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
