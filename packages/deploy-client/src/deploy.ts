import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import { DeployError, restate } from "./errors";
import { checkApiKey, parseBaseUrl } from "./target";
import { install } from "./install";
import type { InstallResult, InstanceInstallResult } from "./install";
import { loadManifest } from "./manifest";
import type { AppManifest } from "./manifest";
import { pack } from "./pack";
import type { PackResult } from "./pack";
import { publish } from "./publish";
import type { PlatformOptions, Release, UploadProgress } from "./publish";

/** A step of {@link deploy}, reported through `onStep`. */
export type DeployStep =
  | { step: "manifest"; manifest: AppManifest }
  | { step: "packed"; archive: PackResult }
  | { step: "published"; release: Release }
  | { step: "installed"; install: InstallResult };

/** Options of {@link deploy}. */
export interface DeployOptions extends PlatformOptions {
  /** The app's root directory (with `app.json`). */
  appDir: string;
  /** Instances to install the new version on (at least one). */
  instanceIds: readonly string[];
  /** Ignore file name in the app root. Default `.hostbridgeignore`. */
  ignoreFile?: string;
  /** Keep the archive instead of deleting it after the upload; its path is in the result. Default false. */
  keepArchive?: boolean;
  /** Directory for the archive. Default: a fresh temporary directory. */
  outDir?: string;
  /** Upload progress, in bytes sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Called after each step. */
  onStep?: (step: DeployStep) => void;
  /** Called when an instance's install settles. */
  onInstanceResult?: (result: InstanceInstallResult) => void;
  /** Instances installed in parallel. Default 4. */
  concurrency?: number;
  /**
   * The `version` the published app.json carries (`resolveVersion` turns `stamp` and `increment` into
   * one). The app's own app.json is not touched (see `writeManifestVersion`). Default: as it is.
   */
  appVersion?: string;
}

/** The outcome of {@link deploy}. */
export interface DeployResult {
  /** The validated manifest. */
  manifest: AppManifest;
  /** The archive that was uploaded (its file is deleted unless `keepArchive`). */
  archive: PackResult;
  /** The version created. */
  release: Release;
  /** Per-instance install results. */
  install: InstallResult;
}

/**
 * Validates, packs, publishes and installs an app in one call: `loadManifest` -> `pack` -> `publish`
 * -> `install` on every instance. Nothing is sent when the manifest or the files are invalid. The
 * archive is scanned for the API key before upload. The install is the spec's call, which installs the
 * latest published version (no version is pinned: pinning is a local-platform extension); only a
 * publish by someone else between the two calls could make that another version than this one.
 *
 * @throws {DeployError} from any step; when installing fails as a whole after a successful publish, the
 *   message says which version was published and `details.release` holds it.
 *
 * @example
 * ```ts
 * const result = await deploy({
 *   appDir: "./my-app",
 *   baseUrl: "https://platform.example.com",
 *   apiKey: process.env.HOSTBRIDGE_API_KEY!,
 *   instanceIds: ["test-instance"],
 * });
 * console.log(`version ${result.release.version}`, result.install.ok ? "installed" : "partly failed");
 * ```
 */
export async function deploy(options: DeployOptions): Promise<DeployResult> {
  parseBaseUrl(options.baseUrl, options.allowInsecureHttp);
  const apiKey = checkApiKey(options.apiKey);
  if (options.instanceIds.filter((id) => id.trim() !== "").length === 0) {
    throw new DeployError(
      "CONFIG",
      "no instance id was given; deploy installs on at least one instance (use publish to only publish)",
    );
  }
  const manifest = await loadManifest(options.appDir);
  options.onStep?.({ step: "manifest", manifest });
  const archive = await pack(options.appDir, {
    manifest,
    ignoreFile: options.ignoreFile,
    apiKey,
    outDir: options.outDir,
    signal: options.signal,
    appVersion: options.appVersion,
  });
  options.onStep?.({ step: "packed", archive });
  try {
    const release = await publish({
      ...options,
      apiKey,
      archivePath: archive.path,
      fileName: archive.fileName,
      appName: manifest.name,
    });
    options.onStep?.({ step: "published", release });
    let installed: InstallResult;
    try {
      installed = await install({
        ...options,
        apiKey,
        appName: manifest.name,
        instanceIds: options.instanceIds,
      });
    } catch (error) {
      if (!(error instanceof DeployError)) throw error;
      const which = release.version === undefined ? "a new version" : `version ${release.version}`;
      throw restate(
        error,
        `${which} of ${manifest.name} was published, but installing it failed: ${error.message}`,
        {
          release,
          ...(typeof error.details === "object" && error.details !== null ? error.details : {}),
        },
      );
    }
    options.onStep?.({ step: "installed", install: installed });
    return { manifest, archive, release, install: installed };
  } finally {
    if (!options.keepArchive) {
      await rm(archive.path, { force: true });
      if (!options.outDir) await rm(dirname(archive.path), { recursive: true, force: true });
    }
  }
}
