// Replays a scenario: restarts the app (a new page load in a new frame, so only that load's traffic
// counts) in the scenario's location, mode and wire with each recorded request's fate queued (its
// answer after its latency, or silence), plays the host's steps in order and in time, and compares
// what the app sent and what it received with the record.
import { readFile } from "node:fs/promises";
import { HostBridgeKitError } from "./errors";
import type { KitRun, KitStartOptions } from "./pageApi";
import { parseScenario } from "./scenario/format";
import type { AppStep, Scenario, ScenarioStep } from "./scenario/format";
import { replayVerdict } from "@hostbridge/host-simulator/frame";
import type { ReplayVerdict } from "@hostbridge/host-simulator/frame";

/** Options of `host.replay`. */
export interface ReplayOptions {
  /** Milliseconds to wait for each of the app's steps before the host's next one. Default: the host's timeout. */
  timeout?: number | undefined;
  /**
   * The factor applied to the recorded latencies and to the time between the app's steps and the
   * host's: `1` (default) as in the field, `0.1` ten times sooner, `0` at once. An answer that came
   * after the app stopped waiting keeps its latency: it still comes late.
   */
  latencyScale?: number | undefined;
}

/** What a replay needs of the host. */
export interface ReplayDriver {
  restart(options: KitStartOptions): Promise<KitRun>;
  drive(steps: Scenario["steps"], timeoutMs: number, latencyScale: number): Promise<AppStep[]>;
  /** The steps of the replaying run: what the app sent, and what the host answered, pushed and emitted. */
  received(): Promise<ScenarioStep[]>;
  /** The first error the app's start-up threw in its frame during the replay (the SDK's), if any. */
  startFailure?(): string | undefined;
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
 * error message or code, body), the first line naming the app's start-up failure when it threw one in
 * its frame. Resolves with the verdict, whose `warnings` name recorded host steps our schemas refuse
 * (replayed as recorded all the same).
 */
export async function replayScenario(
  driver: ReplayDriver,
  scenario: unknown,
  options: ReplayOptions & { timeout: number },
): Promise<ReplayVerdict> {
  const parsed = await loadScenario(scenario);
  const latencyScale = options.latencyScale ?? 1;
  await driver.restart({
    location: parsed.location,
    mode: parsed.mode,
    wire: parsed.wire,
    interactive: "manual",
    replay: { steps: parsed.steps, latencyScale },
  });
  const actual = await driver.drive(parsed.steps, options.timeout, latencyScale);
  const verdict = replayVerdict(
    parsed,
    actual,
    typeof scenario === "string" ? scenario : "the scenario",
    await driver.received(),
    driver.startFailure?.(),
  );
  if (!verdict.matches)
    throw new HostBridgeKitError("SCENARIO_MISMATCH", verdict.message, verdict.lines);
  return verdict;
}
