// The compat differential (issue 40): one corpus of app code of the existing client (compat/corpusApp.ts)
// runs in a host built with the real post-robot 10 (compat/corpusHost.ts), once on @pitcher/js-api
// 1.26.0's script-tag build as the registry ships it and once on @hostbridge/compat's, and what the
// app observed and what the host received must be the same, row for row, except the rows of
// COMPAT_DIFFERENCES (the one table of where compat differs by design, also in docs/migration.md).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "@hostbridge/tooling/chromium";
import { COMPAT_DIFFERENCES } from "./compat/differences";
import { installed, servePages } from "./harness";
import type { DifferentialWindow } from "./pages/driver";

const HERE = import.meta.dirname;

const PAGES = {
  "host.html": ["post-robot.js", "corpusHost.js"],
  "client.html": ["js-api.js", "corpusApp.js"],
  "compat.html": ["compat.js", "corpusApp.js"],
};

let browser: Browser;
let dir: string;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-compat-differential-"));
  await Promise.all([
    build({
      entryPoints: ["corpusHost", "corpusApp"].map((name) => join(HERE, "compat", `${name}.ts`)),
      outdir: dir,
      bundle: true,
      format: "iife",
      target: "es2022",
      logLevel: "error",
      conditions: ["@hostbridge/source"],
    }),
    // compat's script-tag build, as its tsup config makes it (from source)
    build({
      entryPoints: [join(HERE, "../../packages/compat/src/index.ts")],
      outfile: join(dir, "compat.js"),
      bundle: true,
      format: "iife",
      globalName: "pitcher",
      target: "es2022",
      logLevel: "error",
      conditions: ["@hostbridge/source", "browser", "import", "default"],
    }),
  ]);
  await writeFile(
    join(dir, "post-robot.js"),
    await readFile(installed("post-robot", "dist/post-robot.js")),
  );
  await writeFile(
    join(dir, "js-api.js"),
    await readFile(installed("@pitcher/js-api", "js-api.umd.min.js")),
  );
  const server = await servePages(dir, PAGES);
  origin = `http://127.0.0.1:${server.port}`;
  close = server.close;
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Observed {
  app: unknown[];
  host: unknown[];
  subscribes: number;
  uncaught: string[];
}

/** Runs the corpus with one client in the post-robot host; what the app and the host observed. */
async function observe(appPage: string): Promise<Observed> {
  const page = await browser.newPage();
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message.split("\n")[0]!));
  try {
    await page.goto(`${origin}/host.html?app=${appPage}`);
    const frame = () => page.frames().find((f) => f.parentFrame() === page.mainFrame());
    await page.waitForFunction(() => document.querySelector("iframe") !== null);
    const done = () =>
      frame()
        ?.evaluate(() => (window as { __corpus?: { done: boolean } }).__corpus?.done === true)
        .catch(() => false);
    // (each step waits for the host at most 2 s; a corpus that is not done in 20 s is stuck)
    for (let waited = 0; !(await done()); waited += 50) {
      if (waited > 20_000) throw new Error(`${appPage}: the corpus did not finish in 20 s`);
      await page.waitForTimeout(50);
    }
    const app = await frame()!.evaluate(
      () => (window as { __corpus?: { log: unknown[] } }).__corpus!.log,
    );
    const received = await page.evaluate(() => (window as DifferentialWindow).__received ?? []);
    const isSubscribe = (entry: { type?: string }) => entry.type === "subscribe";
    return {
      app,
      host: received.filter((entry) => !isSubscribe(entry)),
      subscribes: received.filter(isSubscribe).length,
      uncaught,
    };
  } finally {
    await page.close();
  }
}

/** The rows of `a` and `b` side by side, `≠` on each that differs. */
function sideBySide(a: unknown[], b: unknown[]): string[] {
  const rows: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = JSON.stringify(a[i]) ?? "(none)";
    const right = JSON.stringify(b[i]) ?? "(none)";
    if (left !== right) rows.push(`≠ #${i}\n  client: ${left}\n  compat: ${right}`);
  }
  return rows;
}

/** `observed` with the known differences applied to the client's side (what compat shows instead). */
function expected(client: Observed): Observed {
  return COMPAT_DIFFERENCES.reduce((acc, row) => row.apply?.(acc) ?? acc, structuredClone(client));
}

describe("an app of the existing client, on the client and on @hostbridge/compat, in a post-robot host", () => {
  let client: Observed;
  let compat: Observed;
  beforeAll(async () => {
    [client, compat] = await Promise.all([observe("client.html"), observe("compat.html")]);
  }, 60_000);

  it("runs the whole corpus on both (nothing thrown uncaught)", () => {
    expect(client.app.length).toBeGreaterThan(30);
    expect(compat.uncaught).toEqual(client.uncaught);
  });

  it("observes the same in the app: values, rejections and their fields, pushes, events", () => {
    const rows = sideBySide(expected(client).app, compat.app);
    expect(rows, rows.join("\n")).toEqual([]);
  });

  it("sends the host the same requests, in the same order", () => {
    const rows = sideBySide(expected(client).host, compat.host);
    expect(rows, rows.join("\n")).toEqual([]);
    expect(compat.subscribes).toBe(expected(client).subscribes);
  });
});
