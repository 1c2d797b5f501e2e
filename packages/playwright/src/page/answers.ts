// How the kit's host answers each request: a behaviour the test set (respond, fail, hang), then a
// recorded answer of a replayed scenario, then the fixtures file's canned answer, then the
// simulator's default. Interactive operations with none of these stay pending (manual mode) for
// the test to answer or cancel.
import type {
  HandlerContext,
  Host,
  HostHandler,
  HostHandlers,
  OperationType,
  TrafficEntry,
} from "@hostbridge/host-simulator";
import { OPERATIONS, waitsForPerson } from "@hostbridge/protocol-types";
import type { DevFixtureOperation } from "@hostbridge/dev-server/contract";
import type { KitStartOptions, OperationBehaviour } from "../pageApi";

type RecordedAnswer = NonNullable<KitStartOptions["answers"]>[number];

/** What an answer decision needs. */
export interface AnswerSources {
  behaviours: Map<string, OperationBehaviour>;
  queues: Map<string, RecordedAnswer[]>;
  fixtureOperation(type: string): DevFixtureOperation | undefined;
}

type Decision =
  | { kind: "respond"; body: unknown; delayMs: number }
  | { kind: "fail"; error: { message: string; code?: string; details?: unknown }; delayMs: number }
  | { kind: "hang" };

/** The answer to give to a request of `type`, or `undefined` for the default. Takes a recorded answer off its queue. */
export function decide(sources: AnswerSources, type: string): Decision | undefined {
  const behaviour = sources.behaviours.get(type);
  if (behaviour) {
    if (behaviour.kind === "hang") return behaviour;
    return { ...behaviour, delayMs: behaviour.delayMs ?? 0 };
  }
  const recorded = sources.queues.get(type)?.shift();
  if (recorded) {
    return recorded.status === "ok"
      ? { kind: "respond", body: recorded.body, delayMs: 0 }
      : { kind: "fail", error: recorded.error ?? { message: "failed" }, delayMs: 0 };
  }
  const fixture = sources.fixtureOperation(type);
  if (!fixture) return undefined;
  return "error" in fixture
    ? { kind: "fail", error: fixture.error, delayMs: fixture.delayMs ?? 0 }
    : { kind: "respond", body: fixture.response, delayMs: fixture.delayMs ?? 0 };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new Error("the host was disposed"));
    });
  });
}

/** An error the simulator sends as `{ message, code, details }`. */
function failure(error: { message: string; code?: string; details?: unknown }): Error {
  return Object.assign(new Error(error.message), {
    code: error.code ?? "HOST_ERROR",
    ...(error.details === undefined ? {} : { details: error.details }),
  });
}

/** Every operation type of the protocol. */
const ALL_TYPES = Object.keys(OPERATIONS) as OperationType[];

/**
 * Handlers for every operation the host answers through the kit: all of them with `auto`
 * interactive answers, the non-interactive ones with `manual` (interactive requests must stay
 * pending; {@link answerPending} answers them when a decision exists).
 */
export function kitHandlers(sources: AnswerSources, interactive: "manual" | "auto"): HostHandlers {
  const handler = async (_payload: unknown, context: HandlerContext): Promise<unknown> => {
    const decision = decide(sources, context.type);
    if (!decision) return context.fallback();
    if (decision.kind === "hang") {
      return new Promise((_resolve, reject) =>
        context.signal.addEventListener("abort", () => reject(new Error("the host was disposed"))),
      );
    }
    await sleep(decision.delayMs, context.signal);
    if (decision.kind === "fail") throw failure(decision.error);
    return structuredClone(decision.body);
  };
  const handlers: Partial<Record<OperationType, HostHandler<OperationType>>> = {};
  for (const type of ALL_TYPES) {
    if (interactive === "auto" || !waitsForPerson(type)) handlers[type] = handler;
  }
  return handlers as HostHandlers;
}

/**
 * Answers a pending interactive request right away when a behaviour, a recorded answer or a
 * fixture decides it (manual mode); a hang, or no decision, leaves it for the test.
 */
export function answerPending(host: Host, sources: AnswerSources, entry: TrafficEntry): void {
  if (entry.kind !== "request" || !waitsForPerson(entry.type)) return;
  // The request joins the pending list after the traffic entry is logged.
  queueMicrotask(() => {
    if (!host.pending().some((request) => request.id === entry.id)) return;
    const decision = decide(sources, entry.type);
    if (!decision || decision.kind === "hang") return;
    const settle = () => {
      if (host.disposed || !host.pending().some((request) => request.id === entry.id)) return;
      if (decision.kind === "fail") host.fail(entry.id, decision.error);
      else host.answer(entry.id, structuredClone(decision.body));
    };
    if (decision.delayMs > 0) setTimeout(settle, decision.delayMs);
    else settle();
  });
}
