// `--version` (what the published app.json carries, and app.json after a publish the platform accepted),
// `--domain` (the makers' https://<name>.my.pitcher.com), and the app's .hostbridge folder kept out of git.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";
import { startPlatform } from "./helpers/platform";

const KEY = newKey("version");
const WRONG = newKey("wrong");
const git = promisify(execFile);

async function appJson(app: string): Promise<string> {
  return readFile(join(app, "app.json"), "utf8");
}

describe("--version", () => {
  it("publishes the incremented version and then writes it into app.json", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const env = { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url };
    const run = await cli(["publish", "--version", "increment", "--json"], { cwd: app, env });
    expect(run.code).toBe(0);
    expect(run.json<{ version: unknown }>().result?.version).toEqual({
      value: "1.0.1",
      requested: "increment",
      previous: "1.0.0",
      appJson: "written",
    });
    expect(JSON.parse(await appJson(app))).toEqual({ name: "cli-demo", version: "1.0.1" });
    const next = await cli(["publish", "--version", "increment"], { cwd: app, env });
    expect(next.stderr).toContain("version 1.0.2 (app.json has 1.0.1)");
    expect(JSON.parse(await appJson(app)).version).toBe("1.0.2");
  });

  it("leaves app.json untouched when the platform refuses the publish, and says no version was created", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const before = await appJson(app);
    const run = await cli(["publish", "--version", "2.0.0"], {
      cwd: app,
      env: { HOSTBRIDGE_API_KEY: WRONG, HOSTBRIDGE_BASE_URL: platform.url },
    });
    expect(run.code).toBe(4);
    expect(await appJson(app)).toBe(before);
    expect(platform.listApps()).toEqual([]);
    expect(run.stderr).toContain(
      "the platform refused the publish (HTTP 401): it created no version; app.json keeps version 1.0.0",
    );
    expect(run.stderr).not.toContain("app.json: version set");
  });

  it("stamps only the archive with pack --version, and refuses --version with --archive", async () => {
    const app = await makeApp();
    const before = await appJson(app);
    const packed = await cli(["pack", "--version", "3.1.4", "--json"], { cwd: app });
    expect(packed.code).toBe(0);
    expect(packed.json<{ version: string }>().result?.version).toBe("3.1.4");
    expect(await appJson(app)).toBe(before);

    const both = await cli(
      ["publish", "--archive", "x.zip", "--version", "stamp", "--base-url", "http://127.0.0.1:9"],
      { cwd: app, env: { HOSTBRIDGE_API_KEY: KEY } },
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("with --archive the archive is uploaded as it is");
  });

  it("refuses a value that is not a version, naming what it takes, before anything is sent", async () => {
    const app = await makeApp();
    const run = await cli(["deploy", "--version", "latest", "--dry-run", "--instance", "x"], {
      cwd: app,
      env: { HOSTBRIDGE_BASE_URL: "https://platform.example.com" },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("give stamp");
  });
});

describe("--domain", () => {
  it("addresses https://<name>.my.pitcher.com, as the platform's makers do", async () => {
    const app = await makeApp();
    const run = await cli(["deploy", "--domain", "acme", "--instance", "test-1", "--dry-run"], {
      cwd: app,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("POST https://acme.my.pitcher.com/api/v1/apps/publish/");
    expect(run.stdout).toContain("POST https://acme.my.pitcher.com/api/v1/apps/cli-demo/install/");
  });

  it("refuses a name that is not one domain label, and --domain with --base-url", async () => {
    const app = await makeApp();
    for (const name of ["https://acme.my.pitcher.com", "acme.example.com", "-acme", ""]) {
      const run = await cli(["publish", "--domain", name, "--dry-run"], { cwd: app });
      expect(run.code, name).toBe(2);
      expect(run.stderr, name).toContain("use --base-url");
    }
    const both = await cli(
      ["publish", "--domain", "acme", "--base-url", "https://x.example.com", "--dry-run"],
      { cwd: app },
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("pass one of them");
  });
});

describe("the app's .hostbridge folder", () => {
  it("holds the publish record and pack's archives, and git never lists it", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp();
    const gitEnv = {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
    };
    await git("git", ["init", "-q"], { cwd: app, env: gitEnv });
    await git("git", ["add", "-A"], { cwd: app, env: gitEnv });
    await git("git", ["commit", "-qm", "app"], { cwd: app, env: gitEnv });

    const env = { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url };
    expect((await cli(["publish"], { cwd: app, env })).code).toBe(0);
    expect((await cli(["pack"], { cwd: app })).code).toBe(0);
    const record = JSON.parse(await readFile(join(app, ".hostbridge", "published.json"), "utf8"));
    expect(Object.keys(record)).toHaveLength(1);
    const status = await git("git", ["status", "--porcelain", "--untracked-files=all"], {
      cwd: app,
      env: gitEnv,
    });
    expect(status.stdout).toBe("");

    // and a second publish packs none of it: the archive is byte for byte the first
    const again = await cli(["publish"], { cwd: app, env });
    expect(again.stderr).toContain("the archive is byte for byte version 1");
  });
});
