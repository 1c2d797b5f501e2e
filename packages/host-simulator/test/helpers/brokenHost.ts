import { createMemoryTransportPair } from "@hostbridge/transport";
import type { Transport } from "@hostbridge/transport";
import { createHost } from "../../src/index";
import type { ConformanceTarget, Host } from "../../src/index";

type Obj = Record<string, unknown>;

/** How a broken host mangles traffic. Every hook gets a deep copy and may return a replacement. */
export interface Breakage {
  /** Rewrites (or drops, with `[]`) what the host sends to the app. */
  outbound?: (message: Obj, state: { malformedSeen: boolean }) => Obj | Obj[];
  /** Runs on what the app sends, before the host sees it; return extra messages to send to the app. */
  inbound?: (message: unknown, state: { malformedSeen: boolean }) => Obj[] | void;
  /** Stop forwarding anything once a malformed message has been seen (a host that "crashes"). */
  crashOnMalformed?: boolean;
}

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const wellFormed = (m: unknown) =>
  isObj(m) &&
  ((["SVC_REQUEST", "SVC_EVENT"].includes(m.type as string) &&
    isObj(m.request) &&
    typeof m.request.id === "string") ||
    (["ADMIN_REQUEST", "DSR_REQUEST"].includes(m.type as string) &&
      typeof m.id === "string" &&
      isObj(m.body)) ||
    ["SVC_RESPONSE", "ADMIN_RESPONSE", "DSR_RESPONSE"].includes(m.type as string));

/**
 * A deliberately broken host for the conformance tests: the simulator behind a proxy that breaks
 * the protocol in one specific way. Returns a conformance target plus `dispose`.
 */
export function createBrokenHost(
  breakage: Breakage,
): ConformanceTarget & { host: Host; dispose(): void } {
  const [appEnd, proxyApp] = createMemoryTransportPair();
  const [proxyHost, hostEnd] = createMemoryTransportPair();
  const host = createHost({ transport: hostEnd, appSetDataOnReady: false });
  const state = { malformedSeen: false };
  const stops = [
    proxyApp.listen((message) => {
      if (!wellFormed(message)) state.malformedSeen = true;
      for (const extra of breakage.inbound?.(structuredClone(message), state) ?? [])
        proxyApp.send(extra);
      if (breakage.crashOnMalformed && state.malformedSeen) return;
      proxyHost.send(message as object);
    }),
    proxyHost.listen((message) => {
      if (breakage.crashOnMalformed && state.malformedSeen) return;
      const out = breakage.outbound
        ? breakage.outbound(structuredClone(message) as Obj, state)
        : (message as Obj);
      for (const m of Array.isArray(out) ? out : [out]) proxyApp.send(m);
    }),
  ];
  const transports: Transport[] = [appEnd, proxyApp, proxyHost, hostEnd];
  return {
    host,
    transport: appEnd,
    emitEvent: (key, body) => void host.emit(key, body as never, { skipValidation: true }),
    pushMessage: (type, payload) =>
      void host.push(type, payload as never, { skipValidation: true }),
    timeout: 200,
    quietPeriod: 60,
    dispose() {
      for (const stop of stops) stop();
      host.dispose();
      for (const t of transports) t.close();
    },
  };
}
