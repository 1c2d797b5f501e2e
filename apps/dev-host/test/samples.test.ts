import { EVENT_KEYS, IOS_ONLY_EVENT_KEYS, UI_MESSAGE_TYPES } from "@hostbridge/protocol-types";
import type { EventKey, Mode } from "@hostbridge/protocol-types";
import { createMockHost } from "@hostbridge/host-simulator";
import { afterEach, describe, expect, it } from "vitest";
import { EVENT_KEY_LIST, PUSH_MESSAGE_TYPES, sampleEvent, sampleMessage } from "../src/samples";

const hosts: { dispose(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.dispose();
});

function hostFor(mode: Mode) {
  const mock = createMockHost({ mode });
  hosts.push(mock);
  return mock.host;
}

describe("the panel's prefilled payloads", () => {
  it("offers every message type a host pushes and every event key", () => {
    expect([...PUSH_MESSAGE_TYPES].sort()).toEqual(
      [...UI_MESSAGE_TYPES, "admin_env_changed", "dsr_env_changed"].sort(),
    );
    expect([...EVENT_KEY_LIST].sort()).toEqual([...EVENT_KEYS].sort());
  });

  it("prefills a message payload the simulator accepts for every message type", () => {
    const host = hostFor("WEB");
    for (const type of PUSH_MESSAGE_TYPES) {
      expect(
        () => host.push(type, sampleMessage(type, host.fixtures) as never),
        type,
      ).not.toThrow();
    }
    expect(host.traffic.filter((entry) => entry.kind === "message")).toHaveLength(
      PUSH_MESSAGE_TYPES.length,
    );
  });

  it("prefills an event body the simulator accepts for every event, on a platform that has it", () => {
    for (const key of EVENT_KEYS) {
      const mode: Mode = (IOS_ONLY_EVENT_KEYS as readonly EventKey[]).includes(key) ? "IOS" : "WEB";
      const host = hostFor(mode);
      expect(
        () => host.emit(key, sampleEvent(key, host.fixtures) as never),
        `${key} on ${mode}`,
      ).not.toThrow();
    }
  });

  it("builds the payloads from the host's current data", () => {
    const host = hostFor("WEB");
    host.fixtures.canvases[0]!.id = "canvas-from-fixtures";
    expect(sampleEvent("canvas_opened", host.fixtures)).toEqual({
      body: { canvas_id: "canvas-from-fixtures" },
    });
    expect(sampleMessage("ui_canvas_updated", host.fixtures)).toMatchObject({
      canvas: { id: "canvas-from-fixtures" },
    });
  });
});
