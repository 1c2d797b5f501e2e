// The post-robot 10 framing, both directions, written here so that apps never ship post-robot: a
// frame is the JSON string `{"__post_robot_10_0_46__": [message, ...]}`, values JSON cannot carry
// are `{ "__type__": ..., "__val__": ... }` (universal-serialize). The decoder is a hand-written
// guard that yields plain data only: a serialised function, promise or window becomes `undefined`
// (never a callable), an error becomes `{ message, code?, data? }`.
import { POST_ROBOT_FRAME_KEY, POST_ROBOT_MESSAGE_TYPES } from "../platformWire";
import type { PostRobotMessage } from "../platformWire";
import { isRecord } from "../guards";
/** An object with string keys, as every envelope and frame is. */
type Obj = Record<string, unknown>;

const isStr = (v: unknown): v is string => typeof v == "string" && !!v;
const TYPES: readonly unknown[] = Object.values(POST_ROBOT_MESSAGE_TYPES);

// JSON.stringify replacer: `undefined` as post-robot writes it; values that are not data refused.
function replacer(key: string, value: unknown): unknown {
  if (value === undefined) return { __type__: "undefined" };
  if (typeof value == "function" || typeof value == "symbol" || typeof value == "bigint")
    throw new TypeError(`a ${typeof value} cannot be sent (at "${key}"); send plain data`);
  return value;
}

/**
 * Encodes post-robot messages as one frame (the string to `postMessage`). Throws a
 * `TypeError` for values that are not plain data (functions, symbols, bigints).
 */
export const encodePostRobotFrame = (messages: readonly PostRobotMessage[]): string =>
  JSON.stringify({ [POST_ROBOT_FRAME_KEY]: messages }, replacer);

// A serialised special value -> plain data: an error -> { message, code?, data? }, a date or regex
// -> its text, JSON's own types -> their value; anything else (cross_domain_function,
// cross_domain_zalgo_promise, cross_domain_window, function, promise, undefined) -> undefined.
function special(type: unknown, value: unknown): unknown {
  if (type == "error") {
    const { message, code, data } = isRecord(value) ? value : {};
    return plain({ message: String(message), code, data });
  }
  return type == "date" || type == "regex" || NATIVE.includes(type as string)
    ? plain(value)
    : undefined;
}
const NATIVE = ["array", "object", "string", "number", "boolean", "null"];

// A fresh copy of parsed JSON with special values decoded and `__proto__` keys left out.
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (!isRecord(value)) return value;
  if (typeof value.__type__ == "string") return special(value.__type__, value.__val__);
  const copy: Obj = {};
  for (const key of Object.keys(value)) if (key != "__proto__") copy[key] = plain(value[key]);
  return copy;
}

const isMessage = (m: unknown): m is PostRobotMessage =>
  isRecord(m) &&
  isStr(m.id) &&
  typeof m.origin == "string" &&
  TYPES.includes(m.type) &&
  isStr(m.hash) &&
  isStr(m.name) &&
  (m.type != POST_ROBOT_MESSAGE_TYPES.RESPONSE || m.ack == "success" || m.ack == "error");

/**
 * Decodes a post-robot frame: the messages it carries, or `undefined` when `data` is not a
 * frame (not a string, not JSON, no `__post_robot_10_0_46__` list). Messages that are not well formed
 * are left out. Never throws.
 */
export function decodePostRobotFrame(data: unknown): PostRobotMessage[] | undefined {
  if (typeof data != "string" || !data.includes(POST_ROBOT_FRAME_KEY)) return;
  try {
    const frame = plain(JSON.parse(data)) as Obj | undefined;
    const list = isRecord(frame) ? frame[POST_ROBOT_FRAME_KEY] : undefined;
    return Array.isArray(list) ? list.filter(isMessage) : undefined;
  } catch {
    // not JSON, or nested too deeply to copy: not a frame we read
  }
}
