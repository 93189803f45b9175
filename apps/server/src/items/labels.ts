import PDFDocument from "pdfkit";
import QRCode from "qrcode";

export type Label = {
  url: string;
  productType: string;
  colour: string | null;
  serialno: string;
};

// A4 in points (1/72 inch): 3 labels across, 7 down, each 63.5 × 38.1 mm like the common
// 21-up label sheets (14.5 mm top and bottom margins, 7.2 mm left and right).
const PAGE = { width: 595.28, height: 841.89 };
const COLUMNS = 3;
const ROWS = 7;
const LABEL = { width: 180, height: 108 };
const MARGIN = {
  left: (PAGE.width - COLUMNS * LABEL.width) / 2,
  top: (PAGE.height - ROWS * LABEL.height) / 2,
};
const PAD = 8;
const QR = LABEL.height - 2 * PAD;

/** Labels per A4 page. */
export const LABELS_PER_PAGE = COLUMNS * ROWS;

/**
 * A PDF sheet of labels, several per A4 page: on each the QR code of the piece's verify link,
 * 'Lifetime Outfitter', its type, colour and serial number. Resolves to the whole file.
 */
export async function labelsPdf(labels: Label[]): Promise<Buffer> {
  const codes = await Promise.all(
    labels.map((label) =>
      QRCode.toBuffer(label.url, { type: "png", margin: 0, width: 256, errorCorrectionLevel: "M" }),
    ),
  );
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    info: { Title: "Lifetime Outfitter labels", Author: "Lifetime Outfitter" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  labels.forEach((label, index) => {
    const slot = index % LABELS_PER_PAGE;
    if (slot === 0) doc.addPage();
    const x = MARGIN.left + (slot % COLUMNS) * LABEL.width;
    const y = MARGIN.top + Math.floor(slot / COLUMNS) * LABEL.height;
    // A light cutting guide.
    doc.lineWidth(0.3).strokeColor("#cccccc").rect(x, y, LABEL.width, LABEL.height).stroke();
    doc.image(codes[index] as Buffer, x + PAD, y + PAD, { width: QR, height: QR });
    const textX = x + PAD + QR + PAD;
    const textWidth = LABEL.width - (textX - x) - PAD;
    doc
      .fillColor("#3b2a1e")
      .font("Helvetica-Bold")
      .fontSize(8.5)
      .text("Lifetime Outfitter", textX, y + PAD + 2, { width: textWidth });
    doc
      .fillColor("#222222")
      .font("Helvetica")
      .fontSize(7.5)
      .text(label.productType, { width: textWidth })
      .text(label.colour ?? "", { width: textWidth })
      .moveDown(0.4)
      .font("Courier")
      .fontSize(7)
      .text(label.serialno, { width: textWidth });
  });
  if (labels.length === 0) doc.addPage();
  doc.end();
  return done;
}
