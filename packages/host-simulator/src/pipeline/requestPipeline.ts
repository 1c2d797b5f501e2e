// The request pipeline: an inbound request is recorded and logged, admitted (or answered with the
// refusal), then answered. The one place of answer precedence: a standing script (`host.script`),
// else a custom handler, else the override (`HostOptions.override`: a test's or dev host's chain of
// answer sources), else a request that waits for a person (interactive operations, `interactive:
// "manual"`) waits, else the fixtures answer. A scripted answer to a request that waits for a person
// comes after the request started waiting.
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import { environmentOfType, operationEnvironment } from "@hostbridge/protocol-types";
import { DEFAULT_HANDLERS } from "../handlers/defaultHandlers";
import type { SimulatorState } from "../handlers/handlerTypes";
import type { HostCore } from "../hostCore";
import { isInteractive } from "../operations";
import type { OperationEnvironment, OperationType } from "../operations";
import type { TrafficLog } from "../traffic/trafficLog";
import type { HandlerContext, Host, HostHandler, RecordedRequest } from "../hostTypes";
import type { PlatformRequest } from "../wire/answerEncoding";
import { admit } from "./admission";
import { errorInfo, sentError } from "./errorInfo";
import { isHostSimulatorError } from "../errors";
import type { HostSimulatorError } from "../errors";
import type { WaitingFacts } from "./interactive";
import type { UnansweredRequests } from "./unansweredRequests";
import type { Responder } from "./responder";
import { createSimulatorState } from "./simulatorState";
import { delay } from "../delay";
import type { ScriptedAnswer } from "../waiting";

/** A request as the wire room hands it over. */
export interface InboundRequest {
  requestKind: RequestKind;
  id: string;
  type: string;
  payload: unknown;
  envelope: unknown;
  platform?: PlatformRequest;
  /** `pitcher`: asked in the existing client's `PITCHER_REQUEST` (answered in `PITCHER_RESPONSE`). */
  names?: "pitcher" | undefined;
}

/** Takes inbound requests through to their answer. */
export type RequestPipeline = (request: InboundRequest) => Promise<void>;

/** The environment an unknown type would belong to, from the envelope it came in. */
function guessEnvironment(requestKind: RequestKind, type: string): OperationEnvironment {
  if (requestKind !== "svc") return requestKind;
  return environmentOfType(type) === "ui" ? "ui" : "impact";
}

/** Records `request`, logs it and offers it to the waits; returns the record. */
function record(
  traffic: TrafficLog,
  pending: UnansweredRequests,
  request: InboundRequest,
): RecordedRequest {
  const { requestKind, id, type, payload, envelope, platform, names } = request;
  const known = operationEnvironment(type);
  const env = known ?? guessEnvironment(requestKind, type);
  const recorded: RecordedRequest = {
    id,
    type,
    env,
    known: known !== undefined,
    payload,
    envelope,
    status: "pending",
    receivedAt: Date.now(),
  };
  pending.track(recorded, { started: performance.now(), requestKind, platform, names });
  traffic.recordRequest(recorded, {
    kind: "request",
    direction: "in",
    at: recorded.receivedAt,
    env,
    type,
    id,
    envelope,
    wire: platform ? "platform" : "envelopes",
  });
  return recorded;
}

/**
 * The fixtures' answers of `state`: `fixturesAnswer` throws what they throw (a `HostSimulatorError`
 * reworded by `reword`, `HostOptions.fixtureErrorMessage`), `suggestion` is `undefined` instead.
 */
function fixtureAnswers(
  state: SimulatorState,
  reword: ((error: HostSimulatorError) => string) | undefined,
) {
  const fixturesAnswer = (operation: OperationType, value: unknown): unknown => {
    try {
      return (DEFAULT_HANDLERS[operation] as (p: unknown, s: SimulatorState) => unknown)(
        value,
        state,
      );
    } catch (error) {
      if (reword && isHostSimulatorError(error)) error.message = reword(error);
      throw error;
    }
  };
  const suggestion = (operation: OperationType, value: unknown): unknown => {
    try {
      return fixturesAnswer(operation, value);
    } catch {
      return undefined;
    }
  };
  return { fixturesAnswer, suggestion };
}

/**
 * The pipeline of the host with `core`: answers go through `responder`; interactive requests wait
 * in `pending`; custom handlers get `host`; `afterAnswer` runs once a handler answered (the push of `ui_app_set_data` after
 * `ui_embeddable_ready`); `startWaiting` parks a request for a person and tells the host's listeners;
 * `scriptFor` reads the host's standing scripts.
 */
export function createRequestPipeline(
  core: HostCore,
  traffic: TrafficLog,
  responder: Responder,
  pending: UnansweredRequests,
  host: Host,
  afterAnswer: (record: RecordedRequest) => void,
  startWaiting: (record: RecordedRequest, known: WaitingFacts) => void,
  scriptFor: (type: string) => ScriptedAnswer | undefined,
): RequestPipeline {
  const state: SimulatorState = createSimulatorState(core, host.emit.bind(host));
  const handlers = core.options.handlers ?? {};
  const interactiveMode = core.options.interactive ?? "manual";
  const latency = Math.max(0, core.options.latency ?? 0);
  const { fixturesAnswer, suggestion } = fixtureAnswers(state, core.options.fixtureErrorMessage);

  /** Answers an admitted request with a custom handler, the default one, or a stream (prompt assistant). */
  const answer = async (
    recorded: RecordedRequest,
    env: OperationEnvironment,
    value: unknown,
    custom: HostHandler<OperationType> | undefined,
  ) => {
    const operation = recorded.type as OperationType;
    const fallback = () => fixturesAnswer(operation, value);
    if (custom) {
      const context: HandlerContext = {
        type: operation,
        env,
        requestId: recorded.id,
        envelope: recorded.envelope,
        rawPayload: recorded.payload,
        fixtures: core.fixtures,
        mode: core.mode(),
        location: core.location,
        host,
        signal: core.signal,
        fallback,
      };
      responder.respondChecked(recorded, await custom(value as never, context), "custom handler");
    } else if (recorded.type === "ui_prompt_assistant") {
      pending.park(recorded);
      const streamed = fallback() as { id: string; response: string };
      await host.streamPromptAssistant(recorded.id, streamed.response.split(/(?<= )/), {
        delayMs: core.options.streamDelay ?? 0,
      });
    } else {
      responder.respondChecked(recorded, fallback(), "default fixtures");
    }
  };

  /** Sends a scripted answer (a `hang` sends nothing). */
  const sendScripted = (recorded: RecordedRequest, scripted: ScriptedAnswer) => {
    if (scripted.kind === "hang" || recorded.status !== "pending" || core.disposed) return;
    try {
      if (scripted.kind === "answer" && scripted.skipValidation)
        responder.respond(recorded, { ok: true, body: structuredClone(scripted.body) });
      else if (scripted.kind === "answer")
        responder.respondChecked(recorded, structuredClone(scripted.body), "scripted answer");
      else responder.respond(recorded, { ok: false, error: sentError(scripted.error) });
    } catch (error) {
      responder.respond(recorded, { ok: false, error: errorInfo(error) });
    }
  };

  return async (request) => {
    const recorded = record(traffic, pending, request);
    const admission = admit(
      {
        requestKind: request.requestKind,
        type: request.type,
        payload: request.payload,
        known: recorded.known ? recorded.env : undefined,
      },
      {
        location: core.location,
        strictLocation: Boolean(core.options.strictLocation),
        mode: core.mode(),
      },
    );
    if (!admission.ok)
      return responder.answerError(recorded, admission.code, admission.message, admission.issues);
    let scripted = scriptFor(recorded.type);
    // (a standing script answers alone: the handler is not called)
    const custom =
      scripted === undefined
        ? (handlers[recorded.type as OperationType] as HostHandler<OperationType> | undefined)
        : undefined;
    try {
      if (scripted === undefined && custom === undefined)
        scripted = core.options.override?.(recorded);
    } catch (error) {
      return responder.respond(recorded, { ok: false, error: errorInfo(error) });
    }
    if (custom === undefined && isInteractive(recorded.type) && interactiveMode === "manual") {
      startWaiting(recorded, {
        suggested: suggestion(recorded.type, admission.value),
        scripted,
      });
      if (scripted && scripted.kind !== "hang") {
        if (await delay(scripted.delayMs ?? 0, core.signal)) sendScripted(recorded, scripted);
      }
      return;
    }
    if (scripted?.kind === "hang") return;
    // (no latency: answered in the same turn, as before the waits moved here; a zero delay still
    // costs the await a turn, which apps' tests of what is pending would see)
    if (latency > 0 && !(await delay(latency, core.signal))) return;
    try {
      if (scripted) {
        if (await delay(scripted.delayMs ?? 0, core.signal)) sendScripted(recorded, scripted);
        else return;
      } else await answer(recorded, admission.env, admission.value, custom);
    } catch (error) {
      responder.respond(recorded, { ok: false, error: errorInfo(error) });
    }
    afterAnswer(recorded);
  };
}
