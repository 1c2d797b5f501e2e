// Every request the unmodified client can send is answered in the dev host as the platform would: an app
// (test/existing-client/clientSweepApp.ts) calls each method of `@pitcher/js-api` 1.26.0's API objects,
// enumerated from the client, once, inside the dev host `hostbridge dev` serves. None may be answered
// "unknown operation".
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
  it("gets no request answered as an unknown operation", { timeout: 150_000 }, async () => {
    const page = await served.openPage();
    await page.goto(served.server.url);
    await expect.poll(() => page.frames().length, { timeout: 15_000 }).toBe(2);
    const frame: Frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    const results = () =>
      frame
        .evaluate(
          () =>
            (window as unknown as { appResults?: { calls: Call[]; done?: boolean } }).appResults,
        )
        .catch(() => undefined);
    await expect
      .poll(() => results().then((r) => r?.done), { timeout: 140_000, interval: 1000 })
      .toBe(true);
    const calls = (await results())!.calls;
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((call) => /unknown operation/i.test(call.outcome))).toEqual([]);
    // (whether a refusal names a field the client built itself is checked where the host's record of
    // the payload is at hand: packages/host-simulator/test/clientSweep.browser.test.ts)
  });
});
