// docs/api.md from the OpenAPI document and the hand-written notes (docs/api-notes.md).
// A small renderer of our own rather than widdershins or openapi-to-md: see scripts/api-docs.mjs.
import { constraintsOf, typeOf } from "./shapes.mjs";

export const API_PREFIX = "/lifetime-outfitter";
const METHODS = ["get", "post", "put", "patch", "delete"];

const ACCESS_WORDS = {
  public: "public",
  signedIn: "signed-in (any role)",
  admin: "admin",
  customer: "customer (an admin gets 403)",
};

/** How docs/api.md and the notes name an operation: `POST /users/login`. */
export function operationKey(method, path) {
  const inApi = path.startsWith(`${API_PREFIX}/`);
  const short = inApi ? path.slice(API_PREFIX.length) : path;
  return `${method.toUpperCase()} ${short}${inApi ? "" : " (site root)"}`;
}

function accessText(operation) {
  const access = operation["x-access"];
  let text = "public";
  if (typeof access === "string") text = ACCESS_WORDS[access] ?? access;
  else if (access?.own)
    text = `own: the person whose ID number is \`{${access.own}}\`, or an admin`;
  else if (access?.ownBody)
    text = `own: the person whose ID number is \`${access.ownBody}\`, or an admin`;
  if (operation["x-pending-password-allowed"]) text += "; also while a password change is pending";
  return text;
}

/**
 * The notes: a preamble (the page's introduction), `## tag` sections of prose about a group of
 * calls, and `### METHOD /path` notes about one call.
 */
export function parseNotes(text) {
  const notes = { preamble: [], tags: new Map(), operations: new Map() };
  let current = notes.preamble;
  for (const line of text.replace(/^<!--[\s\S]*?-->\n+/, "").split("\n")) {
    const tag = /^## (.+)$/.exec(line);
    const operation = /^### (.+)$/.exec(line);
    if (tag || operation) {
      current = [];
      const [map, name] = tag ? [notes.tags, tag[1]] : [notes.operations, operation[1]];
      if (map.has(name)) throw new Error(`docs/api-notes.md names ${name} twice`);
      map.set(name, current);
    } else {
      current.push(line);
    }
  }
  const trim = (lines) => lines.join("\n").trim();
  return {
    preamble: trim(notes.preamble.filter((line) => !line.startsWith("# "))),
    tags: new Map([...notes.tags].map(([name, lines]) => [name, trim(lines)])),
    operations: new Map([...notes.operations].map(([name, lines]) => [name, trim(lines)])),
  };
}

function operationsByTag(document) {
  const byTag = new Map();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "other";
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push({ key: operationKey(method, path), operation });
    }
  }
  for (const list of byTag.values()) list.sort((a, b) => a.key.localeCompare(b.key));
  return byTag;
}

const cell = (text) => String(text).replaceAll("|", "\\|").replaceAll("\n", " ");

function parametersTable(operation, document) {
  const parameters = operation.parameters ?? [];
  if (parameters.length === 0) return [];
  const rows = parameters.map((parameter) => {
    const type = typeOf(parameter.schema, document).replace(/\s+/g, " ");
    const required = parameter.in === "path" || parameter.required ? "yes" : "no";
    const notes = [parameter.description, constraintsOf(parameter.schema, document)];
    const text = notes.filter(Boolean).join("; ");
    return `| \`${parameter.name}\` | ${parameter.in} | \`${cell(type)}\` | ${required} | ${cell(text)} |`;
  });
  return [
    "| parameter | in | type | required | notes |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ];
}

function typeBlock(name, schema, document) {
  return ["```ts", `type ${name} = ${typeOf(schema, document)};`, "```", ""];
}

function answers(operation, document) {
  const lines = [];
  const errors = [];
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (status.startsWith("4") || status.startsWith("5")) {
      errors.push(status);
      continue;
    }
    const json = response.content?.["application/json"]?.schema;
    if (json) {
      lines.push(`Answer ${status}:`, "", ...typeBlock(`Answer${status}`, json, document));
    } else {
      lines.push(`Answer ${status}: not JSON (see the notes above).`, "");
    }
  }
  if (errors.length > 0) {
    lines.push(`Errors: ${errors.join(", ")} (the status table at the top says when).`, "");
  }
  return lines;
}

function renderOperation({ key, operation }, notes, document) {
  const lines = [`### \`${key}\``, ""];
  if (operation.summary) lines.push(`${operation.summary}.`.replace(/\.\.$/, "."), "");
  lines.push(`Access: ${accessText(operation)}.`, "");
  const note = notes.operations.get(key);
  if (note) lines.push(note, "");
  lines.push(...parametersTable(operation, document));
  const body = operation.requestBody?.content?.["application/json"]?.schema;
  if (body) lines.push("Body:", "", ...typeBlock("Body", body, document));
  lines.push(...answers(operation, document));
  return lines;
}

const title = (tag) => tag.charAt(0).toUpperCase() + tag.slice(1);

/** The whole of docs/api.md (before prettier lays it out). */
export function renderApiDocs(document, notesText) {
  const notes = parseNotes(notesText);
  const byTag = operationsByTag(document);
  const known = new Set([...byTag.values()].flat().map(({ key }) => key));
  const unknownNotes = [...notes.operations.keys()].filter((key) => !known.has(key));
  const unknownTags = [...notes.tags.keys()].filter((tag) => !byTag.has(tag));
  if (unknownNotes.length > 0 || unknownTags.length > 0) {
    throw new Error(
      `docs/api-notes.md names calls or groups the API does not have: ${[...unknownNotes, ...unknownTags].join(", ")}`,
    );
  }
  const tags = [
    ...notes.tags.keys(),
    ...[...byTag.keys()].filter((tag) => !notes.tags.has(tag)).sort(),
  ];
  const lines = [
    "<!-- Generated by `npm run docs:api` from the OpenAPI document (docs/openapi.json) and",
    "docs/api-notes.md: edit the route schemas or the notes, never this file. -->",
    "",
    "# HTTP API",
    "",
    notes.preamble,
    "",
    "The calls, by group:",
    "",
    ...tags.map(
      (tag) =>
        `- [${title(tag)}](#${tag}): ${byTag.get(tag).length} call${byTag.get(tag).length === 1 ? "" : "s"}`,
    ),
    "",
  ];
  for (const tag of tags) {
    lines.push(`## ${title(tag)}`, "");
    if (notes.tags.get(tag)) lines.push(notes.tags.get(tag), "");
    for (const entry of byTag.get(tag)) lines.push(...renderOperation(entry, notes, document));
  }
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
