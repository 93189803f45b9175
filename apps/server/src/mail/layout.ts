import { BUSINESS_INFO } from "@lo/domain";
import { escapeHtml } from "../http/html";

/**
 * The one frame every mail is drawn in: a greeting by first name, the mail's own blocks, then
 * the workshop's name, address, hours and phones. Both parts come from the same blocks, so
 * they always say the same. The HTML uses inline styles and tables only and loads nothing
 * from elsewhere (no images, fonts or stylesheets), so common mail clients show it as meant.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** A titled group of lines (an item: its name, then serial, problem, state...). */
  | { kind: "item"; title: string; lines: string[] }
  | { kind: "list"; items: string[] }
  /** Someone's own words (a contact message, a note), with its line breaks kept. */
  | { kind: "quote"; text: string }
  /** A link shown as a button in HTML and as 'label: url' in text. */
  | { kind: "button"; label: string; url: string };

export interface MailFrame {
  /** The customer's first name ('Dear Thandi,'); leave out for mails to the workshop. */
  firstName?: string;
  heading: string;
  blocks: MailBlock[];
  /** Status mails: the one-click opt-out link, shown at the foot. */
  unsubscribeUrl?: string;
}

const COLOURS = {
  page: "#f6f1e9",
  card: "#fffdf9",
  ink: "#2b211a",
  muted: "#6b5a4b",
  rule: "#e4d8c8",
  accent: "#7a4a24",
  onAccent: "#ffffff",
};

const FONT = "Georgia, 'Times New Roman', serif";

function workshopLines(): string[] {
  return [
    BUSINESS_INFO.name,
    ...BUSINESS_INFO.address.lines,
    ...BUSINESS_INFO.hours.map((entry) => `${entry.days}: ${entry.hours}`),
    ...BUSINESS_INFO.phones.map((phone) => `${phone.label}: ${phone.display}`),
    BUSINESS_INFO.email,
  ];
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "item":
      return [block.title, ...block.lines.map((line) => `  ${line}`)].join("\n");
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "quote":
      return block.text
        .split(/\r?\n/)
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n");
    case "button":
      return `${block.label}: ${block.url}`;
  }
}

/** The plain-text part. */
export function mailText(frame: MailFrame): string {
  const parts = [
    ...(frame.firstName ? [`Dear ${frame.firstName},`] : []),
    ...frame.blocks.map(blockText),
    ["Kind regards,", `The ${BUSINESS_INFO.name} workshop`].join("\n"),
    ["--", ...workshopLines()].join("\n"),
  ];
  if (frame.unsubscribeUrl) {
    parts.push(`To stop these e-mails about your repairs: ${frame.unsubscribeUrl}`);
  }
  return `${parts.join("\n\n")}\n`;
}

const paragraphStyle = `margin:0 0 16px;font:16px/1.5 ${FONT};color:${COLOURS.ink};`;

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="${paragraphStyle}">${escapeHtml(block.text)}</p>`;
    case "item":
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ` +
        `style="margin:0 0 12px;border:1px solid ${COLOURS.rule};border-radius:6px;">` +
        `<tr><td style="padding:12px 16px;font:16px/1.5 ${FONT};color:${COLOURS.ink};">` +
        `<strong>${escapeHtml(block.title)}</strong>` +
        block.lines
          .map((line) => `<br><span style="color:${COLOURS.muted};">${escapeHtml(line)}</span>`)
          .join("") +
        `</td></tr></table>`
      );
    case "list":
      return (
        `<ul style="margin:0 0 16px;padding-left:20px;font:16px/1.5 ${FONT};color:${COLOURS.ink};">` +
        block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("") +
        `</ul>`
      );
    case "quote":
      return (
        `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${COLOURS.accent};` +
        `background:${COLOURS.page};font:16px/1.5 ${FONT};color:${COLOURS.ink};">` +
        block.text.split(/\r?\n/).map(escapeHtml).join("<br>") +
        `</blockquote>`
      );
    case "button":
      return (
        `<p style="margin:8px 0 20px;"><a href="${escapeHtml(block.url)}" ` +
        `style="display:inline-block;padding:12px 20px;background:${COLOURS.accent};` +
        `color:${COLOURS.onAccent};font:bold 16px/1.2 ${FONT};text-decoration:none;` +
        `border-radius:6px;">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font:13px/1.5 ${FONT};color:${COLOURS.muted};` +
        `word-break:break-all;">${escapeHtml(block.url)}</p>`
      );
  }
}

/** The HTML part. */
export function mailHtml(frame: MailFrame): string {
  const greeting = frame.firstName
    ? `<p style="${paragraphStyle}">Dear ${escapeHtml(frame.firstName)},</p>`
    : "";
  const footer = workshopLines()
    .map((line) => escapeHtml(line))
    .join("<br>");
  const unsubscribe = frame.unsubscribeUrl
    ? `<p style="margin:12px 0 0;font:13px/1.5 ${FONT};color:${COLOURS.muted};">` +
      `Do not want these e-mails about your repairs? ` +
      `<a href="${escapeHtml(frame.unsubscribeUrl)}" style="color:${COLOURS.accent};">` +
      `Turn them off</a>.</p>`
    : "";
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(frame.heading)}</title></head>` +
    `<body style="margin:0;padding:0;background:${COLOURS.page};">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ` +
    `style="background:${COLOURS.page};"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ` +
    `style="max-width:600px;background:${COLOURS.card};border:1px solid ${COLOURS.rule};` +
    `border-radius:8px;"><tr><td style="padding:28px 28px 8px;">` +
    `<p style="margin:0 0 4px;font:bold 14px/1.4 ${FONT};letter-spacing:1px;` +
    `text-transform:uppercase;color:${COLOURS.accent};">${escapeHtml(BUSINESS_INFO.name)}</p>` +
    `<h1 style="margin:0 0 20px;font:bold 22px/1.3 ${FONT};color:${COLOURS.ink};">` +
    `${escapeHtml(frame.heading)}</h1>` +
    greeting +
    frame.blocks.map(blockHtml).join("") +
    `<p style="${paragraphStyle}">Kind regards,<br>The ${escapeHtml(BUSINESS_INFO.name)} workshop</p>` +
    `</td></tr><tr><td style="padding:16px 28px 24px;border-top:1px solid ${COLOURS.rule};` +
    `font:13px/1.6 ${FONT};color:${COLOURS.muted};">${footer}${unsubscribe}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

/** Both parts of one frame. */
export function renderFrame(frame: MailFrame): { text: string; html: string } {
  return { text: mailText(frame), html: mailHtml(frame) };
}
