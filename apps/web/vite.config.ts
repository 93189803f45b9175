/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { constants, type InputType } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

const apiServer = "http://127.0.0.1:8080";

/**
 * Puts the app's one style sheet into index.html: the first paint then waits for one request,
 * not two (on a slow phone network, a round trip less). A disabled link to the same file stays
 * in the page: browsers do not fetch it, and Vite's chunk loader, which adds the style sheet
 * of a lazy page unless the page already links it, sees it there and adds nothing.
 */
function inlineEntryCss(): Plugin {
  return {
    name: "lo-inline-entry-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") return;
      let source = String(html.source);
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== "asset" || !fileName.endsWith(".css")) continue;
        const link = `<link rel="stylesheet" crossorigin href="/${fileName}">`;
        source = source.replace(
          link,
          () => `<style>${String(file.source)}</style>\n    ${link.replace(">", " disabled>")}`,
        );
      }
      html.source = source;
    },
  };
}

/**
 * Lets the bundler drop the React Router components the app does not use (`Form` and the
 * helpers only it needs: 1.4 kB gzipped on every page). React Router creates `Link`, `NavLink`
 * and `Form` with a top-level `forwardRef(…)` followed by a `displayName` assignment, and either
 * one counts as a side effect, so they are kept whether used or not. This marks the calls pure
 * and drops the assignments (names for React's developer tools only), as the open upstream
 * pull request remix-run/react-router#15299 does; once it lands this plugin changes nothing.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: "lo-react-router-tree-shaking",
    apply: "build",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        return {
          code: code
            .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, "")
            .replace(/= (React\d*\.forwardRef\()/g, "= /* @__PURE__ */ $1"),
          map: null,
        };
      },
    },
  };
}

/**
 * Builds with React Router's production files. Its package.json points every import at
 * dist/development (an upstream stop-gap, remix-run/react-router#14102), whose warnings for
 * developers are switched on and ship to every visitor; dist/production is the same version
 * with them switched off. The dev server and the tests keep the development files.
 */
function reactRouterProduction(): Plugin {
  return {
    name: "lo-react-router-production",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "react-router") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.replace(
        /([\\/]react-router[\\/]dist[\\/])development([\\/])/,
        "$1production$2",
      );
    },
  };
}

/** The public pages, each in a chunk of its own (/repairs: a visitor's page). */
const PAGE_MODULES: Record<string, string> = {
  "/": "src/features/home/home-page.tsx",
  "/products": "src/features/catalogue/products-page.tsx",
  "/contact": "src/features/contact/contact-page.tsx",
  "/login": "src/features/auth/login-page.tsx",
  "/repairs": "src/features/warranty/repairs-info-page.tsx",
};

/**
 * Writes page-preloads.json: for each page above, the chunks it needs beyond the first file.
 * The server names them in that page's HTML (modulepreload), so they download beside the app's
 * script instead of after it has run, a round trip sooner on a phone network (decision 049).
 */
function pagePreloads(): Plugin {
  return {
    name: "lo-page-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const preloads: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(PAGE_MODULES)) {
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/apps/web/${module}`));
        if (!page) throw new Error(`${module} (${path}) is no longer a chunk of its own`);
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (loaded.has(fileName) || files.has(fileName)) return;
          files.add(fileName);
          for (const next of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            add(next);
          }
        };
        add(page.fileName);
        preloads[path] = [...files].map((fileName) => `/${fileName}`);
      }
      this.emitFile({
        type: "asset",
        fileName: "page-preloads.json",
        source: JSON.stringify(preloads),
      });
    },
  };
}

const PUBLIC_PARTS =
  /(src[\\/](lib[\\/]use-document-title|components[\\/](eyebrow|button-link)|features[\\/]catalogue[\\/]components[\\/]no-image)\.tsx?|domain[\\/]src[\\/]catalogue-photo\.ts|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|shield-check|message-square)\.mjs)$/;

/**
 * What the catalogue piece's dialog brings: its own parts, and the overlay parts it shares
 * with the app's other dialogs (which then load this small file too).
 */
const PIECE_DIALOG_PARTS =
  /(src[\\/](features[\\/]catalogue[\\/]components[\\/](product-dialog|photo-carousel)|components[\\/]ui[\\/](light-dialog|overlay-styles|return-focus))\.tsx?|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-left|chevron-right|x)\.mjs)$/;

/**
 * gzip by Zopfli: ordinary gzip that every browser reads, about 3.5 % smaller than zlib's best,
 * for the price of a few seconds per build (decision 080).
 */
async function zopfliGzip(input: InputType): Promise<Buffer> {
  const bytes =
    typeof input === "string"
      ? input
      : ArrayBuffer.isView(input)
        ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
        : new Uint8Array(input);
  return Buffer.from(await gzipAsync(bytes, { numiterations: 5 }));
}

const FORM_PARTS =
  /src[\\/](components[\\/]ui[\\/](field|label|form-message|input|textarea|spinner)|lib[\\/](public-form|form-errors))\.tsx?$/;

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    reactRouterTreeShaking(),
    react(),
    tailwindcss(),
    inlineEntryCss(),
    pagePreloads(),
    // .br and .gz beside each text file, at the strongest settings since it happens once per
    // build; the server sends them as they are (preCompressed). index.html is compressed by
    // the server itself, as it may add the API key tag to it.
    compression({
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm(zopfliGzip),
      ],
      exclude: [/\.html$/],
      logLevel: "silent",
    }),
  ],
  build: {
    // Every browser the app supports preloads modules itself (Safari since 17): no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first page needs, in one file: React, React Router and the app's shell
            // would otherwise come as five, each with its own imports and exports.
            { name: "app", tags: ["$initial"] },
            // The few small parts several public pages share, in one file rather than each in
            // a file of its own that every one of those pages would ask for.
            { name: "public-parts", test: PUBLIC_PARTS },
            { name: "piece-dialog", test: PIECE_DIALOG_PARTS },
            // The parts every form is made of, in one file rather than seven small ones.
            { name: "form-parts", test: FORM_PARTS },
          ],
        },
      },
    },
  },
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      "/lifetime-outfitter": { target: apiServer, changeOrigin: false },
      "/api": { target: apiServer, changeOrigin: false },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./test/setup.ts"],
    css: false,
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // A page test renders a whole route in jsdom: on a 2-core CI machine running the server's
    // tests beside it, one may take longer than vitest's default 5 s without being wrong.
    testTimeout: 45_000,
    // As many files at once as the machine has cores; Vitest's default leaves one idle.
    maxWorkers: availableParallelism(),
  },
});
