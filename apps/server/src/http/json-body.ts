import { hasLoneSurrogate, LONE_SURROGATE_MESSAGE } from "@lo/domain";
import type { FastifyBodyParser } from "fastify";
import { MESSAGES, validationError } from "../errors";

/**
 * How deeply a JSON body may nest arrays and objects. The deepest payload of the API is 4
 * levels (a new repair request: the request, its lines, a line, the line's photos); 32 leaves
 * room for new payloads and keeps every walk over a parsed body (the request guards, zod) far
 * from the call stack's limit, which 120,000 nested arrays overflowed.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one pass over the raw text
 * counting the brackets outside strings, so nothing is parsed and nothing recurses. On text
 * that is not JSON the count means little, but such text is refused either way.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH)
        index += 1; // the escaped character cannot end the string
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The path (a.b.0.c) of the first string of a parsed body, a key or a value, that `holds`
 * something, if any. Recursive: only for bodies whose depth is already bounded.
 */
export function pathOfString(
  value: unknown,
  holds: (text: string) => boolean,
  path: string[] = [],
): string[] | undefined {
  if (typeof value === "string") return holds(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfString(item, holds, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found =
        pathOfString(item, holds, [...path, key]) ?? pathOfString(key, holds, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

// Raw UTF-8 cannot carry a lone surrogate (undecodable bytes become U+FFFD), only a \u escape
// can: a body without a \uD800-\uDFFF escape needs no walk.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * The text with each lone surrogate replaced by U+FFFD (String#toWellFormed, which the ES2023
 * library types lack): a path may name the offending key, and the answer must not echo it.
 */
function wellFormed(text: string): string {
  // Iterating a string yields code points: a lone surrogate comes out on its own.
  return Array.from(text, (char) => (hasLoneSurrogate(char) ? "\uFFFD" : char)).join("");
}

/**
 * The parser of every JSON body. Before anything reads the body it refuses, with 400, what
 * would otherwise fail deep inside a route: nesting past MAX_JSON_DEPTH (a walk over it
 * overflowed the stack) and a lone surrogate in any string or key (it cannot be stored; the
 * audit log's JSON refused it). An empty body reads as "no body" (a bodiless POST from the
 * SPA's client).
 */
export function jsonBodyParser(parseJson: FastifyBodyParser<string>): FastifyBodyParser<string> {
  return (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(validationError([{ path: "body", message: MESSAGES.nestedTooDeeply }]));
      return;
    }
    parseJson(request, body, (error: Error | null, value?: unknown) => {
      if (error) {
        done(error);
        return;
      }
      const path = SURROGATE_ESCAPE.test(body) ? pathOfString(value, hasLoneSurrogate) : undefined;
      if (path) {
        const named = path.length > 0 ? wellFormed(path.join(".")) : "body";
        done(validationError([{ path: named, message: LONE_SURROGATE_MESSAGE }]));
        return;
      }
      done(null, value);
    });
  };
}
