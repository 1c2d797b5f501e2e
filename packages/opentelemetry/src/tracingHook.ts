// The request hook that turns what the bridge does into OpenTelemetry spans and span events.
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { Attributes, Span, Tracer, TracerProvider } from "@opentelemetry/api";
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
} as const;

/** Options of {@link createTracingHook}. */
export interface TracingHookOptions {
  /** The tracer to use. Default: `tracerProvider.getTracer("@hostbridge/opentelemetry")`. */
  tracer?: Tracer | undefined;
  /** Where the default tracer comes from. Default: the global provider (`trace.getTracerProvider()`). */
  tracerProvider?: TracerProvider | undefined;
}

/** A request hook for `onActivity` that records spans; `startup` is the start-up span while it is open. */
export interface TracingHook extends ActivityHook {
  /** The start-up span until the host's first answer (or failure) ends it; then `undefined`. */
  readonly startup: Span | undefined;
}

const A = HOSTBRIDGE_ATTRIBUTES;

const attributesOf = (a: BridgeActivity): Attributes => ({
  [A.kind]: a.kind,
  [A.id]: a.id,
  [A.type]: a.type,
  [A.environment]: a.environment,
  [A.wire]: a.wire ?? "none",
  [A.outcome]: a.outcome,
  [A.size]: a.size,
});

/**
 * A request hook (`onActivity` of `createBridge`, `useUi`, `useAdmin`, ...) that records:
 * - a span `hostbridge <type>` per request (kind CLIENT), from the call to its answer, with the
 *   attributes of {@link HOSTBRIDGE_ATTRIBUTES}; a failure sets status ERROR and records the error;
 * - the start-up as the span `hostbridge start-up`, from the first thing the bridge did (the wire
 *   probe or the first request) to the host's first answer; the wire decision is its event, and a
 *   start-up that failed (such as a `REQUEST_TIMEOUT` saying where it stalled) is its error;
 * - a span event per pushed message (`hostbridge.push`), host event (`hostbridge.event`) and emitted
 *   event (`hostbridge.emit`): on the start-up span while it is open, else on a zero-length span
 *   `hostbridge <kind> <type>`.
 * Never throws (the bridge swallows a throwing hook anyway). Values are never recorded, only sizes.
 */
export function createTracingHook(options: TracingHookOptions = {}): TracingHook {
  const tracer =
    options.tracer ??
    (options.tracerProvider ?? trace.getTracerProvider()).getTracer("@hostbridge/opentelemetry");
  let startup: Span | undefined;
  let started = false;
  const openStartup = (at: number) => {
    if (started) return;
    started = true;
    startup = tracer.startSpan("hostbridge start-up", { startTime: at, kind: SpanKind.INTERNAL });
  };
  const fail = (span: Span, a: BridgeActivity) => {
    span.setStatus({ code: SpanStatusCode.ERROR, message: a.error ?? a.outcome });
    span.recordException({ name: "HostBridgeError", message: a.error ?? a.outcome }, a.end);
    span.setAttribute("error.type", a.outcome);
  };
  const hook = (a: BridgeActivity): void => {
    openStartup(a.start);
    if (a.kind == "waiting") return; // (its span is made whole when the request ends)
    if (a.kind == "request") {
      const span = tracer.startSpan(`hostbridge ${a.type}`, {
        startTime: a.start,
        kind: SpanKind.CLIENT,
        attributes: attributesOf(a),
      });
      if (a.outcome != "ok") fail(span, a);
      span.end(a.end);
      if (startup) {
        if (a.outcome != "ok") fail(startup, a);
        startup.setAttribute(A.wire, a.wire ?? "none");
        startup.end(a.end);
        startup = undefined;
      }
      return;
    }
    if (a.kind == "wire") {
      startup?.addEvent("hostbridge.wire", { [A.wire]: a.type }, a.end);
      return;
    }
    const target =
      startup ?? tracer.startSpan(`hostbridge ${a.kind} ${a.type}`, { startTime: a.start });
    target.addEvent(`hostbridge.${a.kind}`, attributesOf(a), a.end);
    if (target != startup) target.end(a.end);
  };
  return Object.defineProperty(hook, "startup", { get: () => startup }) as TracingHook;
}
