import type { Shape } from "./registry.mjs";
/** An id no record of the simulator's fixtures has. */
export declare const MISSING_ID: string;
/** A payload to probe with, or undefined. */
export declare function probePayload(example: unknown, shape: Shape): unknown;
/** The probes of a payload. */
export declare function probesOf(payload: unknown): { payload: unknown; when: string }[];
/** The host codes the probes draw from `run`, each with when. */
export declare function probeErrors(
  payload: unknown,
  run: (payload: unknown) => Promise<{ ok: boolean; code?: string }>,
): Promise<[string, string][]>;
