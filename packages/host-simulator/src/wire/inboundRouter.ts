// The first room a message enters: it is sorted (platform wire first, unless the host speaks only
// envelopes; then the envelope wire) and routed: requests to the pipeline, events to the traffic
// log, post-robot hellos and the platform's bookkeeping answered here, anything else dropped with
// its reason.
import { environmentOfType, operationEnvironment } from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";
import {
  answerFrame,
  isRenamedOnPlatform,
  platformMessageName,
  platformOperationName,
  specOperationName,
  ackFrame,
  createId,
  decodeAppMessage,
  decodePlatformAppMessage,
  idOfHash,
  encodeHelloAnswer,
  encodeServiceResponse,
} from "@hostbridge/protocol-types/wire";
import type { EnvelopeNames, PlatformAppInbound } from "@hostbridge/protocol-types/wire";
import type { PostRobotRequest } from "@hostbridge/protocol-types";
import type { HostCore } from "../hostCore";
import { requestKindOf } from "../operations";
import type { RequestPipeline } from "../pipeline/requestPipeline";
import type { TrafficLog } from "../traffic/trafficLog";
import type { RecordedEvent } from "../hostTypes";
import { checkEvent } from "../validation";
import { isSpecEnvelope, SPEC_ENVELOPE_REFUSED } from "./hostWire";
import type { HostWireState } from "./hostWire";

/** What the transport hands the host: a message, and the messages it refused. */
export interface InboundRouter {
  onMessage: (message: unknown) => void;
  onDrop: (reason: string, message: unknown) => void;
}

/**
 * The spec's name of an operation the platform knows by another (`ui_prompt_assistant`, sent as a
 * post-robot request): the platform's hosts have no handler for it, and post-robot answers so. Returns
 * whether `request` was such a name (answered and logged as dropped).
 */
function refusedSpecName(
  core: HostCore,
  request: PostRobotRequest,
  message: unknown,
  drop: (reason: string, message: unknown) => void,
): boolean {
  if (!isRenamedOnPlatform(request.name)) return false;
  const operation = platformOperationName(request.name);
  const known = operation === request.name ? platformMessageName(request.name) : operation;
  const reason = `No handler found for post message: ${request.name} (on the platform wire the platform's hosts know it as ${known})`;
  drop(reason, message);
  if (!request.fireAndForget)
    core.transport.send(answerFrame(request, { ok: false, error: { message: reason } }));
  return true;
}

/** The router of the host with `core`: requests go to `pipeline`, events and drops to `traffic`. */
export function createInboundRouter(
  core: HostCore,
  traffic: TrafficLog,
  wire: HostWireState,
  pipeline: RequestPipeline,
): InboundRouter {
  const recordEvent = (id: string, type: string, body: unknown, envelope: unknown, on: Wire) => {
    const checked = checkEvent(type, body);
    const record: RecordedEvent = {
      id,
      type,
      body,
      envelope,
      valid: checked.ok,
      issues: checked.ok ? [] : checked.issues,
      receivedAt: Date.now(),
    };
    traffic.recordEvent(record, {
      kind: "event",
      direction: "in",
      at: record.receivedAt,
      type,
      id,
      valid: record.valid,
      issues: record.issues,
      envelope,
      wire: on,
    });
  };

  const drop = (reason: string, message: unknown) =>
    traffic.log({ kind: "dropped", direction: "in", at: Date.now(), reason, envelope: message });

  /** Answers a high-level request the platform wire uses for bookkeeping (`broadcast`, `subscribe`). */
  const answerOk = (id: string, type: string, names: EnvelopeNames) =>
    core.transport.send(encodeServiceResponse(id, type, undefined, "ok", undefined, names));

  const onPlatform = (item: PlatformAppInbound, message: unknown) => {
    if (item.kind === "reply") return; // the app's ack/response to a post-robot push
    wire.appWire = "platform";
    if (item.kind === "hello") return core.transport.send(encodeHelloAnswer(item.request));
    if (item.kind === "broadcast") {
      recordEvent(item.id, item.type, item.body, message, "platform");
      return answerOk(item.id, "broadcast", "pitcher");
    }
    if (item.kind === "subscription") {
      wire.subscribed = item.subscribe;
      return answerOk(item.id, item.type, "pitcher");
    }
    if (item.kind === "bare") {
      const { type, body: payload } = item;
      return void pipeline({
        requestKind: "svc",
        id: createId(),
        type,
        payload,
        envelope: message,
        platform: { bare: true },
      });
    }
    const { request } = item;
    if (refusedSpecName(core, request, message, drop)) return;
    // Ack on arrival, as post-robot's receive driver does: the response follows when the request
    // is answered (at once, or seconds later by a person or a script; the app's ack timer is short).
    if (!request.fireAndForget) core.transport.send(ackFrame(request));
    // (the platform's name of an operation the spec renamed is that operation: protocol-types' platformNames)
    const type = specOperationName(request.name);
    const known = operationEnvironment(type);
    // (an unknown name: the environment its prefix names, for the UNKNOWN_OPERATION answer)
    const prefixed = environmentOfType(type);
    const requestKind = known
      ? requestKindOf(known)
      : prefixed === "admin" || prefixed === "dsr"
        ? prefixed
        : "svc";
    void pipeline({
      requestKind,
      // the app's request id, as on the envelope wire (post-robot's hash is `<name>_<id>`)
      id: idOfHash(request.name, request.hash) ?? request.hash,
      type,
      payload: request.data,
      envelope: message,
      platform: { request },
    });
  };

  return {
    onMessage(message) {
      if (core.disposed) return;
      const platform = wire.speaks === "envelopes" ? undefined : decodePlatformAppMessage(message);
      // (`broadcast` and `subscribe` in the spec's SVC_REQUEST are the envelope wire's requests)
      if (platform && !isSpecEnvelope(message))
        return platform.forEach((item) => onPlatform(item, message));
      if (wire.platformOnly() && isSpecEnvelope(message))
        return drop(SPEC_ENVELOPE_REFUSED, message);
      const inbound = decodeAppMessage(message);
      if (inbound.kind === "request") {
        const { request: requestKind, id, type, payload, names } = inbound;
        if (names === "pitcher") wire.appWire = "platform"; // (the platform's own names)
        void pipeline({ requestKind, id, type, payload, envelope: message, names });
      } else if (inbound.kind === "event") {
        recordEvent(inbound.id, inbound.type, inbound.body, message, "envelopes");
      } else drop(inbound.reason, message);
    },
    onDrop(reason, message) {
      if (!core.disposed)
        traffic.log({
          kind: "dropped",
          direction: "in",
          at: Date.now(),
          reason: `refused by the transport: ${reason}`,
          envelope: message,
        });
    },
  };
}
