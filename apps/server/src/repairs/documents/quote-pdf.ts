import { formatRand, formatWorkshopDate, type Quote } from "@lo/domain";
import { heading, letterhead, newPdf, paragraph, sums, table } from "../../pdf/document";
import { addressBlock, LINE_COLUMNS, quantity, vatLine } from "./pdf-parts";

/** A piece as a quote names it, with its coverage in words and the quote in force. */
export interface QuotedPiece {
  name: string;
  serialno: string;
  coverage: string;
  quote: Quote;
}

export interface QuoteDocument {
  requestId: number;
  /** When it was written: the newest sending of its quotes. */
  date: Date;
  customer: string[];
  vatNumber: string | null;
  pieces: QuotedPiece[];
}

/**
 * The quote of a request's pieces the warranty does not cover (decision 099): for each, its
 * coverage in words, its lines with their VAT, and its price; the total of the quotes.
 */
export async function quotePdf(document: QuoteDocument): Promise<Buffer> {
  const reference = String(document.requestId);
  const { doc, done } = newPdf(`Quote for repair request ${reference}`);
  letterhead(
    doc,
    "Quote",
    [
      ["Repair request", reference],
      ["Date", formatWorkshopDate(document.date)],
    ],
    document.vatNumber,
  );
  addressBlock(doc, "For", document.customer);
  let total = 0;
  for (const piece of document.pieces) {
    heading(doc, `${piece.name}, ${piece.serialno}`);
    paragraph(doc, [piece.coverage, `Version ${piece.quote.version}`], { muted: true });
    table(
      doc,
      LINE_COLUMNS,
      piece.quote.items.map((item) => [
        item.description,
        quantity(item.quantity),
        formatRand(item.unitCents),
        formatRand(item.vatCents),
        formatRand(item.totalCents),
      ]),
    );
    sums(doc, [
      ...vatLine(piece.quote.vatBasisPoints, piece.quote.vatCents),
      ["Price", formatRand(piece.quote.totalCents)],
    ]);
    if (piece.quote.status !== "declined") total += piece.quote.totalCents;
  }
  sums(doc, [["Total of the quotes", formatRand(total)]], { boldLast: true });
  paragraph(
    doc,
    [
      "Prices include VAT where it is charged. Nothing is charged until you approve it: approve or decline each piece on its tracking page, or call us.",
      "A piece you decline comes back to you unrepaired.",
    ],
    { muted: true },
  );
  doc.end();
  return done;
}
