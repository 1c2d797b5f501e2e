// The request hook that turns what the bridge does into OpenTelemetry spans and span events.
import { context, isSpanContextValid, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Attributes, Span, Tracer, TracerProvider } from "@opentelemetry/api";
import { INTERACTIVE_METHOD_TYPES } from "@hostbridge/protocol-types";
import type { TraceContext } from "@hostbridge/protocol-types";
import type { ActivityHook, BridgeActivity } from "@hostbridge/transport";

/** The attribute names the hook sets (on request spans; pushes and events carry the same on their span events). */
export const HOSTBRIDGE_ATTRIBUTES = {
  type: "hostbridge.type",
  environment: "hostbridge.environment",
  wire: "hostbridge.wire",
  outcome: "hostbridge.outcome",
  id: "hostbridge.id",
  size: "hostbridge.size",
  kind: "hostbridge.kind",
  /** The event an `emit` carries (on the platform wire, the `broadcast` request that carries it). */
  event: "hostbridge.event",
  /** The host's own error code, when it failed a request with one (`HOST_ERROR`). */
  hostCode: "hostbridge.host_code",
} as const;

/** Options of {@link createTracingHook}. */
export interface TracingHookOptions {
  /** The tracer to use. Default: `tracerProvider.getTracer("@hostbridge/opentelemetry")`. */
  tracer?: Tracer | undefined;
  /** Where the default tracer comes from. Default: the global provider (`trace.getTracerProvider()`). */
  tracerProvider?: TracerProvider | undefined;
  /**
   * Which requests also get a zero-length span `hostbridge <type> sent` when they are sent, a child
   * of their request span. Exporters send a span only when it ends, so a request still waiting has
   * nothing in your backend but this span (its parent, the request span, follows with the answer).
   * `"interactive"` (default): the operations that wait for a person (pickers, sharing dialogs,
   * prompts: `INTERACTIVE_METHOD_TYPES`); `"all"`; `"none"`.
   */
  sentSpans?: "interactive" | "all" | "none" | undefined;
}

/** A request hook for `onActivity` that records spans; `startup` is the start-up span while it is open. */
export interface TracingHook extends ActivityHook {
  /** The start-up span until the host's first answer (or failure) ends it; then `undefined`. */
  readonly startup: Span | undefined;
  /**
   * The W3C trace context of request `id`'s span while it is open (`traceparent`, and `tracestate`
   * when the span has one), for the bridge's opt-in `traceContext` option:
   * `useUi({ onActivity: hook, traceContext: hook.traceContext })`. A host that traces then makes
   * its span a child of the request's span. `undefined` for an unknown id or an invalid span context.
   */
  readonly traceContext: (id: string) => TraceContext | undefined;
}

const A = HOSTBRIDGE_ATTRIBUTES;
const INTERACTIVE: readonly string[] = INTERACTIVE_METHOD_TYPES;

const attributesOf = (a: BridgeActivity): Attributes => ({
  [A.kind]: a.kind,
  [A.id]: a.id,
  [A.type]: a.type,
  [A.environment]: a.environment,
  [A.wire]: a.wire ?? "none",
  [A.outcome]: a.outcome,
  [A.size]: a.size,
});

/** A string field of a record's value (an object), if there is one. */
const field = (value: unknown, key: string): string | undefined => {
  const found = (value as Record<string, unknown> | null | undefined)?.[key];
  return typeof found == "string" && found ? found : undefined;
};

/** `broadcast <event>` for the platform wire's `broadcast` request (an `emit`), else the type. */
const eventOf = (a: BridgeActivity): string | undefined =>
  a.kind == "emit" || a.kind == "event"
    ? a.type
    : a.type == "broadcast" && a.environment == "svc"
      ? field(a.value, "type")
      : undefined;

/** `00-<trace id>-<span id>-<flags>`: the W3C `traceparent` of `span`, with its `tracestate`. */
function traceContextOf(span: Span): TraceContext | undefined {
  const c = span.spanContext();
  if (!isSpanContextValid(c)) return undefined;
  const flags = (c.traceFlags & 0xff).toString(16).padStart(2, "0");
  const traceparent = `00-${c.traceId}-${c.spanId}-${flags}`;
  const tracestate = c.traceState?.serialize();
  return tracestate ? { traceparent, tracestate } : { traceparent };
}

/**
 * A request hook (`onActivity` of `createBridge`, `useUi`, `useAdmin`, ...) that records:
 * - a span `hostbridge <type>` per request (kind CLIENT), started when the app makes the request, in
 *   the app's active context at that moment (so it is a child of the app's own span), and ended by
 *   its answer, timeout, abort or disposal, with the attributes of {@link HOSTBRIDGE_ATTRIBUTES}; a
 *   failure sets status ERROR (with the host's own message and code when the host failed it) and
 *   records the error; a request that waits for a person also gets a `hostbridge <type> sent` span
 *   at once (see `sentSpans`);
 * - the start-up as the span `hostbridge start-up`, from the first thing the bridge did (the wire
 *   probe or the first request) to the host's first answer, with the wire the session decided on
 *   (`undecided` when the first answer came before the decision, which then gets its own span
 *   `hostbridge wire <wire>` under the start-up); a start-up that failed (such as a
 *   `REQUEST_TIMEOUT` saying where it stalled) is its error;
 * - a span event per pushed message (`hostbridge.push`), host event (`hostbridge.event`) and emitted
 *   event (`hostbridge.emit`): on the start-up span while it is open, else on a zero-length span
 *   `hostbridge <kind> <type>`.
 * Never throws (the bridge swallows a throwing hook anyway). Values are never recorded, only sizes
 * and, of a host's error, its code and message.
 *
 * @example
 * ```ts
 * const tracing = createTracingHook();
 * const ui = useUi({ onActivity: tracing, traceContext: tracing.traceContext }); // traceparent opt-in
 * ```
 */
export function createTracingHook(options: TracingHookOptions = {}): TracingHook {
  const tracer =
    options.tracer ??
    (options.tracerProvider ?? trace.getTracerProvider()).getTracer("@hostbridge/opentelemetry");
  const sentSpans = options.sentSpans ?? "interactive";
  /** The request spans from send to outcome, by request id. */
  const open = new Map<string, Span>();
  let startup: Span | undefined;
  /** The start-up span once ended, the parent of a wire decision that came after it. */
  let startupEnded: Span | undefined;
  let started = false;
  /** The wire the session decided on (its `wire` record), once it did. */
  let wire: string | undefined;
  const openStartup = (at: number) => {
    if (started) return;
    started = true;
    startup = tracer.startSpan("hostbridge start-up", { startTime: at, kind: SpanKind.INTERNAL });
  };
  const fail = (span: Span, a: BridgeActivity) => {
    const hostCode = a.outcome == "HOST_ERROR" ? field(a.value, "code") : undefined;
    const hostMessage = a.outcome == "HOST_ERROR" ? field(a.value, "message") : undefined;
    span.setStatus({ code: SpanStatusCode.ERROR, message: hostMessage ?? a.error ?? a.outcome });
    span.recordException({ name: "HostBridgeError", message: a.error ?? a.outcome }, a.end);
    span.setAttribute("error.type", a.outcome);
    if (hostCode) span.setAttribute(A.hostCode, hostCode);
  };
  /** A new request span for `a` (its `waiting` record; or its `request` record, if that came alone). */
  const startRequest = (a: BridgeActivity): Span => {
    const event = eventOf(a);
    const name = `hostbridge ${a.type}${event ? " " + event : ""}`;
    const attributes: Attributes = {
      [A.kind]: "request",
      [A.id]: a.id,
      [A.type]: a.type,
      [A.environment]: a.environment,
    };
    if (event) attributes[A.event] = event;
    const span = tracer.startSpan(name, { startTime: a.start, kind: SpanKind.CLIENT, attributes });
    if (sentSpans == "all" || (sentSpans == "interactive" && INTERACTIVE.includes(a.type)))
      tracer
        .startSpan(
          `${name} sent`,
          { startTime: a.start, attributes: { ...attributes, [A.kind]: "sent" } },
          trace.setSpan(context.active(), span),
        )
        .end(a.start);
    return span;
  };
  const endStartup = (a: BridgeActivity) => {
    if (!startup) return;
    if (a.outcome != "ok") fail(startup, a);
    startup.setAttribute(A.wire, wire ?? "undecided");
    startup.end(a.end);
    startupEnded = startup;
    startup = undefined;
  };
  const hook = (a: BridgeActivity): void => {
    // (a message the bridge dropped is no operation of the app's: the session export keeps it)
    if (a.kind == "dropped") return;
    openStartup(a.start);
    if (a.kind == "waiting") {
      open.set(a.id, startRequest(a));
      return;
    }
    if (a.kind == "request") {
      const span = open.get(a.id) ?? startRequest(a);
      open.delete(a.id);
      span.setAttributes(attributesOf(a));
      if (a.outcome != "ok") fail(span, a);
      span.end(a.end);
      endStartup(a);
      return;
    }
    if (a.kind == "wire") {
      wire ??= a.type;
      if (startup) startup.addEvent("hostbridge.wire", { [A.wire]: a.type }, a.end);
      else if (startupEnded) {
        const under = trace.setSpan(context.active(), startupEnded);
        const attributes = { [A.kind]: a.kind, [A.wire]: a.type };
        tracer
          .startSpan(`hostbridge wire ${a.type}`, { startTime: a.start, attributes }, under)
          .end(a.end);
      }
      return;
    }
    const target =
      startup ?? tracer.startSpan(`hostbridge ${a.kind} ${a.type}`, { startTime: a.start });
    const attributes = attributesOf(a);
    const event = eventOf(a);
    if (event) attributes[A.event] = event;
    target.addEvent(`hostbridge.${a.kind}`, attributes, a.end);
    if (target != startup) target.end(a.end);
  };
  const traceContext = (id: string): TraceContext | undefined => {
    const span = open.get(id);
    try {
      return span && traceContextOf(span);
    } catch {
      return undefined; // (never throws into the bridge)
    }
  };
  return Object.defineProperties(hook, {
    startup: { get: () => startup },
    traceContext: { value: traceContext },
  }) as TracingHook;
}
