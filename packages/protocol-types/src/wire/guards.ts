// The one record guard of the wire codecs (envelopes, platform frames, post-robot frames).

/** An object with string keys, as every envelope and frame is. */
export type Obj = Record<string, unknown>;

/** Whether `v` is a non-null, non-array object. */
export const isObj = (v: unknown): v is Obj => typeof v == "object" && !!v && !Array.isArray(v);
