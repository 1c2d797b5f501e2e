// The start-up timeline the inspector shows, read from the recording's records: when the probe
// started, which wire was chosen, when the host first spoke, the start data, the app's loaded
// signal, and the first environment. Each step says how long after the first record it came.
import type { BridgeActivity } from "@hostbridge/transport";

/** One step of the start-up: its name, when it came (ms after the recording's first record), and a detail. */
export interface StartupStep {
  step: "probe" | "wire chosen" | "ready" | "start data" | "loaded" | "first env";
  at: number | undefined;
  detail: string;
}

const ENV_TYPES = /env/;

/** The start-up steps of `records` (a step not reached yet has `at: undefined`). */
export function startupTimeline(records: readonly BridgeActivity[]): StartupStep[] {
  const origin = records[0]?.start ?? 0;
  const at = (time: number | undefined) => (time === undefined ? undefined : time - origin);
  const find = (test: (r: BridgeActivity) => boolean) => records.find(test);
  const wire = find((r) => r.kind == "wire");
  const ready = find(
    (r) => r.kind == "push" || r.kind == "event" || (r.kind == "request" && r.outcome == "ok"),
  );
  const data = find((r) => r.kind == "push" && r.type.endsWith("set_data"));
  const loaded = find((r) => r.kind == "request" && r.type.endsWith("app_loaded"));
  const env = find(
    (r) => (r.kind == "request" || r.kind == "push") && ENV_TYPES.test(r.type) && r.outcome == "ok",
  );
  return [
    { step: "probe", at: at(wire?.start), detail: wire ? `started` : "not yet" },
    { step: "wire chosen", at: at(wire?.end), detail: wire ? wire.type : "not yet" },
    {
      step: "ready",
      at: at(ready?.end),
      detail: ready ? `first answer: ${ready.type}` : "the host has not answered",
    },
    { step: "start data", at: at(data?.end), detail: data ? data.type : "none pushed" },
    {
      step: "loaded",
      at: at(loaded?.end),
      detail: loaded ? `${loaded.type}: ${loaded.outcome}` : "not signalled",
    },
    { step: "first env", at: at(env?.end), detail: env ? env.type : "not read" },
  ];
}
