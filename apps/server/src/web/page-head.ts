import { SITE_NAME, type PageHead } from "@lo/domain";
import { escapeHtml } from "../http/html";

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/**
 * index.html as a public page's own (design §12, decision 059): its <title> and description in
 * place of the site's general ones, and the Open Graph and Twitter tags a chat's preview reads
 * (it runs no script), with absolute addresses on `publicUrl` (PUBLIC_URL).
 */
export function injectPageHead(html: string, head: PageHead, publicUrl: string): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta("name", "description", head.description);
  const image = head.image === undefined ? undefined : `${publicUrl}${head.image}`;
  const tags = [
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:type", head.type),
    meta("property", "og:url", `${publicUrl}${head.path}`),
    ...(image === undefined ? [] : [meta("property", "og:image", image)]),
    meta("name", "twitter:card", image === undefined ? "summary" : "summary_large_image"),
  ];
  let page = TITLE.test(html) ? html.replace(TITLE, () => title) : html;
  page = DESCRIPTION.test(page)
    ? page.replace(DESCRIPTION, () => description)
    : page.replace("</head>", () => `  ${description}\n  </head>`);
  const block = tags.join("\n    ");
  return page.includes("</head>")
    ? page.replace("</head>", () => `  ${block}\n  </head>`)
    : block + page;
}
