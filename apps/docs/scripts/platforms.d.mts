import type { Operation } from "./registry.mjs";
/** The platform modes, in page order. */
export declare const MODES: string[];
/** The code the host answered with. */
export declare function hostCodeOf(error: unknown): string | undefined;
/** Calls an operation in a simulated host. */
export declare function callSimulator(
  op: Operation,
  mode: string | undefined,
  payload: unknown,
): Promise<
  | { ok: true; mode: string; body: unknown }
  | { ok: false; mode: string; code?: string; message: string }
>;
/** The platforms of every operation (see platforms.mjs). */
export declare function probePlatforms(
  ops: Operation[],
  payloads: Record<string, unknown>,
): Promise<Map<string, unknown>>;
