// The hosts of the table, as the test drives them: the post-robot reference and the host simulator
// (pages of this folder, acts through `window.__host`), and the Playwright kit (its own host page,
// acts through its public API), and the dev host page as `hostbridge dev` serves it (devHost.ts, the
// test acting in its dialogs and tabs). All of them record what they received with the same init script.
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright";
import { startHost } from "@hostbridge/playwright";
import type { HostBridgeHost } from "@hostbridge/playwright";
import { devHostSide } from "./devHost";
import type { DevHosts } from "./devHost";
import type { DifferentialWindow } from "./pages/driver";
import type { HostEntry } from "./trace";

/** The apps of the table. */
export type AppKind = "sdk" | "pitcher";
/** The reference and our stand-ins. */
export type HostKind = "post-robot" | "simulator" | "kit" | "dev-host";

/** What a host does in a scenario (pages/hostControls.ts's acts). */
export interface HostSide {
  act(name: "waiting", type: string): Promise<number>;
  act(name: string, ...args: unknown[]): Promise<unknown>;
  received(): Promise<HostEntry[]>;
  close(): Promise<void>;
}

/** Where the served pages are, and the files each page loads. */
export interface Served {
  dir: string;
  port: number;
  /** The page of an app, with its scripts. */
  appPage: Record<AppKind, { html: string; scripts: string[] }>;
  /** The dev servers of the dev host column (devHost.ts `serveDevHosts`), once started. */
  devHosts?: DevHosts;
}

const received = (page: Page): Promise<HostEntry[]> =>
  page.evaluate(() => (window as DifferentialWindow).__received ?? []);

/** A host page of this folder (`post-robot.html` or `simulator.html`) with `app` inside. */
async function pageHost(
  page: Page,
  served: Served,
  host: "post-robot" | "simulator",
  app: AppKind,
): Promise<HostSide> {
  // our SDK cross-origin; the existing client on the host's origin, where its high-level calls go
  const appOrigin =
    app === "sdk" ? `http://127.0.0.1:${served.port}` : `http://localhost:${served.port}`;
  const appUrl = `${appOrigin}/${served.appPage[app].html}`;
  await page.goto(`http://localhost:${served.port}/${host}.html?app=${encodeURIComponent(appUrl)}`);
  return {
    act: (name: string, ...args: unknown[]) =>
      page.evaluate(([act, rest]) => (window as DifferentialWindow).__host![act]!(...rest), [
        name,
        args,
      ] as const),
    received: () => received(page),
    close: async () => {},
  } as HostSide;
}

/** The kit's host page (`startHost`) serving `app` from an app directory, every picker manual. */
async function kitHost(page: Page, served: Served, app: AppKind): Promise<HostSide> {
  const appDir = join(served.dir, `kit-${app}`);
  await mkdir(appDir, { recursive: true });
  const { html, scripts } = served.appPage[app];
  await writeFile(
    join(appDir, "app.json"),
    JSON.stringify({
      name: `differential-${app}`,
      version: "0.0.0",
      display_name: app,
      entry: html,
    }),
  );
  for (const file of [html, ...scripts]) await copyFile(join(served.dir, file), join(appDir, file));
  const host: HostBridgeHost = await startHost(page, {
    appDir,
    location: "ui",
    mode: "IOS",
    interactive: "manual",
    sameOrigin: app === "pitcher",
  });
  const idOf = async (type: string, nth: number) => {
    const waiting = await host.pending(type);
    if (!waiting[nth]) throw new Error(`no waiting ${type} #${nth} (${waiting.length} wait)`);
    return waiting[nth].id;
  };
  const acts: Record<string, (...args: never[]) => Promise<unknown>> = {
    waiting: async (type: string) => (await host.pending(type)).length,
    answer: async (type: string, nth: number, body: unknown) =>
      host.answer(await idOf(type, nth), body),
    cancel: async (type: string, nth: number) => host.cancel(await idOf(type, nth)),
    fail: async (type: string, nth: number, error: { message: string; code: string }) =>
      host.fail(await idOf(type, nth), error),
    push: (type: string, payload: unknown) => host.push(type, payload),
    emit: (type: string, body: unknown) => host.emit(type, body),
  };
  return {
    act: (name: string, ...args: unknown[]) => acts[name]!(...(args as never[])),
    received: () => received(page),
    close: () => host.close(),
  } as HostSide;
}

/** Opens `host` in `page` with `app` inside. */
export function openHost(
  page: Page,
  served: Served,
  host: HostKind,
  app: AppKind,
): Promise<HostSide> {
  if (host === "dev-host") {
    if (!served.devHosts) throw new Error("the dev host column needs serveDevHosts() first");
    return devHostSide(page, served.devHosts.url[app]);
  }
  return host === "kit" ? kitHost(page, served, app) : pageHost(page, served, host, app);
}
