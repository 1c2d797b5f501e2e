// The e2e tests find a browser straight after `npm install`, in the order a user expects: the one at
// CHROMIUM_PATH, Playwright's own (its cache), the system's; where there is none they stop with one
// line naming the one command to run. Real files in a temp folder stand for the browsers.
import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chromiumLaunchOptions,
  isHostBridgeKitError,
  SYSTEM_CHROMIUM_ARGS,
} from "@hostbridge/playwright";
import {
  findChromium,
  playwrightChromiumExecutables,
  systemChromiumCandidates,
} from "../src/findChromium";
import { chromiumCommand } from "../src/chromiumCommand";

let dir: string;
let shell: string;
let full: string;
let system: string;
const missing = () => join(dir, "missing", `${Math.random()}`);

async function executable(path: string): Promise<string> {
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, "#!/bin/sh\n");
  await chmod(path, 0o755);
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-find-chromium-"));
  shell = await executable(join(dir, "ms-playwright", "headless_shell"));
  full = await executable(join(dir, "ms-playwright", "chrome"));
  system = await executable(join(dir, "usr", "bin", "chromium"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first, even with Playwright's own and a system one installed", () => {
    expect(
      findChromium({
        env: { CHROMIUM_PATH: system },
        playwrightExecutables: [shell, full],
        systemCandidates: [system],
      }),
    ).toEqual({ kind: "env", path: system });
  });

  it("takes Playwright's own browser when CHROMIUM_PATH is unset", () => {
    expect(
      findChromium({ env: {}, playwrightExecutables: [shell, full], systemCandidates: [system] }),
    ).toEqual({ kind: "playwright", path: shell });
  });

  it("takes the system's Chromium when Playwright has none in its cache", () => {
    expect(
      findChromium({
        env: {},
        playwrightExecutables: [missing(), missing()],
        systemCandidates: [missing(), system],
      }),
    ).toEqual({ kind: "system", path: system });
  });

  it("finds nothing where nothing is installed", () => {
    expect(
      findChromium({ env: {}, playwrightExecutables: [missing()], systemCandidates: [missing()] }),
    ).toBeUndefined();
  });

  it("says what to do when CHROMIUM_PATH names a file that does not exist", () => {
    const wrong = missing();
    expect(() => findChromium({ env: { CHROMIUM_PATH: wrong } })).toThrow(
      `CHROMIUM_PATH is ${wrong}, which does not exist`,
    );
  });

  it("asks the installed Playwright where its browsers are (PLAYWRIGHT_BROWSERS_PATH honoured)", () => {
    const paths = playwrightChromiumExecutables();
    expect(paths).toHaveLength(2);
    const root = process.env.PLAYWRIGHT_BROWSERS_PATH;
    if (root && root !== "0") for (const path of paths) expect(path.startsWith(root)).toBe(true);
    expect(paths[0]).toMatch(/headless_shell/);
  });

  it("looks for the system's Chromium and Google Chrome where each platform installs them", () => {
    expect(systemChromiumCandidates("linux")).toContain("/usr/bin/chromium");
    expect(systemChromiumCandidates("darwin")).toContain(
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    );
    expect(systemChromiumCandidates("win32", { PROGRAMFILES: "C:\\Program Files" })[0]).toMatch(
      /Chrome.+chrome\.exe$/,
    );
  });
});

describe("chromiumLaunchOptions without CHROMIUM_PATH", () => {
  it("leaves Playwright's default launch alone when its own browser is installed", () => {
    expect(chromiumLaunchOptions({}, { playwrightExecutables: [shell, full] })).toEqual({});
  });

  it("launches Playwright's full Chromium when its headless shell is missing", () => {
    expect(
      chromiumLaunchOptions({}, { playwrightExecutables: [missing(), full], systemCandidates: [] }),
    ).toEqual({ executablePath: full });
  });

  it("launches the system's Chromium with the flags it needs in a container", () => {
    expect(
      chromiumLaunchOptions({}, { playwrightExecutables: [missing()], systemCandidates: [system] }),
    ).toEqual({ executablePath: system, args: [...SYSTEM_CHROMIUM_ARGS] });
  });

  it("stops with one line naming the one command to run when there is no Chromium at all", () => {
    let thrown: unknown;
    try {
      chromiumLaunchOptions({}, { playwrightExecutables: [missing()], systemCandidates: [] });
    } catch (error) {
      thrown = error;
    }
    expect(isHostBridgeKitError(thrown) && thrown.code).toBe("NO_CHROMIUM");
    const error = thrown as Error;
    expect(error.message).toContain("run `npx playwright install chromium`");
    expect(error.stack).toBe(`HostBridgeKitError: ${error.message}`);
    expect(error.message).not.toContain("\n");
  });
});

describe("hostbridge-chromium (the CI step before `playwright install`)", () => {
  it("names the browser the tests will launch and where it came from, and exits 0", () => {
    expect(
      chromiumCommand({ env: {}, playwrightExecutables: [missing()], systemCandidates: [system] }),
    ).toEqual({
      code: 0,
      stdout: `The end-to-end tests will launch ${system} (the system's).\n`,
      stderr: "",
    });
    expect(chromiumCommand({ env: {}, playwrightExecutables: [full] }).stdout).toContain(
      "Playwright's own",
    );
  });

  it("exits 1 with the one command to run when there is none, so `|| npx playwright install` runs", () => {
    const result = chromiumCommand({
      env: {},
      playwrightExecutables: [missing()],
      systemCandidates: [],
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^No Chromium found .*`npx playwright install chromium`.*\n$/);
  });

  it("exits 1 naming CHROMIUM_PATH when it points nowhere", () => {
    const path = missing();
    const result = chromiumCommand({ env: { CHROMIUM_PATH: path } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`CHROMIUM_PATH is ${path}, which does not exist`);
  });

  it("runs as the package's bin from the built module", async () => {
    const bin = join(import.meta.dirname, "..", "bin", "hostbridge-chromium.js");
    const env = { ...process.env, CHROMIUM_PATH: system };
    const { stdout } = await promisify(execFile)(process.execPath, [bin], { env });
    expect(stdout).toBe(`The end-to-end tests will launch ${system} (CHROMIUM_PATH).\n`);
    const failed = await promisify(execFile)(process.execPath, [bin], {
      env: { ...process.env, CHROMIUM_PATH: missing() },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining("does not exist") });
  });
});
