import { mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { makeApp } from "./helpers/apps";
import { cli, newKey } from "./helpers/cli";
import { startPlatform, tempDir } from "./helpers/platform";

const KEY = newKey("commands");

describe("init", () => {
  it("scaffolds an app from the template that validates", async () => {
    const root = await tempDir();
    const run = await cli(["init", "My Shop", "--json"], { cwd: root });
    expect(run.code).toBe(0);
    const dir = join(root, "My Shop");
    expect((await readdir(dir)).sort()).toEqual([
      ".github",
      ".gitignore",
      ".hostbridgeignore",
      "README.md",
      "app.json",
      "e2e",
      "hostbridge.config.json",
      "hostbridge.fixtures.json",
      "index.html",
      "package.json",
      "playwright.config.ts",
      "src",
      "test",
      "tsconfig.json",
      "vite.config.ts",
    ]);
    const manifest = JSON.parse(await readFile(join(dir, "app.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: "my-shop",
      display_name: "My Shop",
      entry: "dist/index.html",
    });
    expect(await readFile(join(dir, "index.html"), "utf8")).toContain("<title>My Shop</title>");
    // The template is a Vite app: what ships is its build in dist/.
    await mkdir(join(dir, "dist"));
    await writeFile(join(dir, "dist", "index.html"), "<!doctype html><title>My Shop</title>");
    const validated = await cli(["validate", "--json"], { cwd: dir });
    expect(validated.code).toBe(0);
    expect(validated.json<{ files: number; profiles: string[] }>().result).toMatchObject({
      files: 2,
      profiles: ["local", "production"],
    });
  });

  it("refuses a non-empty directory without --force and does not prompt when not a terminal", async () => {
    const dir = await tempDir();
    await writeFile(join(dir, "notes.txt"), "mine");
    const refused = await cli(["init", "--name", "x-app"], { cwd: dir, isTTY: false });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--force");
    const forced = await cli(["init", "--name", "x-app", "--force"], { cwd: dir });
    expect(forced.code).toBe(0);
    expect(await readFile(join(dir, "notes.txt"), "utf8")).toBe("mine");
  });

  it("asks for the name on a terminal, but not when CI is set", async () => {
    const asked = await tempDir();
    const run = await cli(["init"], { cwd: asked, isTTY: true, stdin: "chosen-name\n" });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("app name (");
    expect(JSON.parse(await readFile(join(asked, "app.json"), "utf8"))).toMatchObject({
      name: "chosen-name",
    });

    const ci = await tempDir("ci-app-");
    const quiet = await cli(["init"], {
      cwd: ci,
      isTTY: true,
      env: { CI: "true" },
      stdin: "ignored\n",
    });
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toContain("app name (");
    expect(
      (JSON.parse(await readFile(join(ci, "app.json"), "utf8")) as { name: string }).name,
    ).toMatch(/^ci-app-/);
  });
});

describe("init's choices", () => {
  it("prints next steps that work in the new app: its npm scripts and npx for the CLI", async () => {
    const root = await tempDir();
    const run = await cli(["init", "steps-app"], { cwd: root });
    expect(run.code).toBe(0);
    const steps = run.stdout
      .slice(run.stdout.indexOf("next:"))
      .split("\n")
      .slice(1)
      .filter(Boolean);
    expect(steps.map((line) => line.trim().split(/\s+/)[0])).toEqual(
      expect.arrayContaining(["cd", "npm", "npx"]),
    );
    // `hostbridge` alone is not on the PATH of a new app's shell.
    expect(steps.filter((line) => /^\s*hostbridge\b/.test(line))).toEqual([]);
    expect(run.stdout).toContain("npm test");
  });

  it("writes the full example app with --template full and names the templates for an unknown one", async () => {
    const root = await tempDir();
    const full = await cli(["init", "big", "--template", "full", "--json"], { cwd: root });
    expect(full.json<{ template: string }>().result?.template).toBe("full");
    expect(await readdir(join(root, "big", "src"))).toContain("uiView.ts");
    const unknown = await cli(["init", "other", "--template", "tiny"], { cwd: root });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      'there is no template "tiny": use --template vanilla or --template vue or --template react or --template full',
    );
  });

  it("with --link, depends on a checkout's packed tarballs and overrides every @hostbridge package", async () => {
    const checkout = await tempDir();
    const packs = join(checkout, ".hostbridge", "packs");
    await mkdir(packs, { recursive: true });
    const names = [
      "cli",
      "host-simulator",
      "playwright",
      "protocol-types",
      "sdk",
      "transport",
      "vite-plugin",
    ];
    for (const name of names) await writeFile(join(packs, `hostbridge-${name}-0.1.0.tgz`), "");
    const root = await tempDir();
    const run = await cli(["init", "linked", "--link", checkout, "--json"], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.json<{ linked: object }>().result?.linked).toHaveProperty("@hostbridge/sdk");
    const pkg = JSON.parse(await readFile(join(root, "linked", "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
      overrides: Record<string, string>;
    };
    // (relative to the app, as npm writes a tarball it installs: a dependency equals its override)
    const tarball = (name: string) =>
      `file:${relative(join(root, "linked"), join(packs, `hostbridge-${name}-0.1.0.tgz`))
        .split(sep)
        .join("/")}`;
    expect(tarball("sdk")).toMatch(/^file:\.\.\//);
    expect(pkg.dependencies["@hostbridge/sdk"]).toBe(tarball("sdk"));
    expect(pkg.devDependencies["@hostbridge/cli"]).toBe(tarball("cli"));
    expect(pkg.devDependencies.vite).toMatch(/^\^\d/);
    expect(pkg.overrides).toEqual(
      Object.fromEntries(names.map((name) => [`@hostbridge/${name}`, tarball(name)])),
    );

    const empty = await tempDir();
    const refused = await cli(["init", "nothing", "--link", empty], { cwd: root });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("npm run pack:local");
  });
});

describe("validate", () => {
  it("exits 3 for a symbolic link leaving the app dir and for a re-included .env file", async () => {
    const outside = await tempDir();
    await writeFile(join(outside, "shared.css"), "body{}");
    const linked = await makeApp();
    await symlink(join(outside, "shared.css"), join(linked, "shared.css"));
    const link = await cli(["validate", "--json"], { cwd: linked });
    expect(link.code).toBe(3);
    expect(link.json().error?.message).toContain(
      "cannot pack shared.css: it is a symbolic link pointing outside the app directory",
    );

    const env = await makeApp({ ".env": "TOKEN=1", ".hostbridgeignore": "!.env\n" });
    const secret = await cli(["validate", "--json"], { cwd: env });
    expect(secret.code).toBe(3);
    expect(secret.json().error).toMatchObject({ code: "SECRET_DETECTED" });
    expect(secret.json().error?.message).toContain("refusing to pack .env");
  });
});

describe("pack", () => {
  it("lists every file with its rule and writes nothing", async () => {
    const app = await makeApp({
      ".env": "X=1",
      "node_modules/a/index.js": "a",
      ".hostbridgeignore": "*.md\n",
      "README.md": "r",
    });
    const run = await cli(["pack", "--list", "--json"], { cwd: app });
    expect(run.code).toBe(0);
    const files = run.json<{ files: { path: string; included: boolean; rule: string }[] }>().result!
      .files;
    expect(files).toEqual(
      expect.arrayContaining([
        { path: ".env", size: 3, included: false, rule: "default: .env" },
        { path: "node_modules/", size: 0, included: false, rule: "default: node_modules/" },
        { path: "README.md", size: 1, included: false, rule: ".hostbridgeignore:1: *.md" },
        { path: "index.html", size: 32, included: true, rule: "no rule matched" },
      ]),
    );
    expect(await readdir(app)).not.toContain(".hostbridge");
    const human = await cli(["pack", "--list"], { cwd: app });
    expect(human.stdout).toMatch(/^- \.env\s+3\s+default: \.env$/m);
    expect(human.stdout).toMatch(/^\+ app\.json\s+\d+\s+no rule matched$/m);
  });

  it("writes the same archive twice, into .hostbridge/ by default or to --out", async () => {
    const app = await makeApp({ "a.js": "a" });
    const first = await cli(["pack", "--json"], { cwd: app });
    const second = await cli(["pack", "--json"], { cwd: app });
    const a = first.json<{ sha256: string; path: string; fileName: string }>().result!;
    const b = second.json<{ sha256: string; path: string }>().result!;
    expect(a.sha256).toBe(b.sha256);
    expect(a.path).toBe(join(app, ".hostbridge", a.fileName));
    const out = join(await tempDir(), "release.zip");
    const third = await cli(["pack", "--out", out], { cwd: app });
    expect(third.code).toBe(0);
    expect(third.stdout.trim()).toBe(out);
    expect(third.stderr).toContain(`sha256 ${a.sha256}`);
  });
});

describe("output", () => {
  it("draws a progress bar on a terminal, plain lines otherwise, and nothing under --json", async () => {
    const platform = await startPlatform({ keys: [{ key: KEY }] });
    const app = await makeApp({ "blob.bin": Buffer.alloc(512 * 1024, 1) });
    const env = { HOSTBRIDGE_API_KEY: KEY, HOSTBRIDGE_BASE_URL: platform.url };
    const tty = await cli(["publish"], { cwd: app, env, isTTY: { stderr: true }, columns: 60 });
    expect(tty.code).toBe(0);
    expect(tty.stderr).toMatch(/\rpublish \[#+\] 100% /);
    const plain = await cli(["publish"], { cwd: app, env });
    expect(plain.stderr).not.toContain("\r");
    expect(plain.stderr).toMatch(/^publish: uploading .+$/m);
    expect(plain.stderr).toMatch(/^publish: uploaded .+ in [\d.]+ s$/m);
    const json = await cli(["publish", "--json"], { cwd: app, env, isTTY: true });
    expect(json.stderr).toBe("");
  });

  it("colours errors and warnings on a terminal unless NO_COLOR is set", async () => {
    const app = await makeApp({}, { name: "BAD" });
    const coloured = await cli(["validate", "--strict"], { cwd: app, isTTY: true });
    expect(coloured.stderr).toContain("\u001b[31merror\u001b[39m");
    expect(coloured.stderr).toContain("\u001b[33mwarning\u001b[39m");
    const plain = await cli(["validate", "--strict"], {
      cwd: app,
      isTTY: true,
      env: { NO_COLOR: "1" },
    });
    expect(plain.stderr).not.toContain("\u001b[");
    expect(plain.stderr).toMatch(/^error \[VALIDATION\]: --strict: 1 warning \(name: /m);
  });

  it("answers usage errors with exit 2 and, under --json, with the envelope only", async () => {
    const human = await cli(["publish", "--no-such-flag"]);
    expect(human.code).toBe(2);
    expect(human.stderr).toContain("unknown option '--no-such-flag'");
    const json = await cli(["install", "--no-such-flag", "--json"]);
    expect(json.code).toBe(2);
    expect(json.json()).toEqual({
      ok: false,
      command: "install",
      error: { code: "USAGE", message: "unknown option '--no-such-flag'" },
    });
  });

  it("prints help with the exit code table and exits 0", async () => {
    const run = await cli(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Exit codes:");
    expect(run.stdout).toContain("7  installed on some instances, failed on others");
    expect(run.stdout).toMatch(/^\s+dev \[options\] \[appDir\]/m);
  });
});
