// What the app sends: a request (through an online handler first when there is one, then to the
// host on the wire it speaks, with its codec) and an event. The request tracker watches each request
// until it settles.
import {
  PEER_CONNECTIVITY_EVENT,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
} from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";
import type { BridgeOptions, RequestOptions } from "./bridgeOptions";
import type { Casing } from "./casing";
import type { HostBridgeError } from "./errors";
import type { HostChannels } from "./hostChannels";
import { createId } from "@hostbridge/protocol-types/wire";
import { closedError } from "./transport";
import { abortError, timeoutFor } from "./requestTracker";
import type { RequestTracker, Settle } from "./requestTracker";
import { encodeEvent, encodeRequest, encodeServiceResponse } from "@hostbridge/protocol-types/wire";
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import {
  encodeBareOperation,
  encodePlatformRequest,
  isBareUiOperation,
} from "@hostbridge/protocol-types/wire";
import type { WireProbe } from "./wireProbe";

/** What the outbound room works with. */
export interface OutboundParts {
  options: BridgeOptions<Casing>;
  tracker: RequestTracker;
  probe: WireProbe;
  channels: HostChannels;
  /** Keys in the app's casing -> the wire's (`toWire`), or back. */
  convert: (value: unknown, toWire?: boolean, type?: string) => unknown;
  report: (error: unknown) => void;
  /** Whether the bridge is disposed (calls then reject with `TRANSPORT_CLOSED`). */
  isDisposed: () => boolean;
  /** The wire, or the probe that decides it. */
  chooseWire: () => Wire | Promise<Wire>;
}

/** The sending side of a bridge. */
export interface Outbound {
  /** Sends a request of `kind`; resolves with its answer (a `SVC_RESPONSE` for `svc`, else the body). */
  call: (
    kind: RequestKind,
    type: string,
    payload: unknown,
    options?: RequestOptions,
  ) => Promise<never>;
  /** Sends an event on `wire`: `SVC_EVENT`, or on the platform wire the high-level `broadcast`. */
  emitOn: (wire: Wire, eventKey: string, body: unknown) => void;
  /**
   * The platform wire's start, once: post-robot's hello (a post-robot host pushes only to a window
   * that said hello), then `subscribe` (its hosts may send events only to subscribed apps).
   */
  startPlatform: () => void;
}

// The SVC_RESPONSE a UI operation resolves with, when the platform wire answered it another way.
const okResponse = (id: string, type: string, payload: unknown, body: unknown) =>
  encodeServiceResponse(id, type, payload, "ok", body);

/** Whether a request of `kind` and `type` goes by the platform wire's own means when that wire is spoken. */
export const usesPlatformMeans = (kind: RequestKind, type: string): boolean =>
  // (UI operations are the `ui_*` types; no high-level operation starts so)
  kind != "svc" || type.startsWith("ui_");

/** Creates the sending side of a bridge. */
export function createOutbound(parts: OutboundParts): Outbound {
  const { options, tracker, probe, channels, convert, report, isDisposed, chooseWire } = parts;
  let subscribed = false;

  /** Posts one request on `wire`; a bare UI operation settles at once (it gets no answer). */
  function post(wire: Wire, kind: RequestKind, id: string, type: string, body: unknown) {
    const entry = tracker.pending.get(id);
    if (!entry) return;
    const platformMeans = wire == "platform" && usesPlatformMeans(kind, type);
    if (platformMeans && isBareUiOperation(type)) {
      channels.send(encodeBareOperation(type, body), "post", type, id);
      return entry.settle(undefined, okResponse(id, type, body, undefined));
    }
    if (platformMeans) {
      channels.send(encodePlatformRequest(type, id, body), "request", type, id);
      return tracker.expectAck(id);
    }
    const { to, toTopHost } =
      kind == "svc" && probe.wire == "platform"
        ? channels.highLevel()
        : { to: channels.transport(), toTopHost: false };
    entry.toTopHost = toTopHost;
    channels.send(encodeRequest(kind, id, type, body), "request", type, id, to);
  }

  /** Sends the request once its wire is known (a probe may be under way); failures settle it. */
  function toHost(settle: Settle, kind: RequestKind, id: string, type: string, payload: unknown) {
    if (!tracker.pending.has(id)) return;
    try {
      const body = convert(payload, true, type);
      channels.listen();
      const wire = usesPlatformMeans(kind, type) ? chooseWire() : "envelopes";
      if (typeof wire == "string") return post(wire, kind, id, type, body);
      wire
        .then((w) => post(w, kind, id, type, body))
        .catch((error: HostBridgeError) => settle(error));
    } catch (error) {
      settle(error as HostBridgeError);
    }
  }

  function call(
    kind: RequestKind,
    type: string,
    payload: unknown,
    callOptions: RequestOptions = {},
  ) {
    const { timeout, signal } = callOptions;
    return new Promise<never>((resolve, reject) => {
      if (isDisposed()) throw closedError("bridge");
      if (signal?.aborted) throw abortError(type, signal);
      const id = createId();
      const online = options.fetchMode == "prefer-online" && options.onlineHandlers?.[type];
      // Only an online handler can observe the request's own signal: create it only then, so an
      // ordinary request does not pay for an AbortController (and its DOMException on abort).
      const control = online ? new AbortController() : undefined;
      const settle = tracker.open(
        id,
        kind,
        type,
        timeoutFor(type, timeout, options.timeout),
        signal,
        control && (() => control.abort()),
        { resolve, reject },
      );
      if (!online) return toHost(settle, kind, id, type, payload);
      Promise.resolve()
        .then(() => online(payload as never, { type, signal: control!.signal }))
        .then(
          (result) =>
            settle(undefined, kind == "svc" ? okResponse(id, type, payload, result) : result),
          (error: unknown) => {
            report(error);
            toHost(settle, kind, id, type, payload);
          },
        );
    });
  }

  // Platform wire: whether the host's `get_env` says mode IOS (asked once per bridge; a failure is
  // "no"). The platform's client sends peer connectivity events only then.
  let hostIsIos: Promise<boolean> | undefined;
  function emitOn(wire: Wire, eventKey: string, body: unknown) {
    const broadcast = () =>
      void call("svc", PLATFORM_BROADCAST, { type: eventKey, body }).catch(() => {});
    if (wire == "platform" && eventKey == PEER_CONNECTIVITY_EVENT)
      return void (hostIsIos ??= call("svc", "get_env", undefined).then(
        (answer: { response: { body?: { mode?: unknown } } }) =>
          answer.response.body?.mode == "IOS",
        () => false,
      )).then((ios) => ios && broadcast());
    if (wire == "platform") return broadcast();
    const id = createId();
    channels.send(encodeEvent(id, eventKey, convert(body, true)), "emit", eventKey, id);
  }

  function startPlatform() {
    try {
      probe.sayHelloOnce();
    } catch (error) {
      report(error);
    }
    if (!subscribed && !isDisposed()) {
      subscribed = true;
      call("svc", PLATFORM_SUBSCRIBE, undefined).catch(() => {});
    }
  }

  return { call, emitOn, startPlatform };
}
