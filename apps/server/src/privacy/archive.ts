import { PassThrough, type Readable } from "node:stream";
import { BUSINESS_INFO } from "@lo/domain";
import { eq } from "drizzle-orm";
import { strToU8, ZipDeflate, ZipPassThrough, type Zip } from "fflate";
import type { Db } from "../db/client";
import { images } from "../db/schema";
import { zipTo } from "../http/zip-stream";
import {
  accountDetails,
  contactMessagesFrom,
  mailsTo,
  piecesOwned,
  repairRequestsOf,
  securityRecords,
  transfersOf,
  type ArchivePhoto,
} from "./archive-data";
import { moneyOf } from "./archive-money";

const readme = (made: string) =>
  `Everything ${BUSINESS_INFO.name} holds about you, as of ${made} (UTC).

details.json           your account: name, contact details, address, mail choices
pieces.json            every piece you own or have owned, and when
repair-requests.json   your repair requests: each piece, its problem, its states, the
                       workshop's notes to you and the names of its photos
photos/                the photos of your repairs you can see, one folder per request
money.json             what your repairs cost: the quotes we sent you and your answers, the
                       fees, your payments and refunds, and your invoices (amounts in cents)
mails.json             the mails we wrote to you: what, when, and whether they went
contact-messages.json  what you sent us through the contact form
transfers.json         pieces you offered to someone, and pieces offered to you
security.json          your sessions, passkeys and the security log of your account

The files are JSON (https://www.json.org), readable by any text editor or spreadsheet import.
`;

/** What the archive holds, gathered before the first byte is sent. */
async function gather(db: Db, idnumber: string) {
  const details = await accountDetails(db, idnumber);
  const email = String(details.email ?? "");
  const [pieces, repairs, money, mails, messages, transfers, security] = await Promise.all([
    piecesOwned(db, idnumber),
    repairRequestsOf(db, idnumber),
    moneyOf(db, idnumber),
    mailsTo(db, idnumber, email),
    contactMessagesFrom(db, email),
    transfersOf(db, idnumber),
    securityRecords(db, idnumber),
  ]);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    photos: repairs.photos,
    files: {
      "README.txt": readme(new Date().toISOString()),
      "details.json": json(details),
      "pieces.json": json(pieces),
      "repair-requests.json": json(repairs.requests),
      "money.json": json(money),
      "mails.json": json(mails),
      "contact-messages.json": json(messages),
      "transfers.json": json(transfers),
      "security.json": json(security),
    },
  };
}

/**
 * A customer's archive (decision 089) as a ZIP stream: the JSON files deflated, the photos
 * (JPEG, already compressed) stored, read from the database one at a time as the download
 * goes, so a customer with many photos never has them all in memory.
 */
export async function dataArchive(db: Db, idnumber: string): Promise<Readable> {
  const { files, photos } = await gather(db, idnumber);
  const out = new PassThrough();
  const { zip, drained } = zipTo(out);
  for (const [name, text] of Object.entries(files)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  }
  void addPhotos(db, zip, drained, photos).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function addPhotos(db: Db, zip: Zip, drained: () => Promise<void>, photos: ArchivePhoto[]) {
  for (const photo of photos) {
    const [image] = await db
      .select({ full: images.full })
      .from(images)
      .where(eq(images.hash, photo.imageHash));
    if (!image) continue;
    const file = new ZipPassThrough(photo.file);
    zip.add(file);
    file.push(new Uint8Array(image.full), true);
    await drained();
  }
  zip.end();
}
