import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { publicPageHead } from "@lo/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SERVER_DIR } from "../server-dir";
import { chooseEncoding, compressPage, type CompressedPage } from "./compressed-page";
import { escapeHtml } from "../http/html";
import { injectPageHead } from "./page-head";
import { injectPreloads, pagePath, readPagePreloads, type PagePreloads } from "./page-preloads";

/** apps/web/dist, found from the server's own folder so it can be started from any directory. */
export const DEFAULT_WEB_DIST = join(SERVER_DIR, "../web/dist");

export const NOT_BUILT_MESSAGE = "The web app has not been built yet: run npm run build.";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The SPA reads the API key from this tag (the key is not a secret from the page's users). */
export function injectApiKey(html: string, apiKey: string | undefined): string {
  if (!apiKey) return html;
  const tag = `<meta name="lo-api-key" content="${escapeHtml(apiKey)}">`;
  return html.includes("</head>") ? html.replace("</head>", `  ${tag}\n  </head>`) : tag + html;
}

/**
 * Pages that hold a private token (a request's tracking page, a product's verify page, a
 * confirm-email or set-password link): never indexed (the page itself holds no secret: it is
 * the app, revalidated).
 */
export function isPrivateLinkPage(url: string): boolean {
  return /^\/((track|verify|transfer)(\/|$)|(confirm-email|set-password)\/?$)/.test(
    url.split("?")[0] ?? "",
  );
}

const NOINDEX_TAG = '<meta name="robots" content="noindex, nofollow">';

/** index.html with the robots tag, for the private-link pages (before any script runs). */
export function injectNoindex(html: string): string {
  return html.includes("</head>")
    ? html.replace("</head>", `  ${NOINDEX_TAG}\n  </head>`)
    : NOINDEX_TAG + html;
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const accept = request.headers.accept;
  if (accept && !accept.includes("text/html") && !accept.includes("*/*")) return false;
  // /logo.png that does not exist is a missing file, not a client-side route.
  const lastSegment = request.url.split("?")[0]?.split("/").pop() ?? "";
  return !lastSegment.includes(".");
}

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, any other file is
 * revalidated, and every other page address gets index.html (history fallback) so the client
 * router decides. index.html itself is never served raw because it may need the API key tag.
 * Files go out as the build's .br or .gz sibling when the client accepts it; index.html is
 * compressed here, once per variant, after the tags are added: the API key, the robots tag on a
 * private link's page, a public page's title, description and Open Graph tags (page-head.ts)
 * and the scripts it needs (page-preloads.ts).
 */
export function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; apiKey: string | undefined; publicUrl: string },
): { fallback: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> } {
  const { webDist, apiKey, publicUrl } = options;
  const indexPath = join(webDist, "index.html");
  const assetsDir = join(webDist, "assets") + sep;
  const indexPages = new Map<string, CompressedPage>();
  let preloads: Promise<PagePreloads> | undefined;
  let warned = false;

  if (existsSync(webDist)) {
    app.register(fastifyStatic, {
      root: webDist,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // Directories and index.html go to the fallback, which adds the API key tag.
      allowedPath: (pathName) => !pathName.endsWith("/") && pathName !== "/index.html",
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(assetsDir);
        // Vite names files under assets/ by content hash: they can be cached for good.
        reply.header("cache-control", hashed ? IMMUTABLE : "no-cache");
      },
      schemaHide: true,
    });
  }

  /** index.html as a page is served: the public or the noindex variant, with its preloads. */
  async function loadIndex(
    variant: "public" | "noindex",
    url: string,
  ): Promise<CompressedPage | undefined> {
    preloads ??= readPagePreloads(webDist);
    const path = pagePath(url);
    const head = variant === "public" ? publicPageHead(path) : undefined;
    // A catalogue piece's page is the catalogue's, with the piece open.
    const scriptsOf = head?.type === "product" ? "/products" : path;
    const scripts = variant === "public" ? ((await preloads).get(scriptsOf) ?? []) : [];
    const key = scripts.length > 0 || head !== undefined ? `${variant} ${path}` : variant;
    const known = indexPages.get(key);
    if (known !== undefined) return known;
    try {
      let html = injectApiKey(await readFile(indexPath, "utf8"), apiKey);
      if (variant === "noindex") html = injectNoindex(html);
      if (head !== undefined) html = injectPageHead(html, head, publicUrl);
      const page = compressPage(injectPreloads(html, scripts));
      indexPages.set(key, page);
      return page;
    } catch {
      return undefined;
    }
  }

  return {
    /** Answers a page request with index.html (or the not-built page); false if not a page. */
    async fallback(request, reply) {
      if (!wantsHtml(request)) return false;
      const privateLink = isPrivateLinkPage(request.url);
      if (privateLink) reply.header("x-robots-tag", "noindex, nofollow");
      const page = await loadIndex(privateLink ? "noindex" : "public", request.url);
      if (page === undefined) {
        if (!warned) {
          warned = true;
          request.log.warn(`${NOT_BUILT_MESSAGE} (looked in ${webDist})`);
        }
        await reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .header("cache-control", "no-store")
          .send(NOT_BUILT_MESSAGE);
        return true;
      }
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .header("vary", "accept-encoding")
        .header("etag", page.etag);
      // The page carries the app's styles (about 15 kB): a revalidation should not resend it.
      const known = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim());
      if (known?.includes(page.etag) || known?.includes("*")) {
        await reply.code(304).send();
        return true;
      }
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      await reply.code(200).send(page[encoding]);
      return true;
    },
  };
}
