// The platform's makers deploy with a shell script (fixtures/makers-deploy/deploy.sh, written from what it
// does): pointed at `hostbridge platform` it publishes and installs, and `hostbridge deploy --version stamp`
// replaces it with the same effect: a date-stamped version in the app's app.json and in what the instance
// serves.
import { execFile } from "node:child_process";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers/cli";
import { runPlatformCommand, tempDir } from "./helpers/platform";

const run = promisify(execFile);
const SCRIPT = new URL("./fixtures/makers-deploy/deploy.sh", import.meta.url).pathname;
const INSTANCE = "local-test";
/** What `date +"%Y.%m.%d.%H.%M.%S"` prints, the makers' version numbers. */
const DATE_STAMP_PATTERN = /^\d{4}\.\d{2}\.\d{2}\.\d{2}\.\d{2}\.\d{2}$/;

/** `hostbridge platform` on a free port, as a user starts it, with the key of its key file. */
async function startHostbridgePlatform(root: string) {
  const platform = await runPlatformCommand(["--port", "0", "--instance", INSTANCE], {
    cwd: root,
    env: { XDG_STATE_HOME: join(root, "state") },
  });
  const keyFile = join(root, "state", "hostbridge", "platform", "api-key");
  return { ...platform, keyFile, key: (await readFile(keyFile, "utf8")).trim() };
}

/** An app folder beside the makers' script and its config, as their repositories lay them out. */
async function makersWorkspace(root: string, url: string, key: string) {
  const app = join(root, "work", "field-notes");
  await mkdir(app, { recursive: true });
  await copyFile(SCRIPT, join(root, "work", "deploy.sh"));
  await writeFile(
    join(root, "work", "pitcher_config.sh"),
    `PITCHER_DOMAIN=acme\nPITCHER_API_KEY='${key}'\nPITCHER_INSTANCE_ID=${INSTANCE}\nPITCHER_BASE_URL=${url}\n`,
  );
  await writeFile(
    join(app, "app.json"),
    `${JSON.stringify({ name: "field-notes", display_name: "Field Notes", version: "1.0.0", module: { ui_app: { enabled: true, entry: "index.html" } } }, null, 2)}\n`,
  );
  await writeFile(join(app, "index.html"), "<!doctype html><title>Field Notes</title>");
  return app;
}

async function servedManifest(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/local/instances/${INSTANCE}/apps/field-notes/app.json`);
  return (await response.json()) as Record<string, unknown>;
}

async function appVersion(app: string): Promise<unknown> {
  return (JSON.parse(await readFile(join(app, "app.json"), "utf8")) as { version?: unknown })
    .version;
}

describe("the makers' deploy script and hostbridge deploy, against hostbridge platform", () => {
  it("both publish and install a date-stamped version; hostbridge deploy prints no key", async () => {
    const root = await tempDir();
    const platform = await startHostbridgePlatform(root);
    const app = await makersWorkspace(root, platform.url, platform.key);

    const theirs = await run("bash", ["../deploy.sh"], {
      cwd: app,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", TZ: "UTC", HOME: root },
    });
    expect(theirs.stdout).toContain("Deploying app field-notes...");
    expect(theirs.stdout).toContain(`${platform.url}/api/v1/apps/publish/`);
    expect(theirs.stdout).toContain('"latest_version": 1');
    expect(theirs.stdout).toContain('"status": "installed"');
    const stampedByScript = await appVersion(app);
    expect(stampedByScript).toMatch(DATE_STAMP_PATTERN);
    expect((await servedManifest(platform.url)).version).toBe(stampedByScript);

    await writeFile(join(app, "index.html"), "<!doctype html><title>Field Notes 2</title>");
    const ours = await cli(
      [
        "deploy",
        "--base-url",
        platform.url,
        "--api-key-file",
        platform.keyFile,
        "--instance",
        INSTANCE,
        "--version",
        "stamp",
        "--json",
      ],
      { cwd: app },
    );
    expect(ours.code).toBe(0);
    const result = ours.json<{
      release: { version: number };
      version: { value: string; requested: string; previous: unknown; appJson: string };
    }>().result!;
    expect(result.release.version).toBe(2);
    expect(result.version).toMatchObject({
      requested: "stamp",
      previous: stampedByScript,
      appJson: "written",
    });
    expect(result.version.value).toMatch(DATE_STAMP_PATTERN);
    expect(result.version.value >= String(stampedByScript)).toBe(true);
    expect(await appVersion(app)).toBe(result.version.value);
    expect((await servedManifest(platform.url)).version).toBe(result.version.value);
    const page = await fetch(`${platform.url}/local/instances/${INSTANCE}/apps/field-notes/`);
    expect(await page.text()).toContain("Field Notes 2");
    expect(ours.stdout).not.toContain(platform.key);

    const stopped = await platform.stop();
    expect(stopped.code).toBe(0);
    expect(stopped.stderr).not.toContain(platform.key);
  });
});
