// The existing client's sendPeerConnectivityEvent returns a promise; ours returns whether it sent
// the event. Code that waits for that promise breaks after the move (`.then is not a function`), so
// the codemod reports each such place, and only those.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { migrationReport, planMigration } from "@hostbridge/migrate";

// Under this package, so the app resolves `@pitcher/js-api` as an installed app does.
const TMP = fileURLToPath(new URL("./.tmp/", import.meta.url));
mkdirSync(TMP, { recursive: true });
const dir = mkdtempSync(join(TMP, "peer-result-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("sendPeerConnectivityEvent's result", () => {
  it(
    "is reported where the app waits for it, with file:line, and nowhere else",
    { timeout: 60_000 },
    async () => {
      mkdirSync(join(dir, "src"));
      writeFileSync(
        join(dir, "package.json"),
        JSON.stringify({
          name: "peer",
          private: true,
          dependencies: { "@pitcher/js-api": "1.26.0" },
        }),
      );
      writeFileSync(
        join(dir, "src", "main.js"),
        [
          'import { sendPeerConnectivityEvent } from "@pitcher/js-api";',
          'sendPeerConnectivityEvent({ action: "a" }).then(() => console.log("sent"));',
          'sendPeerConnectivityEvent({ action: "b" });',
          'export async function send() { await sendPeerConnectivityEvent({ action: "c" }); }',
          "",
        ].join("\n"),
      );
      const report = migrationReport(await planMigration(dir, { modernize: [] }), false);
      const places = report.files
        .flatMap((file) => file.needsPerson.map((finding) => ({ file: file.file, ...finding })))
        .filter((finding) => finding.why.startsWith("sendPeerConnectivityEvent()"));
      expect(places.map((place) => `${place.file}:${place.line}`)).toEqual([
        "src/main.js:2",
        "src/main.js:4",
      ]);
    },
  );
});
