// The request pipeline: an inbound request is recorded and logged, admitted (or answered with the
// refusal), then answered by a custom handler, by the default handler from the fixtures, or kept
// pending for a person (interactive operations, `interactive: "manual"`).
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import { operationEnvironment } from "@hostbridge/protocol-types";
import { DEFAULT_HANDLERS } from "../handlers";
import type { SimulatorState } from "../handlers/types";
import type { HostCore } from "../hostCore";
import { isInteractive } from "../operations";
import type { OperationEnvironment, OperationType } from "../operations";
import type { TrafficLog } from "../traffic/trafficLog";
import type { HandlerContext, Host, HostHandler, RecordedRequest } from "../types";
import type { PlatformRequest } from "../wire/answers";
import { admit } from "./admission";
import { errorInfo } from "./errorInfo";
import type { PendingRequests } from "./pendingRequests";
import type { Responder } from "./responder";
import { createSimulatorState } from "./simulatorState";

/** A request as the wire room hands it over. */
export interface InboundRequest {
  channel: RequestKind;
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
function guessEnvironment(channel: RequestKind, type: string): OperationEnvironment {
  if (channel !== "svc") return channel;
  return type.startsWith("ui_") ? "ui" : "impact";
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Records `request`, logs it and offers it to the waits; returns the record. */
function record(
  traffic: TrafficLog,
  pending: PendingRequests,
  request: InboundRequest,
): RecordedRequest {
  const { channel, id, type, payload, envelope, platform, names } = request;
  const known = operationEnvironment(type);
  const env = known ?? guessEnvironment(channel, type);
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
  pending.track(recorded, { started: performance.now(), channel, platform, names });
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
 * The pipeline of the host with `core`: answers go through `responder`; interactive requests wait
 * in `pending`; custom handlers get `host`; `afterAnswer` runs once a handler answered (the push of `ui_app_set_data` after
 * `ui_embeddable_ready`).
 */
export function createRequestPipeline(
  core: HostCore,
  traffic: TrafficLog,
  responder: Responder,
  pending: PendingRequests,
  host: Host,
  afterAnswer: (record: RecordedRequest) => void,
): RequestPipeline {
  const state: SimulatorState = createSimulatorState(core, host.emit.bind(host));
  const handlers = core.options.handlers ?? {};
  const interactiveMode = core.options.interactive ?? "manual";
  const latency = Math.max(0, core.options.latency ?? 0);

  /** Answers an admitted request with a custom handler, the default one, or a stream (prompt assistant). */
  const answer = async (
    recorded: RecordedRequest,
    env: OperationEnvironment,
    value: unknown,
    custom: HostHandler<OperationType> | undefined,
  ) => {
    const operation = recorded.type as OperationType;
    const fallback = () =>
      (DEFAULT_HANDLERS[operation] as (p: unknown, s: SimulatorState) => unknown)(value, state);
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
      await host.streamPromptAssistant(recorded.id, streamed.response.split(/(?<= )/));
    } else {
      responder.respondChecked(recorded, fallback(), "default fixtures");
    }
  };

  return async (request) => {
    const recorded = record(traffic, pending, request);
    const admission = admit(
      {
        channel: request.channel,
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
    const custom = handlers[recorded.type as OperationType] as
      HostHandler<OperationType> | undefined;
    if (custom === undefined && isInteractive(recorded.type) && interactiveMode === "manual") {
      pending.park(recorded);
      return;
    }
    if (latency > 0) await delay(latency);
    if (core.disposed) return;
    try {
      await answer(recorded, admission.env, admission.value, custom);
    } catch (error) {
      responder.respond(recorded, { ok: false, error: errorInfo(error) });
    }
    afterAnswer(recorded);
  };
}
