// A recorded session as a scenario (version 1, the format the dev host records and the Playwright
// kit replays): what the app sent and what the host answered, pushed and fired, in order, with the
// mode and wire the session used (its `wire` record). Values come from the request hook, so every
// credential is already redacted.
import { PLATFORM_SUBSCRIBE } from "@hostbridge/protocol-types";
import type { BridgeActivity } from "@hostbridge/transport";

/** Where and how the session ran, written into the scenario's header. */
export interface SessionMeta {
  /** The app's location: `ui` (default), `impact`, `admin`, `dsr`. */
  location?: "ui" | "impact" | "admin" | "dsr" | undefined;
  /**
   * The host's platform (`WEB`, `IOS`, `WINDOWS`, `ANDROID`) when the bridge does not say: the
   * session's own (its `wire` record's `mode`, which a native WebView bridge gives) wins; default
   * `WEB`.
   */
  mode?: "WEB" | "IOS" | "WINDOWS" | "ANDROID" | undefined;
  /** A name for the app, kept in the file. */
  app?: string | undefined;
}

/** One step of a version 1 scenario (the shape `@hostbridge/playwright/scenario` checks). */
export type SessionStep =
  | { from: "app"; kind: "request"; type: string; payload?: unknown }
  | { from: "app"; kind: "event"; type: string; body?: unknown }
  | {
      from: "host";
      kind: "answer";
      type: string;
      status: "ok" | "error";
      body?: unknown;
      error?: { message: string; code?: string; details?: unknown };
    }
  | { from: "host"; kind: "push"; type: string; payload?: unknown }
  | { from: "host"; kind: "fire"; type: string; body?: unknown };

/** A session export: a version 1 scenario. */
export interface SessionExport {
  version: 1;
  location: NonNullable<SessionMeta["location"]>;
  mode: NonNullable<SessionMeta["mode"]>;
  wire: "both" | "envelopes" | "platform";
  recordedAt: string;
  app?: string;
  steps: SessionStep[];
}

/**
 * The host's error as it sent it, from a `HOST_ERROR` record's value (the `error` object, or the SVC
 * error body): its message, its code only when it had one, its details. The bridge's own wrapping
 * (`the host answered "x" with an error: ...`) and its `HOST_ERROR` are not the host's.
 */
function hostError(r: BridgeActivity): { message: string; code?: string; details?: unknown } {
  const sent = (r.value ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
  return {
    message: typeof sent.message == "string" ? sent.message : "",
    ...(typeof sent.code == "string" ? { code: sent.code } : {}),
    ...defined("details", sent.details),
  };
}

/** The scenario of a session's records (in the order they came). */
export function toScenario(
  records: readonly BridgeActivity[],
  meta: SessionMeta = {},
): SessionExport {
  const steps: SessionStep[] = [];
  let wire: SessionExport["wire"] = "both";
  let mode = meta.mode;
  for (const r of records) {
    // (the bridge's own platform-session request is not the app's: a replayed bridge sends it again)
    if (r.type == PLATFORM_SUBSCRIBE) continue;
    if (r.kind == "wire") {
      wire = r.type == "platform" ? "platform" : "envelopes";
      mode = r.mode ?? mode;
    } else if (r.kind == "waiting")
      steps.push({ from: "app", kind: "request", type: r.type, ...defined("payload", r.value) });
    else if (r.kind == "emit")
      steps.push({ from: "app", kind: "event", type: r.type, ...defined("body", r.value) });
    else if (r.kind == "push")
      steps.push({ from: "host", kind: "push", type: r.type, ...defined("payload", r.value) });
    else if (r.kind == "event")
      steps.push({ from: "host", kind: "fire", type: r.type, ...defined("body", r.value) });
    else if (r.outcome == "ok")
      steps.push({
        from: "host",
        kind: "answer",
        type: r.type,
        status: "ok",
        ...defined("body", r.value),
      });
    // (any other outcome is the bridge's own, a timeout, an abort, a refused payload: no answer)
    else if (r.outcome == "HOST_ERROR")
      steps.push({
        from: "host",
        kind: "answer",
        type: r.type,
        status: "error",
        error: hostError(r),
      });
  }
  return {
    version: 1,
    location: meta.location ?? "ui",
    mode: mode ?? "WEB",
    wire,
    recordedAt: new Date().toISOString(),
    ...(meta.app ? { app: meta.app } : {}),
    steps,
  };
}

const defined = (key: string, value: unknown) => (value === undefined ? {} : { [key]: value });
