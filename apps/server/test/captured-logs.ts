import { Writable } from "node:stream";
import Fastify from "fastify";
import { logSerializers } from "../src/http/log-serializers";

/**
 * A bare Fastify app logging at `level` through the app's log serializers; `logged()` is
 * everything it has written so far.
 */
export function appWithCapturedLogs(level: "info" | "error") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level, stream, serializers: logSerializers } });
  return { app, logged: () => lines.join("") };
}
