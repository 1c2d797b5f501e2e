// expectSent: the app sent these requests and events, in this order, each valid by its schema.
import { isRecord } from "@hostbridge/protocol-types";
import { HostBridgeKitError } from "./errors";
import type { KitEvent, KitRequest } from "./pageApi";
import { shortJson } from "@hostbridge/host-simulator/frame";
import { sleep } from "./sleep";

/** One message the test expects the app to send. */
export interface ExpectedMessage {
  /** The operation type or event key. */
  type: string;
  /** Only a request, or only an event. Default: either. */
  kind?: "request" | "event" | undefined;
  /** Fields the payload (or event body) must have, compared deeply; other fields may be there too. */
  payload?: unknown;
}

interface SentMessage {
  kind: "request" | "event";
  type: string;
  data: unknown;
  valid: boolean;
  issues: string[];
  at: number;
}

/** Whether `actual` has every field of `expected` (objects: key by key; anything else: equal). */
export function containsFields(actual: unknown, expected: unknown): boolean {
  if (isRecord(expected)) {
    return (
      isRecord(actual) &&
      Object.entries(expected).every(([key, value]) => containsFields(actual[key], value))
    );
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}

const describe = (message: ExpectedMessage) =>
  `${message.kind ?? "message"} ${message.type}${message.payload === undefined ? "" : ` with ${shortJson(message.payload)}`}`;

/** The sent messages, requests and events together, oldest first. */
export function sentMessages(
  requests: readonly KitRequest[],
  events: readonly KitEvent[],
): SentMessage[] {
  return [
    ...requests.map((r) => ({
      kind: "request" as const,
      type: r.type,
      data: r.payload,
      valid: r.valid,
      issues: r.issues,
      at: r.at,
    })),
    ...events.map((e) => ({
      kind: "event" as const,
      type: e.type,
      data: e.body,
      valid: e.valid,
      issues: e.issues,
      at: e.at,
    })),
  ].sort((a, b) => a.at - b.at);
}

/** The problem with `sent` against `expected`, or `undefined` when the app sent it all, in order, valid. */
export function sentProblem(
  sent: readonly SentMessage[],
  expected: readonly ExpectedMessage[],
): string | undefined {
  let from = 0;
  for (const [index, want] of expected.entries()) {
    const found = sent.findIndex(
      (message, at) =>
        at >= from &&
        message.type === want.type &&
        (want.kind === undefined || message.kind === want.kind) &&
        (want.payload === undefined || containsFields(message.data, want.payload)),
    );
    if (found === -1) {
      const earlier = sent.slice(0, from).some((message) => message.type === want.type);
      return `expected #${index + 1}, ${describe(want)}, was not sent${earlier ? " after the one before it (it came earlier: check the order)" : ""}`;
    }
    const message = sent[found]!;
    if (!message.valid)
      return `expected #${index + 1}, ${message.kind} ${message.type}, was sent but breaks its schema: ${message.issues.join("; ")}`;
    from = found + 1;
  }
  return undefined;
}

/** Polls the app's traffic until `expected` was sent (in order, valid) or `timeout` passes; then throws a readable error with everything the app sent. */
export async function expectSentInOrder(
  read: () => Promise<{ requests: KitRequest[]; events: KitEvent[] }>,
  expected: readonly (string | ExpectedMessage)[],
  timeout: number,
): Promise<void> {
  const wanted = expected.map((item) => (typeof item === "string" ? { type: item } : item));
  const started = Date.now();
  for (;;) {
    const { requests, events } = await read();
    const sent = sentMessages(requests, events);
    const problem = sentProblem(sent, wanted);
    if (!problem) return;
    if (Date.now() - started > timeout) {
      const lines = sent.map(
        (m, i) =>
          `  ${i + 1}. ${m.kind} ${m.type} ${m.valid ? "(valid)" : `(INVALID: ${m.issues.join("; ")})`} ${shortJson(m.data, 100)}`,
      );
      throw new HostBridgeKitError(
        "WAIT_TIMEOUT",
        `the app did not send what the test expects within ${timeout} ms: ${problem}.\nExpected, in order: ${wanted.map(describe).join(", ")}\nThe app sent, in order:\n${lines.join("\n") || "  nothing"}`,
        [problem],
      );
    }
    await sleep(50);
  }
}
