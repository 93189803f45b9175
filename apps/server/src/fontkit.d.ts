/** The part of fontkit (no types of its own) that pdf/document.ts uses. */
declare module "fontkit" {
  /** A parsed font: pdfkit (0.20) takes it in place of the font file's bytes. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Buffer | Uint8Array): Font;
}
