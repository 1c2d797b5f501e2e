// An app of the platform's existing client (`@pitcher/js-api`) as that client's README shows it: an
// HTML page with nothing installed, the client loaded by a script tag from a CDN (jsdelivr, with
// `@beta` or a version), then `pitcher.usePitcherApi()` and `pitcher.useUi()` from the global. The
// platform's makers also load it from the platform's own `api/NG/js-api.php`; the tag is a
// parameter. What the app sees lands in `window.appResults` and on the page.
// Shared by the dev host's test (packages/cli/test/scriptTagClient.e2e.test.ts) and the Playwright
// kit's (packages/playwright/test/scriptTagClient.e2e.test.ts).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Script tags that load the client, as apps write them. */
export const CLIENT_TAGS = {
  jsdelivrBeta: `<script src="https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta"></script>`,
  unpkgVersion: `<script src="https://unpkg.com/@pitcher/js-api@1.26.0/js-api.umd.min.js" integrity="sha384-not-the-local-bytes" crossorigin="anonymous"></script>`,
  platform: `<script src="https://acme.my.pitcher.com/api/NG/js-api.php"></script>`,
} as const;

const page = (tag: string) => `<!doctype html>
<html>
  <head>
    <title>My app</title>
    ${tag}
  </head>
  <body>
    <p data-view="env">loading...</p>
    <script>
      const results = (window.appResults = {});
      const api = pitcher.usePitcherApi();
      const ui = pitcher.useUi();
      results.location = window.parent.jsApiLocation;
      api.getEnv().then(function (env) {
        results.mode = env.mode;
        results.instance = env.pitcher && env.pitcher.instance && env.pitcher.instance.id;
        document.querySelector('[data-view="env"]').textContent = env.mode;
        return ui.appLoaded();
      }).then(function () {
        results.loaded = true;
      }, function (error) {
        results.failed = String((error && error.message) || error);
      });
    </script>
  </body>
</html>
`;

/** Writes the app's index.html, loading the client with `tag`. */
export async function writeScriptTagApp(dir: string, tag: string): Promise<void> {
  await writeFile(join(dir, "index.html"), page(tag));
}
