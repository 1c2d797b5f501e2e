// What every compat API shares: the bridge the ui/admin/dsr methods go through, the client's
// rejection values, and the environment record as the client gives it.
import { createBridge, detectPlatform, isHostBridgeError } from "@hostbridge/transport";
import type { Bridge, BridgeOptions, RequestKind } from "@hostbridge/transport";
import { engineOptions, notice, sendNoticesWith } from "./notices";
import { ownWindowTransport } from "./ownWindow";

let shared: { bridge: Bridge; generation: number } | undefined;

/**
 * A top-level page (no parent frame, no opener, no native bridge, an origin of its own): compat talks
 * to the page's own window, as the client does (./ownWindow), on the platform wire, unless
 * `configureCompat({ bridge })` chose a transport or a platform.
 */
function ownWindowOptions(options: BridgeOptions<"snake">): BridgeOptions<"snake"> {
  const page = globalThis.window as Window | undefined;
  if (options.transport || (options.platform ?? "auto") !== "auto" || !page) return {};
  if (page.parent !== page || page.opener || detectPlatform(options.nativeHandlerName) !== "WEB")
    return {};
  const origin = page.location.origin;
  if (!origin || origin === "null") return {};
  return {
    transport: ownWindowTransport(page, origin),
    wire: options.wire ?? "platform",
  };
}

/** A bridge with the engine options of `configureCompat({ bridge })` and `extra`. */
export function compatBridge(extra: BridgeOptions<"snake"> = {}): Bridge {
  const options = { ...engineOptions().options, ...extra };
  return createBridge({ ...options, ...ownWindowOptions(options) });
}

/**
 * The bridge of `useUi()`, `useAdmin()` and `useDsr()`, which take no options in the client: created
 * on first use with the engine options (by default the host origin comes from the page's ancestors
 * or referrer), and again after `configureCompat({ bridge })` changes them.
 */
export function sharedBridge(): Bridge {
  const { generation } = engineOptions();
  if (!shared || shared.bridge.disposed || shared.generation !== generation) {
    shared?.bridge.dispose();
    shared = { bridge: compatBridge(), generation };
  }
  return shared.bridge;
}

// (a notice goes to the host on the bridge the ui/admin/dsr methods use, to its origin only)
sendNoticesWith((event, entry) => sharedBridge().emit(event, { ...entry }));

type PostRobotError = Error & { code?: unknown; data?: unknown };

/**
 * A failed ui/admin/dsr request as the client sees it: post-robot's rejection, an `Error` with the
 * host's `message`, its `code` (an own property, `undefined` when the host gave none) and its
 * details as `data` when there are any. Local errors (timeouts, configuration) stay ours.
 */
export function postRobotRejection(error: unknown): unknown {
  if (!isHostBridgeError(error, "HOST_ERROR")) return error;
  const info = (error.hostError ?? error.body) as
    { message?: unknown; code?: unknown; details?: unknown; data?: unknown } | undefined;
  const message = typeof info?.message === "string" ? info.message : error.message;
  const out: PostRobotError = new Error(message);
  out.code = info?.code;
  const data = info?.details ?? info?.data;
  if (data) out.data = data;
  return out;
}

/** Sends one ui/admin/dsr request on the shared bridge; rejects as the client does. */
export function send(kind: RequestKind, type: string, payload?: unknown): Promise<unknown> {
  return sharedBridge()
    .call(kind, type, payload)
    .catch((error: unknown) => {
      throw postRobotRejection(error);
    });
}

/**
 * The environment as the client returns it: the service block under `pitcher` (our hosts call it
 * `svc`; reading `pitcher` is reported under rule `env-pitcher`), without `pitcher.org_config.segment`.
 * `renamed`: the host named the block after the wire compat asked on (`svc` on the SVC wire), where
 * the client, asking on its own wire, gets it as `pitcher` only: `svc` is left out.
 */
export function clientEnv(env: unknown, where: string, renamed = false): unknown {
  if (env === null || typeof env !== "object") return env;
  const record = { ...(env as Record<string, unknown>) };
  const block = (record.pitcher ?? record.svc) as Record<string, unknown> | undefined;
  // (the engine reads a platform host's `pitcher` block as `svc` too, a copy of its own once the
  // casing converted the record: the client sees `pitcher` only)
  if (renamed || record.svc === record.pitcher) delete record.svc;
  if (block && typeof block === "object") {
    const copy = { ...block };
    const config = copy.org_config ?? copy.orgConfig;
    if (config && typeof config === "object") {
      const { segment: _segment, ...rest } = config as Record<string, unknown>;
      copy[copy.org_config ? "org_config" : "orgConfig"] = rest;
    }
    Object.defineProperty(record, "pitcher", {
      enumerable: true,
      configurable: true,
      get() {
        notice("env-pitcher", `${where}.pitcher`);
        return copy;
      },
    });
  }
  return record;
}
