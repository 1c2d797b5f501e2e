// useEnv(): the environment record as state, kept current when the host says it changed.
import type { AdminEnv, DsrEnv, ServiceEnv } from "@hostbridge/protocol-types";
import type { Cased, Casing } from "@hostbridge/transport";
import { useSyncExternalStore } from "./react";
import { useHostClient } from "./provider";

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
 * The environment record of `location` (default: the provider's `location`, `"ui"` unless it says
 * otherwise) as state: `get_env` (`admin_get_env`, `dsr_get_env`) is sent once per provider,
 * whatever the number of components using it (StrictMode included), and the record follows
 * `env_changed` / `admin_env_changed` / `dsr_env_changed`. `{ env, loading, error }` are shared
 * too: on the server and until the answer, `env` is `undefined` and `loading` `true`.
 *
 * @example
 * ```tsx
 * import { useEnv } from "@hostbridge/react";
 *
 * function Who() {
 *   const { env, loading, error } = useEnv();
 *   if (loading) return <p>Loading…</p>;
 *   if (error) return <p>The host did not answer</p>;
 *   return <p>{env?.svc.user.name ?? "someone"} in {env?.mode}</p>;
 * }
 * ```
 */
export function useEnv<L extends EnvLocation = "ui", C extends Casing = "snake">(
  location?: L,
): EnvState<Cased<EnvRecord<L>, C>> {
  const client = useHostClient("useEnv()");
  const shared = client.shared().env(location ?? client.location);
  return useSyncExternalStore(shared.subscribe, shared.get, () => LOADING) as EnvState<
    Cased<EnvRecord<L>, C>
  >;
}
