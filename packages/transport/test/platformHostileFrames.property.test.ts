// A bridge on the platform wire reads post-robot frames from other windows: whatever a frame claims,
// it must never throw and must hand listeners plain data only (the decoder's own properties are
// tested with the codec, packages/protocol-types/test/wire/postRobotFrame.property.test.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBridge } from "@hostbridge/transport";
import type { Transport, TransportListener } from "@hostbridge/transport";

const KEY = "__post_robot_10_0_46__";

/** Whether `value` holds only JSON-like data (plain objects, arrays, primitives, undefined). */
function isPlain(value: unknown): boolean {
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
const hostile: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.jsonValue(),
    fc.record({ __type__: special, __val__: tie("value") }),
    fc.dictionary(fc.constantFrom("__proto__", "constructor", "then", "a"), tie("value")),
    fc.array(tie("value"), { maxLength: 4 }),
  ),
})).value;

const message = fc.record({
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
  data: hostile,
  error: hostile,
});

describe("a bridge on the platform wire", () => {
  it("keeps a bridge on the platform wire from throwing on hostile frames", () => {
    let deliver: TransportListener = () => undefined;
    const transport: Transport = {
      send: () => undefined,
      listen: (fn) => ((deliver = fn), () => undefined),
      close: () => undefined,
    };
    const bridge = createBridge({ transport, wire: "platform" });
    const seen: unknown[] = [];
    bridge.onMessage("ui", "*", (payload) => void seen.push(payload));
    fc.assert(
      fc.property(fc.array(message, { maxLength: 3 }), (list) => {
        expect(() => deliver(JSON.stringify({ [KEY]: list }))).not.toThrow();
      }),
    );
    for (const payload of seen) expect(isPlain(payload)).toBe(true);
    bridge.dispose();
  });
});
