// The adapter as an app runs it: the real OpenTelemetry SDK (a tracer provider, Node's
// AsyncLocalStorage context manager, the OTLP/HTTP exporter) sending to a collector on loopback (a
// small HTTP server that takes OTLP/HTTP JSON at /v1/traces). The app, tested against the mock
// host, makes its requests inside its own span; the collector must receive the tree a developer
// reads: the app's span, under it each request's span (same trace), with the wire, the host's own
// code on a failure, a picker still waiting visible before anyone answered it, and the request's
// trace context on the wire for a host that traces.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { context, ROOT_CONTEXT } from "@opentelemetry/api";
import type { Span } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { BasicTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import type { ReadableSpan, SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { createMockHost } from "@hostbridge/host-simulator";
import type { MockHost } from "@hostbridge/host-simulator";
import type { Transport } from "@hostbridge/transport";
import { useUi } from "@hostbridge/ui-api";
import type { UiApi } from "@hostbridge/ui-api";
import { createTracingHook, HOSTBRIDGE_ATTRIBUTES as A } from "@hostbridge/opentelemetry";

/** A span as the collector received it (OTLP JSON: hex ids, typed attribute values). */
interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  status?: { code?: number; message?: string };
  endTimeUnixNano: string;
}

/** A loopback OTLP/HTTP JSON collector: every span posted to /v1/traces, in arrival order. */
async function startCollector() {
  const spans: CollectedSpan[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.url != "/v1/traces" || !req.headers["content-type"]?.includes("application/json")) {
        refused.push(`${req.method} ${req.url} ${req.headers["content-type"]}`);
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        resourceSpans: { scopeSpans: { spans: CollectedSpan[] }[] }[];
      };
      for (const resource of body.resourceSpans)
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    spans,
    refused,
    named: (name: string) => spans.filter((s) => s.name == name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: CollectedSpan | undefined, key: string) => {
  const value = span?.attributes?.find((a) => a.key == key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** The spans the SDK started (a span processor's onStart), whether or not they have ended. */
function startWatcher() {
  const started: ReadableSpan[] = [];
  const processor: SpanProcessor = {
    onStart: (span) => void started.push(span),
    onEnd: () => {},
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
  return { started, processor };
}

/**
 * The app's end of the link, delivering what the host sends outside any context of the app, as a
 * browser delivers a `message` event (in Node, AsyncLocalStorage would otherwise carry the app's
 * context from its send through the in-memory host to the answer, which no real host does).
 */
const asFromAnotherWindow = (end: Transport): Transport => ({
  send: (message) => end.send(message),
  listen: (onMessage, onDrop) =>
    end.listen((message) => context.with(ROOT_CONTEXT, () => onMessage(message)), onDrop),
  close: () => end.close(),
});

const STATUS_ERROR = 2; // (OTLP's STATUS_CODE_ERROR)

let collector: Awaited<ReturnType<typeof startCollector>>;
let provider: BasicTracerProvider;
let watcher: ReturnType<typeof startWatcher>;
let mock: MockHost;
let ui: UiApi;

beforeAll(async () => {
  collector = await startCollector();
  context.disable();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterAll(async () => {
  context.disable();
  await collector.close();
});
beforeEach(() => {
  collector.spans.length = 0;
  watcher = startWatcher();
  provider = new BasicTracerProvider({
    spanProcessors: [
      watcher.processor,
      new SimpleSpanProcessor(new OTLPTraceExporter({ url: collector.url })),
    ],
  });
  mock = createMockHost({
    location: "ui",
    mode: "WEB",
    override: (request) =>
      request.type == "crm_query"
        ? { kind: "fail", error: { message: "CRM is down", code: "CRM_DOWN" } }
        : undefined,
  });
  const tracing = createTracingHook({ tracerProvider: provider });
  ui = useUi({
    transport: asFromAnotherWindow(mock.transport),
    onActivity: tracing,
    traceContext: tracing.traceContext,
  });
});
afterEach(async () => {
  ui.dispose();
  mock.dispose();
  await provider.shutdown();
});

describe("traces in a local OTLP collector", () => {
  it("puts a request made in the app's span under it, with the wire, after an await too", async () => {
    const app = provider.getTracer("my-embedded-app");
    let appSpan!: Span;
    await app.startActiveSpan("app opens the deck", async (span) => {
      appSpan = span;
      await new Promise((resolve) => setTimeout(resolve, 5)); // (the context survives an await)
      await ui.bridge.request("get_env", undefined);
      span.end();
    });
    await provider.forceFlush();

    const root = collector.named("app opens the deck")[0]!;
    expect(root.spanId).toBe(appSpan.spanContext().spanId);
    const request = collector.named("hostbridge get_env")[0];
    expect(request).toMatchObject({ traceId: root.traceId, parentSpanId: root.spanId });
    expect(attribute(request, A.wire)).toBe("envelopes");
    expect(attribute(request, A.outcome)).toBe("ok");
    expect(collector.refused).toEqual([]);
  });

  it("shows a picker nobody answered yet, then its answer under the same span", async () => {
    const app = provider.getTracer("my-embedded-app");
    await app.startActiveSpan("app attaches a deck", async (span) => {
      const picked = ui.selectContent({ max_selections: 1 });
      const arrived = await mock.host.waitForRequest("ui_select_content");

      // while it waits: the SDK started its span (a span processor sees it), and the collector
      // already holds its `sent` span, whose parent is that open span
      const open = watcher.started.find((s) => s.name == "hostbridge ui_select_content")!;
      expect(open.ended).toBe(false);
      expect(open.parentSpanContext?.spanId).toBe(span.spanContext().spanId);
      await provider.forceFlush();
      const sent = collector.named("hostbridge ui_select_content sent");
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        traceId: span.spanContext().traceId,
        parentSpanId: open.spanContext().spanId,
      });
      expect(attribute(sent[0], A.type)).toBe("ui_select_content");
      expect(attribute(sent[0], A.kind)).toBe("sent");
      expect(collector.named("hostbridge ui_select_content")).toEqual([]);
      // the host got the request's trace context, beside the envelope's type
      expect(arrived.envelope).toMatchObject({
        type: "SVC_REQUEST",
        traceparent: `00-${span.spanContext().traceId}-${open.spanContext().spanId}-01`,
      });

      mock.host.answer("ui_select_content", {
        user_action: "selected",
        content: [{ id: "file-sim-0001" }],
      });
      await picked;
      span.end();
    });
    await provider.forceFlush();

    const request = collector.named("hostbridge ui_select_content")[0]!;
    const sent = collector.named("hostbridge ui_select_content sent")[0]!;
    expect(request.spanId).toBe(sent.parentSpanId);
    expect(request.parentSpanId).toBe(collector.named("app attaches a deck")[0]!.spanId);
    expect(attribute(request, A.outcome)).toBe("ok");
    expect(attribute(request, A.wire)).toBe("envelopes");
  });

  it("records the host's own code and message on a failed request", async () => {
    const app = provider.getTracer("my-embedded-app");
    await app.startActiveSpan("app loads accounts", async (span) => {
      await expect(
        ui.bridge.request("crm_query", { query: "SELECT Id FROM Account" }),
      ).rejects.toMatchObject({ code: "HOST_ERROR" });
      span.end();
    });
    await provider.forceFlush();

    const root = collector.named("app loads accounts")[0]!;
    const failed = collector.named("hostbridge crm_query")[0];
    expect(failed).toMatchObject({
      traceId: root.traceId,
      parentSpanId: root.spanId,
      status: { code: STATUS_ERROR, message: "CRM is down" },
    });
    expect(attribute(failed, A.hostCode)).toBe("CRM_DOWN");
    expect(attribute(failed, A.outcome)).toBe("HOST_ERROR");
    expect(attribute(failed, "error.type")).toBe("HOST_ERROR");
  });
});
