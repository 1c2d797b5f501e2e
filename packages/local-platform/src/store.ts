// The platform's persistent state: apps, their versions (zip + extracted tree) and installs, all under one
// directory. state.json is replaced atomically (temp file, fsync, rename) and every change goes through one
// queue, so concurrent publishes get distinct versions and a crash never leaves a half-written file.
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import * as z from "zod";
import { LOCAL_PLATFORM_ERROR_CODES, LocalPlatformError } from "./errors";
import { HttpError } from "./httpError";

/** One published version of an app, as `GET /local/apps` lists it. */
export interface LocalAppVersion {
  /** The version number: 1 for the first publish of the app, then 2, 3, ... */
  version: number;
  /** When it was published (ISO 8601). */
  created_at: string;
  /** SHA-256 of the uploaded zip, lowercase hex. */
  sha256: string;
  /** Size of the uploaded zip in bytes. */
  size: number;
}

/** One app known to the platform, as `GET /local/apps` lists it. */
export interface LocalApp {
  /** The app's name (app.json `name`). */
  name: string;
  /** The highest version number; null for an app registered (option `apps`) but never published. */
  latest_version: number | null;
  /** Every version, oldest first. */
  versions: LocalAppVersion[];
}

/** Which version of an app an instance runs, as `GET /local/installs` lists it. */
export interface LocalInstall {
  /** The instance. */
  instance_id: string;
  /** The app's name. */
  app: string;
  /** The version the instance runs. */
  version: number;
  /** When that version was installed on the instance (ISO 8601). */
  installed_at: string;
}

/** The outcome of installing on one instance. */
export interface InstallOutcome {
  instance_id: string;
  version: number;
  previous_version: number | null;
}

const StoredVersionSchema = z.object({
  version: z.number().int().positive(),
  created_at: z.string(),
  sha256: z.string(),
  size: z.number().int().nonnegative(),
  entry: z.string(),
});
type StoredVersion = z.infer<typeof StoredVersionSchema>;

const StateSchema = z.object({
  format: z.literal(1),
  apps: z.array(z.object({ name: z.string(), versions: z.array(StoredVersionSchema) })),
  installs: z.array(
    z.object({
      instance_id: z.string(),
      app: z.string(),
      version: z.number().int().positive(),
      installed_at: z.string(),
    }),
  ),
});
type State = z.infer<typeof StateSchema>;

const STATE_FILE = "state.json";

/** What a publish stores: the staged directory holding `app.zip`, and what is known about it. */
export interface StagedVersion {
  name: string;
  stagingDir: string;
  sha256: string;
  size: number;
  entry: string;
}

/** A published version that an instance runs, with where its zip is (its files are served from it). */
export interface InstalledVersion {
  version: number;
  entry: string;
  sha256: string;
  archivePath: string;
}

function installKey(instanceId: string, app: string): string {
  return `${instanceId}\u0000${app}`;
}

/** The state directory of one local platform. */
export class PlatformStore {
  readonly dir: string;
  readonly tmpDir: string;
  #apps = new Map<string, StoredVersion[]>();
  #installs = new Map<string, LocalInstall>();
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(dir: string) {
    this.dir = dir;
    this.tmpDir = join(dir, "tmp");
  }

  /**
   * Opens (creating when needed) the state directory `dir` and loads its state. `registeredApps` are app
   * names known before any publish (as apps created in the admin console are); they are added to the state.
   */
  static async open(dir: string, registeredApps: readonly string[] = []): Promise<PlatformStore> {
    const store = new PlatformStore(dir);
    try {
      await mkdir(join(dir, "apps"), { recursive: true });
      // Leftovers of uploads interrupted by a crash or a kill: never part of the state.
      await rm(store.tmpDir, { recursive: true, force: true });
      await mkdir(store.tmpDir, { recursive: true });
    } catch (error) {
      throw new LocalPlatformError(
        LOCAL_PLATFORM_ERROR_CODES.STATE_DIR_UNAVAILABLE,
        `Could not prepare the state directory ${dir}; check that it is a writable directory.`,
        { cause: error },
      );
    }
    await store.#load();
    const added = registeredApps.filter((name) => !store.#apps.has(name));
    if (added.length > 0) {
      for (const name of added) store.#apps.set(name, []);
      try {
        await store.#save();
      } catch (error) {
        throw new LocalPlatformError(
          LOCAL_PLATFORM_ERROR_CODES.STATE_DIR_UNAVAILABLE,
          `Could not write ${join(dir, STATE_FILE)}; check that the state directory is writable.`,
          { cause: error },
        );
      }
    }
    return store;
  }

  async #load(): Promise<void> {
    const path = join(this.dir, STATE_FILE);
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw new LocalPlatformError(
        LOCAL_PLATFORM_ERROR_CODES.INVALID_STATE,
        `Could not read ${path}.`,
        {
          cause: error,
        },
      );
    }
    let state: State;
    try {
      state = StateSchema.parse(JSON.parse(text));
    } catch (error) {
      throw new LocalPlatformError(
        LOCAL_PLATFORM_ERROR_CODES.INVALID_STATE,
        `${path} is not a state file this version of @hostbridge/local-platform can read; move the directory aside or point \`dir\` at another one.`,
        { cause: error },
      );
    }
    for (const app of state.apps)
      this.#apps.set(
        app.name,
        [...app.versions].sort((a, b) => a.version - b.version),
      );
    for (const install of state.installs)
      this.#installs.set(installKey(install.instance_id, install.app), install);
  }

  async #save(): Promise<void> {
    const state: State = {
      format: 1,
      apps: [...this.#apps].map(([name, versions]) => ({ name, versions })),
      installs: [...this.#installs.values()],
    };
    const target = join(this.dir, STATE_FILE);
    const temp = join(this.dir, `${STATE_FILE}.${randomUUID()}.tmp`);
    const file = await open(temp, "w");
    try {
      await file.writeFile(`${JSON.stringify(state, null, 2)}\n`, "utf8");
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(this.dir);
  }

  /** Runs `task` after every change queued before it; changes never interleave. */
  #serialize<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Waits until every queued change is written. */
  async settle(): Promise<void> {
    await this.#queue;
  }

  /** Every app with its versions, sorted by name. */
  listApps(): LocalApp[] {
    return [...this.#apps]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, versions]) => ({
        name,
        latest_version: versions.at(-1)?.version ?? null,
        versions: versions.map(({ version, created_at, sha256, size }) => ({
          version,
          created_at,
          sha256,
          size,
        })),
      }));
  }

  /** Every install, sorted by instance then app. */
  listInstalls(): LocalInstall[] {
    return [...this.#installs.values()]
      .map((install) => ({ ...install }))
      .sort((a, b) => compare(a.instance_id, b.instance_id) || compare(a.app, b.app));
  }

  /** The version `app` runs on `instanceId`, with its files; undefined when it is not installed there. */
  installed(instanceId: string, app: string): InstalledVersion | undefined {
    const install = this.#installs.get(installKey(instanceId, app));
    if (!install) return undefined;
    const stored = this.#apps.get(app)?.find((candidate) => candidate.version === install.version);
    if (!stored) return undefined;
    return {
      version: stored.version,
      entry: stored.entry,
      sha256: stored.sha256,
      archivePath: join(this.#versionDir(app, stored.version), "app.zip"),
    };
  }

  #versionDir(app: string, version: number): string {
    return join(this.dir, "apps", app, String(version));
  }

  /**
   * Stores a staged version as the next version of its app (moving the staging directory into place) and
   * records it. Returns the stored version and the app's new latest version number.
   */
  commitPublish(staged: StagedVersion, createdAt: string): Promise<LocalAppVersion> {
    return this.#serialize(async () => {
      const versions = this.#apps.get(staged.name) ?? [];
      const version = (versions.at(-1)?.version ?? 0) + 1;
      const target = this.#versionDir(staged.name, version);
      await mkdir(join(this.dir, "apps", staged.name), { recursive: true });
      // A directory left by an earlier crash between rename and save is not part of the state: replace it.
      await rm(target, { recursive: true, force: true });
      await rename(staged.stagingDir, target);
      const record: StoredVersion = {
        version,
        created_at: createdAt,
        sha256: staged.sha256,
        size: staged.size,
        entry: staged.entry,
      };
      const isNewApp = !this.#apps.has(staged.name);
      this.#apps.set(staged.name, [...versions, record]);
      try {
        await this.#save();
      } catch (error) {
        if (isNewApp) this.#apps.delete(staged.name);
        else this.#apps.set(staged.name, versions);
        await rm(target, { recursive: true, force: true });
        throw error;
      }
      return { version, created_at: createdAt, sha256: staged.sha256, size: staged.size };
    });
  }

  /**
   * Installs `app` on each of `instanceIds`: version `requested`, or the latest when undefined. Throws the
   * contract's 404/409 answers when the app or the version does not exist. Installing the version an
   * instance already runs changes nothing.
   */
  install(
    app: string,
    requested: number | undefined,
    instanceIds: readonly string[],
    installedAt: string,
  ): Promise<{ version: number; outcomes: InstallOutcome[] }> {
    return this.#serialize(async () => {
      const versions = this.#apps.get(app);
      if (!versions) {
        throw new HttpError(
          404,
          "app_not_found",
          `No app named "${app}" was published; publish it first.`,
        );
      }
      const latest = versions.at(-1);
      if (!latest) {
        throw new HttpError(
          409,
          "nothing_published",
          `App "${app}" has no published version; publish it first.`,
        );
      }
      let version = latest.version;
      if (requested !== undefined) {
        if (!versions.some((candidate) => candidate.version === requested)) {
          throw new HttpError(
            409,
            "version_not_found",
            `App "${app}" has no version ${requested}; published versions are 1 to ${latest.version}.`,
          );
        }
        version = requested;
      }
      const before = new Map(this.#installs);
      const outcomes = instanceIds.map((instanceId) => {
        const key = installKey(instanceId, app);
        const previous = this.#installs.get(key);
        if (previous?.version !== version) {
          this.#installs.set(key, {
            instance_id: instanceId,
            app,
            version,
            installed_at: installedAt,
          });
        }
        return { instance_id: instanceId, version, previous_version: previous?.version ?? null };
      });
      if (outcomes.some((outcome) => outcome.previous_version !== outcome.version)) {
        try {
          await this.#save();
        } catch (error) {
          this.#installs = before;
          throw error;
        }
      }
      return { version, outcomes };
    });
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function syncDirectory(dir: string): Promise<void> {
  // Makes the rename durable; not every platform can open a directory, and that is not an error.
  let handle;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
    // ignored: best effort
  } finally {
    await handle?.close();
  }
}
