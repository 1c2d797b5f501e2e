// The bridge an app talks to its host through. It wires the rooms together, in the order data
// flows: the wire (./wireProbe) and its codecs (./wire), the channels to the host (./hostChannels),
// what the app sends (./outbound) and the pending requests (./requestTracker), what the host sends
// (./inboundDispatcher) and the app's handlers (./subscriptions).
import { POST_ROBOT_HELLO } from "@hostbridge/protocol-types";
import { createBridgeLog } from "./bridgeLog";
import type {
  Bridge,
  BridgeOptions,
  EventHandler,
  MessageHandler,
  Unsubscribe,
} from "./bridgeOptions";
import { convertKeys } from "./casing";
import type { Casing } from "./casing";
import { createHostChannels } from "./hostChannels";
import { createInboundDispatcher } from "./inboundDispatcher";
import { createOutbound } from "./outbound";
import { createRequestTracker } from "./requestTracker";
import { createSubscriptions } from "./subscriptions";
import type { SubscriptionFamily, SubscriptionHandler } from "./subscriptions";
import { closedError } from "./transport";
import { encodeHello } from "@hostbridge/protocol-types/wire";
import { createWireProbe } from "./wireProbe";

/**
 * Creates the bridge an embedded app uses to talk to its host. Nothing is touched (no `window`, no
 * listener) until the first call that needs it, so it is safe to create during server-side rendering.
 *
 * @example
 * ```ts
 * import { createBridge } from "@hostbridge/transport";
 *
 * const bridge = createBridge({ hostOrigin: "https://host.example.com", casing: "camel" });
 * const off = bridge.onEvent("canvas_opened", (body) => console.log("opened", body));
 * const { response } = await bridge.request("get_env");
 * console.log(response.status); // "ok"
 * off();
 * bridge.dispose();
 * ```
 */
export function createBridge<C extends Casing = "snake">(
  options: BridgeOptions<C> = {},
): Bridge<C> {
  const { casing = "snake" as C } = options;
  const bridgeLog = createBridgeLog(options);
  const { log, report, dropped } = bridgeLog;
  const tracker = createRequestTracker(log, report);
  const subscriptions = createSubscriptions(report);
  let disposed = false;

  const convert = (value: unknown, toWire?: boolean, type?: string) =>
    casing == "camel" ? convertKeys(value, toWire, type) : value;
  const check = () => {
    if (disposed) throw closedError("bridge");
  };
  const probe = createWireProbe(
    options.wire == "envelopes" || options.wire == "platform" ? options.wire : undefined,
    (id) => {
      channels.listen();
      channels.send(encodeHello(id), "hello", POST_ROBOT_HELLO, id);
    },
    () => startPlatform(),
    log,
  );
  const channels = createHostChannels(
    options,
    bridgeLog,
    (wire) => probe.assume(wire),
    (raw, fromTopHost) => onInbound(raw, fromTopHost),
  );
  const onInbound = createInboundDispatcher({
    tracker,
    subscriptions,
    probe,
    convert: (value) => convert(value),
    log,
    report,
    dropped,
    answer: (frame) => channels.transport().send(frame),
  });
  /** The wire, or the probe that decides it. */
  const chooseWire = () => (channels.transport(), probe.choose());
  const { call, emitOn, startPlatform } = createOutbound({
    options,
    tracker,
    probe,
    channels,
    convert,
    report,
    isDisposed: () => disposed,
    chooseWire,
  });

  const subscribe = (
    family: SubscriptionFamily,
    type: string,
    handler: SubscriptionHandler,
  ): Unsubscribe => {
    check();
    channels.listen();
    // a platform host pushes post-robot messages only to a window that said hello: probe now
    void chooseWire();
    return subscriptions.add(family, type, handler);
  };

  return {
    casing,
    get pendingCount() {
      return tracker.pending.size;
    },
    get listenerCount() {
      return subscriptions.size;
    },
    get disposed() {
      return disposed;
    },
    reportError: report,
    resolveWire: async () => {
      check();
      return chooseWire();
    },
    request: (type, body, opts) => call("svc", type, body, opts),
    requestAdmin: (type, data, opts) => call("admin", type, data, opts),
    requestDsr: (type, data, opts) => call("dsr", type, data, opts),
    emit(eventKey, body) {
      check();
      try {
        const wire = chooseWire();
        if (typeof wire == "string") return emitOn(wire, eventKey, body);
        wire.then((w) => emitOn(w, eventKey, body)).catch(report);
      } catch (error) {
        report(error);
        throw error;
      }
    },
    onEvent: (eventKey, handler) =>
      subscribe("event", eventKey, (body, event) => (handler as EventHandler)(body, event)),
    onMessage: (kind, type, handler) => subscribe(kind, type, handler as MessageHandler),
    dispose() {
      if (!disposed) {
        disposed = true;
        tracker.settleAll(closedError("bridge"));
        subscriptions.clear();
        probe.cancel();
        channels.close();
      }
    },
  };
}
