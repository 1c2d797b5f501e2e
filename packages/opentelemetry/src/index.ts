/**
 * `@hostbridge/opentelemetry`: OpenTelemetry for HostBridge apps, from the bridge's request hook
 * (`onActivity`). A span per request to the host (attributes: type, environment, wire, outcome; the
 * error recorded), span events for pushed messages and host events, and the start-up as its own
 * span. Values never reach a span: only sizes and the bridge's own error messages do.
 *
 * @example
 * ```ts
 * import { useUi } from "@hostbridge/ui-api";
 * import { createTracingHook } from "@hostbridge/opentelemetry";
 *
 * const ui = useUi({ onActivity: createTracingHook() }); // the global tracer provider
 * ```
 *
 * @packageDocumentation
 */
export { createTracingHook, HOSTBRIDGE_ATTRIBUTES } from "./tracingHook";
export type { TracingHook, TracingHookOptions } from "./tracingHook";
