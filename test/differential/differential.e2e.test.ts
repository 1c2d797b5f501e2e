// The differential table (scenarios.ts) in Debian Chromium: every scenario runs with the post-robot
// reference host and with each of our stand-ins (the host simulator, the Playwright kit, the dev host
// page), once with
// our SDK as the app and once with the existing client `@pitcher/js-api` 1.26.0 as the registry
// ships it. What the app and the host observed must be the same; a difference fails with both traces
// side by side. The one real-time row runs all its runs at once: one real 3 s wait per run of the file.
import { chromium } from "playwright";
import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "@hostbridge/tooling/chromium";
import { serveDevHosts } from "./devHost";
import { runScenario, serveDifferential } from "./harness";
import type { AppKind, HostKind } from "./hosts";
import { KNOWN_DIFFERENCES, SCENARIOS } from "./scenarios";
import type { Scenario } from "./scenarios";
import { lines, sameTrace, sideBySide } from "./trace";

let browser: Browser;
let server: Awaited<ReturnType<typeof serveDifferential>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    serveDifferential(),
    chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS }),
  ]);
  server.devHosts = await serveDevHosts(server);
}, 60_000);
afterAll(async () => {
  await server?.devHosts?.close();
  await browser?.close();
  await server?.close();
});

const APPS: AppKind[] = ["sdk", "pitcher"];
const ALL_STAND_INS: HostKind[] = ["simulator", "kit", "dev-host"];
/** `DIFFERENTIAL_HOSTS=simulator` (comma-separated) runs only those stand-ins, while debugging one. */
const STAND_INS = process.env.DIFFERENTIAL_HOSTS
  ? ALL_STAND_INS.filter((host) => process.env.DIFFERENTIAL_HOSTS!.split(",").includes(host))
  : ALL_STAND_INS;

/**
 * Runs `scenario` with `app` in the reference and in every stand-in; the differences, printed (a
 * known difference counts only while the stand-in shows exactly what it recorded).
 */
async function differences(scenario: Scenario, app: AppKind): Promise<string[]> {
  const hosts: HostKind[] = ["post-robot", ...STAND_INS];
  const [reference, ...others] = await Promise.all(
    hosts.map((host) => runScenario(browser, server, scenario, host, app)),
  );
  return others.flatMap((trace, i) => {
    const host = STAND_INS[i]!;
    const known = KNOWN_DIFFERENCES.find(
      (entry) =>
        entry.scenario === scenario.name &&
        entry.app === app &&
        entry.hosts.some((known) => known === host),
    );
    const title = `${scenario.name}, ${app} app, ${host}`;
    const printed = () => sideBySide(reference!, trace, ["post-robot (reference)", host]);
    if (!known)
      return sameTrace(reference!, trace)
        ? []
        : [
            `${title}:\n${printed()}\n(its lines, for a known difference: ${JSON.stringify(lines(trace))})`,
          ];
    if (JSON.stringify(lines(trace)) === JSON.stringify(known.lines)) {
      console.info(`[differential] known difference, ${title}: ${known.reason}`);
      return [];
    }
    return [
      `${title}: the known difference (${known.reason}) changed; ${
        sameTrace(reference!, trace) ? "it is gone: delete its entry" : "update or fix it"
      }:\n${printed()}`,
    ];
  });
}

const timed = SCENARIOS.filter((scenario) => !scenario.realTime);

describe.each(APPS)(
  "with the %s app, each stand-in host is observed as the post-robot host",
  (app) => {
    it.each(timed.map((scenario) => [scenario.name, scenario] as const))(
      "%s",
      async (_name, scenario) => {
        const found = await differences(scenario, app);
        expect(found.length, found.join("\n\n")).toBe(0);
      },
    );
  },
);

describe("in real time", () => {
  it.each(SCENARIOS.filter((scenario) => scenario.realTime).map((s) => [s.name, s] as const))(
    "%s, with either app, is observed the same in each stand-in",
    async (_name, scenario) => {
      const found = (await Promise.all(APPS.map((app) => differences(scenario, app)))).flat();
      expect(found.length, found.join("\n\n")).toBe(0);
    },
  );
});
