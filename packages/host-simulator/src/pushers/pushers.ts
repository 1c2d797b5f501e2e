// The pushers: what the host sends without being asked. UI, admin and DSR messages (`host.push`),
// events (`host.emit`), the environment's change notices (`host.updateEnv`), and the
// `ui_app_set_data` a host pushes when the app starts (startData.ts). Each is validated, then
// encoded for the wire the host answers on.
import {
  IOS_ONLY_EVENT_KEYS,
  UI_NATIVE_MESSAGE_TYPES,
  WEB_ONLY_EVENT_KEYS,
} from "@hostbridge/protocol-types";
import type { EventKey, EventMap, ServiceEnv, Wire } from "@hostbridge/protocol-types";
import {
  createId,
  encodeBareMessage,
  encodeEvent,
  encodeMessage,
  encodePlatformEvent,
  encodePlatformPush,
} from "@hostbridge/protocol-types/wire";
import type { PushKind } from "@hostbridge/protocol-types/wire";
import { carriesEnvironment, inPlatformNames } from "@hostbridge/protocol-types/wire";
import { serviceEnvOf } from "../environment";
import { HostSimulatorError } from "../errors";
import { mergeDeep } from "../fixtures/hostFixtures";
import type { DeepPartial } from "../fixtures/hostFixtures";
import type { HostCore } from "../hostCore";
import type { TrafficLog } from "../traffic/trafficLog";
import type {
  EmitOptions,
  Host,
  PushMessageMap,
  PushMessageType,
  PushOptions,
  RecordedRequest,
  UiMessageFormat,
  UpdateEnvOptions,
} from "../hostTypes";
import { checkEvent, checkMessage, messageEnvironmentOf } from "../validation";
import type { HostWireState } from "../wire/hostWire";
import { platformMessageName } from "@hostbridge/protocol-types/wire";
import { defaultPayload } from "./defaultPayload";
import { isStartSignal, StartDataState } from "./startData";
import type { StartSignal } from "./startData";

const NATIVE_UI_TYPES = new Set<string>(UI_NATIVE_MESSAGE_TYPES);
const IOS_EVENTS = new Set<string>(IOS_ONLY_EVENT_KEYS);
const WEB_EVENTS = new Set<string>(WEB_ONLY_EVENT_KEYS);

/** The part of `Host` that sends unasked. */
export type Pushers = Pick<Host, "push" | "emit" | "updateEnv" | "pageLoaded"> & {
  /** After a request was answered: pushes `ui_app_set_data` when `ui_app_loaded` or `ui_embeddable_ready` starts the app (unless `appSetDataOnReady: false`). */
  afterAnswer: (record: RecordedRequest) => void;
};

/** Refuses an event the protocol does not have, with an invalid body, or from the wrong platform. */
function assertEmittable(key: string, issues: string[] | undefined, mode: string): void {
  if (issues) {
    const unknown = issues[0]?.startsWith("type:");
    throw new HostSimulatorError(
      unknown ? "UNKNOWN_MESSAGE_TYPE" : "INVALID_OUTGOING_PAYLOAD",
      unknown
        ? `cannot emit "${key}": it is not an event key of the protocol (see EVENT_KEYS); pushed messages go through host.push()`
        : `refusing to emit an invalid ${key} event: ${issues.join("; ")}; fix the body, or pass { skipValidation: true } to test a misbehaving host`,
      { details: { issues } },
    );
  }
  if ((IOS_EVENTS.has(key) && mode !== "IOS") || (WEB_EVENTS.has(key) && mode !== "WEB")) {
    throw new HostSimulatorError(
      "UNSUPPORTED_PLATFORM",
      `cannot emit "${key}": only ${IOS_EVENTS.has(key) ? "iOS" : "Web"} hosts fire it, and this host simulates ${mode}; create the host with mode: "${IOS_EVENTS.has(key) ? "IOS" : "WEB"}", or pass { skipValidation: true }`,
    );
  }
}

/** The family of a pushed message and its body (the default one when none is given); throws for an unknown type or an invalid body. */
function pushable(
  core: HostCore,
  type: PushMessageType,
  payload: unknown,
  options: PushOptions,
): { env: PushKind; body: unknown } {
  const env = messageEnvironmentOf(type);
  if (!env) {
    throw new HostSimulatorError(
      "UNKNOWN_MESSAGE_TYPE",
      `cannot push "${type}": it is not a message type of the protocol; use one of UI_MESSAGE_TYPES, "admin_env_changed" or "dsr_env_changed" (events go through host.emit())`,
    );
  }
  const body = payload === undefined ? defaultPayload(core.fixtures, type) : payload;
  if (!options.skipValidation) {
    const checked = checkMessage(env, type, body);
    if (!checked.ok) {
      throw new HostSimulatorError(
        "INVALID_OUTGOING_PAYLOAD",
        `refusing to push an invalid ${type}: ${checked.issues.join("; ")}; fix the payload (or the fixtures it came from), or pass { skipValidation: true } to test a misbehaving host`,
        { details: { issues: checked.issues } },
      );
    }
  }
  return { env, body };
}

/** The envelope of a pushed message on the envelope wire: bare or `UI_MESSAGE` for UI, else `ADMIN_MESSAGE` / `DSR_MESSAGE`. */
function envelopeOf(
  env: PushKind,
  type: string,
  body: unknown,
  format: UiMessageFormat,
  mode: string,
): object {
  if (env !== "ui") return encodeMessage(env, createId(), type, body);
  const bare =
    format === "bare" || (format === "auto" && mode !== "WEB" && NATIVE_UI_TYPES.has(type));
  return bare ? encodeBareMessage(type, body) : encodeMessage("ui", createId(), type, body);
}

/** The pushers of the host with `core`, on the wire `wire` chooses. */
export function createPushers(core: HostCore, traffic: TrafficLog, wire: HostWireState): Pushers {
  const uiMessageFormat = core.options.uiMessageFormat ?? "auto";
  const appSetDataOnReady = core.options.appSetDataOnReady ?? true;
  const startData = new StartDataState();
  const giveStartData = (signal: StartSignal) => {
    if (!appSetDataOnReady || core.disposed || !startData.take(signal)) return;
    try {
      // (before the app spoke, its wire is unknown: the bare `{ type, body }` the platform posts, which
      // both the platform's client and HostBridge's SDK take)
      pushers.push(
        "ui_app_set_data",
        undefined,
        signal === "page-loaded" ? { format: "bare" } : {},
      );
    } catch (error) {
      core.reportError(error as HostSimulatorError);
    }
  };

  const pushers: Pushers = {
    push<K extends PushMessageType>(
      type: K,
      payload?: PushMessageMap[K],
      options: PushOptions = {},
    ) {
      core.ensureLive(`push ${type}`);
      const { env, body } = pushable(core, type, payload, options);
      const out: Wire = wire.out();
      // (on the platform wire, an environment goes out as the platform sends it: see inPlatformNames)
      const envelope =
        out === "platform"
          ? encodePlatformPush(
              platformMessageName(type),
              carriesEnvironment(type) ? inPlatformNames(body) : body,
            )
          : envelopeOf(env, type, body, options.format ?? uiMessageFormat, core.mode());
      core.transport.send(envelope);
      traffic.log({
        kind: "message",
        direction: "out",
        at: Date.now(),
        env,
        type,
        body,
        envelope,
        wire: out,
      });
      return envelope;
    },

    emit<K extends EventKey>(key: K, body?: EventMap[K], options: EmitOptions = {}): object {
      core.ensureLive(`emit ${key}`);
      const checked = checkEvent(key, body);
      if (!options.skipValidation)
        assertEmittable(key, checked.ok ? undefined : checked.issues, core.mode());
      const id = createId();
      const out: Wire = wire.out();
      const envelope =
        out === "platform"
          ? encodePlatformEvent(key, carriesEnvironment(key) ? inPlatformNames(body) : body)
          : encodeEvent(id, key, body);
      core.transport.send(envelope);
      traffic.log({
        kind: "event",
        direction: "out",
        at: Date.now(),
        type: key,
        id,
        valid: checked.ok,
        issues: checked.ok ? [] : checked.issues,
        envelope,
        wire: out,
      });
      return envelope;
    },

    updateEnv(patch: DeepPartial<ServiceEnv>, options: UpdateEnvOptions = {}): ServiceEnv {
      core.ensureLive("update the environment");
      core.fixtures.env = mergeDeep(core.fixtures.env, patch);
      const env = serviceEnvOf(core.fixtures, core.location);
      if (options.notify ?? true) {
        if (core.location === "admin") pushers.push("admin_env_changed");
        else if (core.location === "dsr") pushers.push("dsr_env_changed");
        else pushers.emit("env_changed", env);
      }
      return env;
    },

    afterAnswer(record) {
      if (isStartSignal(record.type) && record.status === "ok") giveStartData(record.type);
    },

    pageLoaded(options = {}) {
      if (options.reload) startData.reset();
      giveStartData("page-loaded");
    },
  };
  return pushers;
}
