// Every request the unmodified client can send is answered in the dev host as the platform would: an app
// (test/existing-client/clientSweepApp.ts) calls each method of `@pitcher/js-api` 1.26.0's API objects,
// enumerated from the client, once, with a realistic payload (one row per method, the table the
// simulator's sweep uses), inside the dev host `hostbridge dev` serves. None may be answered "unknown
// operation" or refused: each settles with the dev host's answer.
// Debian Chromium, offline.
import type { Frame } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveInDevHost } from "./helpers/devHostApp";
import type { DevHostApp } from "./helpers/devHostApp";
import { writeClientSweepApp } from "../../../test/existing-client/clientSweepApp";

let served: DevHostApp;

beforeAll(async () => {
  served = await serveInDevHost("client-sweep", writeClientSweepApp);
}, 180_000);

afterAll(() => served?.close());

type Call = { api: string; method: string; outcome: string };

describe("a sweep over every method of the platform's client, in the dev host", () => {
  it(
    "gets every request answered, none as an unknown operation",
    { timeout: 150_000 },
    async () => {
      const page = await served.openPage();
      await page.goto(served.server.url);
      await expect.poll(() => page.frames().length, { timeout: 15_000 }).toBe(2);
      const frame: Frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
      const results = () =>
        frame
          .evaluate(
            () =>
              (
                window as unknown as {
                  appResults?: { calls: Call[]; missing: string[]; done?: boolean };
                }
              ).appResults,
          )
          .catch(() => undefined);
      await expect
        .poll(() => results().then((r) => r?.done), { timeout: 140_000, interval: 1000 })
        .toBe(true);
      const { calls, missing } = (await results())!;
      expect(missing).toEqual([]);
      expect(calls.length).toBeGreaterThan(50);
      expect(calls.filter((call) => /unknown operation/i.test(call.outcome))).toEqual([]);
      // each call settles with the dev host's answer, but `updateLocation`: the client sends it to the
      // topmost Pitcher window it can read (its getTopPitcherWindow), its own when the parent is of
      // another origin, as here and on the platform, so no host ever sees it
      const notResolved = calls.filter((call) => call.outcome !== "resolved");
      expect(notResolved.filter((call) => !/^update_?[lL]ocation$/.test(call.method))).toEqual([]);
      // (whether a refusal names a field the client built itself is checked where the host's record of
      // the payload is at hand: packages/host-simulator/test/clientSweep.browser.test.ts)
    },
  );
});
