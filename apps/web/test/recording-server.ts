import { fakeServer } from "./render";

/** One request the app sent: its address, method and JSON body (undefined when it had none). */
export type RecordedCall = { url: URL; href: string; method: string; body: unknown };

/** A request as tests that compare the address as sent (a string) keep it. */
export type SentCall = { url: string; method: string; body: unknown };

type Answer = { status: number; body?: unknown };

/** Keeps the address as the app wrote it rather than parsed. */
export const asSent = ({ href, method, body }: RecordedCall): SentCall => ({
  url: href,
  method,
  body,
});

/**
 * A fakeServer that writes down every request (as `keep` returns it) before `answer` replies
 * to it, so a test can check what was sent, e.g. that nothing was POSTed before confirming.
 */
export function recordRequests<C = RecordedCall>(
  answer: (call: RecordedCall) => Answer,
  keep: (call: RecordedCall) => C = (call) => call as C,
) {
  const calls: C[] = [];
  const fetchMock = fakeServer((href, init) => {
    const call: RecordedCall = {
      url: new URL(href, "http://localhost"),
      href,
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(keep(call));
    return answer(call);
  });
  return { calls, fetchMock };
}
