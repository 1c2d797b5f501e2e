// Runs one scenario of the table in Debian Chromium: the host (hosts.ts) with the app inside, time
// under Playwright's clock (`page.clock`, in every frame) unless the scenario asks for real time.
// The pages are bundled from pages/ with esbuild (packages from source) and served on loopback;
// post-robot and the existing client are served as their packages ship them.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import type { Browser, Frame, Page } from "playwright";
import { openHost } from "./hosts";
import type { AppKind, HostKind, HostSide, Served } from "./hosts";
import type { Scenario, Step } from "./scenarios";
import type { DifferentialWindow } from "./pages/driver";
import type { AppEntry, Trace } from "./trace";

const PAGES = join(import.meta.dirname, "pages");

const HTML = (title: string, scripts: string[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${scripts
    .map((src) => `<script src="./${src}"></script>`)
    .join("")}</body></html>`;

/** The pages served: the hosts, the apps, and the two third-party builds loaded unchanged. */
const HOST_PAGES: Record<string, string[]> = {
  "post-robot.html": ["post-robot.js", "postRobotHost.js"],
  "simulator.html": ["simulatorHost.js"],
};
const APP_PAGES: Served["appPage"] = {
  sdk: { html: "sdk.html", scripts: ["sdkApp.js"] },
  pitcher: { html: "pitcher.html", scripts: ["js-api.js", "pitcherApp.js"] },
};

/** A file of an installed package (post-robot, the existing client), as the package ships it. */
const require = createRequire(import.meta.url);
export const installed = (name: string, file: string) =>
  join(dirname(require.resolve(`${name}/package.json`)), file);

/**
 * Writes one HTML page per entry of `pages` (its scripts, in order) into `dir`, and serves the files
 * of `dir` on loopback (a free port); `close()` stops the server (the directory stays).
 */
export async function servePages(
  dir: string,
  pages: Record<string, string[]>,
): Promise<{ port: number; close(): Promise<void> }> {
  for (const [page, scripts] of Object.entries(pages))
    await writeFile(join(dir, page), HTML(page, scripts));
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? "/", "http://x").pathname.slice(1);
    if (!/^[\w.-]+$/.test(name)) return void res.writeHead(404).end();
    readFile(join(dir, name)).then(
      (body) => {
        res.setHeader("content-type", name.endsWith(".html") ? "text/html" : "text/javascript");
        res.end(body);
      },
      () => void res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Copies the two third-party builds into `dir` as their packages ship them: post-robot's and the client's. */
export async function copyThirdParty(dir: string): Promise<void> {
  await writeFile(
    join(dir, "post-robot.js"),
    await readFile(installed("post-robot", "dist/post-robot.js")),
  );
  await writeFile(
    join(dir, "js-api.js"),
    await readFile(installed("@pitcher/js-api", "js-api.umd.min.js")),
  );
}

/** Bundles `entryPoints` (pages' scripts, packages from source) into `dir`, then {@link copyThirdParty}. */
export async function bundlePages(dir: string, entryPoints: string[]): Promise<void> {
  await build({
    entryPoints,
    outdir: dir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    logLevel: "error",
    conditions: ["@hostbridge/source"],
  });
  await copyThirdParty(dir);
}

/** Builds the pages into a fresh directory and serves it on loopback. */
export async function serveDifferential(): Promise<Served & { close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "hb-differential-"));
  await bundlePages(
    dir,
    ["postRobotHost", "simulatorHost", "sdkApp", "pitcherApp", "recorder"].map((name) =>
      join(PAGES, `${name}.ts`),
    ),
  );
  const pages = {
    ...HOST_PAGES,
    ...Object.fromEntries(Object.values(APP_PAGES).map((p) => [p.html, p.scripts])),
  };
  const server = await servePages(dir, pages);
  return {
    dir,
    port: server.port,
    appPage: APP_PAGES,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** How long a step waits for the app or the host (in real time) before the run stops there. */
const STEP_WAIT_MS = 5000;

/** Fake milliseconds that pass on a paused clock each time a wait polls (timers of 0 ms, hellos). */
const TICK_MS = 20;

/** One run: the host page open with the app inside, and the test's hands on both. */
class Run {
  /** The app's trace before its frame reloaded. */
  private readonly before: AppEntry[] = [];
  /** Errors the app's code threw where nothing caught them (on the platform: in the console). */
  readonly uncaught: AppEntry[] = [];
  constructor(
    private readonly page: Page,
    private readonly host: HostSide,
    private readonly fakeClock: boolean,
  ) {
    page.on("pageerror", (error) => this.threw(error));
  }

  private threw(error: Error): void {
    this.uncaught.push({
      app: "uncaught",
      message: error.message.replace(/^clock\.runFor: /, "").split("\n")[0]!,
    });
  }

  /** `ms` pass: on the paused clock (its timers run, what they throw is recorded), or in real time. */
  async pass(ms: number): Promise<void> {
    if (!this.fakeClock) return this.page.waitForTimeout(ms);
    await this.page.clock.runFor(ms).catch((error: Error) => this.threw(error));
  }

  /**
   * Polls `check` until it holds; false when it did not within STEP_WAIT_MS. On the paused clock,
   * the page's time moves only here (TICK_MS a poll) and in `after` steps, however slow the machine.
   */
  async until(check: () => Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + STEP_WAIT_MS;
    for (;;) {
      if (await check().catch(() => false)) return true;
      if (Date.now() > deadline) return false;
      if (this.fakeClock) await this.pass(TICK_MS);
      await this.page.waitForTimeout(30);
    }
  }

  get app(): Frame {
    const frame = this.page
      .frames()
      .find((candidate) => candidate.parentFrame() === this.page.mainFrame());
    if (!frame) throw new Error("the host page has no app frame");
    return frame;
  }

  async appTrace(): Promise<AppEntry[]> {
    const trace = await this.app.evaluate(() => (window as DifferentialWindow).__app?.trace ?? []);
    return [...this.before, ...trace];
  }

  appReady(): Promise<boolean> {
    return this.until(() => this.app.evaluate(() => Boolean((window as DifferentialWindow).__app)));
  }

  /** Does `step`; false when what it waits for did not happen. */
  async step(step: Step): Promise<boolean> {
    if ("call" in step)
      await this.app.evaluate(
        ([id, op, arg]) => (window as DifferentialWindow).__app!.call(id, op, arg),
        [step.call, step.op, step.arg ?? null] as const,
      );
    else if ("arrive" in step)
      return this.until(
        async () => (await this.host.act("waiting", step.arrive)) === (step.count ?? 1),
      );
    else if ("after" in step) await this.pass(step.after);
    else if ("answer" in step) await this.host.act("answer", step.answer, step.nth ?? 0, step.body);
    else if ("cancel" in step) await this.host.act("cancel", step.cancel, step.nth ?? 0);
    else if ("fail" in step) await this.host.act("fail", step.fail, step.nth ?? 0, step.error);
    else if ("push" in step) await this.host.act("push", step.push, step.payload);
    else if ("emit" in step) await this.host.act("emit", step.emit, step.body);
    else if ("reload" in step) {
      this.before.push(...(await this.appTrace()).slice(this.before.length), { app: "reloaded" });
      const frame = this.app;
      await Promise.all([
        this.page.waitForEvent("framenavigated", (navigated) => navigated === frame),
        frame.evaluate(() => location.reload()),
      ]);
      return this.appReady();
    } else if ("settle" in step)
      return this.until(async () => {
        const trace = await this.appTrace();
        return step.settle.every((id) => trace.some((e) => e.app === "settled" && e.id === id));
      });
    else if ("hear" in step)
      return this.until(
        async () =>
          (await this.appTrace()).filter((e) => e.app === step.hear).length >= (step.count ?? 1),
      );
    return true;
  }
}

/** Runs `scenario` with `app` inside `host`; returns what the app and the host observed. */
export async function runScenario(
  browser: Browser,
  served: Served,
  scenario: Scenario,
  hostKind: HostKind,
  appKind: AppKind,
): Promise<Trace> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ path: join(served.dir, "recorder.js") });
    const fakeClock = !scenario.realTime;
    if (fakeClock) {
      const start = new Date("2026-01-05T09:00:00Z");
      await page.clock.install({ time: start });
      // (a minute ahead: however long a loaded machine takes between the two calls, not in the past;
      // no page is loaded yet, so nothing runs in that minute)
      await page.clock.pauseAt(start.getTime() + 60_000);
    }
    const host = await openHost(page, served, hostKind, appKind);
    const run = new Run(page, host, fakeClock);
    const stopped: AppEntry[] = [];
    if (!(await run.appReady())) stopped.push({ app: "stopped", at: "the app did not start" });
    for (const [index, step] of scenario.steps.entries()) {
      if (stopped.length) break;
      if (!(await run.step(step)))
        stopped.push({ app: "stopped", at: `step ${index + 1} ${JSON.stringify(step)}` });
    }
    // anything still on its way (a late answer, a stray event) lands before the traces are read
    await run.pass(fakeClock ? 500 : 100);
    const app = [...(await run.appTrace()), ...run.uncaught, ...stopped];
    const trace = { app, host: await host.received() };
    await host.close();
    return trace;
  } finally {
    await context.close();
  }
}
