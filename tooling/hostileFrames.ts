// Property-test material for the post-robot 10 wire: frames from other windows that claim anything
// (serialised functions, promises, windows, prototype keys, nested to any depth). Shared by the
// codec's own property test (packages/protocol-types/test/wire/postRobotFrame.property.test.ts) and
// the bridge's (packages/transport/test/platformHostileFrames.property.test.ts).
import fc from "fast-check";

/** The key post-robot 10 puts its serialised messages under. */
export const POST_ROBOT_KEY = "__post_robot_10_0_46__";

/** Whether `value` holds only JSON-like data (plain objects, arrays, primitives, undefined). */
export function isPlain(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (["string", "number", "boolean"].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (typeof value !== "object") return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlain);
}

const special = fc.oneof(
  fc.constantFrom(
    "cross_domain_function",
    "cross_domain_zalgo_promise",
    "cross_domain_window",
    "function",
    "promise",
    "error",
    "date",
    "regex",
    "undefined",
    "__proto__",
    "constructor",
  ),
  fc.string(),
);

/** A value as a hostile window may serialise it: JSON, `__type__` specials, prototype keys, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.jsonValue(),
    fc.record({ __type__: special, __val__: tie("value") }),
    fc.dictionary(fc.constantFrom("__proto__", "constructor", "then", "a"), tie("value")),
    fc.array(tie("value"), { maxLength: 4 }),
  ),
})).value;

/** A post-robot message (request, ack, response or other) whose data and error are hostile values. */
export const hostileMessage = fc.record({
  id: fc.oneof(fc.uuid(), fc.string()),
  origin: fc.string(),
  type: fc.constantFrom(
    "postrobot_message_request",
    "postrobot_message_ack",
    "postrobot_message_response",
    "other",
  ),
  hash: fc.string(),
  name: fc.string(),
  ack: fc.constantFrom("success", "error", "maybe"),
  data: hostileValue,
  error: hostileValue,
});
