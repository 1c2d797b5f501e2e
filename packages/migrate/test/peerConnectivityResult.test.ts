// Peer connectivity means otherwise in ours: sendPeerConnectivityEvent() returns whether it sent the
// event (a boolean), not a promise; the events it sends say metadata.source "app", not "web"; a
// delivered event has no metadata.extras when the sender gave none (the client delivers {}) and
// source "unknown", not "native", when it came without one. On test/fixtures/peer-presenter (an app
// of the existing client written from its README and peer-connectivity types before the codemod ran
// on it), each is rewritten where the value is read, or reported there, and nowhere else.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrationReport, planMigration } from "@hostbridge/migrate";
import { describe, expect, it } from "vitest";
import { tempAppsPerTest } from "./helpers/tempApp";

const app = tempAppsPerTest();

describe("peer connectivity leaving compat", () => {
  it(
    "is rewritten or reported where the app reads the value: the result kept a promise where it is waited for, the source the client sent, extras read safely, a source read reported",
    { timeout: 120_000 },
    async () => {
      const dir = app("peer-presenter");
      const plan = await planMigration(dir, { modernize: [] });
      const peers = plan.files.find((file) => file.file === "src/peers.js")!;
      const before = readFileSync(join(dir, "src/peers.js"), "utf8");
      expect(peers.before).toBe(before);
      // every receiver reads what the existing client delivered
      expect(peers.after).toContain("const slide = event.metadata.extras?.slide || 1");
      expect(peers.after).toContain(
        "log(event.action + ' from ' + event.metadata.source, Object.keys(event.metadata.extras ?? {}))",
      );
      // a comparison with 'web' means the same on both: left as it was
      expect(peers.after).toContain("fromWeb: event.metadata.source === 'web'");
      // the value is returned and kept: a promise still, and the source the client sent
      expect(peers.after).toContain(
        "  return Promise.resolve(sendPeerConnectivityEvent(\n    { action: PeerConnectivityActions.FILE_OPEN, context: { fileId }, metadata: { extras: { slide } } },\n    { isFeatureEnabled: true, source: 'web' },\n  ))",
      );
      expect(peers.after).toContain(
        "const sent = Promise.resolve(sendPeerConnectivityEvent({ action: PeerConnectivityActions.FILE_CLOSE, context: { fileId } }, { source: 'web' }))\n  return sent.then(() => fileId)",
      );
      // awaited and dropped: await of a boolean goes on as before; only the source changes
      expect(peers.after).toContain(
        "  await sendPeerConnectivityEvent({ action: PeerConnectivityActions.CANVAS_PAGE_NEXT }, { source: 'web' })\n",
      );
      // the callers in main.js (presentFile(...).then, closeFile(...).then) need nothing
      const main = plan.files.find((file) => file.file === "src/main.js");
      expect(main === undefined || main.after === main.before).toBe(true);

      const report = migrationReport(plan, false);
      const lines = report.files.flatMap((file) => [
        ...file.changes
          .filter((entry) => entry.rule === "peer-connectivity-promise")
          .map((entry) => `${file.file}:${entry.line} change ${entry.what.split(":")[0]}`),
        ...file.needsPerson
          .filter((entry) => entry.rule === "peer-connectivity-promise")
          .map((entry) => `${file.file}:${entry.line} person ${entry.why.split(":")[0]}`),
      ]);
      expect(lines).toEqual([
        "src/peers.js:9 change event.metadata.extras.slide -> event.metadata.extras?.slide",
        "src/peers.js:19 change event.metadata.extras -> event.metadata.extras ?? {}",
        "src/peers.js:24 change sendPeerConnectivityEvent()",
        "src/peers.js:24 change sendPeerConnectivityEvent(...) -> Promise.resolve(sendPeerConnectivityEvent(...))",
        "src/peers.js:31 change sendPeerConnectivityEvent()",
        "src/peers.js:31 change sendPeerConnectivityEvent(...) -> Promise.resolve(sendPeerConnectivityEvent(...))",
        "src/peers.js:36 change sendPeerConnectivityEvent()",
        "src/peers.js:19 person reads a delivered peer event's metadata.source",
      ]);
    },
  );

  it(
    "reports a reader of what the send resolved to and a rejection handler of it, which never ran on the client",
    { timeout: 120_000 },
    async () => {
      const dir = app("peer-presenter");
      writeFileSync(
        join(dir, "src", "sent.js"),
        [
          "import { sendPeerConnectivityEvent } from '@pitcher/js-api'",
          "sendPeerConnectivityEvent({ action: 'a' }).then((sent) => console.log(sent))",
          "sendPeerConnectivityEvent({ action: 'b' }).catch(() => console.log('failed'))",
          "export const done = await sendPeerConnectivityEvent({ action: 'c' })",
          "",
        ].join("\n"),
      );
      const plan = await planMigration(dir, { modernize: [] });
      const sent = plan.files.find((file) => file.file === "src/sent.js")!;
      expect(
        sent.needsPerson.map((entry) => `${entry.line}:${entry.column} ${entry.why.split(":")[0]}`),
      ).toEqual([
        "2:86 reads what sendPeerConnectivityEvent() gave",
        "3:80 a rejection handler of sendPeerConnectivityEvent()",
        "4:21 reads what sendPeerConnectivityEvent() gave",
      ]);
      // a run of the rule alone stays on compat: the source option only ours has is not passed
      const alone = await planMigration(dir, { modernize: ["peer-connectivity-promise"] });
      expect(
        alone.files.flatMap((file) => file.changes.filter((c) => c.what.includes("source option"))),
      ).toEqual([]);
    },
  );
});
