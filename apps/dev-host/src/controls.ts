// The switches of the top bar: location, mode, interactive operations, wire, latency and strict
// location. Each change is saved and reloads the app with a new host.
import { JS_API_LOCATIONS, MODES } from "@hostbridge/protocol-types";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import { h } from "@hostbridge/tooling/dom";
import type { Settings } from "./settings";

/** What is in effect now (the settings, else the fixtures, else the defaults). */
export interface EffectiveSettings {
  location(): JsApiLocation;
  mode(): Mode;
  interactive(): "dialog" | "auto";
  latency(): number;
}

/** The controls, as the top bar lays them out. */
export interface Controls {
  readonly location: HTMLSelectElement;
  readonly mode: HTMLSelectElement;
  readonly interactive: HTMLSelectElement;
  readonly wire: HTMLSelectElement;
  readonly latency: HTMLInputElement;
  readonly strict: HTMLInputElement;
  /** Switches the mode (as the Mode switch does) and reloads the app. */
  readonly switchMode: (value: Mode) => void;
  /** Shows the values in effect (after the fixtures changed). */
  readonly sync: () => void;
}

function select<T extends string>(
  name: string,
  values: readonly T[],
  current: T,
  onChange: (value: T) => void,
): HTMLSelectElement {
  const element = h(
    "select",
    { "data-setting": name, "aria-label": name },
    values.map((value) => h("option", { value }, value)),
  );
  element.value = current;
  element.addEventListener("change", () => onChange(element.value as T));
  return element;
}

/** The top bar's controls over `settings`; `reloadApp` runs after each change. */
export function createControls(options: {
  settings: Settings;
  effective: EffectiveSettings;
  save: () => void;
  reloadApp: (reason: string) => void;
}): Controls {
  const { settings, effective, save, reloadApp } = options;
  const change = (reason: string) => {
    save();
    reloadApp(reason);
  };
  const location = select("location", JS_API_LOCATIONS, effective.location(), (value) => {
    settings.location = value;
    change(`location ${value}`);
  });
  const switchMode = (value: Mode) => {
    settings.mode = value;
    save();
    mode.value = value;
    reloadApp(`mode ${value}`);
  };
  const mode = select("mode", MODES, effective.mode(), switchMode);
  const interactive = select(
    "interactive",
    ["dialog", "auto"] as const,
    effective.interactive(),
    (value) => {
      settings.interactive = value;
      change(`interactive operations: ${value}`);
    },
  );
  const wire = select(
    "wire",
    ["both", "envelopes", "platform"] as const,
    settings.wire,
    (value) => {
      settings.wire = value;
      change(`host speaks ${value === "both" ? "both wires" : `only the ${value} wire`}`);
    },
  );
  const latency = h("input", {
    type: "number",
    min: 0,
    max: 60000,
    step: 50,
    value: effective.latency(),
    "data-setting": "latency",
    "aria-label": "latency",
  });
  latency.addEventListener("change", () => {
    settings.latencyMs = Math.min(60_000, Math.max(0, Number(latency.value) || 0));
    change(`latency ${settings.latencyMs} ms`);
  });
  const strict = h("input", { type: "checkbox", "data-setting": "strict" });
  strict.checked = settings.strictLocation;
  strict.addEventListener("change", () => {
    settings.strictLocation = strict.checked;
    change(strict.checked ? "strict location on" : "strict location off");
  });
  return {
    location,
    mode,
    interactive,
    wire,
    latency,
    strict,
    switchMode,
    sync() {
      location.value = effective.location();
      mode.value = effective.mode();
      wire.value = settings.wire;
      interactive.value = effective.interactive();
      latency.value = String(effective.latency());
    },
  };
}

/** The top bar: the brand, the connection dot, the controls, the reload button and the status line. */
export function topBar(parts: {
  controls: Controls;
  connection: HTMLElement;
  status: HTMLElement;
  reload: () => void;
}): HTMLElement {
  const { controls } = parts;
  return h(
    "header",
    { class: "topbar" },
    h("strong", { class: "brand" }, "HostBridge dev host"),
    parts.connection,
    h("label", null, "Location ", controls.location),
    h("label", null, "Mode ", controls.mode),
    h("label", null, "Interactive ", controls.interactive),
    h("label", null, "Wire ", controls.wire),
    h("label", null, "Latency ", controls.latency, " ms"),
    h(
      "label",
      { title: "answer operations of other environments with WRONG_LOCATION" },
      controls.strict,
      " strict location",
    ),
    h("button", { type: "button", "data-action": "reload", onclick: parts.reload }, "Reload app"),
    parts.status,
  );
}
