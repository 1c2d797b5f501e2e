/**
 * `@hostbridge/sdk/inspector`: the inspector on demand. Load it with a dynamic `import()` only when
 * asked (`inspectorRequested()` of `@hostbridge/sdk`: the `?hostbridge-inspector` URL flag or the
 * `hostbridge-inspector` storage key set to `"on"`), so an app that never opens it carries none of
 * it. It overlays the app inside the real host (touch-sized, full width on a narrow screen) with the
 * live traffic, the requests still waiting and their age, timings, errors and the start-up
 * timeline. Closed, it leaves a small handle that reopens it, and keeps recording. It sends nothing
 * over the network, shows only redacted values (the request hook's), and exports the recording (a
 * scenario the dev host and the Playwright kit replay, with the mode and wire the app used) only
 * when the user taps "share" (the system share sheet with the file where the engine can share files,
 * else copy as text: what works inside a WebView), "copy" or "download", or the app calls one of
 * `shareRecording()`, `copyRecording()`, `downloadRecording()`, `exportRecording()`; a status line says
 * what each export did.
 *
 * @example
 * ```ts
 * import { inspectorRequested, useUi } from "@hostbridge/sdk";
 *
 * const inspector = inspectorRequested()
 *   ? (await import("@hostbridge/sdk/inspector")).createInspector({ app: "my-app" })
 *   : undefined;
 * const ui = useUi({ onActivity: inspector?.onActivity });
 * inspector?.open();
 * ```
 *
 * @packageDocumentation
 */
export { createInspector } from "./inspector";
export { toScenario } from "./scenario";
export { startupTimeline } from "./timeline";
export type { ExportOutcome } from "./exportPaths";
export type { Inspector, InspectorOptions } from "./inspector";
export type { InspectorNotice } from "./notice";
export type { RecordingMeta } from "./scenario";
export type { Scenario, ScenarioStep } from "@hostbridge/protocol-types";
export type { StartupStep } from "./timeline";
