// A bridge on the platform wire reads post-robot frames from other windows: whatever a frame claims,
// it must never throw and must hand listeners plain data only (the decoder's own properties are
// tested with the codec, packages/protocol-types/test/wire/postRobotFrame.property.test.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBridge } from "@hostbridge/transport";
import type { Transport, TransportListener } from "@hostbridge/transport";
import {
  POST_ROBOT_KEY as KEY,
  hostileMessage as message,
  isPlain,
} from "../../../tooling/hostileFrames";

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
