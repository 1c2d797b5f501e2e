// The pure half of a replay, shared by the kit (its host page and its Node side) and the dev host
// page: the recorded answers served in order per operation type, the host's steps played after the app steps that
// preceded them (all as recorded, schema or not: the platform sent them), and the verdict on what
// the app sent and what it received (SCENARIO_MISMATCH's text).
import { REDACTED } from "@hostbridge/protocol-types";
import type { AppStep, HostStep, Scenario, ScenarioStep } from "@hostbridge/protocol-types";
import { IFRAME_DATA_MESSAGE } from "../appTypes/iframeDataMessages";
import type { IframeHostAction } from "../appTypes/iframeDataMessages";
import type { Host } from "../hostTypes";
import { defaultPayload } from "../pushers/defaultPayload";
import type { ScriptedAnswer } from "../waiting";
import { delay } from "../delay";
import { diffAppSteps, formatDifferences } from "./diff";
import type { ScenarioDifference } from "./diff";
import { requestFates } from "./fates";
import { receivedDifferences, replayWarnings } from "./received";

/** A recorded answer of a scenario. */
export type { AnswerStep } from "./fates";
/** A step the host plays during a replay: a push, an event emitted, an environment change. */
export type PlayedStep = Exclude<HostStep, { kind: "answer" }>;

/** What the app's requests get in a replay, request by request in order per operation type. */
export interface AnswerQueues {
  /**
   * What the next request of `type` gets, as the simulator's `override` takes it: the recorded
   * answer after its recorded latency, or `{ kind: "hang" }` when the host never answered it in the
   * field; `undefined` when the scenario recorded no more requests of `type` (the verdict names it).
   */
  take(type: string): ScriptedAnswer | undefined;
  /** How many recorded requests have not been asked again yet. */
  readonly left: number;
  /** When (`Date.now()`) the last answer handed out so far is due: a replay waits for it before its verdict. */
  readonly dueBy: number;
}

/** How a replay keeps the recording's time. */
export interface ReplayTiming {
  /**
   * The factor applied to each recorded latency: `1` (default) answers as late as the host did,
   * `0` at once, `0.1` ten times sooner. An answer that came after the app stopped waiting (a late
   * answer) keeps its recorded latency, so it still comes late.
   */
  latencyScale?: number | undefined;
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
 * What the app's requests get in a replay of `steps`: each recorded request's fate (see
 * ./fates), in order per operation type. With `host` (the replaying host), a redacted value in a
 * recorded answer is served as that host's own (see {@link restoreRedacted}).
 */
export function createAnswerQueues(
  steps: readonly Scenario["steps"][number][],
  host?: () => Host | undefined,
  timing: ReplayTiming = {},
): AnswerQueues {
  const queues = requestFates(steps);
  let left = [...queues.values()].reduce((sum, fates) => sum + fates.length, 0);
  const scale = timing.latencyScale ?? 1;
  let dueBy = 0;
  return {
    take(type) {
      const fate = queues.get(type)?.shift();
      if (!fate) return undefined;
      left--;
      const recorded = fate.answer;
      if (!recorded) return { kind: "hang" };
      const delayMs = Math.round((fate.latencyMs ?? 0) * (recorded.late ? 1 : scale));
      dueBy = Math.max(dueBy, Date.now() + delayMs);
      // As recorded: a body our schema does not know is sent all the same (replayWarnings names it),
      // and an error keeps its message and code (none when it had none).
      return recorded.status === "ok"
        ? {
            kind: "answer",
            body: restoreRedacted(recorded.body, localAnswer(host?.(), type)),
            delayMs,
            skipValidation: true,
          }
        : { kind: "fail", error: recorded.error ?? { message: "" }, delayMs };
    },
    get left() {
      return left;
    },
    get dueBy() {
      return dueBy;
    },
  };
}

/** The push type of a canvas's `IFRAME_DATA_MESSAGE` action in a recording: `IFRAME_DATA_MESSAGE:set_data`. */
const IFRAME_ACTION_PREFIX = `${IFRAME_DATA_MESSAGE}:`;

/**
 * Plays a host step of a scenario on `host`, as recorded: a push or event our schemas refuse is sent
 * all the same (the platform sent it; replayWarnings names it), a canvas's `IFRAME_DATA_MESSAGE`
 * action goes out as one (`host.iframeData`). A push's or an environment change's redacted values
 * are the host's own; a push recorded without a payload sends the host's default.
 */
export function playHostStep(host: Host, step: PlayedStep): void {
  const asRecorded = { skipValidation: true };
  if (step.kind === "push" && step.type.startsWith(IFRAME_ACTION_PREFIX)) {
    const action = step.type.slice(IFRAME_ACTION_PREFIX.length) as IframeHostAction;
    host.iframeData(action, step.payload);
  } else if (step.kind === "push") {
    // (a push recorded without its payload, by an earlier release, sends the fixtures' default)
    const payload =
      step.payload === undefined
        ? undefined
        : restoreRedacted(step.payload, defaultPayload(host.fixtures, step.type as never));
    host.push(step.type as never, payload as never, asRecorded);
  } else if (step.kind === "emit") host.emit(step.type as never, step.body as never, asRecorded);
  else host.updateEnv(restoreRedacted(step.patch, host.fixtures.env) as never);
}

/** What {@link driveScenario} needs of the running host. */
export interface ScenarioDriver {
  /** The steps the app took so far in this run. */
  appSteps(): readonly AppStep[];
  /** How many answers the host sent so far in this run: a host step recorded after an answer waits for it. */
  hostAnswers?: (() => number) | undefined;
  /** Plays one of the host's steps (push, event, environment change). */
  play(step: PlayedStep): void;
  /** Milliseconds to wait for each of the app's steps; the drive ends when the app sends nothing for this long. */
  timeoutMs: number;
  /** Milliseconds to keep listening after the last step (what the app sends right after is its traffic too). Default 150. */
  settleMs?: number | undefined;
  /** Ends the drive early (the run was replaced). */
  signal?: AbortSignal | undefined;
  /** When the last recorded answer handed out is due ({@link AnswerQueues.dueBy}): the drive waits for it. */
  dueBy?: (() => number) | undefined;
  /** The factor applied to the recorded time between the app's step and the host's next one (default 1). */
  latencyScale?: number | undefined;
}

/**
 * Waits until the app took `count` steps and the host sent `answers` answers; `false` when nothing
 * new happened for `timeoutMs` or the signal aborted.
 */
async function reached(driver: ScenarioDriver, count: number, answers = 0): Promise<boolean> {
  const progress = () => driver.appSteps().length + (driver.hostAnswers?.() ?? answers);
  let seen = progress();
  let since = Date.now();
  for (;;) {
    if (driver.signal?.aborted) return false;
    const now = progress();
    if (driver.appSteps().length >= count && (driver.hostAnswers?.() ?? answers) >= answers)
      return true;
    if (now > seen) [seen, since] = [now, Date.now()];
    if (Date.now() - since >= driver.timeoutMs) return false;
    await delay(10);
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
  let answered = 0;
  let previous: number | undefined;
  for (const step of steps) {
    if (step.from === "app") {
      expected++;
      previous = step.at ?? previous;
      continue;
    }
    if (step.kind === "answer") {
      // (a late answer does not hold back what the host did meanwhile)
      if (!step.late) answered++;
      previous = step.at ?? previous;
      continue;
    }
    if (!(await reached(driver, expected, answered))) return [...driver.appSteps()];
    // (as long after the app's step as the host took in the field, when the file says)
    if (step.at !== undefined && previous !== undefined)
      await delay(Math.max(0, step.at - previous) * (driver.latencyScale ?? 1));
    previous = step.at ?? previous;
    if (driver.signal?.aborted) return [...driver.appSteps()];
    driver.play(step);
  }
  if (await reached(driver, expected)) {
    // a late answer still comes (late): the verdict is given once it is due
    const due = (driver.dueBy?.() ?? 0) - Date.now();
    if (due > 0) await delay(due);
    await delay(driver.settleMs ?? 150);
  }
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
  /**
   * `the app's traffic matches <name> (…)` or `the app's traffic differs from <name> (…):` and the
   * lines; when the app's start-up failed in its frame, that failure is the first line.
   */
  message: string;
}

/**
 * Compares the app's steps (`actual`) with those `scenario` recorded and, given the steps of the
 * replaying run (`received`: what the app sent and what the host answered, pushed, emitted), what
 * the app received with what it received in the field: each request's answer or silence, its
 * lateness, and anything the host sent that the recording does not hold. `name` names the
 * scenario (its file). `startFailure` is the error the app's start-up threw in its frame (the SDK's,
 * such as ORIGIN_NOT_CONFIGURED): when the traffic differs, it is the verdict's first line, since it
 * is why the app sent nothing more.
 */
export function replayVerdict(
  scenario: Scenario,
  actual: readonly AppStep[],
  name = "the scenario",
  received?: readonly ScenarioStep[],
  startFailure?: string,
): ReplayVerdict {
  const expected = scenario.steps.filter((step): step is AppStep => step.from === "app");
  const recordedHost = scenario.steps.filter((step): step is HostStep => step.from === "host");
  const differences = diffAppSteps(expected, actual);
  const got = received ? receivedDifferences(scenario.steps, received) : [];
  const sent = formatDifferences(differences);
  const count = differences.length + got.filter((line) => !line.startsWith(" ")).length;
  const failed =
    count && startFailure ? [`the app's start-up failed in its frame: ${startFailure}`] : [];
  const lines = [...failed, ...(sent ? sent.split("\n") : []), ...got];
  const warnings = replayWarnings(recordedHost);
  const compared = received ? "what the app sent and received" : "what the app sent";
  const message =
    count === 0
      ? `the app's traffic matches ${name} (${expected.length} app step${expected.length === 1 ? "" : "s"}; ${compared}; ids are not compared, nor timings but for a late answer)`
      : `${failed.map((line) => line + "\n").join("")}the app's traffic differs from ${name} (${count} difference${count === 1 ? "" : "s"}; ${compared}; ids are not compared, nor timings but for a late answer):\n${lines.slice(failed.length).join("\n")}`;
  return { matches: count === 0, differences, received: got, lines, warnings, message };
}
