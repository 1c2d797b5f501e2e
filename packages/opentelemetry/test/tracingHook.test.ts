// The OpenTelemetry adapter, against the real SDK's in-memory exporter: a span per request with its
// attributes and error, span events for pushes and host events, the start-up as its own span, and
// no credential of the environment in anything exported.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { context, SpanStatusCode, trace, TraceFlags } from "@opentelemetry/api";
import type { Tracer } from "@opentelemetry/api";
import { createTraceState } from "@opentelemetry/api";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { createBridge, createMemoryTransportPair, WIRE_PROBE_TIMEOUT } from "@hostbridge/transport";
import type { HostBridgeError } from "@hostbridge/transport";
import { createTracingHook, HOSTBRIDGE_ATTRIBUTES as A } from "@hostbridge/opentelemetry";
import type { TracingHookOptions } from "@hostbridge/opentelemetry";
import {
  answerFrame,
  decodePostRobotFrame,
  isPostRobotRequest,
} from "@hostbridge/protocol-types/wire";
import type { PostRobotRequest } from "@hostbridge/protocol-types";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import credentialEnv from "../../transport/test/fixtures/credential-env.json";

let exporter: InMemorySpanExporter;
let provider: BasicTracerProvider;

beforeAll(() => {
  context.disable();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterAll(() => {
  context.disable();
});
beforeEach(() => {
  vi.useFakeTimers({ now: 5_000_000 });
  exporter = new InMemorySpanExporter();
  provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await provider.shutdown();
});

/** A bridge traced by the adapter, and a scripted host on the other end of an in-memory pair. */
function traced(timeout?: number, options: TracingHookOptions = {}, bridgeOptions = {}) {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const requests: { request: { id: string; type: string } }[] = [];
  hostEnd.listen((m) => void requests.push(m as (typeof requests)[number]));
  const hook = createTracingHook({ tracerProvider: provider, ...options });
  const bridge = createBridge({ transport: appEnd, onActivity: hook, timeout, ...bridgeOptions });
  const answer = (index: number, body: unknown) =>
    hostEnd.send({
      type: "SVC_RESPONSE",
      request: requests[index]!.request,
      response: { status: "ok", body },
    });
  return { bridge, hostEnd, requests, answer, hook };
}
const flush = () => vi.advanceTimersByTimeAsync(0);
const spans = () => exporter.getFinishedSpans();

describe("the OpenTelemetry adapter", () => {
  it("records a span per request with type, environment, wire and outcome, timed from call to answer", async () => {
    const { bridge, answer } = traced();
    const env = bridge.call("svc", "get_env", undefined);
    await flush();
    await vi.advanceTimersByTimeAsync(250);
    answer(0, { mode: "WEB" });
    await env;
    const span = spans().find((s) => s.name == "hostbridge get_env")!;
    expect(span.attributes).toMatchObject({
      [A.type]: "get_env",
      [A.environment]: "svc",
      [A.wire]: "envelopes",
      [A.outcome]: "ok",
    });
    expect(span.duration).toEqual([0, 250_000_000]);
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
  });

  it("records the start-up as its own span, ended by the host's first answer, and a failure's error", async () => {
    const { bridge, hook } = traced(1000);
    const loaded = bridge.call("svc", "ui_app_loaded", undefined).catch((e: unknown) => e);
    await flush();
    expect(hook.startup).toBeDefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await loaded) as HostBridgeError).code).toBe("REQUEST_TIMEOUT");
    const startup = spans().find((s) => s.name == "hostbridge start-up")!;
    const request = spans().find((s) => s.name == "hostbridge ui_app_loaded")!;
    for (const span of [startup, request]) {
      expect(span.status.code).toBe(SpanStatusCode.ERROR);
      expect(span.status.message).toMatch(/stalled: the host is silent/);
      expect(span.events.find((e) => e.name == "exception")).toBeDefined();
    }
    expect(request.attributes[A.outcome]).toBe("REQUEST_TIMEOUT");
    expect(hook.startup).toBeUndefined();
  });

  it("adds span events for pushed messages and host events", async () => {
    const { bridge, hostEnd, answer } = traced();
    bridge.onMessage("ui", "*", () => {});
    bridge.onEvent("canvas_opened", () => {});
    hostEnd.send({ type: "UI_MESSAGE", id: "m1", body: { type: "ui_app_set_data", data: {} } });
    await flush();
    const env = bridge.call("svc", "get_env", undefined);
    await flush();
    answer(0, {});
    await env;
    hostEnd.send({ type: "SVC_EVENT", request: { id: "e1", type: "canvas_opened", body: {} } });
    await flush();
    const startup = spans().find((s) => s.name == "hostbridge start-up")!;
    expect(startup.events.map((e) => e.name)).toEqual(["hostbridge.wire", "hostbridge.push"]);
    const event = spans().find((s) => s.name == "hostbridge event canvas_opened")!;
    expect(event.events[0]).toMatchObject({
      name: "hostbridge.event",
      attributes: { [A.type]: "canvas_opened" },
    });
  });

  it("exports no credential of the environment", async () => {
    const { bridge, answer, hostEnd } = traced();
    bridge.onEvent("canvas_opened", () => {});
    const env = bridge.call("svc", "get_env", undefined);
    await flush();
    answer(0, credentialEnv);
    await env;
    hostEnd.send({
      type: "SVC_EVENT",
      request: { id: "e2", type: "canvas_opened", body: credentialEnv },
    });
    await flush();
    const exported = JSON.stringify(spans().map((s) => [s.name, s.attributes, s.events, s.status]));
    expect(exported).toContain("get_env");
    expect(exported).not.toMatch(/cred-[a-z-]+-\d{4}/);
  });

  it("never throws into the bridge when the tracer throws", async () => {
    const down = () => {
      throw new Error("tracer down");
    };
    const tracer: Tracer = { startSpan: down, startActiveSpan: down };
    const [appEnd, hostEnd] = createMemoryTransportPair();
    hostEnd.listen((m) =>
      hostEnd.send({
        type: "SVC_RESPONSE",
        request: (m as { request: object }).request,
        response: { status: "ok", body: 1 },
      }),
    );
    const hook = createTracingHook({ tracer });
    const bridge = createBridge({ transport: appEnd, onActivity: hook });
    await expect(bridge.call("svc", "get_env", undefined)).resolves.toBe(1);
  });

  it("gives the start-up the wire the probe decided: its first request waits for the decision", async () => {
    // a page framed by a post-robot host that answers the hello after half the probe's time
    const HOST = "https://host.example.com";
    const listeners = new Set<(event: unknown) => void>();
    const posted: unknown[] = [];
    const parent = { postMessage: (message: unknown) => posted.push(message) };
    vi.stubGlobal("window", {
      parent,
      addEventListener: (_: string, fn: (event: unknown) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (event: unknown) => void) => listeners.delete(fn),
    });
    const reply = (data: unknown) =>
      [...listeners].forEach((fn) => fn({ source: parent, origin: HOST, data }));
    const hook = createTracingHook({ tracerProvider: provider });
    const bridge = createBridge({ hostOrigin: HOST, onActivity: hook });
    bridge.onMessage("ui", "*", () => {}); // (starts the probe: a post-robot host pushes after hello)
    const env = bridge.call("svc", "get_env", undefined);
    await flush();
    type Sent = { type?: string; request?: { id: string; type: string } };
    const request = () =>
      (posted as Sent[]).find((m) => m.type == "PITCHER_REQUEST" && m.request?.type == "get_env");
    expect(request()).toBeUndefined(); // (the two wires name it differently: it waits)
    const hello = posted
      .flatMap((m) => decodePostRobotFrame(m) ?? [])
      .find((m): m is PostRobotRequest => isPostRobotRequest(m) && m.name == "postrobot_hello")!;
    await vi.advanceTimersByTimeAsync(WIRE_PROBE_TIMEOUT / 2);
    reply(answerFrame(hello, { ok: true, data: { instanceID: "host" } }));
    await flush();
    expect(await bridge.resolveWire()).toBe("platform");
    reply({
      type: "PITCHER_RESPONSE",
      request: request()!.request,
      response: { status: "ok", body: {} },
    });
    await env;

    const startup = spans().find((s) => s.name == "hostbridge start-up")!;
    expect(startup.attributes[A.wire]).toBe("platform");
    expect(spans().find((s) => s.name == "hostbridge get_env")!.attributes[A.wire]).toBe(
      "platform",
    );
    bridge.dispose();

    // decided first (a ui_* operation waits for the probe): the start-up says so itself
    exporter.reset();
    listeners.clear();
    posted.length = 0;
    const second = createBridge({
      hostOrigin: HOST,
      onActivity: createTracingHook({ tracerProvider: provider }),
    });
    void second.call("svc", "ui_app_loaded", undefined);
    await flush();
    const secondHello = posted
      .flatMap((m) => decodePostRobotFrame(m) ?? [])
      .find((m): m is PostRobotRequest => isPostRobotRequest(m) && m.name == "postrobot_hello")!;
    reply(answerFrame(secondHello, { ok: true, data: { instanceID: "host" } }));
    await flush();
    const secondStartup = spans().find((s) => s.name == "hostbridge start-up")!;
    expect(secondStartup.attributes[A.wire]).toBe("platform");
    expect(secondStartup.events.map((e) => e.name)).toContain("hostbridge.wire");
    second.dispose();
  });

  it("names the event an emit carries, on either wire", async () => {
    const envelopes = traced();
    const env = envelopes.bridge.call("svc", "get_env", undefined);
    await flush();
    envelopes.answer(0, {});
    await env; // (the start-up has ended: an emit gets a span of its own)
    envelopes.bridge.emit("file_opened", { id: "f1" });
    await flush();
    envelopes.bridge.dispose();
    const platform = traced(undefined, {}, { wire: "platform" });
    platform.bridge.emit("file_opened", { id: "f1" });
    await flush();
    platform.bridge.dispose();
    const emitted = spans().find((s) => s.name == "hostbridge emit file_opened")!;
    expect(emitted.events[0]!.attributes).toMatchObject({ [A.event]: "file_opened" });
    // (the platform wire carries an event as the high-level request `broadcast`)
    const broadcast = spans().find((s) => s.name == "hostbridge broadcast file_opened")!;
    expect(broadcast.attributes).toMatchObject({
      [A.type]: "broadcast",
      [A.event]: "file_opened",
      [A.wire]: "platform",
    });
  });

  it("records an admin host's own code and message from its error object", async () => {
    const [appEnd, hostEnd] = createMemoryTransportPair();
    hostEnd.listen((m) => {
      const { id } = m as { id: string };
      hostEnd.send({
        id,
        type: "ADMIN_RESPONSE",
        body: null,
        error: { message: "no canvas canvas-missing", code: "NOT_FOUND" },
      });
    });
    const bridge = createBridge({
      transport: appEnd,
      onActivity: createTracingHook({ tracerProvider: provider }),
    });
    await expect(
      bridge.call("admin", "admin_get_canvas", { id: "canvas-missing" }),
    ).rejects.toThrow();
    const span = spans().find((s) => s.name == "hostbridge admin_get_canvas")!;
    expect(span.attributes[A.hostCode]).toBe("NOT_FOUND");
    expect(span.status).toEqual({
      code: SpanStatusCode.ERROR,
      message: "no canvas canvas-missing",
    });
    bridge.dispose();
  });

  it("gives only requests that wait for a person a sent span, unless told otherwise", async () => {
    for (const sentSpans of [undefined, "all", "none"] as const) {
      exporter.reset();
      const { bridge } = traced(undefined, { sentSpans });
      void bridge.call("svc", "ui_select_content", {}).catch(() => {});
      void bridge.call("svc", "get_env", undefined).catch(() => {});
      await flush();
      const sent = spans()
        .map((s) => s.name)
        .filter((n) => n.endsWith(" sent"));
      expect([sentSpans, sent]).toEqual([
        sentSpans,
        {
          undefined: ["hostbridge ui_select_content sent"],
          all: ["hostbridge ui_select_content sent", "hostbridge get_env sent"],
          none: [],
        }[String(sentSpans) as "all"],
      ]);
      bridge.dispose();
    }
  });

  it("hands the bridge the open request span's W3C trace context, with the app's trace state", async () => {
    const app = provider.getTracer("app").startSpan("app");
    const state = createTraceState("vendor=abc");
    const parent = trace.setSpanContext(context.active(), {
      ...app.spanContext(),
      traceState: state,
      traceFlags: TraceFlags.SAMPLED,
    });
    const hook = createTracingHook({ tracerProvider: provider });
    const { bridge, requests } = traced(
      undefined,
      {},
      { onActivity: hook, traceContext: hook.traceContext },
    );
    // (the caller's context at the call: here given by context.with, as startActiveSpan does)
    const env = context.with(parent, () => bridge.call("svc", "get_env", undefined));
    await flush();
    const sent = requests[0] as unknown as {
      request: { id: string };
      traceparent: string;
      tracestate: string;
    };
    const open = hook.traceContext(sent.request.id)!;
    expect(sent).toMatchObject(open);
    expect(open.tracestate).toBe("vendor=abc");
    expect(open.traceparent).toMatch(
      new RegExp(`^00-${app.spanContext().traceId}-[0-9a-f]{16}-01$`),
    );
    bridge.dispose();
    await env.catch(() => {});
    const span = spans().find((s) => s.name == "hostbridge get_env")!;
    expect(open.traceparent.split("-")[2]).toBe(span.spanContext().spanId);
    expect(span.parentSpanContext?.spanId).toBe(app.spanContext().spanId);
    expect(hook.traceContext(sent.request.id)).toBeUndefined(); // (ended: no longer open)
  });
});
