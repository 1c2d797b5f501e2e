import { applyAppSettings, applyHostedApp } from "./appSettings";
import { HostSimulatorError } from "./errors";
import { createFixtures, mergeDeep } from "./fixtures/hostFixtures";
import type { HostFixtures } from "./fixtures/hostFixtures";
import { createHostCore } from "./hostCore";
import { resolveTransport } from "./resolveTransport";
import { createInteractiveWaits } from "./pipeline/interactive";
import type { WaitingFacts } from "./pipeline/interactive";
import { createUnansweredRequests } from "./pipeline/unansweredRequests";
import { createRequestPipeline } from "./pipeline/requestPipeline";
import { createResponder } from "./pipeline/responder";
import { beforeWires, createIframeDataProtocol } from "./appTypes/iframeData";
import { createInitializeProtocol } from "./appTypes/initialize";
import { createPushers } from "./pushers/pushers";
import { createStandingScripts } from "./scripts";
import { createTrafficLog } from "./traffic/trafficLog";
import type { Host, HostOptions, RecordedRequest, TrafficListenerOptions } from "./hostTypes";
import type { WaitingListener } from "./waiting";
import { createInboundRouter } from "./wire/inboundRouter";
import { createHostWireState } from "./wire/hostWire";
import type { HostWire } from "./wire/hostWire";

/** The host's data: the fixtures, the environment's overrides and mode, the app's name and settings. */
function fixturesOf(options: HostOptions): HostFixtures {
  const fixtures: HostFixtures = createFixtures(options.fixtures);
  fixtures.env = mergeDeep(fixtures.env, options.env);
  if (options.mode) fixtures.env.mode = options.mode;
  if (options.app) applyHostedApp(fixtures, options.app);
  if (options.appSettings) applyAppSettings(fixtures, options.appSettings);
  return fixtures;
}

/**
 * Creates a simulated host on a transport (or on an app's iframe). It answers every operation of
 * every environment from realistic fixtures, validates every incoming payload with the protocol's
 * schemas, keeps interactive operations pending until they are answered, pushes messages, fires
 * events and records all traffic.
 *
 * A message flows through the rooms in this order: the wire room sorts it (`wire/`), the request
 * pipeline admits and answers it (`pipeline/`), the traffic log records both ways (`traffic/`);
 * the pushers send what nobody asked for (`pushers/`). This function only wires them together.
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
  const fixtures = fixturesOf(options);

  const core = createHostCore(options, transport, fixtures);
  const wire = createHostWireState(options.wire ?? "both");
  const traffic = createTrafficLog(core);
  /** The unanswered requests: the ones waiting for `answer`/`cancel`/`fail`, and every request's route. */
  const pending = createUnansweredRequests();
  const responder = createResponder(core, traffic, pending);
  const pushers = createPushers(core, traffic, wire);
  const iframeData = createIframeDataProtocol(core, traffic);
  const interactive = createInteractiveWaits(core, responder, pending, pushers.push);
  const scripts = createStandingScripts();
  const waitingListeners = new Set<WaitingListener>();
  /** Parks `record` for a person and hands it to every `onWaiting` listener. */
  const startWaiting = (record: RecordedRequest, known: WaitingFacts) => {
    pending.park(record);
    const handle = interactive.handle(record, known);
    for (const listener of [...waitingListeners]) {
      try {
        listener(handle);
      } catch (error) {
        core.reportError(
          new HostSimulatorError(
            "HANDLER_ERROR",
            `an onWaiting listener threw for ${record.type} (${record.id}): ${String(error)}`,
            { cause: error },
          ),
        );
      }
    }
  };

  const host: Host = {
    get requests() {
      return traffic.requests;
    },
    get events() {
      return traffic.events;
    },
    get traffic() {
      return traffic.traffic;
    },
    fixtures,
    location: core.location,
    get mode() {
      return core.mode();
    },
    get disposed() {
      return core.disposed;
    },
    get wire() {
      return wire.speaks;
    },
    set wire(speaks: HostWire) {
      wire.speaks = speaks;
    },
    get appWire() {
      return wire.appWire;
    },
    get subscribed() {
      return wire.subscribed;
    },
    push: pushers.push,
    pageLoaded: pushers.pageLoaded,
    iframeData: (action, data) => iframeData.send(action, data),
    ...createInitializeProtocol(core, traffic, options.iframe),
    emit: pushers.emit,
    updateEnv: pushers.updateEnv,
    pending: interactive.pending,
    answer: interactive.answer,
    cancel: interactive.cancel,
    fail: interactive.fail,
    streamPromptAssistant: interactive.streamPromptAssistant,
    script(type, answer) {
      core.ensureLive(`script ${type}`);
      scripts.script(type, answer);
    },
    unscript: scripts.unscript,
    waitForRequest: (target, waitOptions = {}) => traffic.requestWaits.wait(target, waitOptions),
    waitForEvent: (target, waitOptions = {}) => traffic.eventWaits.wait(target, waitOptions),
    onWaiting(listener) {
      waitingListeners.add(listener);
      return () => waitingListeners.delete(listener);
    },
    on(listener, listenerOptions: TrafficListenerOptions = {}) {
      return traffic.on(listener, listenerOptions);
    },
    clearTraffic() {
      traffic.clear(pending.waiting());
    },
    dispose() {
      if (core.disposed) return;
      core.dispose();
      unlisten();
      if (owned) transport.close();
      traffic.close(new HostSimulatorError("HOST_DISPOSED", "the host was disposed while waiting"));
    },
  };
  // The host is whole before anything arrives: handlers get it, and nothing reaches back for it later.
  const pipeline = createRequestPipeline(
    core,
    traffic,
    responder,
    pending,
    host,
    pushers.afterAnswer,
    startWaiting,
    scripts.scriptFor,
  );
  const router = createInboundRouter(core, traffic, wire, pipeline);
  const unlisten = transport.listen(beforeWires(iframeData, router.onMessage), router.onDrop);
  return host;
}
