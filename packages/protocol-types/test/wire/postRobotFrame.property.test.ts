// The post-robot 10 decoder parses strings from other windows: it must never throw, must yield plain
// data only (never a callable, whatever `__type__` claims), and must read back what the encoder wrote.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodePostRobotFrame,
  encodePostRobotFrame,
  postRobotRequest,
} from "@hostbridge/protocol-types/wire";
import {
  POST_ROBOT_KEY as KEY,
  hostileMessage as message,
  hostileValue as hostile,
  isPlain,
} from "../../../../tooling/hostileFrames";

describe("the post-robot frame decoder", () => {
  it("never throws and yields plain data only, whatever the frame claims", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(message, { maxLength: 3 }).map((list) => JSON.stringify({ [KEY]: list })),
          hostile.map((v) => JSON.stringify({ [KEY]: v }) ?? ""),
        ),
        (text) => {
          const decoded = decodePostRobotFrame(text);
          expect(decoded === undefined || Array.isArray(decoded)).toBe(true);
          for (const m of decoded ?? []) expect(isPlain(m)).toBe(true);
        },
      ),
    );
  });

  it("turns serialised functions, promises and windows into undefined, and errors into { message, code }", () => {
    const frame = JSON.stringify({
      [KEY]: [
        {
          id: "1",
          origin: "https://host.example",
          type: "postrobot_message_response",
          hash: "get_1",
          name: "get",
          ack: "error",
          data: {
            call: { __type__: "cross_domain_function", __val__: { id: "f", name: "steal" } },
            later: { __type__: "cross_domain_zalgo_promise", __val__: { then: {} } },
            win: { __type__: "cross_domain_window", __val__: { id: "w" } },
            nothing: { __type__: "undefined" },
          },
          error: { __type__: "error", __val__: { message: "boom", code: "E1", stack: "at x" } },
        },
      ],
    });
    const [decoded] = decodePostRobotFrame(frame)!;
    expect(decoded).toMatchObject({ data: { call: undefined, later: undefined, win: undefined } });
    expect((decoded as { error: unknown }).error).toEqual({ message: "boom", code: "E1" });
  });

  it("reads back what the encoder wrote, for any JSON data (but `__proto__` keys, which it drops)", () => {
    const withoutProto = (key: string, value: unknown) => (key == "__proto__" ? undefined : value);
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ minLength: 1 }), (data, name) => {
        const request = postRobotRequest(name, "id-1", data);
        const [decoded] = decodePostRobotFrame(encodePostRobotFrame([request]))!;
        expect(decoded).toEqual(JSON.parse(JSON.stringify(request), withoutProto));
      }),
      // found by a run: an own `__proto__` key survives JSON, never the decoder
      { examples: [[JSON.parse('{"__proto__":0}') as never, " "]] },
    );
  });
});
