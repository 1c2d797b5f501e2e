// The existing client (`@pitcher/js-api`) names its high-level envelopes PITCHER_REQUEST,
// PITCHER_RESPONSE and PITCHER_EVENT and reads its environment's service block under `pitcher`. The
// simulator answers it in the names it was asked in; our SDK's SVC_* traffic is answered as before.
// (pitcherClientInSimulator.browser.test.ts runs the client itself, as the registry ships it.)
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryTransportPair } from "@hostbridge/transport";
import {
  decodePostRobotFrame,
  encodePostRobotFrame,
  postRobotRequest,
} from "@hostbridge/protocol-types/wire";
import { createHost, createMockHost } from "../src/index";
import type { MockHost } from "../src/index";

let mock: MockHost | undefined;
afterEach(() => {
  mock?.dispose();
  mock = undefined;
});

/** A mock host, and the raw messages its app end receives. */
function start() {
  mock = createMockHost({ appSetDataOnReady: false });
  const received: Record<string, unknown>[] = [];
  mock.transport.listen((m) => received.push(m as Record<string, unknown>));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { host: mock.host, send: (m: object) => mock!.transport.send(m), received, settled };
}

describe("the existing client's envelope names", () => {
  it("answers a PITCHER_REQUEST get_env in PITCHER_RESPONSE, the service block under pitcher and svc", async () => {
    const { send, received, settled } = start();
    send({ type: "PITCHER_REQUEST", request: { type: "get_env", id: "e1", body: null } });
    await settled();
    const [answer] = received;
    expect(answer).toMatchObject({
      type: "PITCHER_RESPONSE",
      request: { id: "e1", type: "get_env" },
      response: { status: "ok" },
    });
    const body = (answer!.response as { body: { svc: unknown; pitcher: unknown } }).body;
    expect(body.pitcher).toEqual(body.svc);
    expect(body.svc).toMatchObject({ user: { id: expect.any(String) } });
  });

  it("answers an SVC_REQUEST in SVC_RESPONSE without a pitcher block", async () => {
    const { send, received, settled } = start();
    send({ type: "SVC_REQUEST", request: { type: "get_env", id: "e2" } });
    await settled();
    expect(received[0]).toMatchObject({ type: "SVC_RESPONSE" });
    expect((received[0]!.response as { body: object }).body).not.toHaveProperty("pitcher");
  });

  it("sends host events as PITCHER_EVENT to an app that subscribed with PITCHER_REQUEST", async () => {
    const { host, send, received, settled } = start();
    send({ type: "PITCHER_REQUEST", request: { type: "subscribe", id: "s1", body: null } });
    await settled();
    expect(received[0]).toMatchObject({ type: "PITCHER_RESPONSE", request: { id: "s1" } });
    expect(host.subscribed).toBe(true);
    host.emit("canvas_opened", { body: { canvas_id: "cv-1" } });
    await settled();
    expect(received[1]).toEqual({
      type: "PITCHER_EVENT",
      event: { type: "canvas_opened", body: { body: { canvas_id: "cv-1" } } },
    });
  });

  it("answers a PITCHER_REQUEST with an error in PITCHER_RESPONSE, and records the request", async () => {
    const { host, send, received, settled } = start();
    send({ type: "PITCHER_REQUEST", request: { type: "no_such_operation", id: "u1", body: {} } });
    await settled();
    expect(received[0]).toMatchObject({
      type: "PITCHER_RESPONSE",
      response: { status: "error", body: { code: "UNKNOWN_OPERATION" } },
    });
    expect(host.requests.map((r) => r.type)).toEqual(["no_such_operation"]);
  });
});

describe("environments on the platform wire carry the service block under pitcher", () => {
  /** A host in `location`, and the post-robot answers / pushes its app end receives. */
  function onPlatformWire(location: "admin" | "dsr") {
    const [appEnd, hostEnd] = createMemoryTransportPair();
    const host = createHost({ transport: hostEnd, location });
    const received: { type: string; data?: unknown }[] = [];
    appEnd.listen((m) => received.push(...((decodePostRobotFrame(m) ?? []) as never[])));
    return {
      host,
      received,
      ask: (type: string, id: string) =>
        appEnd.send(encodePostRobotFrame([postRobotRequest(type, id, {})])),
      dispose() {
        host.dispose();
        appEnd.close();
      },
    };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answerData = (received: { type: string; data?: unknown }[]) =>
    received.find((m) => m.type === "postrobot_message_response")?.data as Record<string, unknown>;

  it("answers admin_get_env with pitcher beside svc (the client reads env.pitcher.organization)", async () => {
    const l = onPlatformWire("admin");
    l.ask("admin_get_env", "a1");
    await settled();
    const env = answerData(l.received);
    expect(env.pitcher).toEqual(env.svc);
    expect(env.pitcher).toMatchObject({ organization: { id: expect.any(String) } });
    l.dispose();
  });

  it("answers dsr_get_env with pitcher holding only the access token, as svc does", async () => {
    const l = onPlatformWire("dsr");
    l.ask("dsr_get_env", "d1");
    await settled();
    const env = answerData(l.received);
    expect(env.pitcher).toEqual({ access_token: expect.any(String) });
    expect(env.pitcher).toEqual(env.svc);
    l.dispose();
  });

  it("pushes admin_env_changed with pitcher once the app speaks the platform wire", async () => {
    const l = onPlatformWire("admin");
    l.ask("admin_get_env", "a2");
    await settled();
    l.host.updateEnv({ svc: { user: { first_name: "Ines" } } });
    await settled();
    const pushed = l.received.find(
      (m) =>
        m.type === "postrobot_message_request" &&
        (m as { name?: string }).name === "admin_env_changed",
    );
    expect(pushed?.data).toMatchObject({ pitcher: { user: { first_name: "Ines" } } });
    l.dispose();
  });
});
