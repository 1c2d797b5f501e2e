// The operations the spec renamed go by the platform's names on the platform wire, as its existing
// client sends them: HostBridge's useUi() posts `ui_prompt_pia` (not `ui_prompt_assistant`) and hears
// `ui_prompt_pia_response_streamed`; the mock host, as the platform's hosts, has no handler for the
// spec's name there (post-robot's error), and both wires keep working with the spec's names on the
// envelopes.
import { decodePostRobotFrame, encodePlatformRequest } from "@hostbridge/protocol-types/wire";
import { useUi as usePlatformUi } from "@hostbridge/ui-api/platform";
import { useUi as useEnvelopeUi } from "@hostbridge/ui-api/envelopes";
import { afterEach, describe, expect, it } from "vitest";
import { createMockHost } from "../src/index";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((clean) => clean()));

function mockHost(wire: "platform" | "envelopes") {
  const mock = createMockHost({ location: "ui", mode: "WEB", wire, interactive: "manual" });
  cleanups.push(() => mock.dispose());
  return mock;
}

describe("operations the spec renamed, on each wire", () => {
  it("streams a prompt on the platform wire under the platform's names", async () => {
    const mock = mockHost("platform");
    const ui = usePlatformUi({ transport: mock.transport });
    cleanups.push(() => ui.dispose());
    const stream = ui.streamPromptAssistant({ id: "p1", prompt: "Summarize" });
    const request = await mock.host.waitForRequest("ui_prompt_assistant");
    const sent = mock.host.traffic.find(
      (entry) => entry.kind === "request" && entry.id === request.id,
    );
    expect(String(sent?.envelope)).toContain('"name":"ui_prompt_pia"');
    void mock.host.streamPromptAssistant(request.id, ["A 3-", "year"]);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk.chunk);
    expect(chunks).toEqual(["A 3-", "year"]);
    await expect(stream.response).resolves.toEqual({ id: "p1", response: "A 3-year" });
  });

  it("keeps the spec's names on the envelopes", async () => {
    const mock = mockHost("envelopes");
    const ui = useEnvelopeUi({ transport: mock.transport });
    cleanups.push(() => ui.dispose());
    const stream = ui.streamPromptAssistant({ id: "p2", prompt: "hi" });
    const request = await mock.host.waitForRequest("ui_prompt_assistant");
    void mock.host.streamPromptAssistant(request.id, ["Hel", "lo"]);
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk.chunk);
    expect(chunks).toEqual(["Hel", "lo"]);
  });

  it("has no handler for the spec's name on the platform wire, as the platform's hosts", async () => {
    const mock = mockHost("platform");
    const frames: unknown[] = [];
    cleanups.push(mock.transport.listen((data) => frames.push(data)));
    mock.transport.send(
      encodePlatformRequest("ui_prompt_assistant", "x1", { id: "p", prompt: "q" }),
    );
    await expect.poll(() => frames.length).toBeGreaterThan(0);
    const answer = decodePostRobotFrame(frames[0])?.find((message) => "ack" in message);
    expect(answer).toMatchObject({ ack: "error" });
    expect(JSON.stringify(answer)).toContain(
      "No handler found for post message: ui_prompt_assistant",
    );
    const dropped = mock.host.traffic.filter((entry) => entry.kind === "dropped");
    expect(dropped.at(-1)?.reason).toContain("the platform's hosts know it as ui_prompt_pia");
    expect(mock.host.requests.map((request) => request.type)).not.toContain("ui_prompt_assistant");
  });

  it("names the platform's name of a renamed message sent as a request, not the spec's again", async () => {
    const mock = mockHost("platform");
    const frames: unknown[] = [];
    cleanups.push(mock.transport.listen((data) => frames.push(data)));
    mock.transport.send(
      encodePlatformRequest("ui_prompt_assistant_response_streamed", "x2", { id: "p" }),
    );
    await expect.poll(() => frames.length).toBeGreaterThan(0);
    const dropped = mock.host.traffic.filter((entry) => entry.kind === "dropped");
    expect(dropped.at(-1)?.reason).toContain(
      "the platform's hosts know it as ui_prompt_pia_response_streamed",
    );
  });
});
