/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes from the wire are untyped on purpose */
// A scripted host on the host end of the in-memory transport pair, shared by the tests of ui-api,
// admin-api, dsr-api, peer-connectivity and sdk (imported by relative path).
import { readFileSync } from "node:fs";
import { createMemoryTransportPair } from "@hostbridge/transport";
import type { Transport } from "@hostbridge/transport";

/** The golden envelope fixtures of protocol-types (the contract shared with the host simulator). */
export type FixtureName =
  | "admin-message"
  | "admin-request"
  | "admin-response-error"
  | "admin-response"
  | "dsr-message"
  | "dsr-request"
  | "dsr-response-error"
  | "dsr-response"
  | "svc-event-app-to-host"
  | "svc-event-host-to-app"
  | "svc-request"
  | "svc-response-error"
  | "svc-response-ok"
  | "ui-message-bare"
  | "ui-message";

/** A golden fixture, parsed (a fresh copy each call). */
export function fixture(name: FixtureName): any {
  const url = new URL(
    `../../../protocol-types/test/fixtures/envelopes/${name}.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(url, "utf8"));
}

/**
 * The envelope skeleton: the same object with every leaf replaced by its kind and the contents of
 * payload positions (`request.body`, `response.body`, `body.data`, UI `body.body`) reduced to
 * "payload", so an envelope can be compared with a fixture of the same kind.
 */
export function skeleton(value: unknown, path = ""): unknown {
  if (/^(request\.body|response\.body|body\.data|body\.body)$/.test(path)) return "payload";
  if (path === "id" || path === "request.id")
    return typeof value === "string" ? "id" : typeof value;
  if (/^(type|request\.type|body\.type)$/.test(path)) return value;
  if (value === null || typeof value !== "object") return typeof value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      skeleton(v, path ? `${path}.${k}` : k),
    ]),
  );
}

/** A version-4 UUID, as the bridge makes message ids. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Lets queued microtasks (memory-transport deliveries, promise chains) run. */
export async function flush(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** Answers one request envelope: the reply body, or `undefined` to leave it unanswered. */
export type Responder = (envelope: any) => { body?: unknown; error?: unknown } | undefined;

/** A scripted host. */
export interface FakeHost {
  /** The app end: pass it as `transport` to useUi()/createBridge(). */
  transport: Transport;
  /** Every message the host received, in order. */
  received: any[];
  /** The next message the host receives (or the oldest not yet taken). */
  next(): Promise<any>;
  /** Sends a raw message to the app. */
  send(message: object): void;
  /** Answers `envelope` with status ok (SVC_ or PITCHER_RESPONSE, as asked) or a plain response (admin/DSR). */
  reply(envelope: any, body?: unknown): void;
  /** Answers `envelope` with an error: SVC status "error", or the admin/DSR `error` extension. */
  fail(envelope: any, error: { message: string; code?: string }): void;
  /** Pushes a UI message (`UI_MESSAGE` envelope) with this type and payload. */
  pushUi(type: string, body: unknown): void;
  /** Fires an event (`SVC_EVENT`) with this key and body. */
  emit(type: string, body?: unknown): void;
  /** Answers every later request automatically. */
  autoReply(responder: Responder): void;
}

/** The high-level request envelopes: the spec's, and the platform's (answered in the name asked in). */
const HIGH_LEVEL_REQUESTS = new Set(["SVC_REQUEST", "PITCHER_REQUEST"]);

let counter = 0;
const hostId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`;

/** Creates a scripted host over a fresh in-memory pair. */
export function createFakeHost(): FakeHost {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const received: any[] = [];
  const unread: any[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  let responder: Responder | undefined;

  const host: FakeHost = {
    transport: appEnd,
    received,
    next: () =>
      unread.length
        ? Promise.resolve(unread.shift())
        : new Promise((resolve) => waiters.push(resolve)),
    send: (message) => hostEnd.send(message),
    reply(envelope, body) {
      if (HIGH_LEVEL_REQUESTS.has(envelope.type)) {
        hostEnd.send({
          type: envelope.type.replace("_REQUEST", "_RESPONSE"),
          request: envelope.request,
          response: body === undefined ? { status: "ok" } : { status: "ok", body },
        });
      } else {
        hostEnd.send({
          id: envelope.id,
          type: envelope.type.replace("_REQUEST", "_RESPONSE"),
          body: body ?? null,
        });
      }
    },
    fail(envelope, error) {
      if (HIGH_LEVEL_REQUESTS.has(envelope.type)) {
        hostEnd.send({
          type: envelope.type.replace("_REQUEST", "_RESPONSE"),
          request: envelope.request,
          response: { status: "error", body: error },
        });
      } else {
        hostEnd.send({
          id: envelope.id,
          type: envelope.type.replace("_REQUEST", "_RESPONSE"),
          body: null,
          error,
        });
      }
    },
    pushUi: (type, body) =>
      hostEnd.send({ id: hostId(), type: "UI_MESSAGE", body: { type, body } }),
    emit: (type, body) =>
      hostEnd.send({
        type: "SVC_EVENT",
        request: body === undefined ? { id: hostId(), type } : { id: hostId(), type, body },
      }),
    autoReply(next) {
      responder = next;
    },
  };

  hostEnd.listen((message: any) => {
    received.push(message);
    const answer = responder?.(message);
    if (answer) {
      if (answer.error) host.fail(message, answer.error as { message: string });
      else host.reply(message, answer.body);
    }
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else unread.push(message);
  });
  return host;
}
