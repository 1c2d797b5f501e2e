// The dev server: the dev host page on one loopback origin and the app on another (a second port),
// so the app runs in a cross-origin iframe exactly as in the platform; or, in same-origin mode (apps
// of the platform's existing client, see ./sameOrigin), the app under a path of the page's own
// origin, as the platform serves those. It serves the page's config
// (app URL, fixtures), streams changes as server-sent events, and proxies a local platform's read
// endpoints. This module composes the rooms: app facts -> fixtures state -> servers -> watchers.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { basename, join, resolve } from "node:path";
import { watchAppUrl } from "./appProbe";
import { tunnelUpgrade } from "./appProxy";
import type { AppProxyTarget } from "./appProxy";
import { appFacts, checkedDevHostDir, missingEntryError, parseAppUrl } from "./appFacts";
import type { AppFacts } from "./appFacts";
import { createChangeStream } from "./changeStream";
import type { ChangeStream } from "./changeStream";
import { readSettingsForm } from "./appSettingsForm";
import type { AppStatus, DevConfig, DevSettingsForm } from "./contract";
import { DevServerError } from "./errors";
import {
  clientScriptsOf,
  clientServingNotice,
  findClientServing,
  unservedClientNotice,
} from "./clientSource";
import type { ClientServing } from "./clientSource";
import { FIXTURES_FILE, readFixtures } from "./fixtures";
import { createPlatformRest } from "./platformRest";
import { restEnvironment } from "./restEnvironment";
import { createFixturesState } from "./fixturesState";
import { checkReplayFile } from "./recording";
import type { FixturesState } from "./fixturesState";
import { closeServer, guard, hostAllowed, hostForUrl, listen, trackSockets } from "./httpServers";
import type { DevLogEvent, DevServer, DevServerOptions } from "./options";
import { appHandler, devHostHandler } from "./routes";
import { APP_PATH, chooseOrigin, sameOriginNotice, usesCompat } from "./sameOrigin";
import { initializeOrigin, initializePlaceOf } from "./initializePlace";
import type { OriginChoice } from "./sameOrigin";
import { entryFolders, watchOneFile, watchTree } from "./watch";
import type { StopWatching } from "./watch";

/** What one running dev server holds, shared by its start-up steps. */
interface Running {
  options: DevServerOptions;
  log: (event: DevLogEvent) => void;
  appDir: string;
  host: string;
  fixturesFile: string;
  facts: AppFacts;
  /** The app's settings form (`app.config.json`), read at start and again when the app's files change. */
  settingsForm: DevSettingsForm | null;
  externalUrl: URL | undefined;
  origin: OriginChoice;
  clientServing: ClientServing | undefined;
  /** Whether the app runs on @hostbridge/compat (DevConfig.compatNotices). */
  compatNotices: boolean;
  fixtures: FixturesState;
  events: ChangeStream;
  appStatus: AppStatus;
  devHostUrl: string;
  appOrigin: string;
  appEntryUrl: string;
  devServer: Server;
  devSockets: Set<Socket>;
  appServer: Server | undefined;
  appSockets: Set<Socket>;
  stops: StopWatching[];
}

/** The entry page's path, each segment encoded. */
const entryPath = (entry: string) => entry.split("/").map(encodeURIComponent).join("/");

/** Tells the terminal that a port was taken and which one was used instead. */
function tookAnotherPort(running: Running, what: string, wanted: number, took: number): void {
  running.log({
    level: "info",
    message: `port ${wanted} is in use, so the ${what} took ${took}`,
  });
}

/** Binds the dev host port and, for static apps, the app port; checks the two origins differ. */
async function listenBoth(running: Running): Promise<void> {
  const { options, host, facts } = running;
  const nextFree = options.nextFreePort === true;
  const devPort = await listen(
    running.devServer,
    options.port ?? 0,
    host,
    "dev host page",
    nextFree,
  );
  if (options.port && devPort !== options.port)
    tookAnotherPort(running, "dev host page", options.port, devPort);
  running.devHostUrl = `http://${hostForUrl(host)}:${devPort}/`;
  if (running.origin.sameOrigin) {
    running.appOrigin = new URL(running.devHostUrl).origin;
    // (the app's own dev server is reached through this origin: its entry page under APP_PATH)
    const { externalUrl } = running;
    running.appEntryUrl = externalUrl
      ? `${running.appOrigin}${APP_PATH}${externalUrl.pathname.slice(1)}${externalUrl.search}`
      : `${running.appOrigin}${APP_PATH}${entryPath(facts.entry)}`;
  } else if (running.appServer) {
    const appPort = await listen(running.appServer, options.appPort ?? 0, host, "app", nextFree);
    if (options.appPort && appPort !== options.appPort)
      tookAnotherPort(running, "app", options.appPort, appPort);
    running.appOrigin = `http://${hostForUrl(host)}:${appPort}`;
    running.appEntryUrl = `${running.appOrigin}/${entryPath(facts.entry)}`;
  } else if (running.appOrigin === new URL(running.devHostUrl).origin) {
    throw new DevServerError(
      "USAGE",
      `--app-url ${running.appEntryUrl} has the dev host's own origin; the app must run on another origin (another port)`,
    );
  }
}

/** Checks the app's own dev server (`--app-url`) until it answers, telling the terminal and the page. */
async function probeExternalApp(running: Running, externalUrl: URL): Promise<void> {
  const { log } = running;
  const appEntryUrl = externalUrl.href;
  const probe = await watchAppUrl(appEntryUrl, {
    intervalMs: running.options.appProbeIntervalMs,
    onChange: (status) => {
      running.appStatus = status;
      if (status.state === "down")
        log({
          level: "warn",
          message: `nothing answers at ${appEntryUrl} (${status.reason}): start the app's dev server (for example \`npm run dev\`); the dev host loads the app as soon as it answers`,
        });
      else log({ level: "info", message: `the app answers at ${appEntryUrl} now: loading it` });
      running.events.broadcast("app-status", status);
    },
  });
  running.appStatus = probe.status();
  running.stops.push(() => probe.stop());
}

/** Watches the fixtures file and, for static apps, the app's files. */
async function watchFiles(running: Running): Promise<void> {
  const { fixturesFile, stops } = running;
  stops.push(
    watchOneFile(
      fixturesFile,
      () => void readFixtures(fixturesFile).then((result) => running.fixtures.apply(result, false)),
      running.options.pollIntervalMs ?? 1000,
    ),
  );
  if (running.externalUrl) return;
  const changed = () => {
    running.log({
      level: "info",
      message: "the app's files changed: the dev host reloads the app",
    });
    void readSettingsForm(running.appDir).then((form) => {
      running.settingsForm = form;
      running.events.broadcast("app", { at: Date.now() });
    });
  };
  // (every module's and hook's page: a hook in hooks/ beside a build in dist/ reloads the app too)
  const entries = [running.facts.entry, ...running.facts.places.map((place) => place.entry)];
  const trees = entryFolders(entries).map((folder) =>
    watchTree(join(running.appDir, folder), changed, { ignoreFiles: [basename(fixturesFile)] }),
  );
  stops.push(() => trees.forEach((tree) => tree.close()));
  // Changes made right after the server starts are seen too.
  await Promise.all(trees.map((tree) => tree.ready));
}

/** The URL a place's entry is served at: the opened one at the app's URL, the others beside it. */
function placeUrl(running: Running, entry: string): string {
  if (entry === running.facts.entry) return running.appEntryUrl;
  if (running.origin.sameOrigin) return `${running.appOrigin}${APP_PATH}${entryPath(entry)}`;
  if (running.externalUrl) return new URL(entryPath(entry), running.externalUrl).href;
  return `${running.appOrigin}/${entryPath(entry)}`;
}

/** The config the page gets now. */
function configOf(running: Running, platformUrl: string | undefined): DevConfig {
  return {
    version: 1,
    appUrl: running.appEntryUrl,
    places: running.facts.places.map((place) => {
      const initialize = initializePlaceOf(place, running.facts.manifest?.name ?? "");
      return {
        ...place,
        url: placeUrl(running, place.entry),
        ...(initialize ? { initialize } : {}),
      };
    }),
    place: running.facts.place?.id ?? null,
    appOrigin: running.appOrigin,
    appSource: running.externalUrl ? "url" : "static",
    sameOrigin: running.origin.sameOrigin,
    compatNotices: running.compatNotices,
    appStatus: running.appStatus,
    app: running.facts.manifest,
    hostedApp: running.facts.hosted,
    ...(running.settingsForm ? { settingsForm: running.settingsForm } : {}),
    fixturesFile: running.fixturesFile,
    fixtures: running.fixtures.fixtures(),
    fixturesError: running.fixtures.error(),
    revision: running.fixtures.revision(),
    platform: platformUrl ? { url: platformUrl } : null,
    ...(running.options.recordFile
      ? { record: { file: resolve(running.options.recordFile) } }
      : {}),
    ...(running.clientServing?.pages.length
      ? { clientScripts: clientScriptsOf(running.clientServing) }
      : {}),
    ...(running.options.replayFile
      ? { replay: { file: resolve(running.options.replayFile) } }
      : {}),
    ...(running.facts.initializePlace ? { initializePlace: running.facts.initializePlace } : {}),
  };
}

/** How the app is served: its origin, the client its script tags load, whether it runs on compat. */
interface AppServing extends Pick<Running, "origin" | "clientServing" | "compatNotices"> {
  /** The app's client script tags, found whether or not the dev server serves its pages. */
  scanned: ClientServing;
}

/** How the app is served (see {@link AppServing}). */
async function appServing(
  appDir: string,
  facts: AppFacts,
  externalUrl: URL | undefined,
  sameOrigin: boolean | undefined,
): Promise<AppServing> {
  // (the app's script tags that load the platform's client: pointed at an installed copy; an app of
  // its own dev server has its pages' sources anywhere in its folder, as Vite's index.html)
  const scanned = await findClientServing(appDir, externalUrl ? "index.html" : facts.entry);
  // (a selector or popup place is called through window.initialize: same-origin unless refused; the
  // one opened, else any other the picker may open later)
  const driven =
    facts.initializePlace ??
    facts.places
      .map((place) => initializePlaceOf(place, facts.manifest?.name ?? ""))
      .find((place) => place !== undefined);
  const origin =
    driven && sameOrigin === undefined
      ? initializeOrigin(driven)
      : await chooseOrigin(appDir, facts.entry, sameOrigin, scanned);
  return {
    origin,
    // (cross-origin from its own dev server, the app's pages never pass through the dev server)
    clientServing: externalUrl && !origin.sameOrigin ? undefined : scanned,
    compatNotices: await usesCompat(appDir, facts.entry, scanned),
    scanned,
  };
}

/** The terminal lines of how the app is served: same-origin mode, the client its tags load. */
function logServing(log: (event: DevLogEvent) => void, served: AppServing): void {
  if (served.origin.sameOrigin) log(sameOriginNotice(served.origin));
  const clientNotice = served.clientServing
    ? clientServingNotice(served.clientServing)
    : unservedClientNotice(served.scanned);
  if (clientNotice) log(clientNotice);
}

/**
 * Starts the dev server: the dev host page on `port` and, unless `appUrl` is given, the app's files
 * on `appPort` (another origin), plus the config endpoint, the change stream and the platform proxy.
 * In same-origin mode (`sameOrigin: true`, or by default when the app uses the platform's existing
 * client `@pitcher/js-api`) the app's files are served under `/__hostbridge/app/` of the dev host's
 * own origin instead, and no app port is bound. Resolves once the servers listen. Throws a
 * {@link DevServerError} when the dev host is not built, the app has nothing to serve, the app URL
 * is the dev host's own origin, same-origin mode is asked for with `appUrl`, or a port cannot be bound.
 *
 * @example
 * ```ts
 * const server = await startDevServer({ appDir: "apps/example-app", port: 0, appPort: 0 });
 * console.log(`open ${server.url}`);
 * await server.close();
 * ```
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? (() => undefined);
  const appDir = resolve(options.appDir);
  const host = options.host ?? "127.0.0.1";
  const fixturesFile = resolve(options.fixturesFile ?? join(appDir, FIXTURES_FILE));
  const devHostDir = checkedDevHostDir(options.devHostDir);
  if (!existsSync(appDir))
    throw new DevServerError("USAGE", `the app directory ${appDir} does not exist`);
  const facts = await appFacts(appDir, log, options.place);
  const externalUrl = options.appUrl === undefined ? undefined : parseAppUrl(options.appUrl);
  if (!externalUrl && !existsSync(join(appDir, facts.entry)))
    throw missingEntryError(appDir, facts.entry);
  if (options.replayFile) await checkReplayFile(resolve(options.replayFile));
  const served = await appServing(appDir, facts, externalUrl, options.sameOrigin);
  const { origin, clientServing, compatNotices } = served;

  const events = createChangeStream();
  const fixtures = createFixturesState(fixturesFile, log, (revision) =>
    events.broadcast("config", { revision }),
  );
  fixtures.apply(await readFixtures(fixturesFile), true);
  const platformUrl = options.platformUrl?.replace(/\/+$/, "");
  const config = (): DevConfig => configOf(running, platformUrl);
  // Same-origin mode with the app's own dev server: this origin forwards to it.
  const proxyTarget: AppProxyTarget | undefined =
    origin.sameOrigin && externalUrl ? { origin: new URL(externalUrl.origin) } : undefined;
  const devServer = createServer(
    guard(
      devHostHandler({
        ...{ host, devHostDir, platformUrl, config, events },
        recordFile: options.recordFile && resolve(options.recordFile),
        replayFile: options.replayFile && resolve(options.replayFile),
        app:
          origin.sameOrigin && !externalUrl
            ? { dir: appDir, entry: facts.entry, path: APP_PATH }
            : undefined,
        appProxy: proxyTarget ? { target: proxyTarget, path: APP_PATH } : undefined,
        clientServing,
        // (the platform's REST API on its origin: where same-origin apps call it)
        platformRest: createPlatformRest(
          restEnvironment(() => fixtures.fixtures()?.env),
          log,
        ),
      }),
    ),
  );
  if (proxyTarget) {
    // (the dev server's hot-reload WebSocket connects to the origin its client script came from)
    devServer.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (hostAllowed(req, host)) tunnelUpgrade(req, socket, head, proxyTarget);
      else socket.destroy();
    });
  }
  const appServer =
    externalUrl || origin.sameOrigin
      ? undefined
      : createServer(guard(appHandler(host, appDir, facts.entry, clientServing)));
  const running: Running = {
    options,
    log,
    appDir,
    host,
    fixturesFile,
    facts,
    settingsForm: await readSettingsForm(appDir),
    externalUrl,
    origin,
    clientServing,
    compatNotices,
    fixtures,
    events,
    appStatus: { state: externalUrl ? "unchecked" : "up" },
    devHostUrl: "",
    appOrigin: externalUrl?.origin ?? "",
    appEntryUrl: externalUrl?.href ?? "",
    devServer,
    devSockets: trackSockets(devServer),
    appServer,
    appSockets: appServer ? trackSockets(appServer) : new Set<Socket>(),
    stops: [],
  };

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const stop of running.stops) stop();
      events.close();
      await Promise.all([
        closeServer(devServer, running.devSockets),
        appServer ? closeServer(appServer, running.appSockets) : undefined,
      ]);
    })());

  try {
    await listenBoth(running);
  } catch (error) {
    await close();
    throw error;
  }
  logServing(log, served);
  if (externalUrl) await probeExternalApp(running, externalUrl);
  if (options.watch ?? true) await watchFiles(running);
  return {
    url: running.devHostUrl,
    appUrl: running.appEntryUrl,
    appOrigin: running.appOrigin,
    appSource: externalUrl ? "url" : "static",
    sameOrigin: origin.sameOrigin,
    appRoot: externalUrl ? undefined : appDir,
    fixturesFile,
    config,
    close,
  };
}
