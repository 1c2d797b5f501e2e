// `--version <stamp|increment|x.y.z>` of publish, deploy and pack: the version the archive's app.json
// carries. The app's own app.json is read once, before packing; after a publish that the platform
// accepted, the same version is written back into it (atomically, and only if nobody edited the file
// meanwhile), so what was deployed is visible in the app's files and the next `increment` follows from it.
// A publish that failed or whose outcome is unknown writes nothing back. `pack` never writes back: it
// published nothing.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  DeployError,
  isDeployError,
  loadManifest,
  MANIFEST_FILE,
  resolveVersion,
  writeManifestVersion,
} from "@hostbridge/deploy-client";
import type { Context } from "./context";

/** A version as app.json holds it: a string as it is, anything else as JSON. */
function shown(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The version chosen for this run and the app.json text it was chosen from. */
export interface VersionChoice {
  /** What `--version` said: `stamp`, `increment` or a version. */
  spec: string;
  /** The version the archive carries. */
  version: string;
  /** The version app.json had (undefined when none). */
  previous: unknown;
  /** The text of app.json when the version was chosen. */
  sourceText: string;
}

/** Reads app.json and resolves `--version`; undefined when the flag was not given. */
export async function chooseVersion(
  ctx: Context,
  spec: string | undefined,
): Promise<VersionChoice | undefined> {
  if (spec === undefined) return undefined;
  const sourceText = await readFile(join(ctx.appDir, MANIFEST_FILE), "utf8");
  const manifest = await loadManifest(ctx.appDir);
  const version = resolveVersion(spec, manifest.version, new Date());
  const from = manifest.version === undefined ? "" : ` (app.json has ${shown(manifest.version)})`;
  ctx.out.note(`version ${version}${from}`);
  return { spec, version, previous: manifest.version, sourceText };
}

/** What became of app.json after the publish, for the JSON result. */
export type AppJsonUpdate = "written" | "changed" | "failed";

/**
 * After a publish the platform accepted: writes the chosen version into the app's app.json and says so.
 * Never throws (the version exists on the platform whatever happens here): a failure is a warning.
 */
export async function writeVersionBack(
  ctx: Context,
  choice: VersionChoice,
): Promise<AppJsonUpdate> {
  try {
    const outcome = await writeManifestVersion(ctx.appDir, choice.version, choice.sourceText);
    if (outcome === "written") ctx.out.note(`app.json: version set to ${choice.version}`);
    else
      ctx.out.note(
        `${ctx.out.paint("warning", "yellow")} app.json changed while publishing, so its version was left as it is; the published version is ${choice.version}`,
      );
    return outcome;
  } catch (error) {
    ctx.out.note(
      `${ctx.out.paint("warning", "yellow")} the published version is ${choice.version}, but app.json could not be updated (${(error as Error).message}); set "version": "${choice.version}" in it by hand`,
    );
    return "failed";
  }
}

/**
 * After a publish that failed: says whether a version was created and that app.json keeps its version,
 * so a failed upload never leaves the user guessing. Rethrows `error`.
 */
export function publishFailed(
  ctx: Context,
  choice: VersionChoice | undefined,
  error: unknown,
): never {
  if (!isDeployError(error)) throw error;
  const { status, code } = error;
  const outcome =
    status !== undefined && status >= 400 && status < 500
      ? `the platform refused the publish (HTTP ${status}): it created no version`
      : status !== undefined
        ? `the platform failed (HTTP ${status}): check its versions before publishing again`
        : code === "NETWORK"
          ? "no version was created: the platform did not receive the archive whole"
          : "the error says what reached the platform";
  const kept =
    choice === undefined
      ? ""
      : `; app.json keeps ${choice.previous === undefined ? "no version" : `version ${shown(choice.previous)}`}`;
  ctx.out.note(`${outcome}${kept}`);
  throw error;
}

/** Refuses `--version` with `--archive`: a given archive is uploaded byte for byte. */
export function refuseVersionWithArchive(): never {
  throw new DeployError(
    "CONFIG",
    "--version stamps the app.json of the archive HostBridge packs; with --archive the archive is uploaded as it is. Drop one of the two",
  );
}
