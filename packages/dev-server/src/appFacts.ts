// What the dev server learns of the app before it starts: its manifest facts and entry page
// (`app.json`), the app URL when the app has its own dev server, and the checks that refuse to start
// with nothing to serve.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { findWebFile, isDeployError, loadManifest, manifestEntry } from "@hostbridge/deploy-client";
import type { AppPlace } from "@hostbridge/deploy-contract";
import type { DevAppFacts, DevInitializePlace } from "./contract";
import { findDevHostDir } from "./devHostDir";
import { DevServerError } from "./errors";
import { initializePlaceOf } from "./initializePlace";
import type { DevLogEvent } from "./options";
import { choosePlace, placesOf } from "./places";

/** The app's manifest facts (or `null` without a valid `app.json`), its places and the entry page opened. */
export interface AppFacts {
  manifest: DevAppFacts | null;
  /** The app the simulated host runs: the manifest's facts, else named by package.json (or `null`). */
  hosted: DevAppFacts | null;
  /** The page opened: the chosen place's entry (or, without places, the manifest's or the web file's). */
  entry: string;
  /** The app's places, listed from its manifest (none without a valid `app.json`). */
  places: AppPlace[];
  /** The place opened (`--place`, else the first), when the app has places. */
  place: AppPlace | undefined;
  /** The place opened, when the host drives it through `window.initialize` (a selector, a popup). */
  initializePlace?: DevInitializePlace | undefined;
}

/** The dev host page's directory, checked; throws when it is not built. */
export function checkedDevHostDir(devHostDir = findDevHostDir()): string {
  if (!devHostDir || !existsSync(join(devHostDir, "index.html"))) {
    throw new DevServerError(
      "CONFIG",
      devHostDir
        ? `the dev host page is missing from ${devHostDir} (no index.html); build it with \`pnpm --filter @hostbridge/dev-host build\``
        : "the dev host page is not built: reinstall @hostbridge/cli, or in the HostBridge repository run `pnpm build`",
    );
  }
  return devHostDir;
}

/** Parses `--app-url`: a full http(s) URL. */
export function parseAppUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DevServerError(
      "USAGE",
      `--app-url must be a full URL such as http://127.0.0.1:5173/, got "${value}"`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new DevServerError("USAGE", `--app-url must be an http(s) URL, got "${value}"`);
  }
  return url;
}

/**
 * Reads `app.json` (when there is one) and opens the place `wantedPlace` names, else the first of the
 * app's places; an unknown place is a `USAGE` error listing them. A broken `app.json` is logged and
 * `index.html` served meanwhile. Without one, the folder is served as a web file: its page is
 * index.html, else its root's only .html file.
 */
export async function appFacts(
  appDir: string,
  log: (event: DevLogEvent) => void,
  wantedPlace?: string,
): Promise<AppFacts> {
  const noPlaces = async (entry: string): Promise<AppFacts> => {
    choosePlace([], wantedPlace);
    const hosted = await packageNamed(appDir);
    return { manifest: null, hosted, entry, places: [], place: undefined };
  };
  if (!existsSync(join(appDir, "app.json")))
    return noPlaces((await findWebFile(appDir))?.entry ?? "index.html");
  let manifest: Awaited<ReturnType<typeof loadManifest>>;
  try {
    manifest = await loadManifest(appDir);
  } catch (error) {
    if (!isDeployError(error)) throw error;
    log({ level: "warn", message: `${error.message} Serving index.html meanwhile.` });
    return noPlaces("index.html");
  }
  const facts: DevAppFacts = { name: manifest.name };
  if (typeof manifest.display_name === "string") facts.displayName = manifest.display_name;
  if (typeof manifest.version === "string") facts.version = manifest.version;
  const places = placesOf(manifest);
  const withPlace = (entry: string, place: AppPlace | undefined): AppFacts => {
    const initializePlace = initializePlaceOf(place, manifest.name);
    const found = { manifest: facts, hosted: facts, entry, places, place };
    return { ...found, ...(initializePlace ? { initializePlace } : {}) };
  };
  if (wantedPlace !== undefined) {
    const place = choosePlace(places, wantedPlace);
    return withPlace(place?.entry ?? manifestEntry(manifest), place);
  }
  // (with no flag: the manifest's entry page, which is the first place's unless a top-level `entry` names another)
  const entry = manifestEntry(manifest);
  return withPlace(
    entry,
    places.find((place) => place.entry === entry),
  );
}

/**
 * The app named by its package.json's `name` (an app of the platform's existing client run from its
 * own folder often has no app.json), or `null` without one.
 */
async function packageNamed(appDir: string): Promise<DevAppFacts | null> {
  try {
    const { name } = JSON.parse(await readFile(join(appDir, "package.json"), "utf8")) as {
      name?: unknown;
    };
    return typeof name === "string" && name !== "" ? { name } : null;
  } catch {
    return null;
  }
}

/** The error of an app whose entry page is not there, with how to build it or where to load it from. */
export function missingEntryError(appDir: string, entry: string): DevServerError {
  const viteApp = ["vite.config.ts", "vite.config.js", "vite.config.mjs", "vite.config.mts"].some(
    (name) => existsSync(join(appDir, name)),
  );
  const hint = viteApp
    ? "build it first (`npm run build`, or `vite build --watch` to rebuild on every change), or start its dev server (`npm run dev`) and pass --app-url http://127.0.0.1:5173/"
    : "create it, fix `entry` in app.json, or pass --app-url with the URL of the app's own dev server";
  return new DevServerError(
    "USAGE",
    `the app's entry page ${entry} does not exist in ${appDir}: ${hint}`,
  );
}
