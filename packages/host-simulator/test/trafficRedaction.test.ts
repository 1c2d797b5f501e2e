// The traffic log's default (redacted) view hides credentials inside values too: a token in a URL
// under an ordinary key, on both wires, including the platform wire's frames, which the log keeps as
// the JSON strings that crossed the transport.
import { afterEach, describe, expect, it } from "vitest";
import { createBridge, createMemoryTransportPair } from "@hostbridge/transport";
import { createHost } from "../src/index";
import type { TrafficEntry } from "../src/index";

const SECRET = "URL-SECRET-123456";
const FILE_URL = `https://cdn.example.com/deck.pdf?access_token=${SECRET}&v=2`;

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
});

function linkOn(wire: "envelopes" | "platform") {
  const [appEnd, hostEnd] = createMemoryTransportPair();
  const host = createHost({ transport: hostEnd, appSetDataOnReady: false });
  const bridge = createBridge({ transport: appEnd, wire, timeout: 2000 });
  dispose = () => {
    bridge.dispose();
    host.dispose();
    appEnd.close();
    hostEnd.close();
  };
  return { host, bridge };
}

describe("the traffic log's redacted view", () => {
  it.each(["envelopes", "platform"] as const)(
    "never shows a URL token of an ordinary key (%s wire)",
    async (wire) => {
      const { host, bridge } = linkOn(wire);
      const seen: TrafficEntry[] = [];
      host.on((entry) => seen.push(entry));
      await bridge.call("svc", "open_external_url", { url: FILE_URL });
      await bridge.call("svc", "ui_app_loaded", undefined);
      // (a post-robot request on the platform wire: its frames are JSON strings)
      const picked = bridge.call("svc", "ui_select_content", { content_type: "file" });
      await host.waitForRequest("ui_select_content");
      host.answer("ui_select_content", {
        user_action: "selected",
        content: [{ id: "file-1", name: "Deck.pdf", download_url: FILE_URL }],
      } as never);
      await picked;
      bridge.emit("canvas_opened", { link: FILE_URL });
      host.push("ui_app_set_data", { download_url: FILE_URL } as never, { skipValidation: true });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const text = JSON.stringify(seen);
      const requests = seen.flatMap((entry) => (entry.kind == "request" ? [entry.type] : []));
      expect(requests).toEqual(
        expect.arrayContaining(["open_external_url", "ui_app_loaded", "ui_select_content"]),
      );
      if (wire == "platform") expect(text).toContain("__post_robot_10_0_46__");
      expect(text).not.toContain(SECRET);
      expect(text).toContain("https://cdn.example.com/deck.pdf?access_token=[redacted]&v=2");
      // the raw records keep the value, for a test's assertions
      expect(JSON.stringify(host.requests)).toContain(SECRET);
    },
  );
});
