import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUSINESS_INFO } from "@lo/domain";
import { create, type Font } from "fontkit";
import PDFDocument from "pdfkit";
import { SERVER_DIR } from "../server-dir";

/**
 * The workshop's PDF documents (decision 099): pdfkit, with Inter from assets/fonts (kept in
 * the repository, so every server writes the same files), on A4 with the business's letterhead.
 */

const FONT_DIR = join(SERVER_DIR, "assets", "fonts");
let fonts: { regular: Font; bold: Font } | undefined;

/**
 * The two faces, read and parsed once per process. A font parsed afresh for each document
 * decodes its OpenType layout tables again on its first line of text, which was most of a
 * document's time (about 100 ms of CPU each in the benchmark); fontkit's parsed font holds no
 * state of a document (pdfkit keeps each document's subset and widths on its own side).
 */
function parsedFonts() {
  fonts ??= {
    regular: create(readFileSync(join(FONT_DIR, "Inter-Regular.otf"))),
    bold: create(readFileSync(join(FONT_DIR, "Inter-SemiBold.otf"))),
  };
  return fonts;
}

export const INK = "#2b211a";
export const MUTED = "#6b5d52";
export const RULE = "#d9cfc4";
export const MARGIN = 50;

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document set in Inter ('regular' and 'bold'), and its whole file once ended. */
export function newPdf(title: string): { doc: Pdf; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: BUSINESS_INFO.name, Creator: BUSINESS_INFO.name },
  });
  const { regular, bold } = parsedFonts();
  // pdfkit takes a parsed font where its types say only the file's bytes.
  doc.registerFont("regular", regular as unknown as Buffer);
  doc.registerFont("bold", bold as unknown as Buffer);
  doc.font("regular").fillColor(INK);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;

/**
 * The top of the first page: the business's name, address and phone on the left; the
 * document's title and its facts (number, date, reference) on the right.
 */
export function letterhead(
  doc: Pdf,
  title: string,
  facts: [string, string][],
  vatNumber: string | null,
): void {
  const top = MARGIN;
  const half = contentWidth(doc) / 2;
  doc.font("bold").fontSize(16).fillColor(INK).text(BUSINESS_INFO.name, MARGIN, top);
  doc.font("regular").fontSize(9).fillColor(MUTED);
  for (const line of BUSINESS_INFO.address.lines) doc.text(line);
  const phone = BUSINESS_INFO.phones[0];
  if (phone) doc.text(`${phone.label}: ${phone.display}`);
  if (vatNumber) doc.text(`VAT number: ${vatNumber}`);
  const leftBottom = doc.y;

  const right = MARGIN + half;
  doc.font("bold").fontSize(16).fillColor(INK).text(title, right, top, {
    width: half,
    align: "right",
  });
  doc.font("regular").fontSize(9.5).fillColor(INK);
  for (const [label, value] of facts) {
    doc.text(`${label}: ${value}`, right, doc.y + 2, { width: half, align: "right" });
  }
  doc.y = Math.max(leftBottom, doc.y) + 18;
  doc.x = MARGIN;
  rule(doc);
}

/** A thin line across the page, with a little room after it. */
export function rule(doc: Pdf): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc.y += 10;
}

/** A small heading in the flow. */
export function heading(doc: Pdf, text: string): void {
  ensureRoom(doc, 40);
  doc.font("bold").fontSize(11).fillColor(INK).text(text, MARGIN, doc.y);
  doc.moveDown(0.3);
}

/** Lines of plain text in the flow (an address, a note). */
export function paragraph(doc: Pdf, lines: string[], options: { muted?: boolean } = {}): void {
  doc
    .font("regular")
    .fontSize(9.5)
    .fillColor(options.muted ? MUTED : INK);
  for (const line of lines) doc.text(line, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

/** A new page when fewer than `points` are left on this one. */
function ensureRoom(doc: Pdf, points: number): void {
  if (doc.y + points > doc.page.height - MARGIN) doc.addPage();
}

export interface Column {
  header: string;
  /** A share of the width. */
  width: number;
  align?: "left" | "right";
}

/** A table: its header row, then its rows; it carries on over pages. */
export function table(doc: Pdf, columns: Column[], rows: string[][]): void {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * contentWidth(doc));
  const row = (cells: string[], font: "regular" | "bold", colour: string) => {
    doc.font(font).fontSize(9).fillColor(colour);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 6 })),
    );
    ensureRoom(doc, height + 8);
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc.text(cell, x, y, { width: width - 6, align: columns[i]?.align ?? "left" });
      x += width;
    });
    doc.y = y + height + 5;
    doc.x = MARGIN;
  };
  row(
    columns.map((column) => column.header),
    "bold",
    MUTED,
  );
  rule(doc);
  for (const cells of rows) row(cells, "regular", INK);
  rule(doc);
}

/** Sums under a table, right-aligned: label and amount, the last one bold when asked. */
export function sums(doc: Pdf, lines: [string, string][], options: { boldLast?: boolean } = {}) {
  const width = contentWidth(doc);
  lines.forEach(([label, amount], index) => {
    ensureRoom(doc, 16);
    const bold = options.boldLast === true && index === lines.length - 1;
    const y = doc.y;
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(bold ? 10.5 : 9.5)
      .fillColor(bold ? INK : MUTED);
    doc.text(label, MARGIN, y, { width: width - 110, align: "right" });
    doc.fillColor(INK).text(amount, MARGIN + width - 100, y, { width: 100 - 6, align: "right" });
    doc.y += 3;
  });
  doc.moveDown(0.8);
  doc.x = MARGIN;
}
