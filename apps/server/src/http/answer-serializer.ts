import { Readable } from "node:stream";
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/** Keywords that only validate: the answer is typed by its schema, the serialiser needs none. */
const VALIDATION_ONLY = new Set([
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "$schema",
]);

/**
 * The JSON Schema of an answer as the serialiser wants it, from the zod schema's own JSON
 * Schema (its output side, what the client receives):
 * - `required` is dropped: the serialiser would write required properties before the others,
 *   where zod's parse kept the schema's order (and a handler's answer is typed by the schema);
 * - `additionalProperties: false` is dropped: the serialiser writes only the declared
 *   properties anyway (as zod's parse stripped the others), and a union's branches are chosen
 *   by validating the data against them, where extra properties must not rule a branch out;
 * - keywords that only validate (patterns, bounds, formats) are dropped, so choosing a union's
 *   branch checks only what tells the branches apart (their types, `const` and `enum`);
 * - `anyOf: [X, {type: null}]` (zod's nullable) becomes X with "null" among its types, and an
 *   `anyOf` of plain strings (an enum or a literal) one string, which the serialiser writes
 *   directly instead of validating the data against each branch.
 */
export function serializableSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializableSchema);
  if (typeof schema !== "object" || schema === null) return schema;
  const entries = Object.entries(schema as JsonSchema)
    .filter(([key, value]) => !(key === "additionalProperties" && value === false))
    .filter(([key, value]) => !(key === "required" && Array.isArray(value)))
    .filter(([key, value]) => !VALIDATION_ONLY.has(key) || typeof value === "object")
    .map(([key, value]) => [key, serializableSchema(value)] as const);
  return plainUnion(Object.fromEntries(entries));
}

const isPlain = (branch: JsonSchema) =>
  typeof branch.type === "string" && !["object", "array"].includes(branch.type);

function plainUnion(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(branches)) return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  const other = branches.filter((branch) => branch.type !== "null");
  const single = other.length === 1 ? other[0] : undefined;
  if (single && branches.length === 2 && typeof single.type === "string" && !single.anyOf) {
    return { ...rest, ...single, type: [single.type, "null"] };
  }
  const types = new Set(branches.map((branch) => branch.type));
  const [type] = types;
  if (types.size === 1 && branches.every(isPlain)) return { ...rest, type };
  return schema;
}

/** The zod schema's answer as JSON Schema (what the OpenAPI document also shows). */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "output",
    target: "draft-7",
    unrepresentable: "throw",
  }) as JsonSchema;
}

/**
 * An answer's JSON in pieces: one piece, or for a long list, pieces of about CHUNK characters.
 * A string of more than 128 kB is a "large object" to V8: making one flat (to measure it and
 * write it) takes fresh memory every time, about 1 ms per 300 kB on this machine, where
 * pieces below that size come from reused memory.
 */
export type AnswerChunks = (data: unknown) => string[];

const CHUNK = 64 * 1024;

/** The schema of a list's items, with the definitions its references may point to. */
function itemSchemaOf(json: JsonSchema): JsonSchema | undefined {
  const items = json.items;
  if (json.type !== "array" || typeof items !== "object" || items === null) return undefined;
  const { $defs, definitions } = json;
  return {
    ...(items as JsonSchema),
    ...($defs === undefined ? {} : { $defs }),
    ...(definitions === undefined ? {} : { definitions }),
  };
}

function compileChunks(schema: z.ZodType): AnswerChunks {
  const json = serializableSchema(answerJsonSchema(schema)) as JsonSchema;
  const whole = fastJson(json) as Serialize;
  const itemSchema = itemSchemaOf(json);
  if (!itemSchema) return (data) => [whole(data)];
  const item = fastJson(itemSchema) as Serialize;
  return (data) => {
    if (!Array.isArray(data)) return [whole(data)];
    const chunks: string[] = [];
    let chunk = "[";
    data.forEach((value, index) => {
      if (index > 0) chunk += ",";
      chunk += item(value);
      if (chunk.length >= CHUNK) {
        chunks.push(chunk);
        chunk = "";
      }
    });
    chunks.push(`${chunk}]`);
    return chunks;
  };
}

const compiled = new WeakMap<object, AnswerChunks>();

/** The answer's JSON in pieces, by the serialiser compiled once from its schema. */
export function answerChunksOf(schema: z.ZodType): AnswerChunks {
  let chunks = compiled.get(schema);
  if (!chunks) {
    chunks = compileChunks(schema);
    compiled.set(schema, chunks);
  }
  return chunks;
}

/** One piece is the payload itself; several are written one after another (chunked). */
export function answerPayload(chunks: string[]): string | Readable {
  return chunks.length === 1 ? (chunks[0] as string) : Readable.from(chunks);
}

/**
 * Fastify's serialiser compiler for the routes' zod answer schemas: each schema compiled once
 * into a fast-json-stringify function (Fastify's own serialiser) from its JSON Schema, instead
 * of a zod parse of every answer followed by JSON.stringify. The bytes are the same
 * (test/answer-serializer.test.ts compares them on the calls of requirements §7); a handler's
 * answer is typed by the same schema, so the parse's check at run time is not repeated. A long
 * list is written item by item in pieces (see AnswerChunks).
 * See docs/decisions/079-answers-serialised-from-compiled-schemas.md.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const chunks = answerChunksOf(schema);
  // Fastify accepts a stream from a serialiser; its type says string.
  return (data) => answerPayload(chunks(data)) as string;
};
