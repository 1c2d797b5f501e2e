// An app that calls every method of the platform's existing client once, enumerated from the client's own
// API objects (`useUi()`, `useAdmin()`, `useDsr()`, as its README shows them from the script-tag build),
// never hand-listed: each with its row of the payload table the simulator's sweep uses too
// (packages/host-simulator/test/helpers/clientSweepPayloads.ts; a method without a row is listed in
// `window.appResults.missing`, not called), subscriptions (`on*`, `off`) left out. What each settled
// with lands in `window.appResults.calls`. Run by the dev host's sweep
// (packages/cli/test/clientSweep.e2e.test.ts); the simulator's sweep is
// packages/host-simulator/test/fixtures/clientSweepApp.ts.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CLIENT_SWEEP_PAYLOADS } from "../../packages/host-simulator/test/helpers/clientSweepPayloads";

const page = `<!doctype html>
<html>
  <head>
    <title>Every method</title>
    <script src="https://cdn.jsdelivr.net/npm/@pitcher/js-api@beta"></script>
  </head>
  <body>
    <script>
      const results = (window.appResults = { calls: [], missing: [] });
      const payloads = ${JSON.stringify(CLIENT_SWEEP_PAYLOADS)};
      // a method's row, or the row of the method it is an alias of (the client's snake_case names)
      const argumentsOf = function (api, object, method) {
        const rows = payloads[api];
        if (Object.hasOwn(rows, method)) return rows[method];
        const same = Object.keys(rows).find(function (name) { return object[name] === object[method]; });
        return same === undefined ? undefined : rows[same];
      };
      const settled = (value, ms) =>
        Promise.race([
          Promise.resolve(value).then(
            function () { return "resolved"; },
            function (error) { return "rejected: " + String((error && error.message) || JSON.stringify(error)); }
          ),
          new Promise(function (resolve) { setTimeout(function () { resolve("still waiting"); }, ms); }),
        ]);
      (async function () {
        const apis = [["useUi", pitcher.useUi()], ["useAdmin", pitcher.useAdmin()], ["useDsr", pitcher.useDsr()]];
        for (const [api, object] of apis) {
          for (const method of Object.keys(object).sort()) {
            if (typeof object[method] !== "function" || /^(on|off)([A-Z_]|$)/.test(method)) continue;
            const args = argumentsOf(api, object, method);
            if (args === undefined) {
              results.missing.push(api + "()." + method);
              continue;
            }
            let outcome;
            try {
              outcome = await settled(object[method].apply(object, args), 3000);
            } catch (error) {
              outcome = "threw: " + String((error && error.message) || error);
            }
            results.calls.push({ api: api, method: method, outcome: outcome });
          }
        }
        results.done = true;
      })();
    </script>
  </body>
</html>
`;

/** Writes the app's index.html, and fixtures that answer pickers at once (no person to pick). */
export async function writeClientSweepApp(dir: string): Promise<void> {
  await writeFile(join(dir, "index.html"), page);
  await writeFile(join(dir, "hostbridge.fixtures.json"), JSON.stringify({ interactive: "auto" }));
}
