// Replays a scenario: restarts the app (a new page load in a new frame, so only that load's traffic
// counts) in the scenario's location, mode and wire with the recorded answers queued, plays the
// host's steps in order, and compares what the app sent and what it received with the record.
import { readFile } from "node:fs/promises";
import { HostBridgeKitError } from "./errors";
import type { KitRun, KitStartOptions } from "./pageApi";
import { parseScenario } from "./scenario/format";
import type { AppStep, HostStep, Scenario } from "./scenario/format";
import { replayVerdict } from "./scenario/replay";
import type { ReplayVerdict } from "./scenario/replay";

/** Options of `host.replay`. */
export interface ReplayOptions {
  /** Milliseconds to wait for each of the app's steps before the host's next one. Default: the host's timeout. */
  timeout?: number | undefined;
}

/** What a replay needs of the host. */
export interface ReplayDriver {
  restart(options: KitStartOptions): Promise<KitRun>;
  drive(steps: Scenario["steps"], timeoutMs: number): Promise<AppStep[]>;
  /** The host's steps of the replaying run: the answers the app received, the pushes and events sent. */
  received(): Promise<HostStep[]>;
}

/** Reads `scenario` (a parsed value, or the path of a JSON file) and checks it. */
export async function loadScenario(scenario: unknown): Promise<Scenario> {
  if (typeof scenario !== "string") return parseScenario(scenario);
  let value: unknown;
  try {
    value = JSON.parse(await readFile(scenario, "utf8"));
  } catch (error) {
    throw new HostBridgeKitError(
      "INVALID_SCENARIO",
      `cannot read the scenario ${scenario}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseScenario(value, scenario);
}

/**
 * Plays `scenario` against the app and throws a `HostBridgeKitError` (`SCENARIO_MISMATCH`) whose
 * message lists every difference when the app's traffic is not the recorded one: steps the app
 * did not send, sent besides or sent otherwise, and answers it received otherwise (another status,
 * error message or code, body). Resolves with the verdict, whose `warnings` name recorded host steps
 * our schemas refuse (replayed as recorded all the same).
 */
export async function replayScenario(
  driver: ReplayDriver,
  scenario: unknown,
  options: ReplayOptions & { timeout: number },
): Promise<ReplayVerdict> {
  const parsed = await loadScenario(scenario);
  const answers = parsed.steps.filter(
    (step): step is Extract<HostStep, { kind: "answer" }> =>
      step.from === "host" && step.kind === "answer",
  );
  await driver.restart({
    location: parsed.location,
    mode: parsed.mode,
    wire: parsed.wire,
    interactive: "manual",
    answers,
  });
  const actual = await driver.drive(parsed.steps, options.timeout);
  const verdict = replayVerdict(
    parsed,
    actual,
    typeof scenario === "string" ? scenario : "the scenario",
    await driver.received(),
  );
  if (!verdict.matches)
    throw new HostBridgeKitError("SCENARIO_MISMATCH", verdict.message, verdict.lines);
  return verdict;
}
