// The app side of a differential run: one small driver, installed by both apps (our SDK and the
// existing client as the registry ships it), that the test drives through `window.__app`. It starts
// calls by id and records, in order, what the app can observe: how each call settled (value or error
// code and message), the pushes, host events and peer connectivity events it heard.
import type { AppEntry, HostEntry } from "../trace";

/** What one app offers the driver: the calls a scenario makes and the listeners it needs. */
export interface AppApi {
  /** Where the client reads its service block in the environment. */
  envBlock: "svc" | "pitcher";
  call(op: string, arg: unknown): Promise<unknown>;
  listen(record: (entry: AppEntry) => void): void;
}

/**
 * The value a call settled with, as compared: an environment is reduced to what the app reads from
 * it (its mode, and whether its service block is where the client looks).
 */
function observed(op: string, value: unknown, envBlock: string): unknown {
  if (op !== "getEnv" || typeof value !== "object" || !value) return value ?? null;
  const env = value as Record<string, unknown>;
  return { mode: env.mode, [envBlock]: typeof env[envBlock] === "object" };
}

function errorOf(error: unknown): { code: string | null; message: string } {
  const e = error as { code?: unknown; message?: unknown } | null;
  return {
    code: typeof e?.code === "string" ? e.code : null,
    message: typeof e?.message === "string" ? e.message : String(error),
  };
}

/** What the app page offers the test (`window.__app`). */
export interface AppDriver {
  trace: AppEntry[];
  call(id: string, op: string, arg: unknown): void;
}

/** The globals the pages set for the test. */
export interface DifferentialWindow {
  __app?: AppDriver;
  __host?: Record<string, (...args: unknown[]) => unknown>;
  __received?: HostEntry[];
}

export function installDriver(api: AppApi): void {
  const trace: AppEntry[] = [];
  const record = (entry: AppEntry) => void trace.push(entry);
  api.listen(record);
  const driver: AppDriver = {
    trace,
    call(id, op, arg) {
      api.call(op, arg).then(
        (value) =>
          record({ app: "settled", id, ok: true, value: observed(op, value, api.envBlock) }),
        (error: unknown) => record({ app: "settled", id, ok: false, error: errorOf(error) }),
      );
    },
  };
  (window as DifferentialWindow).__app = driver;
}
