// useEnv(): the environment record as state, kept current when the host says it changed.
import type { AdminEnv, DsrEnv, ServiceEnv } from "@hostbridge/protocol-types";
import type { Bridge, Cased, Casing, Unsubscribe } from "@hostbridge/transport";
import { useHostState } from "./store";

/** The environments whose record {@link useEnv} reads: `ui`/`impact` (`get_env`), `admin`, `dsr`. */
export type EnvLocation = "ui" | "impact" | "admin" | "dsr";

/** The environment record of location `L`. */
export type EnvRecord<L extends EnvLocation> = L extends "admin"
  ? AdminEnv
  : L extends "dsr"
    ? DsrEnv
    : ServiceEnv;

/** The state {@link useEnv} returns. */
export interface EnvState<T> {
  /** The record: `undefined` while loading (and on the server). */
  readonly env: T | undefined;
  /** `true` until the first record (or error) arrived. */
  readonly loading: boolean;
  /** Why the host did not answer (a `HostBridgeError`/`HostError`), else `undefined`. */
  readonly error: unknown;
}

const LOADING: EnvState<never> = { env: undefined, loading: true, error: undefined };

function fetchEnv(bridge: Bridge<Casing>, location: EnvLocation, signal: AbortSignal) {
  if (location === "admin") return bridge.requestAdmin("admin_get_env", undefined, { signal });
  if (location === "dsr") return bridge.requestDsr("dsr_get_env", undefined, { signal });
  return bridge.request("get_env", undefined, { signal }).then((r) => r.response.body);
}

function onEnvChanged(
  bridge: Bridge<Casing>,
  location: EnvLocation,
  handler: (env: unknown) => void,
): Unsubscribe {
  if (location === "admin" || location === "dsr")
    return bridge.onMessage(location, `${location}_env_changed`, handler);
  return bridge.onEvent("env_changed", handler);
}

/**
 * The environment record of `location` (default `"ui"`) as state: asks the host once per mount
 * (`get_env`, `admin_get_env` or `dsr_get_env`) and follows `env_changed` / `admin_env_changed` /
 * `dsr_env_changed`. `{ env, loading, error }`: on the server and until the answer, `env` is
 * `undefined` and `loading` `true`. The request is aborted and the listener removed on unmount.
 *
 * @example
 * ```tsx
 * const { env, loading, error } = useEnv();
 * if (loading) return <p>Loading…</p>;
 * if (error) return <p>The host did not answer</p>;
 * return <p>{env?.svc?.user?.name} in {env?.mode}</p>;
 * ```
 */
export function useEnv<L extends EnvLocation = "ui", C extends Casing = "snake">(
  location: L = "ui" as L,
): EnvState<Cased<EnvRecord<L>, C>> {
  return useHostState<EnvState<Cased<EnvRecord<L>, C>>>(
    "useEnv()",
    location,
    () => LOADING,
    LOADING,
    (bridge, set, get) => {
      const controller = new AbortController();
      let changed = false;
      const show = (env: unknown) =>
        set({ env: env as Cased<EnvRecord<L>, C>, loading: false, error: undefined });
      const off = onEnvChanged(bridge, location, (env) => {
        changed = true;
        show(env);
      });
      fetchEnv(bridge, location, controller.signal).then(
        (env) => {
          if (!changed) show(env);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) set({ ...get(), loading: false, error });
        },
      );
      return () => {
        controller.abort();
        off();
      };
    },
  );
}
