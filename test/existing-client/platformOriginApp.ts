// An app that relies on what the platform's origin gives it, written from the platform's client (its
// README: the script tag and `pitcher.usePitcherApi()`; its types: `env.pitcher` with `access_token`,
// `instance` (`id`, `color`) and `user.connected_services`; the Apps DB entry `{ value, modified_at }`)
// and from how the platform's makers call the Apps DB (`fetch` on the platform's own origin with
// `Authorization: Bearer <env.pitcher.access_token>`, PUT `{ value }`): it finds its own frame in the
// parent document as `iframe[data-app="visit-notes"]` and resizes it, keeps a draft in the
// `localStorage` it shares with the host page, and reads and writes its notes in the Apps DB. What it
// sees lands in `window.appResults`.
// Shared by the dev host's test (packages/cli/test/platformOrigin.e2e.test.ts) and the kit's
// (packages/playwright/test/platformOrigin.e2e.test.ts).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The app's name (app.json), which the platform marks its frame with. */
export const APP_NAME = "visit-notes";

const PAGE = `<!doctype html>
<html>
  <head>
    <title>Visit notes</title>
    <script src="https://cdn.jsdelivr.net/npm/@pitcher/js-api"></script>
  </head>
  <body>
    <p data-view="notes">loading...</p>
    <script>
      const results = (window.appResults = {});
      const api = pitcher.usePitcherApi();

      // the app's frame, as the platform marks it, resized from inside
      const frame = window.parent.document.querySelector('iframe[data-app="${APP_NAME}"]');
      results.frameFound = Boolean(frame);
      if (frame) frame.style.height = "640px";

      // a draft kept in the localStorage the app shares with the platform's page
      localStorage.setItem("${APP_NAME}:draft", "call notes");

      async function call(method, path, token, body) {
        const headers = { "Content-Type": "application/json" };
        if (token !== undefined) headers.Authorization = "Bearer " + token;
        const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : null };
      }

      async function main() {
        const env = await api.getEnv();
        const token = env.pitcher.access_token;
        const instance = env.pitcher.instance;
        const crm = env.pitcher.user.connected_services[0];
        results.env = { instanceColor: instance.color, crmDomain: crm && crm.urls.custom_domain, crmToken: Boolean(crm && crm.access_token) };
        const entry = "/api/v1/appsdb/stores/${APP_NAME}/instances/" + instance.id + "/globals/entries/notes/";
        results.before = await call("GET", entry, token);
        results.saved = await call("PUT", entry, token, { value: { text: "first visit" } });
        results.after = await call("GET", entry, token);
        results.noToken = await call("GET", entry);
        results.wrongToken = await call("GET", entry, "not-the-token");
        results.otherInstance = await call("GET", entry.replace(instance.id, "another-instance"), token);
        results.badValue = await call("PUT", entry, token, { value: [1, 2] });
        results.unknown = await call("GET", "/api/v1/canvases/", token);
        document.querySelector('[data-view="notes"]').textContent = results.after.body.value.text;
        results.done = true;
      }
      main().catch(function (error) { results.failed = String(error && error.message || error); });
    </script>
  </body>
</html>
`;

/** Writes the app (app.json and index.html) to `dir`. */
export async function writePlatformOriginApp(dir: string): Promise<void> {
  await writeFile(join(dir, "app.json"), JSON.stringify({ name: APP_NAME, version: "1.0.0" }));
  await writeFile(join(dir, "index.html"), PAGE);
}

/** What the app sees on the platform's origin (and so in the dev host and the kit). */
export const EXPECTED_PLATFORM_ORIGIN = {
  frameFound: true,
  env: { instanceColor: "#0b5cad", crmDomain: "https://crm-a.example.com", crmToken: true },
  before: { status: 404, body: { detail: "Not found." } },
  saved: { status: 200, body: { value: { text: "first visit" } } },
  after: { status: 200, body: { value: { text: "first visit" } } },
  noToken: { status: 401 },
  wrongToken: { status: 401 },
  otherInstance: { status: 403 },
  badValue: { status: 400 },
  unknown: { status: 404 },
  done: true,
};
