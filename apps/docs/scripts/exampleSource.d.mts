import type { Operation, Shape } from "./registry.mjs";

/** Whether the request type has required fields (the example must pass a payload). */
export declare function needsPayload(shape: Shape): boolean;
/** The example of `op`'s page: the call an app makes, typed against the packages. */
export declare function exampleSource(
  op: Operation,
  shapes: Map<string, { request: Shape; response: Shape }>,
): string;
