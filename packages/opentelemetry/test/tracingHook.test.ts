// The OpenTelemetry adapter, against the real SDK's in-memory exporter: a span per request with its
// attributes and error, span events for pushes and host events, the start-up as its own span, and
// no credential of the environment in anything exported.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SpanStatusCode } from "@opentelemetry/api";
import type { Tracer } from "@opentelemetry/api";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import type { HostBridgeError } from "@hostbridge/transport";
import { createTracingHook, HOSTBRIDGE_ATTRIBUTES as A } from "@hostbridge/opentelemetry";
import credentialEnv from "../../transport/test/fixtures/credential-env.json";

let exporter: InMemorySpanExporter;
let provider: BasicTracerProvider;

beforeEach(() => {
  vi.useFakeTimers({ now: 5_000_000 });
  exporter = new InMemorySpanExporter();
  provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
});
afterEach(async () => {
  vi.useRealTimers();
  await provider.shutdown();
});

/** A bridge traced by the adapter, and a scripted host on the other end of an in-memory pair. */
function traced(timeout?: number) {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const requests: { request: { id: string; type: string } }[] = [];
  hostEnd.listen((m) => void requests.push(m as (typeof requests)[number]));
  const hook = createTracingHook({ tracerProvider: provider });
  const bridge = createBridge({ transport: appEnd, onActivity: hook, timeout });
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
      expect(span.status.message).toMatch(/stalled: nothing arrived from the host/);
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
});
