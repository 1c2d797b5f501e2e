// What `startDevServer` takes and what it gives back.
import type { DevConfig } from "./contract";

/** A line for the terminal. */
export interface DevLogEvent {
  level: "info" | "warn" | "error";
  message: string;
  /** Details (fixtures issues), one per line. */
  details?: readonly string[];
}

/** Options of `startDevServer`. */
export interface DevServerOptions {
  /** The app directory (with `app.json`, `hostbridge.fixtures.json`, and its files or build). */
  appDir: string;
  /**
   * The app's own dev server (for example Vite on `http://127.0.0.1:5173/`): the iframe loads this
   * URL, so its hot reload keeps working, and no app server is started. Its origin must differ from
   * the dev host's. In same-origin mode the iframe loads it through the dev host's own origin instead
   * (under `/__hostbridge/app/`, its hot-reload WebSocket tunnelled).
   */
  appUrl?: string | undefined;
  /** Interface both servers listen on. Default `127.0.0.1`. */
  host?: string | undefined;
  /** Port of the dev host page; `0` (default) picks a free one. */
  port?: number | undefined;
  /** Port the app's files are served on (a second origin); `0` (default) picks a free one. */
  appPort?: number | undefined;
  /**
   * When `port` or `appPort` is taken, take the next free port above it, as Vite does, and say so
   * in the log (the URLs of the {@link DevServer} are the ports taken). Default `false`: a port in
   * use is an error.
   */
  nextFreePort?: boolean | undefined;
  /**
   * Serve the app under `/__hostbridge/app/` of the dev host page's own origin instead of a second
   * origin, as the platform serves apps of its existing client (`@pitcher/js-api`), which works only
   * there. The app can then read and script the dev host page (the page says so in a banner).
   * Default: `true` when the app's package.json depends on `@pitcher/js-api`, a page of the app loads
   * it (or compat's build of it) by a script tag, or its built files contain that client, else
   * `false`. Such script tags are served the installed package, never the network. With `appUrl`, the dev host origin forwards the app's
   * requests (and its dev server's hot-reload WebSocket) to the app's own dev server.
   */
  sameOrigin?: boolean | undefined;
  /**
   * The place of the app to open (an id `appPlaces` lists from its manifest: `module:canvas`,
   * `hook:canvas.on_canvas_update`). Default: the first (the manifest's entry page). An id the app
   * does not have is a `USAGE` error that lists its places.
   */
  place?: string | undefined;
  /** The fixtures file. Default `<appDir>/hostbridge.fixtures.json`. */
  fixturesFile?: string | undefined;
  /**
   * The built dev host page (a directory with `index.html`; `@hostbridge/cli` ships it in
   * `dist/dev-host`). Default: found by `findDevHostDir()` next to this package or, in the
   * HostBridge repository, `apps/dev-host/dist`.
   */
  devHostDir?: string | undefined;
  /** A local platform (`hostbridge platform`) whose published and installed versions the page shows. */
  platformUrl?: string | undefined;
  /** Watch the fixtures file and the app's files. Default `true`. */
  watch?: boolean | undefined;
  /** Interval of the fixtures file's stat poll (a fallback for file systems without change events). Default 1000 ms. */
  pollIntervalMs?: number | undefined;
  /** Interval of the checks of `appUrl` while nothing answers there. Default 1000 ms. */
  appProbeIntervalMs?: number | undefined;
  /**
   * Keep this file up to date with the dev host page's recording of the running app (a scenario,
   * version 1, that `host.replay()` of `@hostbridge/playwright` plays back). Default: no file.
   */
  recordFile?: string | undefined;
  /**
   * A scenario (version 1: saved by the dev host, or exported by the inspector) the page replays
   * when it opens: the app restarts in its location, mode and wire, gets the recorded answers and
   * the host's recorded pushes and events, and the log says whether its traffic matched. Checked
   * before the server starts. Default: none.
   */
  replayFile?: string | undefined;
  /** Receives what the terminal shows (fixtures reloaded or invalid, app files changed). */
  log?: ((event: DevLogEvent) => void) | undefined;
}

/** A running dev server. */
export interface DevServer {
  /** The dev host page (`http://127.0.0.1:4300/`): open it in a browser. */
  readonly url: string;
  /** The app's entry URL as the iframe loads it (before the `jsApiLocation` parameter is added). */
  readonly appUrl: string;
  /** The app's origin: another origin than the dev host's, or the same in same-origin mode. */
  readonly appOrigin: string;
  /** Whether the app is served on the dev host page's own origin (see `DevServerOptions.sameOrigin`). */
  readonly sameOrigin: boolean;
  /** `static`: the app's files are served by this server; `url`: the app's own dev server. */
  readonly appSource: "static" | "url";
  /** The directory the app's files are served from (static apps). */
  readonly appRoot: string | undefined;
  /** The fixtures file watched. */
  readonly fixturesFile: string;
  /** The config the page gets now. */
  config(): DevConfig;
  /** Stops watching, ends the event streams and closes both servers. Safe to call twice. */
  close(): Promise<void>;
}
