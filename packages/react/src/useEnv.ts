// useEnv(): the environment record as state, kept current when the host says it changed.
import type { AdminEnv, DsrEnv, ServiceEnv } from "@hostbridge/protocol-types";
import type { Cased, Casing } from "@hostbridge/transport";
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
      // `admin` and `dsr` have their own request and message; `ui` and `impact` ask the high-level
      // API (`get_env`) and follow its `env_changed` event
      const own = location === "admin" || location === "dsr";
      let changed = false;
      const show = (env: unknown) =>
        set({ env: env as Cased<EnvRecord<L>, C>, loading: false, error: undefined });
      const onChange = (env: unknown) => {
        changed = true;
        show(env);
      };
      const off = own
        ? bridge.onMessage(location, `${location}_env_changed`, onChange)
        : bridge.onEvent("env_changed", onChange);
      bridge
        .call(own ? location : "svc", own ? `${location}_get_env` : "get_env", undefined, {
          signal: controller.signal,
        })
        .then(
          // (once stopped, or after the host announced a newer record, the answer is dropped)
          (env) => {
            if (!changed && !controller.signal.aborted) show(env);
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
