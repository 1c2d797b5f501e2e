// @ts-check
// The round trip's two pages, served on two loopback sites: shared by bench/roundtrip.mjs (Chromium)
// and bench/roundtripEngines.mjs (Firefox and WebKit).
import { bundlePages, serveFiles } from "./browser.mjs";

const html = (/** @type {string} */ attrs, /** @type {string} */ body) =>
  `<!doctype html><html ${attrs}><head><meta charset="utf-8"><title>HostBridge round trip</title></head><body>${body}</body></html>`;

/**
 * Serves the round-trip pages: the host on http://127.0.0.1:A framing the app on http://localhost:B
 * (different sites). `extra` adds scripts (path -> source) to the host or app page, after its own
 * (bench/roundtripEngines.mjs drives the same pages in Firefox and WebKit).
 * @param {{ host?: Record<string, string>, app?: Record<string, string> }} [extra]
 */
export async function serveRoundtripPages(extra = {}) {
  const scripts = await bundlePages(["host", "app"]);
  const js = (/** @type {string} */ body) => ({ type: "text/javascript", body });
  /** @param {Record<string, string>} [more] */
  const tags = (more = {}) =>
    Object.keys(more)
      .map((path) => `<script src="${path}"></script>`)
      .join("");
  /**
   * @param {Record<string, string>} [more]
   * @returns {[string, import("./browser.mjs").StaticFile][]}
   */
  const files = (more = {}) => Object.entries(more).map(([path, body]) => [path, js(body)]);
  const hostServer = await serveFiles("127.0.0.1");
  const appServer = await serveFiles("localhost").catch(async (error) => {
    await hostServer.close();
    throw error;
  });
  const hostOrigin = hostServer.url;
  const appOrigin = appServer.url;
  const appPage = html(
    `data-host-origin="${hostOrigin}"`,
    `<script src="/app.js"></script>${tags(extra.app)}`,
  );
  appServer.setFiles(
    new Map([
      ["/app.html", { type: "text/html", body: appPage }],
      ["/app.js", js(scripts.get("/app.js") ?? "")],
      ...files(extra.app),
    ]),
  );
  const iframe = `<iframe id="app" src="${appOrigin}/app.html" allow="cross-origin-isolated"></iframe>`;
  const hostPage = html(
    `data-app-origin="${appOrigin}"`,
    `${iframe}<script src="/host.js"></script>${tags(extra.host)}`,
  );
  hostServer.setFiles(
    new Map([
      ["/", { type: "text/html", body: hostPage }],
      ["/host.js", js(scripts.get("/host.js") ?? "")],
      ...files(extra.host),
    ]),
  );
  return {
    hostOrigin,
    appOrigin,
    close: async () => {
      await appServer.close();
      await hostServer.close();
    },
  };
}
