import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { knownDevices } from "../src/db/schema";
import { createAdmin, createCustomer, sessionCookieOf } from "./factories";
import { JSON_HEADERS } from "./helpers";
import { deliverAll } from "./mail-support";
import { setUpMailSuite, smtp, t } from "./mail-suite";

// A sign-in from a device not seen before mails the account holder (decision 084), end to end:
// the real login, the outbox, the mail worker and a real SMTP server.
setUpMailSuite();
afterEach(() => {
  smtp.mails.length = 0;
});

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** A sign-in from a browser that holds `device` (its device cookie), or from a new one. */
async function signInFrom(email: string, password: string, device?: string) {
  const answer = await t.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/login",
    headers: { ...JSON_HEADERS, "user-agent": PHONE, ...(device ? { cookie: device } : {}) },
    payload: { email, password },
    remoteAddress: "198.51.100.23",
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const cookie = answer.cookies.find((c) => c.name.endsWith("lo_device"));
  expect(cookie?.httpOnly).toBe(true);
  return { device: `${cookie?.name}=${cookie?.value}`, session: sessionCookieOf(answer) };
}

const mailsTo = (email: string) =>
  smtp.mails.filter((mail) => JSON.stringify(mail.to).includes(email.toLowerCase()));

describe("a sign-in from a new device", () => {
  it("is mailed to a customer, with when, what and where; a known device is not", async () => {
    const { user, password } = await createCustomer(t.db, { name: "Lerato" });
    const laptop = await signInFrom(user.email, password);
    // The account's first device is how it was set up: nothing to tell.
    await deliverAll(t, smtp);
    expect(mailsTo(user.email)).toEqual([]);

    await signInFrom(user.email, password);
    await deliverAll(t, smtp);
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe("A new sign-in to your Lifetime Outfitter account");
    expect(mail?.text).toContain("Dear Lerato,");
    expect(mail?.text).toContain("Device: Safari 17 on iOS 17");
    expect(mail?.text).toContain("Address: 198.51.100.23");
    expect(mail?.text).toContain("https://shop.lifetime-outfitter.test/account");

    smtp.mails.length = 0;
    await signInFrom(user.email, password, laptop.device);
    await deliverAll(t, smtp);
    expect(mailsTo(user.email)).toEqual([]);
    const devices = await t.db
      .select()
      .from(knownDevices)
      .where(eq(knownDevices.userIdnumber, user.idnumber));
    expect(devices).toHaveLength(2);
    // Only a hash of the device's cookie is kept.
    expect(devices.map((row) => row.deviceHash)).not.toContain(laptop.device.split("=")[1]);
  });

  it("is not mailed to a customer who turned these mails off, and always to an admin", async () => {
    const { user, password } = await createCustomer(t.db);
    const first = await signInFrom(user.email, password);
    const off = await t.app.inject({
      method: "PUT",
      url: "/lifetime-outfitter/account/notifications",
      headers: { ...JSON_HEADERS, cookie: first.session ?? "" },
      payload: { statusMails: true, signInMails: false },
    });
    expect(off.json()).toMatchObject({ statusMails: true, signInMails: false });
    await signInFrom(user.email, password);
    await deliverAll(t, smtp);
    expect(mailsTo(user.email)).toEqual([]);

    const admin = await createAdmin(t.db);
    await signInFrom(admin.user.email, admin.password);
    await signInFrom(admin.user.email, admin.password);
    await deliverAll(t, smtp);
    expect(mailsTo(admin.user.email)).toHaveLength(1);
  });
});
