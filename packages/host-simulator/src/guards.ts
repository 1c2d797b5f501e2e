/** An object with string keys, as envelopes and payloads are. */
export type Obj = Record<string, unknown>;

/** Whether `value` is a non-null, non-array object (what every envelope and payload record is). */
export const isObj = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);
