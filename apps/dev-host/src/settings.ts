// The page's settings, kept in localStorage so they survive reloads. Anything unreadable in storage
// is ignored field by field (a stale or hand-edited value never breaks the page).
import { isScriptedAnswer } from "@hostbridge/host-simulator";
import type { ScriptedAnswer } from "@hostbridge/host-simulator";
import { JS_API_LOCATIONS, MODES, isRecord } from "@hostbridge/protocol-types";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";

/** The storage key (versioned: a new format gets a new key). */
export const SETTINGS_KEY = "hostbridge.devHost.v1";

/** Which app the iframe shows: the app under development, or a version installed on the local platform. */
export type AppSource =
  { kind: "dev" } | { kind: "installed"; instanceId: string; appName: string };

/** The panels of the side bar. */
export const PANELS = [
  "push",
  "events",
  "canvas",
  "env",
  "fixtures",
  "appSettings",
  "platform",
] as const;
/** One of {@link PANELS}. */
export type Panel = (typeof PANELS)[number];

/** Everything the page remembers. `null` means "as the fixtures file says" (or the default). */
export interface Settings {
  location: JsApiLocation | null;
  mode: Mode | null;
  interactive: "dialog" | "auto" | null;
  latencyMs: number | null;
  strictLocation: boolean;
  /** Which wire(s) the simulated host speaks: both (default), or only one, to test the app against each. */
  wire: "both" | "envelopes" | "platform";
  /** The environment record edited in the page (JSON text), or `null` to use the fixtures file. */
  envText: string | null;
  /**
   * Canned answers edited in the page, by operation type (they win over the fixtures file), in the
   * simulator's one shape: `ScriptedAnswer`.
   */
  operations: Record<string, ScriptedAnswer>;
  /** The values saved in the app settings form (`app.config.json`), by app name (`""` without `app.json`). */
  appSettings: Record<string, Record<string, unknown>>;
  panel: Panel;
  logFilter: string;
  logErrorsOnly: boolean;
  source: AppSource;
}

/** The settings of a first visit. */
export function defaultSettings(): Settings {
  return {
    location: null,
    mode: null,
    interactive: null,
    latencyMs: null,
    strictLocation: false,
    wire: "both",
    envText: null,
    operations: {},
    appSettings: {},
    panel: "push",
    logFilter: "",
    logErrorsOnly: false,
    source: { kind: "dev" },
  };
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads stored settings over the defaults, keeping only well-formed fields. */
export function parseSettings(raw: string | null): Settings {
  const settings = defaultSettings();
  if (raw === null) return settings;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return settings;
  }
  if (!isRecord(stored)) return settings;
  settings.location = oneOf(JS_API_LOCATIONS, stored.location);
  settings.mode = oneOf(MODES, stored.mode);
  settings.interactive = oneOf(["dialog", "auto"] as const, stored.interactive);
  if (typeof stored.latencyMs === "number" && stored.latencyMs >= 0 && stored.latencyMs <= 60_000)
    settings.latencyMs = stored.latencyMs;
  settings.strictLocation = stored.strictLocation === true;
  settings.wire = oneOf(["both", "envelopes", "platform"] as const, stored.wire) ?? "both";
  if (typeof stored.envText === "string") settings.envText = stored.envText;
  if (isRecord(stored.operations)) {
    // (an entry saved by an older page, `{ kind: "response" }` or `{ kind: "error" }`, no longer
    // reads as a canned answer: it is dropped, and the operation gets its usual answer)
    for (const [type, value] of Object.entries(stored.operations)) {
      if (isScriptedAnswer(value)) settings.operations[type] = value;
    }
  }
  if (isRecord(stored.appSettings)) {
    // (the values are checked against the form when the app loads: a stale one is left out then)
    for (const [app, values] of Object.entries(stored.appSettings)) {
      if (isRecord(values)) settings.appSettings[app] = values;
    }
  }
  settings.panel = oneOf(PANELS, stored.panel) ?? settings.panel;
  if (typeof stored.logFilter === "string") settings.logFilter = stored.logFilter;
  settings.logErrorsOnly = stored.logErrorsOnly === true;
  const source = stored.source;
  if (
    isRecord(source) &&
    source.kind === "installed" &&
    typeof source.instanceId === "string" &&
    typeof source.appName === "string"
  ) {
    settings.source = { kind: "installed", instanceId: source.instanceId, appName: source.appName };
  }
  return settings;
}

/** The settings in storage (defaults when storage is empty, unreadable or unavailable). */
export function loadSettings(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): Settings {
  try {
    return parseSettings(storage?.getItem(SETTINGS_KEY) ?? null);
  } catch {
    return defaultSettings();
  }
}

/** Writes the settings; a full or blocked storage is not an error (the page keeps working). */
export function saveSettings(
  settings: Settings,
  storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage,
): boolean {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
