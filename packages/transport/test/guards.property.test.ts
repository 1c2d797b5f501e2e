import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGE_TYPES, UI_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import { createBridge } from "@hostbridge/transport";
import type { Transport, TransportListener } from "@hostbridge/transport";
import type { Wire } from "./helpers/harness";

// A transport that delivers synchronously, so a throw inside the bridge would surface here.
function directTransport() {
  const sent: Wire[] = [];
  let deliver: TransportListener = () => undefined;
  const transport: Transport = {
    send: (m) => void sent.push(m as Wire),
    listen: (fn) => {
      deliver = fn;
      return () => undefined;
    },
    close: () => undefined,
  };
  return { transport, sent, deliver: (value: unknown) => deliver(value) };
}

// The oracle, written independently of src/guards.ts: which inbound values may reach a handler.
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown) => typeof v === "string" && v.length > 0;
function expectedDelivery(
  v: unknown,
): { kind: "event" | "ui" | "admin" | "dsr"; type: string; payload: unknown } | undefined {
  if (!isRecord(v)) return undefined;
  if (v.type === "SVC_EVENT") {
    const r = v.request;
    if (isRecord(r) && nonEmpty(r.id) && nonEmpty(r.type))
      return { kind: "event", type: r.type as string, payload: r.body };
    // the platform's hosts send `event: { type, body }` (no id)
    const e = v.event;
    return isRecord(e) && nonEmpty(e.type)
      ? { kind: "event", type: e.type as string, payload: e.body }
      : undefined;
  }
  const kinds: Record<string, "ui" | "admin" | "dsr"> = {
    UI_MESSAGE: "ui",
    ADMIN_MESSAGE: "admin",
    DSR_MESSAGE: "dsr",
  };
  if (typeof v.type === "string" && Object.prototype.hasOwnProperty.call(kinds, v.type)) {
    const b = v.body;
    if (!nonEmpty(v.id) || !isRecord(b) || !nonEmpty(b.type)) return undefined;
    return {
      kind: kinds[v.type]!,
      type: b.type as string,
      payload: v.type === "UI_MESSAGE" ? b.body : b.data,
    };
  }
  if (
    (UI_MESSAGE_TYPES as readonly unknown[]).includes(v.type) &&
    Object.prototype.hasOwnProperty.call(v, "body")
  ) {
    return { kind: "ui", type: v.type as string, payload: v.body };
  }
  return undefined;
}

const ENVELOPE_TYPES = [
  ...Object.values(MESSAGE_TYPES),
  ...UI_MESSAGE_TYPES,
  "toString",
  "__proto__",
  "constructor",
  "",
];
const id = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constant(""),
  fc.integer(),
  fc.constant(undefined),
);
const body = fc.oneof(fc.anything({ maxDepth: 2 }), fc.constant(undefined));
// Values shaped like envelopes, with every field possibly wrong or missing.
const envelopeLike = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...ENVELOPE_TYPES), fc.anything({ maxDepth: 0 })),
    id,
    request: fc.oneof(
      fc.record(
        { id, type: fc.oneof(fc.string({ maxLength: 12 }), fc.integer()), body },
        { requiredKeys: [] },
      ),
      fc.anything({ maxDepth: 1 }),
    ),
    response: fc.oneof(
      fc.record({ status: fc.constantFrom("ok", "error", "", "OK"), body }, { requiredKeys: [] }),
      fc.anything({ maxDepth: 1 }),
    ),
    body: fc.oneof(
      fc.record(
        { type: fc.oneof(fc.string({ maxLength: 12 }), fc.constant(1)), data: body, body },
        { requiredKeys: [] },
      ),
      body,
    ),
    error: fc.oneof(
      fc.record({ message: fc.oneof(fc.string(), fc.integer()) }, { requiredKeys: [] }),
      fc.anything({ maxDepth: 1 }),
    ),
    // the platform wire's event form
    event: fc.oneof(
      fc.record(
        { type: fc.oneof(fc.string({ maxLength: 12 }), fc.integer()), body },
        { requiredKeys: [] },
      ),
      fc.anything({ maxDepth: 1 }),
    ),
  },
  { requiredKeys: [] },
);
// For a request of kind 0 (SVC), 1 (admin) or 2 (DSR): values close to its response (often right,
// sometimes with the wrong envelope type, request type, status or error), plus arbitrary envelope-likes.
const TYPES = ["ui_app_loaded", "admin_get_env", "dsr_get_env"];
const RESPONSES = ["SVC_RESPONSE", "ADMIN_RESPONSE", "DSR_RESPONSE"];
const responseLike = (kind: number) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .record({
          type: fc.oneof(
            { weight: 3, arbitrary: fc.constant(RESPONSES[kind]!) },
            fc.constantFrom(...RESPONSES, "PITCHER_RESPONSE", "SVC_EVENT", "ADMIN_MESSAGE"),
          ),
          withRequest:
            kind === 0
              ? fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false))
              : fc.boolean(),
          requestType: fc.oneof(
            { weight: 3, arbitrary: fc.constant(TYPES[kind]!) },
            fc.constantFrom(...TYPES, "other", 7),
          ),
          status: fc.constantFrom("ok", "error", "ok", "error", "maybe", undefined),
          error: fc.constantFrom(
            undefined,
            undefined,
            undefined,
            { message: "failed" },
            { message: 5 },
            "failed",
            null,
          ),
          body,
        })
        .map(({ type, withRequest, requestType, status, error, body: b }) => ({
          type,
          ...(withRequest ? { request: { id: "?", type: requestType } } : {}),
          ...(status === undefined ? {} : { response: { status, body: b } }),
          ...(error === undefined ? {} : { error }),
          body: b,
        })),
    },
    { weight: 1, arbitrary: envelopeLike },
  );
const inbound = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withMap: true, withSet: true }),
  envelopeLike,
);

describe("inbound guard (property-based)", () => {
  it("never throws, whatever arrives", () => {
    for (const casing of ["snake", "camel"] as const) {
      const { transport, deliver } = directTransport();
      const bridge = createBridge({
        transport,
        casing,
        logLevel: "debug",
        logger: { info() {}, debug() {}, warn() {} },
      });
      bridge.onEvent("*", () => undefined);
      fc.assert(
        fc.property(inbound, (value) => void deliver(value)),
        { numRuns: 1000 },
      );
      bridge.dispose();
    }
  });

  it("never settles an in-flight request with a response for another id", async () => {
    const { transport, sent, deliver } = directTransport();
    const bridge = createBridge({ transport });
    const settled: unknown[] = [];
    const requests = [
      bridge.request("ui_app_loaded"),
      bridge.requestAdmin("admin_get_env"),
      bridge.requestDsr("dsr_get_env"),
    ];
    for (const p of requests) {
      p.then(
        (v) => void settled.push(v),
        (e: unknown) => void settled.push(e),
      );
    }
    const ours = new Set(sent.map((m) => m.id ?? m.request.id));
    fc.assert(
      fc.property(inbound, (value) => {
        const v = value as Partial<Wire> | null;
        fc.pre(!ours.has(v?.id as string) && !ours.has(v?.request?.id as string));
        deliver(value);
      }),
      { numRuns: 1000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toEqual([]);
    expect(bridge.pendingCount).toBe(3);
    bridge.dispose();
    await Promise.allSettled(requests);
  });

  it("calls a handler exactly when the value is a well-formed host -> app event or message, with its payload", () => {
    const { transport, deliver } = directTransport();
    const bridge = createBridge({ transport });
    const calls: { kind: string; type: string; payload: unknown }[] = [];
    bridge.onEvent(
      "*",
      (payload, info) => void calls.push({ kind: "event", type: info.type, payload }),
    );
    for (const kind of ["ui", "admin", "dsr"] as const) {
      bridge.onMessage(
        kind,
        "*",
        (payload, message) => void calls.push({ kind: message.kind, type: message.type, payload }),
      );
    }
    let delivered = 0;
    fc.assert(
      fc.property(inbound, (value) => {
        calls.length = 0;
        deliver(value);
        const expected = expectedDelivery(value);
        if (expected) delivered++;
        expect(calls).toEqual(expected ? [expected] : []);
      }),
      { numRuns: 2000 },
    );
    bridge.dispose();
    // the generator must exercise both sides of the property
    expect(delivered).toBeGreaterThan(50);
    expect(delivered).toBeLessThan(1950);
  });

  it("settles a request only with a well-formed response of the right kind, id and type", async () => {
    const outcomes = { settled: 0, dropped: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 2).chain((kind) => fc.tuple(responseLike(kind), fc.constant(kind))),
        async ([value, kind]) => {
          const { transport, sent, deliver } = directTransport();
          const bridge = createBridge({ transport });
          const type = ["ui_app_loaded", "admin_get_env", "dsr_get_env"][kind]!;
          const call = [bridge.request, bridge.requestAdmin, bridge.requestDsr][kind]!(type);
          let settled = false;
          call.then(
            () => (settled = true),
            () => (settled = true),
          );
          const ourId: string = sent[0]!.id ?? sent[0]!.request.id;
          const v = value as Record<string, unknown> & { request?: unknown };
          // aim the generated value at our request
          if (isRecord(v.request)) v.request.id = ourId;
          else v.id = ourId;
          deliver(v);
          await Promise.resolve();
          await Promise.resolve();
          const wellFormed =
            kind === 0
              ? (v.type === "SVC_RESPONSE" || v.type === "PITCHER_RESPONSE") &&
                isRecord(v.request) &&
                v.request.type === type &&
                isRecord(v.response)
              : v.type === (kind === 1 ? "ADMIN_RESPONSE" : "DSR_RESPONSE") &&
                !isRecord(v.request) &&
                (v.error === undefined ||
                  (isRecord(v.error) && typeof v.error.message === "string"));
          expect(settled).toBe(wellFormed);
          outcomes[settled ? "settled" : "dropped"]++;
          bridge.dispose();
          await call.catch(() => undefined);
        },
      ),
      { numRuns: 1500 },
    );
    expect(outcomes.settled).toBeGreaterThan(20);
    expect(outcomes.dropped).toBeGreaterThan(20);
  });
});
