// docs/api.md and docs/openapi.json are generated (scripts/api-docs.mjs): this fails when either
// is stale against the server's routes or docs/api-notes.md. Run by `npm test`
// (test:api-docs); on its own:
//   node --test scripts/api-docs.test.mjs
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { generatedFiles, openApiDocument, root } from "./api-docs.mjs";
import { renderApiDocs } from "./api-docs/render.mjs";

test("docs/openapi.json and docs/api.md are what npm run docs:api writes", async () => {
  const files = await generatedFiles(await openApiDocument());
  for (const [file, expected] of files) {
    const current = await readFile(file, "utf8");
    assert.ok(current === expected, `${path.relative(root, file)} is stale: run npm run docs:api`);
  }
});

const tinyDocument = {
  paths: {
    "/lifetime-outfitter/health": {
      get: { tags: ["health"], summary: "Up", "x-access": "public", responses: { 200: {} } },
    },
  },
};

test("a note about a call the API does not have stops the page", () => {
  assert.throws(
    () => renderApiDocs(tinyDocument, "Intro.\n\n### GET /gone\n\nOld words.\n"),
    /GET \/gone/,
  );
  assert.throws(() => renderApiDocs(tinyDocument, "## nothing\n\nProse.\n"), /nothing/);
});

test("notes land under their call, after its summary and access", () => {
  const page = renderApiDocs(tinyDocument, "Intro.\n\n### GET /health\n\nAnswers ok.\n");
  assert.match(page, /### `GET \/health`\n\nUp\.\n\nAccess: public\.\n\nAnswers ok\./);
});
