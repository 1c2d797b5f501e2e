// A host of ours holds an app that speaks the platform wire to the platform's own rules: the platform's
// deployed hosts read the high-level API only as PITCHER_REQUEST and operations only as post-robot
// requests, so the spec's SVC_REQUEST, SVC_EVENT, ADMIN_REQUEST and DSR_REQUEST from such an app go
// unanswered, as there. Before, the simulator answered them, and no test of ours could see that the
// SDK's high-level API timed out on the platform (docs/protocol.md "The platform's names").
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryTransportPair } from "@hostbridge/transport";
import { encodeHello } from "@hostbridge/protocol-types/wire";
import { createHost } from "../src/index";
import type { Host } from "../src/index";

let host: Host | undefined;
afterEach(() => {
  host?.dispose();
  host = undefined;
});

/** A host speaking `wire` on a memory pair, and the raw messages its app end receives. */
function start(wire?: "both" | "platform" | "envelopes") {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  host = createHost({ transport: hostEnd, ...(wire ? { wire } : {}) });
  const received: Record<string, unknown>[] = [];
  appEnd.listen((m) => received.push(m as Record<string, unknown>));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { host, send: (m: object | string) => appEnd.send(m), received, settled };
}

const svcGetEnv = (id: string) => ({ type: "SVC_REQUEST", request: { id, type: "get_env" } });
const pitcherGetEnv = (id: string) => ({
  type: "PITCHER_REQUEST",
  request: { type: "get_env", id, body: null },
});
const responses = (received: Record<string, unknown>[]) =>
  received.filter((m) => typeof m.type == "string" && m.type.endsWith("_RESPONSE"));

describe("an app on the platform wire, held to the platform's rules", () => {
  it("gets no answer to the spec's SVC_REQUEST once it said post-robot's hello, and one to PITCHER_REQUEST", async () => {
    const { host, send, received, settled } = start();
    send(encodeHello("h1"));
    send(svcGetEnv("old"));
    send({ type: "ADMIN_REQUEST", id: "a1", body: { type: "admin_get_env", data: {} } });
    send(pitcherGetEnv("new"));
    await settled();
    expect(responses(received)).toEqual([
      expect.objectContaining({
        type: "PITCHER_RESPONSE",
        request: expect.objectContaining({ id: "new" }),
      }),
    ]);
    const dropped = host.traffic.filter((e) => e.kind === "dropped");
    expect(dropped).toHaveLength(2);
    expect(dropped[0]).toMatchObject({ reason: expect.stringContaining("PITCHER_REQUEST") });
  });

  it("is held so from its first PITCHER_REQUEST, as on a host that speaks only the platform wire", async () => {
    for (const wire of ["both", "platform"] as const) {
      const { send, received, settled } = start(wire);
      send(pitcherGetEnv("first"));
      send(svcGetEnv("then"));
      await settled();
      expect(responses(received).map((m) => (m.request as { id: string }).id)).toEqual(["first"]);
      host!.dispose();
    }
  });

  it("sends host events as PITCHER_EVENT, never SVC_EVENT, once the app speaks the platform wire", async () => {
    const { host, send, received, settled } = start();
    send(encodeHello("h2"));
    await settled();
    host.emit("canvas_opened", { body: { canvas_id: "cv-1" } });
    await settled();
    expect(received.filter((m) => /_EVENT$/.test(String(m.type)))).toEqual([
      {
        type: "PITCHER_EVENT",
        event: { type: "canvas_opened", body: { body: { canvas_id: "cv-1" } } },
      },
    ]);
  });

  it("answers an app on the envelope wire as before (it never spoke the platform wire)", async () => {
    const { send, received, settled } = start();
    send(svcGetEnv("spec"));
    await settled();
    expect(responses(received)).toEqual([expect.objectContaining({ type: "SVC_RESPONSE" })]);
  });
});
