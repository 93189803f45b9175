/**
 * A QR code of `text` as an SVG data URL for an <img> (the CSP allows data: images). The
 * qrcode package is loaded on first use only, so no page pays for it until a code is shown.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { toString } = await import("qrcode");
  const svg = await toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    // Dark leather on white: phones read a dark-on-light code best.
    color: { dark: "#2b1d14", light: "#ffffff" },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
