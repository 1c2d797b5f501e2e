// Credentials inside values never reach a log line or a request hook record: a token in a URL
// under an ordinary key (`download_url`), in a host's error message, or in the platform wire's
// frames, which travel as raw JSON strings.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge } from "@hostbridge/transport/platform";
import type { BridgeActivity } from "@hostbridge/transport";
import {
  answerFrame,
  decodePostRobotFrame,
  isPostRobotRequest,
} from "@hostbridge/protocol-types/wire";
import { flush, setup, svcResponse } from "./helpers/harness";

const HOST = "https://host.example.com";
const SECRET = "URL-SECRET-123456";
const FILE_URL = `https://cdn.example.com/deck.pdf?access_token=${SECRET}&v=2`;

/** A logger and a hook that keep everything they are given, as text. */
function sinks() {
  const lines: string[] = [];
  const records: BridgeActivity[] = [];
  const sink = (...data: unknown[]) => void lines.push(data.map(String).join(" "));
  return {
    lines,
    records,
    options: {
      logLevel: "debug" as const,
      logger: { info: sink, debug: sink, warn: sink },
      onActivity: (record: BridgeActivity) => void records.push(record),
    },
    shown: () => lines.join("\n") + JSON.stringify(records),
  };
}

/** A page framed by a platform host: its parent answers each post-robot request with `reply`. */
function platformPage(
  reply: (name: string) => { ok: true; data: unknown } | { ok: false; error: object },
) {
  const listeners = new Set<(event: object) => void>();
  const top = { location: { origin: HOST }, postMessage() {} } as { parent?: unknown };
  top.parent = top;
  const parent = {
    location: { origin: HOST },
    parent: top,
    postMessage(message: unknown) {
      for (const request of decodePostRobotFrame(message) ?? []) {
        if (!isPostRobotRequest(request)) continue;
        const data = answerFrame(request, reply(request.name) as never);
        queueMicrotask(() => listeners.forEach((fn) => fn({ source: parent, origin: HOST, data })));
      }
    },
  };
  vi.stubGlobal("window", {
    parent,
    location: { origin: HOST },
    addEventListener: (_: string, fn: (event: object) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: object) => void) => listeners.delete(fn),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("credentials inside values", () => {
  it("leaves no URL token of an ordinary key in a debug line or hook record of the envelope wire", async () => {
    const seen = sinks();
    const { bridge, next, send } = setup(seen.options);
    const answer = bridge.call("svc", "get_env", undefined);
    send(svcResponse(await next(), "ok", { file: { download_url: FILE_URL, name: "Deck" } }));
    await answer;
    bridge.emit("file_opened", { link: FILE_URL });
    await flush();
    expect(seen.shown()).not.toContain(SECRET);
    expect(seen.shown()).toContain("https://cdn.example.com/deck.pdf?access_token=[redacted]&v=2");
    expect(seen.records.find((r) => r.kind == "request")?.value).toEqual({
      file: {
        download_url: "https://cdn.example.com/deck.pdf?access_token=[redacted]&v=2",
        name: "Deck",
      },
    });
  });

  it("redacts the platform wire's raw frames, sent and received, in debug lines and hook records", async () => {
    platformPage((name) => ({
      ok: true,
      data: name == "ui_select_content" ? { download_url: FILE_URL } : undefined,
    }));
    const seen = sinks();
    const bridge = createBridge({ hostOrigin: HOST, ...seen.options });
    await expect(
      bridge.call("svc", "ui_select_content", { source_url: FILE_URL }),
    ).resolves.toEqual({
      download_url: FILE_URL,
    });
    bridge.dispose();
    // the frames were logged (post-robot's frame key is in the lines), with the token masked
    expect(seen.lines.some((line) => line.includes("__post_robot_10_0_46__"))).toBe(true);
    expect(seen.shown()).not.toContain(SECRET);
    expect(seen.lines.join("\n")).toContain("access_token=[redacted]&v=2");
  });

  it("redacts a URL token in the host's error message in the hook record", async () => {
    platformPage(() => ({
      ok: false,
      error: { message: `could not fetch ${FILE_URL}`, code: "FETCH_FAILED" },
    }));
    const seen = sinks();
    const bridge = createBridge({ hostOrigin: HOST, ...seen.options });
    await expect(bridge.call("svc", "ui_select_content", {})).rejects.toThrow(SECRET);
    bridge.dispose();
    const failed = seen.records.find((r) => r.kind == "request");
    expect(failed?.error).toContain("access_token=[redacted]");
    expect(seen.shown()).not.toContain(SECRET);
  });
});
