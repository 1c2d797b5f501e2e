// The contract between the dev server and the dev host page: what the page reads from
// `GET /__hostbridge/config`, the events it hears on `/__hostbridge/events`, and the paths of the
// proxied local platform. Declared once, here; the server builds it and the page (a browser bundle)
// imports it through `@hostbridge/dev-server/contract`, which holds no zod and no node code.
import type { AppPlace, SettingsForm } from "@hostbridge/deploy-contract";
import type { ScriptedAnswer } from "@hostbridge/host-simulator";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";

/** Path prefix of the dev server's own endpoints on the dev host origin. */
export const DEV_ENDPOINT_PREFIX = "/__hostbridge";
/** The path of the config endpoint, relative to the page. */
export const CONFIG_PATH = "__hostbridge/config";
/** The path of the change stream (server-sent events), relative to the page. */
export const EVENTS_PATH = "__hostbridge/events";
/** The path the page PUTs its recording (a scenario) to with `--record`, relative to the page. */
export const SCENARIO_PATH = "__hostbridge/scenario";
/** The path the page GETs the scenario of `--replay` from, relative to the page. */
export const REPLAY_PATH = "__hostbridge/replay";
/** The path of the local platform's read endpoints, proxied by the dev server, relative to the page. */
export const PLATFORM_PATH = "__hostbridge/platform";

/** Whether anything answers at the app's URL: `up` (any HTTP answer), `down`, or not yet known. */
export type AppStatus =
  { state: "up" } | { state: "down"; reason: string } | { state: "unchecked" };

/** The content of a valid `hostbridge.fixtures.json` (already checked by the dev server). */
export interface DevFixtures {
  $schema?: string;
  /** The location the app runs in by default (`ui`, `admin`, `dsr`, `impact`). */
  location?: JsApiLocation;
  /** The platform simulated by default. */
  mode?: Mode;
  /** Interactive operations: a dialog in the page (default) or the canned answer at once. */
  interactive?: "dialog" | "auto";
  /** Milliseconds the host waits before each answer. */
  latencyMs?: number;
  /** Merged deeply into the simulator's environment record. */
  env?: Record<string, unknown>;
  /** Replaces the simulator's data, key by key (`files`, `canvases`, `users`, `appConfig`, ...). */
  data?: Record<string, unknown>;
  /**
   * Canned answers by operation type, in the host simulator's one shape of a canned answer:
   * `{ "kind": "answer", "body": {...}, "delayMs": 200 }`, `{ "kind": "fail", "error": { "message" } }`
   * or `{ "kind": "hang" }`.
   */
  operations?: Record<string, ScriptedAnswer>;
}

/** Why a fixtures file cannot be used. */
export interface FixturesProblem {
  /** One sentence: what is wrong and what to do. */
  message: string;
  /** One entry per broken rule, `path: rule` (`operations.ui_print_canvas.body.success: must be a boolean`). */
  issues: string[];
}

/** The app's manifest facts the page shows. */
export interface DevAppFacts {
  name: string;
  displayName?: string;
  version?: string;
}

/**
 * The app's settings form (`app.config.json`), which an admin fills in on the platform: the form as
 * checked, or why it cannot be used.
 */
export type DevSettingsForm = { form: SettingsForm } | { problem: string };

/**
 * A place whose page the host drives through `window.initialize(context, callback)`: a multimedia
 * selector, a canvas popup or a global popup (the app is then served on the page's own origin).
 */
export interface DevInitializePlace {
  kind: "multimedia-selector" | "canvas-popup" | "ui-global-popup";
  /** The place's id among the app's places (`module:ui_app`). */
  placeId: string;
  /** The app's id in the context the platform passes (its manifest `name`). */
  appId: string;
  /** The size the platform gives the frame (`app_options.dimensions` or the module's defaults). */
  dimensions?: { width?: string; height?: string };
}

/**
 * The app's script tags that load the platform's client (`@pitcher/js-api`, or compat's build of
 * it) and what the dev server serves for them instead of the network.
 */
export interface DevClientScripts {
  /** Each tag, with the HTML file (relative to the app directory) that has it. */
  tags: { file: string; src: string; pkg: string; from: "cdn" | "platform" | "url" | "file" }[];
  /** One sentence per package served: the copy, or what to install when there is none. */
  served: { pkg: string; found: boolean; description: string }[];
}

/** One place of the app (see `appPlaces` of `@hostbridge/deploy-contract`) and the URL its entry is served at. */
export interface DevPlace extends AppPlace {
  /** The URL the iframe loads for this place (before the `jsApiLocation` parameter is added). */
  url: string;
  /** When the page calls this place's `window.initialize` (a selector or a popup): how. */
  initialize?: DevInitializePlace | undefined;
}

/** What the page reads from `GET /__hostbridge/config`. */
export interface DevConfig {
  /** The config format version. */
  version: 1;
  /** The URL the iframe loads (the app's entry page, or the `--app-url`). */
  appUrl: string;
  /** The app's origin: the host posts only to it and accepts messages only from it. */
  appOrigin: string;
  /** `static`: the dev server serves the app's files (and reloads on change); `url`: the app's own dev server. */
  appSource: "static" | "url";
  /**
   * Whether the app is served on the dev host page's own origin (apps of the platform's existing
   * client): the page then also exposes the location as `window.jsApiLocation`, as the platform does,
   * and says in a banner that the app can read and script the page.
   */
  sameOrigin: boolean;
  /**
   * Whether the app runs on `@hostbridge/compat` (a dependency, a script tag or a built file): the page
   * then turns compat's development notices on with its URL flag; other apps get no flag.
   */
  compatNotices: boolean;
  /** Whether the app's own dev server (`--app-url`) answers; always `up` for static apps. */
  appStatus: AppStatus;
  /** The app's manifest facts, when it has a valid `app.json`. */
  app: DevAppFacts | null;
  /**
   * The app the simulated host runs (its `app` option): `app`, else named by the app's package.json
   * (an app without app.json), so `getAppConfig({ app_name })` with the app's own name finds its config.
   */
  hostedApp: DevAppFacts | null;
  /** The app's places listed from its manifest, in order (none without a valid `app.json`). */
  places: DevPlace[];
  /** The id of the place {@link DevConfig.appUrl} opens (`--place`, else the first), or `null` when it is none of them. */
  place: string | null;
  /** The app's settings form (`app.config.json`), when it has one (static apps and `--app-url` alike). */
  settingsForm?: DevSettingsForm | undefined;
  /** Absolute path of the fixtures file (it may not exist). */
  fixturesFile: string;
  /** The last valid fixtures (`null` when there is no file or none was ever valid). */
  fixtures: DevFixtures | null;
  /** Why the fixtures file is not used, when it is invalid. */
  fixturesError: FixturesProblem | null;
  /** Increases on every change of the fixtures file. */
  revision: number;
  /** The local platform whose installed versions the page can show, when configured. */
  platform: { url: string } | null;
  /** With `--record <file>`: the page sends its recording to {@link SCENARIO_PATH} as it grows. */
  record?: { file: string } | undefined;
  /** The app's script tags that load the platform's client, when it has any (static apps). */
  clientScripts?: DevClientScripts | undefined;
  /** When the app opens in a selector or popup place: the page calls its `window.initialize`. */
  initializePlace?: DevInitializePlace | undefined;
  /** With `--replay <file>`: the page replays the scenario it reads from {@link REPLAY_PATH} when it opens. */
  replay?: { file: string } | undefined;
}

/**
 * The events of the change stream, by name, with their data: `hello` on connect, `config` when the
 * fixtures file changes, `app` when a static app's files change, `app-status` when the app's own dev
 * server starts or stops answering.
 */
export interface DevEvents {
  hello: { revision: number };
  config: { revision: number };
  app: { at: number };
  "app-status": AppStatus;
}
