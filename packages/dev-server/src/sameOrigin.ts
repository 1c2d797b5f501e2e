// Same-origin serving, for apps written with the platform's existing client (`@pitcher/js-api`).
// That client reads the location from `window.parent.jsApiLocation`, sends its high-level requests
// to the top-most parent window whose address it can read (and that says "localhost" or the
// platform's domain), and accepts answers and events only from its own origin or the platform's
// domain: cross-origin, its `getEnv()` never settles and no host event arrives. The platform serves
// such apps on its own origin, so the dev server can too: the app's files under APP_PATH of the dev
// host page's origin. Chosen by the `sameOrigin` option, else when the app uses that client (a
// script tag that loads it, ./clientTags, a dependency, or a built file that contains it).
import { readdir, readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ClientServing } from "./clientSource";
import type { DevLogEvent } from "./options";
import { isHiddenName } from "./staticFiles";

/** The path of the dev host origin the app's files are served under in same-origin mode. */
export const APP_PATH = "/__hostbridge/app/";

/** The package name of the platform's existing client. */
const EXISTING_CLIENT = "@pitcher/js-api";

// A string every build of that client carries, also minified (and in a build whose `PITCHER_` someone
// renamed `SVC_`): the warning it prints when it drops a message of another origin. Not its request
// type `PITCHER_REQUEST`: HostBridge's SDK sends that too on the platform's wire.
const CLIENT_MARKERS = ["is not the same as the current origin"];

// Limits of the scan of the app's built files (an app is small; a huge tree is not an app build).
const MAX_FILES = 400;
const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** The mode chosen, and why (a few words for the terminal and the page). */
export interface OriginChoice {
  sameOrigin: boolean;
  reason: string;
}

/** Whether the app's package.json depends on `pkg` (any kind of dependency). */
async function dependsOn(appDir: string, pkg: string): Promise<boolean> {
  const text = await readFile(join(appDir, "package.json"), "utf8").catch(() => undefined);
  if (text === undefined) return false;
  try {
    const manifest = JSON.parse(text) as Record<string, unknown>;
    return ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"].some(
      (field) => {
        const deps = manifest[field];
        return typeof deps === "object" && deps !== null && pkg in deps;
      },
    );
  } catch {
    return false;
  }
}

/** The script files below `dir` (no hidden names, no node_modules), at most MAX_FILES. */
async function scriptFiles(dir: string, found: string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (found.length >= MAX_FILES) break;
    if (isHiddenName(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await scriptFiles(path, found);
    else if (entry.isFile() && /\.(m?js|html?)$/i.test(entry.name)) found.push(path);
  }
  return found;
}

/** The first built file (beside the entry page) that contains one of `markers`, if any. */
async function builtFileWith(
  appDir: string,
  entry: string,
  markers: readonly string[],
): Promise<string | undefined> {
  for (const path of await scriptFiles(join(appDir, dirname(entry)))) {
    const info = await stat(path).catch(() => undefined);
    if (!info || info.size > MAX_FILE_BYTES) continue;
    const text = await readFile(path, "utf8").catch(() => "");
    if (markers.some((marker) => text.includes(marker))) return path;
  }
  return undefined;
}

/** The first script tag that loads the client, as evidence, if any. */
function tagEvidence(serving: ClientServing | undefined): string | undefined {
  const page = serving?.pages[0];
  const tag = page?.tags[0];
  return page && tag ? `${page.file} loads it by a script tag (${tag.src})` : undefined;
}

/**
 * Why the app needs same-origin serving (it uses the existing client), or `undefined`: its
 * package.json depends on `@pitcher/js-api`, a script tag of its pages loads it (`serving`), or a
 * built file beside its entry page contains it.
 */
export async function existingClientEvidence(
  appDir: string,
  entry: string,
  serving?: ClientServing,
): Promise<string | undefined> {
  if (await dependsOn(appDir, EXISTING_CLIENT))
    return `its package.json depends on ${EXISTING_CLIENT}`;
  const tagged = tagEvidence(serving);
  if (tagged) return tagged;
  const file = await builtFileWith(appDir, entry, CLIENT_MARKERS);
  return file ? `${file} contains ${EXISTING_CLIENT}` : undefined;
}

/** compat's package name. */
const COMPAT = "@hostbridge/compat";
// A string every build of compat carries, minified too: the key of its development notice event
// (`COMPAT_NOTICE_EVENT` of @hostbridge/compat, which the dev server does not depend on).
const COMPAT_MARKERS = ["hostbridge_compat_notice"];

/**
 * Whether the app runs on `@hostbridge/compat` (so the dev host turns its development notices on): its
 * package.json depends on it, a script tag loads compat's script build, or a built file beside its
 * entry page contains it. Apps that do not get no notice flag on their URL.
 */
export async function usesCompat(
  appDir: string,
  entry: string,
  serving?: ClientServing,
): Promise<boolean> {
  if (await dependsOn(appDir, COMPAT)) return true;
  if (serving?.pages.some((page) => page.tags.some((tag) => tag.pkg === COMPAT))) return true;
  return (await builtFileWith(appDir, entry, COMPAT_MARKERS)) !== undefined;
}

/**
 * Decides the mode: `sameOrigin` when given, else same-origin when the app uses the existing client
 * (or compat's script-tag build of it).
 * An app loaded from its own dev server (`appUrl`) runs on the dev host's origin too: the dev host
 * origin forwards to that server (./appProxy).
 */
export async function chooseOrigin(
  appDir: string,
  entry: string,
  sameOrigin: boolean | undefined,
  serving?: ClientServing,
): Promise<OriginChoice> {
  if (sameOrigin !== undefined)
    return { sameOrigin, reason: sameOrigin ? "asked for" : "asked for (--cross-origin)" };
  const evidence = await existingClientEvidence(appDir, entry, serving);
  if (!evidence) return { sameOrigin: false, reason: "the default" };
  const fromTag = evidence === tagEvidence(serving) ? serving?.pages[0]?.tags[0]?.pkg : undefined;
  const pkg = fromTag ?? EXISTING_CLIENT;
  return { sameOrigin: true, reason: `the app uses ${pkg}: ${evidence}` };
}

/** The terminal line of same-origin mode: what it means for security, and how to leave it. */
export function sameOriginNotice(choice: OriginChoice): DevLogEvent {
  return {
    level: "warn",
    message: `same-origin mode (${choice.reason}): the app runs on the dev host page's own origin, so it can read and script the dev host page, as the platform allows for apps of its existing client. Pass --cross-origin (sameOrigin: false) to isolate it.`,
  };
}
