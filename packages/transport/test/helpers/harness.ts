import { readFileSync } from "node:fs";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import type { Bridge, BridgeOptions, Casing, Transport } from "@hostbridge/transport";

/** Every golden envelope fixture of protocol-types (the contract shared with the host simulator). */
export const FIXTURE_NAMES = [
  "admin-message",
  "admin-request",
  "admin-response-error",
  "admin-response",
  "dsr-message",
  "dsr-request",
  "dsr-response-error",
  "dsr-response",
  "svc-event-app-to-host",
  "svc-event-host-to-app",
  "svc-request",
  "svc-response-error",
  "svc-response-ok",
  "ui-message-bare",
  "ui-message",
] as const;

/** A wire envelope as a test sees it: every field any envelope kind may have, loosely typed. */
export interface Wire {
  type: string;
  id: string;
  request: { id: string; type: string; body?: unknown };
  response: { status: string; body?: unknown };
  body: { type: string; data?: unknown; body?: unknown } & Record<string, unknown>;
  error?: { message: string; code?: string; details?: unknown };
}

/** A golden fixture, parsed (a fresh copy each call). */
export function fixture(name: (typeof FIXTURE_NAMES)[number]): Wire {
  const url = new URL(
    `../../../protocol-types/test/fixtures/envelopes/${name}.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(url, "utf8")) as Wire;
}

/** Lets queued microtasks (memory-transport deliveries, promise chains) run; works under fake timers. */
export async function flush(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** A bridge wired to a scripted host over the in-memory pair. */
export interface Harness<C extends Casing> {
  bridge: Bridge<C>;
  appEnd: Transport;
  hostEnd: Transport;
  /** The next message the app sent to the host. */
  next(): Promise<Wire>;
  /** Every message the host received so far (consumed by `next`). */
  inbox: Wire[];
  /** Sends a message from the host to the app. */
  send(message: object): void;
}

export function setup<C extends Casing = "snake">(options: BridgeOptions<C> = {}): Harness<C> {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const inbox: Wire[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  hostEnd.listen((message) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else inbox.push(message as Wire);
  });
  const bridge = createBridge<C>({ ...options, transport: appEnd });
  return {
    bridge,
    appEnd,
    hostEnd,
    inbox,
    next: () =>
      inbox.length
        ? Promise.resolve(inbox.shift()!)
        : new Promise<Wire>((resolve) => waiters.push(resolve as (m: unknown) => void)),
    send: (message) => hostEnd.send(message),
  };
}

/** The SVC response a well-behaved host sends for a SVC request. */
export function svcResponse(request: Wire, status: "ok" | "error", body?: unknown): object {
  return {
    type: "SVC_RESPONSE",
    request: request.request,
    response: body === undefined ? { status } : { status, body },
  };
}
