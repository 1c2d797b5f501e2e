// A realistic app of the platform's existing client, `@pitcher/js-api` 1.26.0 (the test dependency
// of @hostbridge/host-simulator), written to a directory as its developers ship it: the client's
// script-tag build beside the page exactly as the registry ships it (its `PITCHER_*` envelopes), a
// package.json that depends on it, and plain JavaScript in that client's usual style: it awaits
// `getEnv()` first, then `appLoaded()`, then uses ui, admin, dsr, high-level calls, host events,
// pushed messages and peer connectivity. Each outcome lands in `window.appResults`.
// Shared by the dev host's test (packages/cli/test/existingClientApp.e2e.test.ts) and the
// Playwright kit's (packages/playwright/test/existingClient.e2e.test.ts).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const REPO = join(import.meta.dirname, "..", "..");

/** The installed client's folder (resolved from the package that has it as a test dependency). */
export function existingClientDir(): string {
  const require = createRequire(join(REPO, "packages", "host-simulator", "package.json"));
  return dirname(require.resolve("@pitcher/js-api/package.json"));
}

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Existing client app</title></head>
  <body>
    <h1>Visit notes</h1>
    <p data-view="env">loading...</p>
    <p data-view="pushed"></p>
    <script src="./js-api.js"></script>
    <script src="./app.js"></script>
  </body>
</html>
`;

// The app's code, as that client's README shows it (the global \`pitcher\` of its script-tag build).
const NAMES = `
  usePitcherApi, useUi, useAdmin, useDsr,
  registerPeerConnectivityHandler, sendPeerConnectivityEvent, PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
`;
const BODY = `const results = (window.appResults = {});
const api = usePitcherApi();
const ui = useUi();
const admin = useAdmin();
const dsr = useDsr();

function record(step, value) {
  results[step] = value === undefined ? true : value;
}
function failed(step) {
  return (error) => record(step, { failed: String((error && error.message) || JSON.stringify(error)) });
}

ui.onAppSetData((payload) => {
  record("pushed", payload);
  document.querySelector('[data-view="pushed"]').textContent = "set data";
});
api.on("canvas_opened", (body) => record("event", body));
registerPeerConnectivityHandler(PEER_CONNECTIVITY_HANDLER_MATCH_ALL, (event) =>
  record("peer-received", event.action),
);

async function main() {
  const env = await api.getEnv();
  record("env", {
    mode: env.mode,
    location: window.parent.jsApiLocation,
    // (that client reads its service block under \`pitcher\`: its REST calls need the instance)
    pitcher: Boolean(env.pitcher && env.pitcher.user && env.pitcher.instance),
  });
  document.querySelector('[data-view="env"]').textContent = env.mode;
  await ui.appLoaded();
  await ui.selectContent({ max_selections: 1 }).then((body) => record("picked", body), failed("picked"));
  await ui.appResize({ height: 480 }).then(() => record("resized"), failed("resized"));
  await admin.getEnv().then((adminEnv) => record("admin-env", adminEnv.mode), failed("admin-env"));
  await dsr.getEnv().then((dsrEnv) => record("dsr-env", dsrEnv.mode), failed("dsr-env"));
  await admin.getUsers({}).then((body) => record("admin-users", Array.isArray(body.results)), failed("admin-users"));
  await api
    .createCanvas({ name: "Visit notes" })
    .then((canvas) => api.getCanvases({ search: "Visit notes" }).then((list) => ({ canvas, list })))
    .then(({ canvas, list }) => record("canvases", list.results.some((item) => item.id === canvas.id)), failed("canvases"));
  await api.enterFullscreen().then(() => api.isFullscreen()).then((full) => record("fullscreen", full), failed("fullscreen"));
  await sendPeerConnectivityEvent({ action: "canvas.open", context: { canvasId: "cv-1" } }).then(
    () => record("peer-sent"),
    failed("peer-sent"),
  );
  record("done");
}

main().catch(failed("main"));
`;
const APP = `const {${NAMES}} = window.pitcher;\n${BODY}`;
/** The same code as an ES module importing the client, the way an app built with a bundler has it. */
const MODULE_APP = `import {${NAMES}} from "@pitcher/js-api";\n${BODY}`;
const MODULE_PAGE = PAGE.replace(
  '<script src="./js-api.js"></script>\n    <script src="./app.js"></script>',
  '<script type="module" src="./src/main.js"></script>',
);

async function writeFixtures(dir: string): Promise<void> {
  // iOS: the client sends peer connectivity only to an iOS host; interactive operations answered at once.
  await writeFile(
    join(dir, "hostbridge.fixtures.json"),
    JSON.stringify({ mode: "IOS", interactive: "auto" }, null, 2),
  );
}

function packageJson(extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    { name: "visit-notes", private: true, ...extra, dependencies: { "@pitcher/js-api": "1.26.0" } },
    null,
    2,
  );
}

/**
 * What a finished run of the app records when every call was answered (its `results`, as far as a
 * run does not vary): the high-level `getEnv()` (awaited first, the location read from the parent),
 * the picker, resize, the admin and DSR environments, admin users, canvases, fullscreen and the
 * peer connectivity event it sent. The fixtures answer as an iOS host.
 */
export const EXPECTED_RESULTS = {
  env: { mode: "IOS", location: "ui", pitcher: true },
  picked: { user_action: "selected" },
  resized: true,
  "admin-env": "IOS",
  "dsr-env": "IOS",
  "admin-users": true,
  canvases: true,
  fullscreen: true,
  "peer-sent": true,
} as const;

/** The calls a run recorded as failed (each `{ failed: reason }`): none, when the host answered all. */
export function failedCalls(results: Record<string, unknown>): unknown[] {
  return Object.values(results).filter((value) => (value as { failed?: string })?.failed);
}

/** Writes the app to `dir`: index.html, app.js, js-api.js, package.json, hostbridge.fixtures.json. */
export async function writeExistingClientApp(
  dir: string,
  { packageJson: withPackageJson = true }: { packageJson?: boolean } = {},
): Promise<void> {
  const client = await readFile(join(existingClientDir(), "js-api.umd.min.js"), "utf8");
  await writeFile(join(dir, "js-api.js"), client);
  await writeFile(join(dir, "index.html"), PAGE);
  await writeFile(join(dir, "app.js"), APP);
  await writeFixtures(dir);
  if (withPackageJson) await writeFile(join(dir, "package.json"), packageJson());
}

/**
 * Writes the same app as sources for a bundler (what `hostbridge migrate` works on): index.html,
 * src/main.js importing `@pitcher/js-api`, package.json, hostbridge.fixtures.json.
 */
export async function writeExistingClientModuleApp(dir: string): Promise<void> {
  await mkdir(join(dir, "src"), { recursive: true });
  await writeFile(join(dir, "index.html"), MODULE_PAGE);
  await writeFile(join(dir, "src", "main.js"), MODULE_APP);
  await writeFixtures(dir);
  await writeFile(join(dir, "package.json"), packageJson({ type: "module" }));
}

/** The installed client's ES module build (for a bundler's alias: the app's folder has no node_modules). */
export function existingClientModule(): string {
  return join(existingClientDir(), "js-api.esm.js");
}
