import {
  IOS_ONLY_EVENT_KEYS,
  MESSAGE_TYPES,
  UI_NATIVE_MESSAGE_TYPES,
  WEB_ONLY_EVENT_KEYS,
} from "@hostbridge/protocol-types";
import type {
  EventKey,
  EventMap,
  JsApiLocation,
  Mode,
  PostRobotRequest,
  ServiceEnv,
  Wire,
} from "@hostbridge/protocol-types";
import { createWindowTransport } from "@hostbridge/transport";
import type { Transport } from "@hostbridge/transport";
import { createId } from "@hostbridge/transport/internal";
import { cancelledAnswer, DEFAULT_HANDLERS } from "./defaultHandlers";
import type { SimulatorState } from "./defaultHandlers";
import { adminEnvOf, dsrEnvOf, secretsOf, serviceEnvOf } from "./environment";
import { HostSimulatorError, isHostSimulatorError } from "./errors";
import { isObj } from "./guards";
import type { Obj } from "./guards";
import { createFixtures, mergeDeep } from "./fixtures";
import type { DeepPartial, HostFixtures } from "./fixtures";
import {
  allowedAt,
  channelHint,
  channelOf,
  environmentOf,
  isInteractive,
  platformProblem,
} from "./operations";
import type { OperationEnvironment, OperationType, RequestChannel } from "./operations";
import {
  classifyPlatform,
  helloAnswer,
  operationAnswer,
  platformEvent,
  platformPush,
} from "./platformWire";
import type { HostWire, PlatformInbound } from "./platformWire";
import { redact } from "./redact";
import type {
  EmitOptions,
  HandlerContext,
  Host,
  HostHandler,
  HostOptions,
  PushMessageMap,
  PushMessageType,
  PushOptions,
  RecordedEvent,
  RecordedRequest,
  RequestTarget,
  SentError,
  StreamOptions,
  TrafficEntry,
  TrafficListener,
  TrafficListenerOptions,
  UpdateEnvOptions,
  WaitOptions,
} from "./types";
import {
  checkEvent,
  checkMessage,
  checkRequest,
  checkResponse,
  messageEnvironmentOf,
} from "./validation";

const DEFAULT_WAIT_TIMEOUT = 2000;
const NATIVE_UI_TYPES = new Set<string>(UI_NATIVE_MESSAGE_TYPES);
const IOS_EVENTS = new Set<string>(IOS_ONLY_EVENT_KEYS);
const WEB_EVENTS = new Set<string>(WEB_ONLY_EVENT_KEYS);

const isId = (v: unknown): v is string => typeof v === "string" && v !== "";

/** An inbound value sorted into what the host does with it. */
type Inbound =
  | { t: "request"; channel: RequestChannel; id: string; type: string; payload: unknown }
  | { t: "event"; id: string; type: string; body: unknown }
  | { t: "drop"; reason: string };

/** Sorts an inbound value: an app -> host envelope, or the reason it is dropped. Never throws. */
function classify(message: unknown): Inbound {
  if (!isObj(message))
    return {
      t: "drop",
      reason: `not an envelope object (got ${message === null ? "null" : typeof message})`,
    };
  const { type } = message;
  if (type === MESSAGE_TYPES.REQUEST || type === MESSAGE_TYPES.EVENT) {
    const request = message.request;
    if (!isObj(request) || !isId(request.id) || !isId(request.type)) {
      return { t: "drop", reason: `${type} without request { id, type } (strings)` };
    }
    return type === MESSAGE_TYPES.REQUEST
      ? {
          t: "request",
          channel: "svc",
          id: request.id,
          type: request.type,
          // (the platform's client sends `body: null` for a request without payload)
          payload: request.body === null ? undefined : request.body,
        }
      : { t: "event", id: request.id, type: request.type, body: request.body };
  }
  if (type === MESSAGE_TYPES.ADMIN_REQUEST || type === MESSAGE_TYPES.DSR_REQUEST) {
    const body = message.body;
    if (!isId(message.id) || !isObj(body) || !isId(body.type)) {
      return { t: "drop", reason: `${type} without id and body { type, data }` };
    }
    return {
      t: "request",
      channel: type === MESSAGE_TYPES.ADMIN_REQUEST ? "admin" : "dsr",
      id: message.id,
      type: body.type,
      payload: body.data,
    };
  }
  const shown = typeof type === "string" ? JSON.stringify(type.slice(0, 64)) : typeof type;
  return {
    t: "drop",
    reason: `${shown} is not an envelope an app sends to its host (SVC_REQUEST, SVC_EVENT, ADMIN_REQUEST, DSR_REQUEST)`,
  };
}

/** The environment an unknown type would belong to, from the envelope it came in. */
function guessEnvironment(channel: RequestChannel, type: string): OperationEnvironment {
  if (channel !== "svc") return channel;
  return type.startsWith("ui_") ? "ui" : "impact";
}

/** How a request came in on the platform wire: a post-robot request, or a bare UI operation. */
interface PlatformRequest {
  request?: PostRobotRequest;
  bare?: boolean;
}

/** Whether `message` is a message only the envelope wire sends (refused by a platform-only host). */
function envelopeOnly(message: unknown): boolean {
  if (!isObj(message)) return false;
  const { type, request } = message;
  if (type === MESSAGE_TYPES.ADMIN_REQUEST || type === MESSAGE_TYPES.DSR_REQUEST) return true;
  if (type === MESSAGE_TYPES.EVENT) return true;
  return (
    type === MESSAGE_TYPES.REQUEST &&
    isObj(request) &&
    typeof request.type === "string" &&
    request.type.startsWith("ui_")
  );
}

function errorInfo(error: unknown): SentError {
  if (isHostSimulatorError(error)) {
    const info: SentError = { message: error.message, code: error.code };
    const details = error.details as { issues?: unknown } | undefined;
    if (details !== undefined) info.details = details;
    if (Array.isArray(details?.issues)) info.issues = details.issues.map(String);
    return info;
  }
  const e = error as { message?: unknown; code?: unknown; details?: unknown } | null;
  const info: SentError = {
    message: typeof e?.message === "string" ? e.message : String(error),
    code: typeof e?.code === "string" ? e.code : "HANDLER_ERROR",
  };
  if (e?.details !== undefined) info.details = e.details;
  return info;
}

interface Waiter<T> {
  match: (item: T) => boolean;
  resolve: (item: T) => void;
  reject: (error: Error) => void;
}

/**
 * Hands a new request or event to the first waiter that wants it (each item goes to one waiter).
 * A predicate that throws rejects its own wait instead of breaking the host.
 */
function offer<T extends object>(item: T, waiters: Set<Waiter<T>>, claimed: WeakSet<T>): void {
  for (const waiter of [...waiters]) {
    let wanted = false;
    try {
      wanted = waiter.match(item);
    } catch (error) {
      waiters.delete(waiter);
      waiter.reject(error instanceof Error ? error : new Error(String(error)));
      continue;
    }
    if (wanted) {
      claimed.add(item);
      waiters.delete(waiter);
      waiter.resolve(item);
      return;
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function resolveTransport(options: HostOptions): { transport: Transport; owned: boolean } {
  if (options.transport && options.iframe) {
    throw new HostSimulatorError(
      "INVALID_OPTIONS",
      "createHost() got both `transport` and `iframe`; pass one of them",
    );
  }
  if (options.transport) return { transport: options.transport, owned: false };
  if (options.iframe) {
    if (!options.appOrigin) {
      throw new HostSimulatorError(
        "INVALID_OPTIONS",
        'createHost({ iframe }) needs `appOrigin`, the origin the app is served from (for example "http://127.0.0.1:5173"): messages are posted only to it and accepted only from it',
      );
    }
    const iframe = options.iframe;
    return {
      transport: createWindowTransport({
        target: () => iframe.contentWindow,
        targetOrigin: options.appOrigin,
      }),
      owned: true,
    };
  }
  throw new HostSimulatorError(
    "INVALID_OPTIONS",
    "createHost() needs a `transport` (the host end of a transport pair) or an `iframe` with `appOrigin`; for tests without an iframe use createMockHost()",
  );
}

function rethrowLater(error: HostSimulatorError): void {
  queueMicrotask(() => {
    throw error;
  });
}

/**
 * Creates a simulated host on a transport (or on an app's iframe). It answers every operation of
 * every environment from realistic fixtures, validates every incoming payload with the protocol's
 * schemas, keeps interactive operations pending until they are answered, pushes messages, fires
 * events and records all traffic.
 *
 * @example
 * ```ts
 * import { createMemoryTransportPair, createBridge } from "@hostbridge/transport";
 * import { createHost } from "@hostbridge/host-simulator";
 *
 * const [appEnd, hostEnd] = createMemoryTransportPair();
 * const host = createHost({ transport: hostEnd, location: "ui", mode: "WEB" });
 * const bridge = createBridge({ transport: appEnd });
 *
 * const env = await bridge.request("get_env");
 * const picking = bridge.request("ui_select_content", { max_selections: 1 });
 * host.answer("ui_select_content", { user_action: "cancelled" });
 * await picking;
 * host.dispose();
 * ```
 */
export function createHost(options: HostOptions): Host {
  const { transport, owned } = resolveTransport(options);
  const location: JsApiLocation = options.location ?? "ui";
  const fixtures: HostFixtures = createFixtures(options.fixtures);
  fixtures.env = mergeDeep(fixtures.env, options.env);
  if (options.mode) fixtures.env.mode = options.mode;
  const handlers = options.handlers ?? {};
  const interactiveMode = options.interactive ?? "manual";
  const uiMessageFormat = options.uiMessageFormat ?? "auto";
  const latency = Math.max(0, options.latency ?? 0);
  const appSetDataOnReady = options.appSetDataOnReady ?? true;
  const reportError = options.onError ?? rethrowLater;
  let speaks: HostWire = options.wire ?? "both";
  /** The wire the app spoke last (post-robot's hello and the platform's requests say "platform"). */
  let appWire: Wire | undefined;
  /** Platform wire: whether the app sent `subscribe` (and not `unsubscribe` since). */
  let subscribed = false;
  const outWire = (): Wire => (speaks === "both" ? (appWire ?? "envelopes") : speaks);

  const requests: RecordedRequest[] = [];
  const events: RecordedEvent[] = [];
  const traffic: TrafficEntry[] = [];
  const listeners = new Set<{ listener: TrafficListener; redact: boolean }>();
  const requestWaiters = new Set<Waiter<RecordedRequest>>();
  const eventWaiters = new Set<Waiter<RecordedEvent>>();
  const claimedRequests = new WeakSet<RecordedRequest>();
  const claimedEvents = new WeakSet<RecordedEvent>();
  /** When each request arrived (for latency) and which envelope family it came in (the answer uses the same). */
  const meta = new WeakMap<
    RecordedRequest,
    { started: number; channel: RequestChannel; platform: PlatformRequest | undefined }
  >();
  /** Interactive requests waiting for `answer`/`cancel`/`fail`, in arrival order. */
  const waiting: RecordedRequest[] = [];
  const lifetime = new AbortController();
  let disposed = false;
  let idCounter = 0;

  const currentMode = (): Mode => fixtures.env.mode as Mode;

  const log = (entry: TrafficEntry) => {
    traffic.push(entry);
    if (entry.wire === undefined) delete (entry as { wire?: unknown }).wire;
    if (!listeners.size) return;
    let redacted: TrafficEntry | undefined;
    for (const { listener, redact: wantsRedacted } of [...listeners]) {
      try {
        listener(
          wantsRedacted ? (redacted ??= redact(entry, { secrets: secretsOf(fixtures) })) : entry,
        );
      } catch (error) {
        reportError(
          new HostSimulatorError("HANDLER_ERROR", `a traffic listener threw: ${String(error)}`, {
            cause: error,
          }),
        );
      }
    }
  };

  const ensureLive = (what: string) => {
    if (disposed) {
      throw new HostSimulatorError(
        "HOST_DISPOSED",
        `cannot ${what}: the host was disposed; create a new host`,
      );
    }
  };

  const state: SimulatorState = {
    fixtures,
    get mode() {
      return currentMode();
    },
    location,
    routes: {},
    nextId(prefix) {
      idCounter += 1;
      return `${prefix}${String(idCounter).padStart(4, "0")}`;
    },
    emit(key, body) {
      host.emit(key, body);
    },
    now: () => new Date().toISOString(),
  };

  /** Sends a response for `record` unless it was answered already; records the outcome. */
  const respond = (
    record: RecordedRequest,
    outcome: { ok: true; body: unknown } | { ok: false; error: SentError },
  ) => {
    if (record.status !== "pending" || disposed) return;
    const { started, channel, platform } = meta.get(record)!;
    const wireError: SentError | undefined = outcome.ok ? undefined : outcome.error;
    let envelope: object | string | undefined;
    if (platform?.bare)
      envelope = undefined; // a bare UI operation gets no answer
    else if (platform?.request) envelope = operationAnswer(platform.request, outcome);
    else if (channel === "svc") {
      const request: Obj = { id: record.id, type: record.type };
      // Echo the body when it is an object (the only kind a valid request carries).
      if (isObj(record.payload)) request.body = record.payload;
      const response: Obj = { status: outcome.ok ? "ok" : "error" };
      if (outcome.ok) {
        if (outcome.body !== undefined) response.body = outcome.body;
      } else {
        const { message, code, issues, details } = outcome.error;
        const body: Obj = { message, code };
        if (issues !== undefined) body.issues = issues;
        if (details !== undefined && issues === undefined) body.details = details;
        response.body = body;
      }
      envelope = { type: MESSAGE_TYPES.RESPONSE, request, response };
    } else {
      const type = channel === "admin" ? MESSAGE_TYPES.ADMIN_RESPONSE : MESSAGE_TYPES.DSR_RESPONSE;
      if (outcome.ok) envelope = { id: record.id, type, body: outcome.body ?? null };
      else {
        const { message, code, issues, details } = outcome.error;
        const error: Obj = { message, code };
        const extra = details ?? (issues ? { issues } : undefined);
        if (extra !== undefined) error.details = extra;
        envelope = { id: record.id, type, body: null, error };
      }
    }
    try {
      if (envelope !== undefined) transport.send(envelope);
    } catch (cause) {
      if (outcome.ok) {
        // The body could not cross the transport (not structured-cloneable): tell the app instead of hanging it.
        respond(record, {
          ok: false,
          error: {
            message: `the host could not send the response to ${record.type}: ${String(cause)}; a handler or fixture returned a value that cannot be posted (functions, class instances with methods, DOM nodes)`,
            code: "INVALID_RESPONSE",
          },
        });
      }
      reportError(
        new HostSimulatorError(
          "INVALID_RESPONSE",
          `could not send the response to ${record.type} (${record.id}): ${String(cause)}`,
          {
            cause,
          },
        ),
      );
      return;
    }
    const now = Date.now();
    record.status = outcome.ok ? "ok" : "error";
    if (outcome.ok) record.response = outcome.body;
    else {
      record.error = wireError;
      record.response =
        channel === "svc" && !platform
          ? (envelope as { response: { body: unknown } }).response.body
          : null;
    }
    record.responseEnvelope = envelope;
    record.respondedAt = now;
    record.latencyMs = performance.now() - started;
    const index = waiting.indexOf(record);
    if (index !== -1) waiting.splice(index, 1);
    log({
      kind: "response",
      direction: "out",
      at: now,
      env: record.env,
      type: record.type,
      id: record.id,
      status: outcome.ok ? "ok" : "error",
      latencyMs: record.latencyMs,
      envelope,
      wire: platform ? "platform" : "envelopes",
    });
  };

  const answerError = (
    record: RecordedRequest,
    code: SentError["code"],
    message: string,
    issues?: string[],
  ) => {
    const error: SentError = { message, code };
    if (issues) error.issues = issues;
    respond(record, { ok: false, error });
  };

  /** Checks a body against the operation's response schema, then answers ok (or INVALID_RESPONSE). */
  const respondChecked = (record: RecordedRequest, body: unknown, source: string) => {
    const checked = checkResponse(record.env, record.type, body);
    if (!checked.ok) {
      answerError(
        record,
        "INVALID_RESPONSE",
        `the simulated host produced an invalid ${record.type} response (${source}): ${checked.issues.join("; ")}; fix the handler or fixture`,
        checked.issues,
      );
      return;
    }
    respond(record, { ok: true, body });
  };

  const afterAnswer = (record: RecordedRequest) => {
    if (
      record.type === "ui_embeddable_ready" &&
      record.status === "ok" &&
      appSetDataOnReady &&
      !disposed
    ) {
      try {
        host.push("ui_app_set_data");
      } catch (error) {
        reportError(error as HostSimulatorError);
      }
    }
  };

  const handleRequest = async (
    channel: RequestChannel,
    id: string,
    type: string,
    payload: unknown,
    envelope: unknown,
    platform?: PlatformRequest,
  ) => {
    const known = environmentOf(type);
    const env = known ?? guessEnvironment(channel, type);
    const record: RecordedRequest = {
      id,
      type,
      env,
      known: known !== undefined,
      payload,
      envelope,
      status: "pending",
      receivedAt: Date.now(),
    };
    meta.set(record, { started: performance.now(), channel, platform });
    requests.push(record);
    log({
      kind: "request",
      direction: "in",
      at: record.receivedAt,
      env,
      type,
      id,
      envelope,
      wire: platform ? "platform" : "envelopes",
    });
    offer(record, requestWaiters, claimedRequests);

    if (known === undefined) {
      return answerError(
        record,
        "UNKNOWN_OPERATION",
        `unknown operation "${type}": this host answers the ${channel === "svc" ? "UI (ui_*) and high-level" : channel} operations of the protocol; check the spelling against ${channel === "svc" ? "UI_API_METHOD_TYPES / HIGH_LEVEL_API_METHOD_TYPES" : channel === "admin" ? "ADMIN_API_METHOD_TYPES" : "DSR_API_METHOD_TYPES"}`,
      );
    }
    if (channelOf(known) !== channel) {
      return answerError(
        record,
        "UNKNOWN_OPERATION",
        `"${type}" is ${known === "impact" ? "a high-level" : `an ${known}`} operation, but it came in a ${channel === "svc" ? "SVC_REQUEST" : channel === "admin" ? "ADMIN_REQUEST" : "DSR_REQUEST"} envelope; send it in ${channelHint(known)}`,
      );
    }
    if (options.strictLocation && !allowedAt(location, known)) {
      return answerError(
        record,
        "WRONG_LOCATION",
        `"${type}" belongs to the ${known} environment, but this host simulates the ${location} location (strictLocation); call it from an app running in ${known === "impact" ? "the ui or impact" : `the ${known}`} location`,
      );
    }
    const checked = checkRequest(known, type, payload);
    if (!checked.ok) {
      return answerError(
        record,
        "INVALID_PAYLOAD",
        `${type} was sent an invalid payload: ${checked.issues.join("; ")}. Fix the payload and send the request again.`,
        checked.issues,
      );
    }
    const problem = platformProblem(type, currentMode());
    if (problem) return answerError(record, "UNSUPPORTED_PLATFORM", problem);

    const operation = type as OperationType;
    const fallback = () =>
      (DEFAULT_HANDLERS[operation] as (p: unknown, s: SimulatorState) => unknown)(
        checked.value,
        state,
      );
    const custom = handlers[operation] as HostHandler<OperationType> | undefined;

    if (custom === undefined && isInteractive(type) && interactiveMode === "manual") {
      waiting.push(record);
      return;
    }
    if (latency > 0) await delay(latency);
    if (disposed) return;
    try {
      if (custom) {
        const context: HandlerContext = {
          type: operation,
          env: known,
          requestId: id,
          envelope,
          rawPayload: payload,
          fixtures,
          mode: currentMode(),
          location,
          host,
          signal: lifetime.signal,
          fallback,
        };
        respondChecked(record, await custom(checked.value as never, context), "custom handler");
      } else if (type === "ui_prompt_assistant") {
        waiting.push(record);
        const answer = fallback() as { id: string; response: string };
        await host.streamPromptAssistant(record.id, answer.response.split(/(?<= )/));
      } else {
        respondChecked(record, fallback(), "default fixtures");
      }
    } catch (error) {
      respond(record, { ok: false, error: errorInfo(error) });
    }
    afterAnswer(record);
  };

  const handleEvent = (
    id: string,
    type: string,
    body: unknown,
    envelope: unknown,
    wire: Wire = "envelopes",
  ) => {
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
    events.push(record);
    log({
      kind: "event",
      direction: "in",
      at: record.receivedAt,
      type,
      id,
      valid: record.valid,
      issues: record.issues,
      envelope,
      wire,
    });
    offer(record, eventWaiters, claimedEvents);
  };

  const drop = (reason: string, message: unknown) =>
    log({ kind: "dropped", direction: "in", at: Date.now(), reason, envelope: message });
  /** Answers a high-level request the platform wire uses for bookkeeping (`broadcast`, `subscribe`). */
  const answerOk = (id: string, type: string) =>
    transport.send({
      type: MESSAGE_TYPES.RESPONSE,
      request: { id, type },
      response: { status: "ok" },
    });
  const onPlatform = (item: PlatformInbound, message: unknown) => {
    if (item.t === "reply") return; // the app's ack/response to a post-robot push
    appWire = "platform";
    if (item.t === "hello") return transport.send(helloAnswer(item.request));
    if (item.t === "broadcast") {
      handleEvent(item.id, item.type, item.body, message, "platform");
      return answerOk(item.id, "broadcast");
    }
    if (item.t === "subscription") {
      subscribed = item.subscribe;
      return answerOk(item.id, item.type);
    }
    if (item.t === "bare")
      return void handleRequest("svc", createId(), item.type, item.body, message, { bare: true });
    const { request } = item;
    const known = environmentOf(request.name);
    // (an unknown name: the environment its prefix names, for the UNKNOWN_OPERATION answer)
    const prefix = request.name.split("_")[0];
    const channel = known
      ? channelOf(known)
      : prefix === "admin" || prefix === "dsr"
        ? prefix
        : "svc";
    void handleRequest(channel, request.hash, request.name, request.data, message, { request });
  };

  const onMessage = (message: unknown) => {
    if (disposed) return;
    const platform = speaks === "envelopes" ? undefined : classifyPlatform(message);
    if (platform) return platform.forEach((item) => onPlatform(item, message));
    if (speaks === "platform" && envelopeOnly(message))
      return drop(
        "this host speaks only the platform wire (createHost({ wire })): ADMIN_REQUEST, DSR_REQUEST, SVC_EVENT and UI operations in SVC_REQUEST are envelope-wire messages",
        message,
      );
    const inbound = classify(message);
    if (inbound.t === "request") {
      void handleRequest(inbound.channel, inbound.id, inbound.type, inbound.payload, message);
    } else if (inbound.t === "event") {
      handleEvent(inbound.id, inbound.type, inbound.body, message);
    } else drop(inbound.reason, message);
  };
  const onDrop = (reason: string, message: unknown) => {
    if (!disposed)
      log({
        kind: "dropped",
        direction: "in",
        at: Date.now(),
        reason: `refused by the transport: ${reason}`,
        envelope: message,
      });
  };
  const unlisten = transport.listen(onMessage, onDrop);

  const findWaiting = (target: RequestTarget, what: string): RecordedRequest => {
    const found = waiting.find((r) => r.id === target) ?? waiting.find((r) => r.type === target);
    if (!found) {
      const open = waiting.map((r) => `${r.type} (${r.id})`).join(", ");
      throw new HostSimulatorError(
        "NO_PENDING_REQUEST",
        `cannot ${what} "${target}": no pending request has that id or type; pending: ${open || "none"}. Interactive requests stay pending only with interactive: "manual" and no custom handler; wait for one with host.waitForRequest()`,
      );
    }
    return found;
  };

  const waitFor = <T extends { type: string }>(
    kind: "request" | "event",
    list: readonly T[],
    claimed: WeakSet<T>,
    waiters: Set<Waiter<T>>,
    target: string | ((item: T) => boolean),
    options: WaitOptions,
  ): Promise<T> => {
    const match = typeof target === "function" ? target : (item: T) => item.type === target;
    const label = typeof target === "function" ? "matching the predicate" : `"${target}"`;
    if (disposed)
      return Promise.reject(
        new HostSimulatorError(
          "HOST_DISPOSED",
          `cannot wait for a ${kind} ${label}: the host was disposed`,
        ),
      );
    let existing: T | undefined;
    try {
      existing = list.find((item) => !claimed.has(item) && match(item));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (existing) {
      claimed.add(existing);
      return Promise.resolve(existing);
    }
    const timeout = options.timeout ?? DEFAULT_WAIT_TIMEOUT;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        const seen = list.map((item) => item.type);
        reject(
          new HostSimulatorError(
            "WAIT_TIMEOUT",
            `no ${kind} ${label} arrived within ${timeout} ms; ${kind}s seen so far: ${seen.length ? seen.join(", ") : "none"}. Check that the app sends it (and on this host's transport), or pass a longer { timeout }`,
          ),
        );
      }, timeout);
      const waiter: Waiter<T> = {
        match,
        resolve: (item) => {
          clearTimeout(timer);
          resolve(item);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      waiters.add(waiter);
    });
  };

  const defaultPayload = (type: PushMessageType): unknown => {
    switch (type) {
      case "ui_app_set_data":
        return structuredClone(fixtures.appSetData);
      case "ui_app_update_data":
        return {
          in_call: fixtures.appSetData.in_call ?? false,
          is_edit_mode: fixtures.appSetData.is_edit_mode ?? false,
        };
      case "ui_canvas_updated":
        return { canvas: structuredClone(fixtures.appSetData.canvas ?? fixtures.canvases[0]) };
      case "admin_env_changed":
        return adminEnvOf(fixtures);
      case "dsr_env_changed":
        return dsrEnvOf(fixtures);
      default:
        return undefined;
    }
  };

  const host: Host = {
    get requests() {
      return requests;
    },
    get events() {
      return events;
    },
    get traffic() {
      return traffic;
    },
    fixtures,
    location,
    get mode() {
      return currentMode();
    },
    get disposed() {
      return disposed;
    },
    get wire() {
      return speaks;
    },
    set wire(wire: HostWire) {
      speaks = wire;
    },
    get appWire() {
      return appWire;
    },
    get subscribed() {
      return subscribed;
    },

    push<K extends PushMessageType>(
      type: K,
      payload?: PushMessageMap[K],
      pushOptions: PushOptions = {},
    ): object | string {
      ensureLive(`push ${type}`);
      const env = messageEnvironmentOf(type);
      if (!env) {
        throw new HostSimulatorError(
          "UNKNOWN_MESSAGE_TYPE",
          `cannot push "${type}": it is not a message type of the protocol; use one of UI_MESSAGE_TYPES, "admin_env_changed" or "dsr_env_changed" (events go through host.emit())`,
        );
      }
      const body = payload === undefined ? defaultPayload(type) : payload;
      if (!pushOptions.skipValidation) {
        const checked = checkMessage(env, type, body);
        if (!checked.ok) {
          throw new HostSimulatorError(
            "INVALID_OUTGOING_PAYLOAD",
            `refusing to push an invalid ${type}: ${checked.issues.join("; ")}; fix the payload (or the fixtures it came from), or pass { skipValidation: true } to test a misbehaving host`,
            { details: { issues: checked.issues } },
          );
        }
      }
      const wire = outWire();
      let envelope: object | string;
      if (wire === "platform") envelope = platformPush(type, body);
      else if (env === "ui") {
        const format = pushOptions.format ?? uiMessageFormat;
        const bare =
          format === "bare" ||
          (format === "auto" && currentMode() !== "WEB" && NATIVE_UI_TYPES.has(type));
        envelope = bare
          ? { type, body }
          : { id: createId(), type: MESSAGE_TYPES.UI_MESSAGE, body: { type, body } };
      } else {
        const wire = env === "admin" ? MESSAGE_TYPES.ADMIN_MESSAGE : MESSAGE_TYPES.DSR_MESSAGE;
        envelope = { id: createId(), type: wire, body: { type, data: body } };
      }
      transport.send(envelope);
      log({ kind: "message", direction: "out", at: Date.now(), env, type, envelope, wire });
      return envelope;
    },

    emit<K extends EventKey>(key: K, body?: EventMap[K], emitOptions: EmitOptions = {}): object {
      ensureLive(`emit ${key}`);
      const checked = checkEvent(key, body);
      if (!emitOptions.skipValidation) {
        if (!checked.ok) {
          const unknown = checked.issues[0]?.startsWith("type:");
          throw new HostSimulatorError(
            unknown ? "UNKNOWN_MESSAGE_TYPE" : "INVALID_OUTGOING_PAYLOAD",
            unknown
              ? `cannot emit "${key}": it is not an event key of the protocol (see EVENT_KEYS); pushed messages go through host.push()`
              : `refusing to emit an invalid ${key} event: ${checked.issues.join("; ")}; fix the body, or pass { skipValidation: true } to test a misbehaving host`,
            { details: { issues: checked.issues } },
          );
        }
        const mode = currentMode();
        if ((IOS_EVENTS.has(key) && mode !== "IOS") || (WEB_EVENTS.has(key) && mode !== "WEB")) {
          throw new HostSimulatorError(
            "UNSUPPORTED_PLATFORM",
            `cannot emit "${key}": only ${IOS_EVENTS.has(key) ? "iOS" : "Web"} hosts fire it, and this host simulates ${mode}; create the host with mode: "${IOS_EVENTS.has(key) ? "IOS" : "WEB"}", or pass { skipValidation: true }`,
          );
        }
      }
      const request: Obj = { id: createId(), type: key };
      if (body !== undefined) request.body = body;
      const wire = outWire();
      const envelope =
        wire === "platform" ? platformEvent(key, body) : { type: MESSAGE_TYPES.EVENT, request };
      transport.send(envelope);
      log({
        kind: "event",
        direction: "out",
        at: Date.now(),
        type: key,
        id: request.id as string,
        valid: checked.ok,
        issues: checked.ok ? [] : checked.issues,
        envelope,
        wire,
      });
      return envelope;
    },

    pending(type) {
      return waiting.filter((r) => type === undefined || r.type === type);
    },

    answer(target, response) {
      ensureLive("answer a request");
      const record = findWaiting(target, "answer");
      const checked = checkResponse(record.env, record.type, response);
      if (!checked.ok) {
        throw new HostSimulatorError(
          "INVALID_OUTGOING_PAYLOAD",
          `refusing to answer ${record.type} with an invalid response: ${checked.issues.join("; ")}`,
          { details: { issues: checked.issues } },
        );
      }
      respond(record, { ok: true, body: response });
      return record;
    },

    cancel(target) {
      ensureLive("cancel a request");
      const record = findWaiting(target, "cancel");
      const answer = cancelledAnswer(record.type);
      if (answer.ok) respond(record, { ok: true, body: answer.body });
      else answerError(record, "USER_CANCELLED", answer.message);
      return record;
    },

    fail(target, error) {
      ensureLive("fail a request");
      const record = findWaiting(target, "fail");
      const info: SentError = { message: error.message, code: error.code ?? "HANDLER_ERROR" };
      if (error.details !== undefined) info.details = error.details;
      respond(record, { ok: false, error: info });
      return record;
    },

    async streamPromptAssistant(target, chunks, streamOptions: StreamOptions = {}) {
      ensureLive("stream a prompt-assistant answer");
      const record = findWaiting(target, "stream to");
      if (record.type !== "ui_prompt_assistant") {
        throw new HostSimulatorError(
          "NO_PENDING_REQUEST",
          `cannot stream to "${target}": it is a pending ${record.type} request, not ui_prompt_assistant`,
        );
      }
      const rawId = (record.payload as { id?: unknown } | undefined)?.id;
      const promptId = typeof rawId === "string" ? rawId : "";
      const wait = Math.max(0, streamOptions.delayMs ?? 0);
      let partial = "";
      for (const chunk of chunks) {
        if (wait > 0) await delay(wait);
        if (disposed || record.status !== "pending") return record;
        partial += chunk;
        host.push("ui_prompt_assistant_response_streamed", {
          id: promptId,
          chunk,
          partial_response: partial,
        });
      }
      if (wait > 0) await delay(wait);
      if (!disposed)
        respondChecked(record, { id: promptId, response: partial }, "streamPromptAssistant");
      return record;
    },

    waitForRequest(target, waitOptions = {}) {
      return waitFor("request", requests, claimedRequests, requestWaiters, target, waitOptions);
    },

    waitForEvent(target, waitOptions = {}) {
      return waitFor("event", events, claimedEvents, eventWaiters, target, waitOptions);
    },

    on(listener, listenerOptions: TrafficListenerOptions = {}) {
      const entry = { listener, redact: listenerOptions.redact ?? true };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },

    updateEnv(patch: DeepPartial<ServiceEnv>, updateOptions: UpdateEnvOptions = {}): ServiceEnv {
      ensureLive("update the environment");
      fixtures.env = mergeDeep(fixtures.env, patch);
      const env = serviceEnvOf(fixtures, location);
      if (updateOptions.notify ?? true) {
        if (location === "admin") host.push("admin_env_changed");
        else if (location === "dsr") host.push("dsr_env_changed");
        else host.emit("env_changed", env);
      }
      return env;
    },

    clearTraffic() {
      requests.splice(0, requests.length, ...waiting);
      events.length = 0;
      traffic.length = 0;
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      lifetime.abort(new HostSimulatorError("HOST_DISPOSED", "the host was disposed"));
      unlisten();
      if (owned) transport.close();
      const error = new HostSimulatorError("HOST_DISPOSED", "the host was disposed while waiting");
      for (const waiter of [...requestWaiters, ...eventWaiters]) waiter.reject(error);
      requestWaiters.clear();
      eventWaiters.clear();
      listeners.clear();
    },
  };
  return host;
}
