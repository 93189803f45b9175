import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./helpers";
import { startTestSmtp, type TestSmtp } from "./mail-support";

// The suite's app and SMTP server, set in beforeAll by setUpMailSuite(): test files import
// these live bindings and read them inside their tests.
export let t: TestApp;
export let smtp: TestSmtp;

/** One app and one real SMTP server per test file, closed after the file. */
export function setUpMailSuite(): void {
  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });
}
