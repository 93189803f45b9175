import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { answerChunksOf, answerPayload } from "../src/http/answer-serializer";

/** One answer serialised both ways: the route, and whether the bytes were the same. */
export interface ComparedAnswer {
  method: string;
  url: string;
  status: string;
  same: boolean;
}

/** Every answer compared in this test file, in order. */
export const comparedAnswers: ComparedAnswer[] = [];

/**
 * The server's serialiser (compiled from each answer's schema) beside zod's parse and
 * JSON.stringify, which served every answer before: each answer is serialised both ways, and
 * one whose bytes differ, or that zod refuses, fails the call (500) so the test that made it
 * fails. Every test app uses it, so the whole suite checks the bytes of every answer it reads.
 */
export const comparingSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const compiled = answerChunksOf(route.schema);
  const parsed = zodSerializerCompiler(route);
  const { method, url } = route;
  const status = String(route.httpStatus);
  return (data) => {
    const before = parsed(data);
    const chunks = compiled(data);
    const answer = chunks.join("");
    const same = answer === before;
    comparedAnswers.push({ method, url, status, same });
    if (!same) {
      throw new Error(`${method} ${url} ${status}: ${answer} differs from zod's ${before}`);
    }
    return answerPayload(chunks) as string;
  };
};
