// The dev host page's column: the page `hostbridge dev` serves (the dev server with the built page,
// apps/dev-host/dist), the app from its own directory (our SDK on a second origin, the existing client
// on the page's origin, as `hostbridge dev` serves each), and the test acting as the person would: in
// the dialogs (tick files, Select, Cancel, Fail with an error), the Push tab and the Events tab.
import { existsSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locator, Page } from "playwright";
import { startDevServer } from "@hostbridge/dev-server";
import type { DevServer } from "@hostbridge/dev-server";
import type { DifferentialWindow } from "./pages/driver";
import type { AppKind, HostSide, Served } from "./hosts";

/** The built dev host page (`npm test` builds it first; else `pnpm --filter @hostbridge/dev-host run build`). */
const DEV_HOST_DIR = join(import.meta.dirname, "..", "..", "apps", "dev-host", "dist");

/** The files the scenarios pick, as the dev host's data (hostbridge.fixtures.json `data.files`). */
export const PICKABLE_FILES = [
  { id: "f-1", name: "Deck.pdf" },
  { id: "f-2", name: "Notes.pdf" },
];

/** A dev server per app, as `hostbridge dev` serves that app. */
export interface DevHosts {
  url: Record<AppKind, string>;
  close(): Promise<void>;
}

/**
 * Serves the app page `html` (with its `scripts`, files of `dir`) as `hostbridge dev` does, from an
 * app directory of its own (`dir/dev-<name>`): on the dev host page's origin when `sameOrigin` (as for
 * an app of the existing client), else on a second one.
 */
export async function startDevHost(
  dir: string,
  name: string,
  { html, scripts }: { html: string; scripts: string[] },
  sameOrigin: boolean,
): Promise<DevServer> {
  if (!existsSync(join(DEV_HOST_DIR, "index.html")))
    throw new Error(
      `the dev host page is not built (${DEV_HOST_DIR}): run pnpm --filter @hostbridge/dev-host run build`,
    );
  const appDir = join(dir, `dev-${name}`);
  await mkdir(appDir, { recursive: true });
  for (const file of [html, ...scripts]) await copyFile(join(dir, file), join(appDir, file));
  // (one app name for every side: the sides are the same app, and the simulated host answers
  // getAppConfig() under the app's name)
  await writeFile(
    join(appDir, "app.json"),
    JSON.stringify({ name: "differential-app", version: "0.0.0", entry: html }),
  );
  await writeFile(
    join(appDir, "hostbridge.fixtures.json"),
    JSON.stringify({
      location: "ui",
      mode: "IOS",
      interactive: "dialog",
      data: { files: PICKABLE_FILES },
    }),
  );
  return startDevServer({
    ...{ appDir, devHostDir: DEV_HOST_DIR, port: 0, appPort: 0, watch: false },
    sameOrigin,
    log: () => {},
  });
}

/** Starts a dev server for each app of `served`. */
export async function serveDevHosts(served: Served): Promise<DevHosts> {
  const servers: DevServer[] = [];
  const url = {} as Record<AppKind, string>;
  for (const app of Object.keys(served.appPage) as AppKind[]) {
    const server = await startDevHost(served.dir, app, served.appPage[app], app === "pitcher");
    servers.push(server);
    url[app] = server.url;
  }
  return { url, close: async () => void (await Promise.all(servers.map((s) => s.close()))) };
}

/** The dev host page at `url` (a dev server's) with its app inside; the test plays the person. */
export async function devHostSide(page: Page, url: string): Promise<HostSide> {
  await page.goto(url);
  // (the page makes the app's frame once it read its config from the dev server)
  await page.locator("iframe[data-app-frame][src]").waitFor({ state: "attached" });
  const queue = page.locator('[data-dialog="queue"]');
  const dialog = (type: string) => page.locator(`.dialog[data-dialog="${type}"]`);
  /** Shows the `nth` waiting request of `type` (the queue's buttons, with more than one waiting). */
  const shown = async (type: string, nth: number): Promise<Locator> => {
    if (await queue.count())
      await queue.locator(`[data-waiting-request="${type}"]`).nth(nth).click();
    else if (nth > 0) throw new Error(`no waiting ${type} #${nth}: one dialog only`);
    return dialog(type);
  };
  const tab = (name: string) => page.locator(`button[data-tab="${name}"]`).click();
  const acts: Record<string, (...args: never[]) => Promise<unknown>> = {
    waiting: async (type: string) =>
      (await queue.count())
        ? queue.locator(`[data-waiting-request="${type}"]`).count()
        : dialog(type).count(),
    answer: async (type: string, nth: number, body: { content: { id: string }[] }) => {
      const shownDialog = await shown(type, nth);
      const ids = body.content.map((item) => item.id);
      for (const box of await shownDialog.locator("input[data-file-id]").all())
        await box.setChecked(ids.includes((await box.getAttribute("data-file-id"))!));
      await shownDialog.locator('[data-dialog-action="send"]').click();
    },
    cancel: async (type: string, nth: number) =>
      (await shown(type, nth)).locator('[data-dialog-action="cancel"]').click(),
    fail: async (type: string, nth: number, error: { message: string; code: string }) => {
      const shownDialog = await shown(type, nth);
      await shownDialog.locator("summary", { hasText: "the error Fail sends" }).click();
      await shownDialog.locator('[data-dialog="fail-message"]').fill(error.message);
      await shownDialog.locator('[data-dialog="fail-code"]').fill(error.code);
      await shownDialog.locator('[data-dialog-action="fail"]').click();
    },
    push: async (type: string, payload: unknown) => {
      await tab("push");
      const row = page.locator(`[data-push-row="${type}"]`);
      await row.locator("summary").click();
      await row.locator("textarea").fill(JSON.stringify(payload));
      await row.locator(`button[data-push="${type}"]`).click();
    },
    emit: async (type: string, body: unknown) => {
      await tab("events");
      await page.locator('[data-event="key"]').selectOption(type);
      await page.locator('[data-event="body"]').fill(JSON.stringify(body));
      await page.locator('[data-event="emit"]').click();
    },
  };
  return {
    act: (name: string, ...args: unknown[]) => acts[name]!(...(args as never[])),
    received: () => page.evaluate(() => (window as DifferentialWindow).__received ?? []),
    close: async () => {},
  } as HostSide;
}
