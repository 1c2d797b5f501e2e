// useHostEnv(): the environment record of the app's location, asked once per provider and shared by
// every component, kept current when the host says it changed.
import type { AdminEnv, DsrEnv, ServiceEnv } from "@hostbridge/protocol-types";
import type { Cased, Casing } from "@hostbridge/transport";
import { useSyncExternalStore } from "./react";
import { useHostClient } from "./provider";

/** The environments whose record {@link useHostEnv} reads: `ui`/`impact` (`get_env`), `admin`, `dsr`. */
export type EnvLocation = "ui" | "impact" | "admin" | "dsr";

/** The environment record of location `L`. */
export type EnvRecord<L extends EnvLocation> = L extends "admin"
  ? AdminEnv
  : L extends "dsr"
    ? DsrEnv
    : ServiceEnv;

/** What {@link useHostEnv} returns: the record of location `L` in casing `C`, and `refresh`. */
export interface HostEnv<L extends EnvLocation = "ui", C extends Casing = "snake"> {
  /** The record: `undefined` while loading (and on the server). */
  readonly env: Cased<EnvRecord<L>, C> | undefined;
  /** `true` until the first record (or error) arrived. */
  readonly loading: boolean;
  /** Why the host did not answer (a `HostBridgeError`/`HostError`), else `undefined`. */
  readonly error: unknown;
  /** Asks the host again (every component sees the answer). Never rejects. */
  refresh(): Promise<void>;
}

/**
 * @deprecated Use {@link HostEnv} (what {@link useHostEnv} returns, typed by location and casing:
 * `EnvState<ServiceEnv>` is `HostEnv<"ui">` without `refresh`).
 */
export interface EnvState<T> {
  /** The record: `undefined` while loading (and on the server). */
  readonly env: T | undefined;
  /** `true` until the first record (or error) arrived. */
  readonly loading: boolean;
  /** Why the host did not answer, else `undefined`. */
  readonly error: unknown;
}

const LOADING: EnvState<never> = { env: undefined, loading: true, error: undefined };
const loading = () => LOADING;

/**
 * The environment record of `location` (default: the provider's `location`, `"ui"` unless it says
 * otherwise) as state: `get_env` (`admin_get_env`, `dsr_get_env`) is sent once per provider,
 * whatever the number of components using it (StrictMode included), and the record follows
 * `env_changed` / `admin_env_changed` / `dsr_env_changed`. `{ env, loading, error }` are shared
 * too: on the server and until the answer, `env` is `undefined` and `loading` `true`.
 *
 * @example
 * ```tsx
 * import { useHostEnv } from "@hostbridge/react";
 *
 * function Who() {
 *   const { env, loading, error, refresh } = useHostEnv();
 *   if (loading) return <p>Loading…</p>;
 *   if (error) return <button onClick={() => void refresh()}>The host did not answer: ask again</button>;
 *   return <p>{env?.svc.user.name ?? "someone"} in {env?.mode}</p>;
 * }
 * ```
 */
export function useHostEnv<L extends EnvLocation = "ui", C extends Casing = "snake">(
  location?: L,
): HostEnv<L, C> {
  const client = useHostClient("useHostEnv()");
  const shared = client.shared().env(location ?? client.location);
  const snapshot = useSyncExternalStore(shared.subscribe, shared.get, loading);
  return { ...(snapshot as Omit<HostEnv<L, C>, "refresh">), refresh: shared.refresh };
}

/** @deprecated Use {@link useHostEnv} (the same hook; the name both bindings share). */
export const useEnv: <L extends EnvLocation = "ui", C extends Casing = "snake">(
  location?: L,
) => EnvState<Cased<EnvRecord<L>, C>> = useHostEnv;
