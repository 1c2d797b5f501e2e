import type { Operation, Shape } from "./registry.mjs";
/** The example payloads as values, by operation type. */
export declare const PAYLOAD_VALUES: Record<string, unknown>;
/** The platforms of one operation, as probePlatforms finds them. */
export interface Platform {
  sdk: Record<string, boolean>;
  host: Record<string, boolean>;
}
/** The mode a page's example runs in. */
export declare function exampleMode(platform: Platform): string | undefined;
/** Runs an operation page's example in the host simulator; undefined when it has no payload to send. */
export declare function runExample(
  op: Operation,
  shapes: Map<string, { request: Shape; response: Shape }>,
  platform: Platform,
): Promise<
  | ({ payload: unknown } & (
      | { ok: true; mode: string; body: unknown }
      | { ok: false; mode: string; code?: string; message: string }
    ))
  | undefined
>;
