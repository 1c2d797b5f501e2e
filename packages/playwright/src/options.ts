// What the `host` fixture and startHost take.
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import type { KitWire } from "./pageApi";

/** Options of {@link startHost} and the `hostOptions` fixture option. */
export interface HostKitOptions {
  /** The app directory (with `app.json`, `hostbridge.fixtures.json` and the build its `entry` names). Default: the current directory. */
  appDir?: string | undefined;
  /** The app's own dev server (for example `http://127.0.0.1:5173/`) instead of its build. */
  appUrl?: string | undefined;
  /** The fixtures file. Default `<appDir>/hostbridge.fixtures.json` (the one the dev host uses). */
  fixturesFile?: string | undefined;
  /**
   * The place of the app to open: an id `appPlaces` of `@hostbridge/deploy-contract` lists from its
   * `app.json` (`module:ui_app`, `module:canvas`, `hook:canvas.on_canvas_update`). Default: the first
   * (the manifest's entry page). An id the app does not have fails the start with the app's places.
   */
  place?: string | undefined;
  /** The location the app runs in. Default: the fixtures file's, else `ui`. */
  location?: JsApiLocation | undefined;
  /** The platform simulated. Default: the fixtures file's, else `WEB`. */
  mode?: Mode | undefined;
  /** Which wire(s) the host speaks: `both` (default), `envelopes` or `platform`. */
  wire?: KitWire | undefined;
  /**
   * Interactive operations (pickers, share dialogs): `manual` leaves them pending for the test to
   * answer or cancel; `auto` answers with the fixtures' canned choice. Default: the fixtures
   * file's `interactive` (`auto` stays `auto`, `dialog` is `manual`).
   */
  interactive?: "manual" | "auto" | undefined;
  /** Merged deeply into the environment record after the fixtures file's `env`. */
  env?: Record<string, unknown> | undefined;
  /**
   * The values saved in the app's settings form (`app.config.json`), by field name, as an admin saves
   * them on the platform: `getAppConfig` and the start data carry them. A value the form refuses fails
   * the start. Default: nothing saved.
   */
  appSettings?: Record<string, unknown> | undefined;
  /** Milliseconds the host waits before each answer. Default: the fixtures file's `latencyMs`, else 0. */
  latencyMs?: number | undefined;
  /**
   * Serve the app under a path of the host page's own origin instead of a second origin (needs a
   * `@hostbridge/dev-server` with same-origin serving). Default `false`: two loopback origins.
   */
  sameOrigin?: boolean | undefined;
  /**
   * The origin the host page is served on, as the app's host has it in the field
   * (`"https://tenant.example.com"`): an app that pins `hostOrigin` runs, and a session it recorded
   * there replays. The page's requests to it are answered by the kit's loopback server (Playwright
   * routing: nothing leaves the machine). Default: the loopback server's own origin.
   */
  hostOrigin?: string | undefined;
  /** Milliseconds the waits of the host (requests, pending pickers, scenario steps) wait. Default 5000. */
  timeout?: number | undefined;
}
