import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeHostMessage,
  decodePlatformAppMessage,
  decodePostRobotFrame,
  encodeBareOperation,
  encodeHello,
  ackFrame,
  encodeHelloAnswer,
  encodeOperationAnswer,
  encodePlatformEvent,
  encodePlatformPush,
  encodePlatformRequest,
  encodeRequest,
} from "@hostbridge/protocol-types/wire";
import type { PostRobotRequest } from "@hostbridge/protocol-types";

const requestOf = (frame: string) => decodePostRobotFrame(frame)![0] as PostRobotRequest;

describe("the platform codec, app -> host", () => {
  it("sorts what an app sends: hello, an operation, a bare UI operation, broadcast, subscribe", () => {
    expect(decodePlatformAppMessage(encodeHello("1"))).toEqual([
      {
        kind: "hello",
        request: expect.objectContaining({ name: "postrobot_hello", hash: "postrobot_hello_1" }),
      },
    ]);
    expect(
      decodePlatformAppMessage(encodePlatformRequest("ui_select_content", "2", { a: 1 })),
    ).toEqual([
      {
        kind: "request",
        request: expect.objectContaining({ name: "ui_select_content", data: { a: 1 } }),
      },
    ]);
    expect(encodeBareOperation("ui_app_loaded", undefined)).toEqual({
      type: "ui_app_loaded",
      body: {},
    });
    expect(decodePlatformAppMessage(encodeBareOperation("ui_app_resize", { height: 3 }))).toEqual([
      { kind: "bare", type: "ui_app_resize", body: { height: 3 } },
    ]);
    expect(
      decodePlatformAppMessage(encodeRequest("svc", "3", "broadcast", { type: "k", body: 1 })),
    ).toEqual([{ kind: "broadcast", id: "3", type: "k", body: 1 }]);
    expect(decodePlatformAppMessage(encodeRequest("svc", "4", "unsubscribe", undefined))).toEqual([
      { kind: "subscription", id: "4", type: "unsubscribe", subscribe: false },
    ]);
    expect(
      decodePlatformAppMessage(encodeRequest("svc", "5", "get_env", undefined)),
    ).toBeUndefined();
    // the existing client's own names, as it ships
    expect(
      decodePlatformAppMessage({
        type: "PITCHER_REQUEST",
        request: { id: "8", type: "subscribe", body: null },
      }),
    ).toEqual([
      { kind: "subscription", id: "8", type: "subscribe", subscribe: true, names: "pitcher" },
    ]);
    expect(encodePlatformEvent("canvas_opened", { a: 1 }, "pitcher")).toEqual({
      type: "PITCHER_EVENT",
      event: { type: "canvas_opened", body: { a: 1 } },
    });
  });

  it("acks a request on arrival in a frame of its own, and answers it later with the response alone", () => {
    const request = requestOf(encodePlatformRequest("admin_get_env", "6", undefined));
    const [ack, ...rest] = decodePostRobotFrame(ackFrame(request))!;
    expect(rest).toEqual([]);
    expect(ack).toMatchObject({ type: "postrobot_message_ack", hash: request.hash });
    const answered = decodePostRobotFrame(
      encodeOperationAnswer(request, { ok: true, body: { e: 1 } }),
    );
    expect(answered).toEqual([
      expect.objectContaining({
        type: "postrobot_message_response",
        ack: "success",
        data: { e: 1 },
      }),
    ]);
    const [failure] = decodePostRobotFrame(
      encodeOperationAnswer(request, {
        ok: false,
        error: { message: "no", code: "X", details: { d: 1 } },
      }),
    )!;
    expect(failure).toMatchObject({
      ack: "error",
      hash: request.hash,
      error: { message: "no", code: "X", data: { d: 1 } },
    });
    const [helloAck, hello] = decodePostRobotFrame(encodeHelloAnswer(request))!;
    expect(helloAck).toMatchObject({ type: "postrobot_message_ack" });
    expect(hello).toMatchObject({ ack: "success", data: { instanceID: expect.any(String) } });
  });

  it("never throws, whatever it is given", () => {
    fc.assert(fc.property(fc.anything(), (value) => void decodePlatformAppMessage(value)));
  });
});

describe("the platform codec, host -> app", () => {
  it("pushes native UI messages bare, the others as post-robot requests, events with `event`", () => {
    expect(encodePlatformPush("ui_app_set_data", { d: 1 })).toEqual({
      type: "ui_app_set_data",
      body: { d: 1 },
    });
    expect(requestOf(encodePlatformPush("ui_meeting_canceled", { m: 1 }) as string)).toMatchObject({
      name: "ui_meeting_canceled",
      data: { m: 1 },
    });
    expect(decodeHostMessage(encodePlatformEvent("canvas_opened", { c: 1 }))).toEqual({
      kind: "event",
      event: { id: "", type: "canvas_opened", body: { c: 1 } },
    });
  });
});
