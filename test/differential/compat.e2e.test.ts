// The compat differential (issue 40): one corpus of app code of the existing client (compat/corpusApp.ts)
// runs once on @pitcher/js-api 1.26.0's script-tag build as the registry ships it and once on
// @hostbridge/compat's, in each of three hosts: a host built with the real post-robot 10
// (compat/corpusHost.ts), our host simulator in a page (compat/corpusSimulatorHost.ts) and the dev host
// page as `hostbridge dev` serves it (devHost.ts, the test acting as the person: compat/person.ts);
// and a smaller one (compat/topLevelApp.ts) on the app's page opened on its own, with no host.
// Inside each host, what the app observed and what the host received must be the same for both, row
// for row, except the rows of COMPAT_DIFFERENCES (the one table of where compat differs by design, also
// in docs/migration.md). The hosts answer differently from one another; that is not compared.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DevServer } from "@hostbridge/dev-server";
import { CHROMIUM_ARGS, findChromium } from "@hostbridge/tooling/chromium";
import { COMPAT_DIFFERENCES } from "./compat/differences";
import { CORPUS_FAILURES, CORPUS_PICKS, CORPUS_REACTIONS, react } from "./compat/person";
import { devHostSide, PICKABLE_FILES, startDevHost } from "./devHost";
import { copyThirdParty, servePages } from "./harness";
import type { DifferentialWindow } from "./pages/driver";

const HERE = import.meta.dirname;

/** The two sides of the comparison: the client's script-tag build and compat's, each under the corpus. */
const SIDES = {
  client: { html: "client.html", scripts: ["js-api.js", "corpusApp.js"] },
  compat: { html: "compat.html", scripts: ["compat.js", "corpusApp.js"] },
};
type Side = keyof typeof SIDES;

const PAGES = {
  "host.html": ["post-robot.js", "corpusHost.js"],
  "client-alone.html": ["js-api.js", "topLevelApp.js"],
  "compat-alone.html": ["compat.js", "topLevelApp.js"],
  "simulator.html": ["corpusSimulatorHost.js"],
  ...Object.fromEntries(Object.values(SIDES).map((side) => [side.html, side.scripts])),
};

let browser: Browser;
let dir: string;
let origin: string;
let close: () => Promise<void>;
const devServers: Partial<Record<Side, DevServer>> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-compat-differential-"));
  await Promise.all([
    build({
      entryPoints: {
        ...Object.fromEntries(
          ["corpusHost", "corpusSimulatorHost", "corpusApp", "topLevelApp"].map((name) => [
            name,
            join(HERE, "compat", `${name}.ts`),
          ]),
        ),
        recorder: join(HERE, "pages", "recorder.ts"),
      },
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
  await copyThirdParty(dir);
  const server = await servePages(dir, PAGES);
  origin = `http://127.0.0.1:${server.port}`;
  close = server.close;
  // the dev host serves each side as `hostbridge dev` serves an app of the existing client: same-origin
  for (const side of Object.keys(SIDES) as Side[])
    devServers[side] = await startDevHost(dir, side, SIDES[side], true);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(devServers).map((server) => server.close()));
  await close?.();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Observed {
  app: unknown[];
  host: unknown[];
  subscribes: number;
  uncaught: string[];
  /** Observed on the app's page opened on its own: no host around it. */
  noHost?: boolean;
}

/** What the host page received so far (pages/recorder.ts). */
const receivedBy = (page: Page) =>
  page.evaluate(() => (window as DifferentialWindow).__received ?? []);

/**
 * A host of the corpus: opens it in `page` with `side` inside, and returns what the test does each
 * time it looks (the person at the dev host), if anything.
 */
type CorpusHost = (page: Page, side: Side) => Promise<(() => Promise<void>) | void>;

/** The pickers a person answers at the dev host: the failing ones fail, the content picker as CORPUS_PICKS says. */
const PICKERS = ["ui_select_content", "ui_select_agenda_content", "ui_select_canvases"];

const HOSTS: Record<string, CorpusHost> = {
  "a post-robot host": async (page, side) => {
    // (this host answers every operation: the corpus also sweeps every method and alias)
    await page.goto(`${origin}/host.html?app=${encodeURIComponent(`${SIDES[side].html}?sweep`)}`);
  },
  "the host simulator": async (page, side) => {
    await page.goto(`${origin}/simulator.html?app=${SIDES[side].html}`);
  },
  "the dev host page": async (page, side) => {
    const host = await devHostSide(page, devServers[side]!.url);
    // each request or event the app sent is acted on once, in the order it arrived
    const handled: Record<string, number> = {};
    return async () => {
      const received = await receivedBy(page);
      for (const type of [...PICKERS, ...Object.keys(CORPUS_REACTIONS)]) {
        const arrived = received.filter((entry) => entry.type === type).length;
        if (arrived <= (handled[type] ?? 0)) continue;
        if (PICKERS.includes(type)) {
          if (!(await host.act("waiting", type))) continue; // (its dialog is not up yet)
          const error = CORPUS_FAILURES[type];
          if (error) await host.act("fail", type, 0, { code: "", ...error });
          else if (CORPUS_PICKS[handled[type] ?? 0] === "cancel") await host.act("cancel", type, 0);
          else await host.act("answer", type, 0, { content: [PICKABLE_FILES[0]] });
        } else
          await react(
            { push: (t, p) => host.act("push", t, p), emit: (t, b) => host.act("emit", t, b) },
            type,
          );
        handled[type] = (handled[type] ?? 0) + 1;
      }
    };
  },
};

/** Runs the corpus on `side` in `host`; what the app and the host observed. */
async function observe(host: CorpusHost, side: Side): Promise<Observed> {
  const page = await browser.newPage();
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message.split("\n")[0]!));
  try {
    await page.addInitScript({ path: join(dir, "recorder.js") });
    const person = await host(page, side);
    await page.waitForFunction(() => document.querySelector("iframe") !== null);
    const frame = () => page.frames().find((f) => f.parentFrame() === page.mainFrame());
    const done = () =>
      frame()
        ?.evaluate(() => (window as { __corpus?: { done: boolean } }).__corpus?.done === true)
        .catch(() => false);
    // (each step waits for the host at most 10 s; a corpus that is not done in 40 s is stuck)
    for (let waited = 0; !(await done()); waited += 50) {
      if (waited > 40_000) throw new Error(`${side}: the corpus did not finish in 40 s`);
      await person?.();
      await page.waitForTimeout(50);
    }
    const app = await frame()!.evaluate(
      () => (window as { __corpus?: { log: unknown[] } }).__corpus!.log,
    );
    const received = await receivedBy(page);
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

/** A row as JSON (a value met again inside itself, as a window is, shows as "(cycle)"). */
function shown(row: unknown): string {
  const path: unknown[] = [];
  return (
    JSON.stringify(row, function (this: unknown, _key, value: unknown) {
      while (path.length && path.at(-1) !== this) path.pop();
      if (value && typeof value === "object") {
        if (path.includes(value)) return "(cycle)";
        path.push(value);
      }
      return value;
    }) ?? "(none)"
  );
}

/** The rows of `a` and `b` side by side, `≠` on each that differs. */
function sideBySide(a: unknown[], b: unknown[]): string[] {
  const rows: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const left = shown(a[i]);
    const right = shown(b[i]);
    if (left !== right) rows.push(`≠ #${i}\n  client: ${left}\n  compat: ${right}`);
  }
  return rows;
}

/** `observed` with the known differences applied to the client's side (what compat shows instead). */
function expected(client: Observed): Observed {
  return COMPAT_DIFFERENCES.reduce((acc, row) => row.apply?.(acc) ?? acc, structuredClone(client));
}

describe("the table of where compat differs by design", () => {
  it("has the same rows in docs/migration.md as in COMPAT_DIFFERENCES, in order (by their why)", async () => {
    const guide = await readFile(join(HERE, "../../docs/migration.md"), "utf8");
    const section = guide.split("## Compat: where we are stricter")[1]?.split("\n## ")[0] ?? "";
    const whys = section
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| Where compat differs"))
      .filter((line) => !/^\|\s*-+\s*\|/.test(line))
      .map((line) => line.split(" | ").at(-1)!.replace(/ \|$/, "").replaceAll("`", "").trim());
    expect(whys).toEqual(COMPAT_DIFFERENCES.map((row) => row.why));
  });
});

describe.each(Object.keys(HOSTS))(
  "an app of the existing client, on the client and on @hostbridge/compat, in %s",
  (name) => {
    let client: Observed;
    let compat: Observed;
    beforeAll(async () => {
      [client, compat] = await Promise.all([
        observe(HOSTS[name]!, "client"),
        observe(HOSTS[name]!, "compat"),
      ]);
    }, 90_000);

    it("runs the whole corpus on both (nothing thrown uncaught)", () => {
      expect(client.app.length).toBeGreaterThan(30);
      expect(compat.uncaught).toEqual(client.uncaught);
      // (where the host answers every operation, every method and alias of ui, admin and dsr ran)
      const swept = (observed: Observed) =>
        observed.app.filter((row) => String((row as unknown[])[0]).startsWith("sweep ")).length;
      if (name === "a post-robot host") expect(swept(client)).toBeGreaterThan(100);
      expect(swept(compat)).toBe(swept(client));
    });

    it("observes the same in the app: values, rejections and their fields, pushes, events", () => {
      const rows = sideBySide(expected(client).app, compat.app);
      expect(rows, rows.join("\n")).toEqual([]);
    });

    it("sends the host the same requests, in the same order", () => {
      const compatOnly = (entry: { type?: unknown }) =>
        COMPAT_DIFFERENCES.some((row) => row.compatOnly?.(entry));
      const rows = sideBySide(
        expected(client).host,
        compat.host.filter((entry) => !compatOnly(entry as { type?: unknown })),
      );
      expect(rows, rows.join("\n")).toEqual([]);
      expect(compat.subscribes).toBe(expected(client).subscribes);
    });
  },
);

describe("an app of the existing client opened on its own, with no host around it", () => {
  it("settles each ui, admin, dsr and high-level call as on the client (compat/topLevelApp.ts)", async () => {
    const alone = async (side: Side): Promise<Observed> => {
      const page = await browser.newPage();
      const uncaught: string[] = [];
      page.on("pageerror", (error) => uncaught.push(error.message.split("\n")[0]!));
      try {
        await page.goto(`${origin}/${side}-alone.html`);
        type Alone = { __corpus?: { done: boolean; log: unknown[] } };
        await page.waitForFunction(() => (window as Alone).__corpus?.done, undefined, {
          timeout: 20_000,
        });
        const app = await page.evaluate(() => (window as Alone).__corpus!.log);
        return { app, host: [], subscribes: 0, uncaught, noHost: true };
      } finally {
        await page.close();
      }
    };
    const [client, compat] = await Promise.all([alone("client"), alone("compat")]);
    expect(client.app.length).toBe(7);
    const rows = sideBySide(expected(client).app, compat.app);
    expect(rows, rows.join("\n")).toEqual([]);
    expect(compat.uncaught).toEqual(client.uncaught);
  });
});
