// An app that refreshes its token on the platform's origin, written from the platform's client and
// how the platform's makers call its REST API, before the dev host simulated the endpoint: the
// client's README (the script tag, `pitcher.usePitcherApi()`), its types (`env.pitcher.access_token`
// and `instance.id`; `refreshAccessToken()`, whose answer the client reads `access_token` from when
// one of its REST calls is refused), and the makers' calls (`fetch` on the platform's own origin
// with `Authorization: Bearer <token>`, the Apps DB's PUT `{ value }`). It asks
// `/api/v1/users/me/token/` for a token with the environment's, compares it with what the host's
// `refreshAccessToken()` gives, keeps a note in the Apps DB with the refreshed token, and notes how
// the endpoint refuses a call without a token and with another. What it sees lands in
// `window.appResults`. Shared by the dev host's test (packages/cli/test/platformOrigin.e2e.test.ts)
// and the kit's (packages/playwright/test/platformOrigin.e2e.test.ts).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The app's name (app.json). */
export const TOKEN_APP_NAME = "token-keeper";

const PAGE = `<!doctype html>
<html>
  <head>
    <title>Token keeper</title>
    <script src="https://cdn.jsdelivr.net/npm/@pitcher/js-api@1.26.0"></script>
  </head>
  <body>
    <p data-view="status">loading...</p>
    <script>
      const results = (window.appResults = {});
      const api = pitcher.usePitcherApi();

      async function call(method, path, token, body) {
        const headers = { "Content-Type": "application/json" };
        if (token !== undefined) headers.Authorization = "Bearer " + token;
        const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : null };
      }

      async function main() {
        const env = await api.getEnv();
        const refreshed = await call("GET", "/api/v1/users/me/token/", env.pitcher.access_token);
        results.refreshStatus = refreshed.status;
        const token = refreshed.body && refreshed.body.access_token;
        results.gotToken = typeof token === "string" && token.length > 0;
        const viaHost = await api.refreshAccessToken();
        results.sameAsHost = Boolean(viaHost) && viaHost.access_token === token;
        const entry = "/api/v1/appsdb/stores/${TOKEN_APP_NAME}/instances/" + env.pitcher.instance.id + "/globals/entries/last-visit/";
        results.saved = await call("PUT", entry, token, { value: "kept with the refreshed token" });
        results.noToken = await call("GET", "/api/v1/users/me/token/");
        results.wrongToken = await call("GET", "/api/v1/users/me/token/", "not-the-token");
        document.querySelector('[data-view="status"]').textContent = results.saved.body.value;
        results.done = true;
      }
      main().catch(function (error) { results.failed = String(error && error.message || error); });
    </script>
  </body>
</html>
`;

/** Writes the app (app.json and index.html) to `dir`. */
export async function writeTokenRefreshApp(dir: string): Promise<void> {
  await writeFile(
    join(dir, "app.json"),
    JSON.stringify({ name: TOKEN_APP_NAME, version: "1.0.0" }),
  );
  await writeFile(join(dir, "index.html"), PAGE);
}

/** What the app sees on the platform's origin (and so in the dev host and the kit). */
export const EXPECTED_TOKEN_REFRESH = {
  refreshStatus: 200,
  gotToken: true,
  sameAsHost: true,
  saved: { status: 200, body: { value: "kept with the refreshed token" } },
  noToken: { status: 401 },
  wrongToken: { status: 401 },
  done: true,
};
