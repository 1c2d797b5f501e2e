// The pure half of a replay, shared by the kit's host page and the dev host page: the recorded
// answers served in order per operation type, the host's steps played after the app steps that
// preceded them (all as recorded, schema or not: the platform sent them), and the verdict on what
// the app sent and what it received (SCENARIO_MISMATCH's text).
import { REDACTED } from "@hostbridge/host-simulator";
import type { Host, ScriptedAnswer } from "@hostbridge/host-simulator";
import { diffAppSteps, formatDifferences } from "./diff";
import type { ScenarioDifference } from "./diff";
import type { AppStep, HostStep, Scenario } from "./format";
import { receivedDifferences, replayWarnings } from "./received";
import { sleep } from "../sleep";

/** A recorded answer of a scenario. */
export type AnswerStep = Extract<HostStep, { kind: "answer" }>;
/** A step the host plays during a replay: a push, an event fired, an environment change. */
export type PlayedStep = Exclude<HostStep, { kind: "answer" }>;

/** The recorded answers of a scenario, taken in order per operation type. */
export interface AnswerQueues {
  /** The next recorded answer to a request of `type`, as the simulator's `override` takes it; `undefined` when none is left. */
  take(type: string): ScriptedAnswer | undefined;
  /** How many recorded answers are still unused. */
  readonly left: number;
}

/**
 * `recorded` with each `"[redacted]"` value replaced by the value at the same path of `local` (the
 * replaying host's own), where it has one: a scenario holds no credential, and a host answering
 * `"[redacted]"` where the protocol wants an object would refuse its own answer.
 */
export function restoreRedacted(recorded: unknown, local: unknown): unknown {
  if (recorded === REDACTED) return local === undefined ? recorded : structuredClone(local);
  if (Array.isArray(recorded)) {
    const list = Array.isArray(local) ? (local as unknown[]) : [];
    return recorded.map((item, index) => restoreRedacted(item, list[index]));
  }
  if (recorded !== null && typeof recorded === "object") {
    const record = (local !== null && typeof local === "object" ? local : {}) as Record<
      string,
      unknown
    >;
    return Object.fromEntries(
      Object.entries(recorded).map(([key, value]) => [key, restoreRedacted(value, record[key])]),
    );
  }
  return recorded;
}

/** The replaying host's own value for what a recorded answer of `type` holds (`get_env`: its environment). */
const localAnswer = (host: Host | undefined, type: string): unknown =>
  type === "get_env" ? host?.fixtures.env : undefined;

/**
 * Queues the recorded answers of `steps` by operation type. With `host` (the replaying host), a
 * redacted value in a recorded answer is served as that host's own (see {@link restoreRedacted}).
 */
export function createAnswerQueues(
  steps: readonly Scenario["steps"][number][],
  host?: () => Host | undefined,
): AnswerQueues {
  const queues = new Map<string, AnswerStep[]>();
  let left = 0;
  for (const step of steps) {
    if (step.from !== "host" || step.kind !== "answer") continue;
    queues.set(step.type, [...(queues.get(step.type) ?? []), step]);
    left++;
  }
  return {
    take(type) {
      const recorded = queues.get(type)?.shift();
      if (!recorded) return undefined;
      left--;
      // As recorded: a body our schema does not know is sent all the same (replayWarnings names it),
      // and an error keeps its message and code (none when it had none).
      return recorded.status === "ok"
        ? {
            kind: "answer",
            body: restoreRedacted(recorded.body, localAnswer(host?.(), type)),
            delayMs: 0,
            skipValidation: true,
          }
        : { kind: "fail", error: recorded.error ?? { message: "" }, delayMs: 0 };
    },
    get left() {
      return left;
    },
  };
}

/**
 * Plays a host step of a scenario on `host`, as recorded: a push or event our schemas refuse is sent
 * all the same (the platform sent it; replayWarnings names it). An environment change's redacted
 * values are the host's own.
 */
export function playHostStep(host: Host, step: PlayedStep): void {
  const asRecorded = { skipValidation: true };
  if (step.kind === "push") host.push(step.type as never, step.payload as never, asRecorded);
  else if (step.kind === "emit") host.emit(step.type as never, step.body as never, asRecorded);
  else host.updateEnv(restoreRedacted(step.patch, host.fixtures.env) as never);
}

/** What {@link driveScenario} needs of the running host. */
export interface ScenarioDriver {
  /** The steps the app took so far in this run. */
  appSteps(): readonly AppStep[];
  /** Plays one of the host's steps (push, fire, environment change). */
  play(step: PlayedStep): void;
  /** Milliseconds to wait for each of the app's steps; the drive ends when the app sends nothing for this long. */
  timeoutMs: number;
  /** Milliseconds to keep listening after the last step (what the app sends right after is its traffic too). Default 150. */
  settleMs?: number | undefined;
  /** Ends the drive early (the run was replaced). */
  signal?: AbortSignal | undefined;
}

/** Waits until the app took `count` steps; `false` when it sent nothing new for `timeoutMs` or the signal aborted. */
async function appReached(driver: ScenarioDriver, count: number): Promise<boolean> {
  let seen = driver.appSteps().length;
  let since = Date.now();
  for (;;) {
    if (driver.signal?.aborted) return false;
    const now = driver.appSteps().length;
    if (now >= count) return true;
    if (now > seen) [seen, since] = [now, Date.now()];
    if (Date.now() - since >= driver.timeoutMs) return false;
    await sleep(10);
  }
}

/**
 * Plays the host's steps of `steps` in order, each once the app has taken the app steps recorded
 * before it, and returns the app's steps. Stops waiting (and playing) when the app sends nothing
 * for `timeoutMs`: what it sent so far is then compared, so a missing step shows as one.
 */
export async function driveScenario(
  steps: readonly Scenario["steps"][number][],
  driver: ScenarioDriver,
): Promise<AppStep[]> {
  let expected = 0;
  for (const step of steps) {
    if (step.from === "app") {
      expected++;
      continue;
    }
    if (step.kind === "answer") continue;
    if (!(await appReached(driver, expected))) return [...driver.appSteps()];
    driver.play(step);
  }
  if (await appReached(driver, expected)) await sleep(driver.settleMs ?? 150);
  return [...driver.appSteps()];
}

/** The verdict on a replay: the differences and the message that lists them. */
export interface ReplayVerdict {
  /** Whether the app sent what was recorded and received what was recorded. */
  matches: boolean;
  /** The differences in what the app sent. */
  differences: ScenarioDifference[];
  /** One line per difference in what the app received (an answer's status, error message or code, body). */
  received: string[];
  /** One line per difference, sent then received (empty when it matches). */
  lines: string[];
  /** Recorded host steps our schemas refuse, replayed as recorded all the same. */
  warnings: string[];
  /** `the app's traffic matches <name> (…)` or `the app's traffic differs from <name> (…):` and the lines. */
  message: string;
}

/**
 * Compares the app's steps (`actual`) with those `scenario` recorded and, given the host steps of
 * the replaying run (`received`: the answers the app got), those with the recorded answers too;
 * `name` names the scenario (its file).
 */
export function replayVerdict(
  scenario: Scenario,
  actual: readonly AppStep[],
  name = "the scenario",
  received?: readonly HostStep[],
): ReplayVerdict {
  const expected = scenario.steps.filter((step): step is AppStep => step.from === "app");
  const recordedHost = scenario.steps.filter((step): step is HostStep => step.from === "host");
  const differences = diffAppSteps(expected, actual);
  const got = received ? receivedDifferences(recordedHost, received) : [];
  const sent = formatDifferences(differences);
  const lines = [...(sent ? sent.split("\n") : []), ...got];
  const count = differences.length + got.filter((line) => line.startsWith("~")).length;
  const warnings = replayWarnings(recordedHost);
  const compared = received ? "what the app sent and received" : "what the app sent";
  const message =
    count === 0
      ? `the app's traffic matches ${name} (${expected.length} app step${expected.length === 1 ? "" : "s"}; ${compared}; ids and timings are not compared)`
      : `the app's traffic differs from ${name} (${count} difference${count === 1 ? "" : "s"}; ${compared}; ids and timings are not compared):\n${lines.join("\n")}`;
  return { matches: count === 0, differences, received: got, lines, warnings, message };
}
