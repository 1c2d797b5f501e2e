// Every request the unmodified client can send is answered as the platform would: each method of
// `@pitcher/js-api` 1.26.0's API objects (enumerated from the client itself, see
// fixtures/clientSweepApp.ts) is called once in our host simulator, and no request it builds may be
// answered "unknown operation". The client's script-tag build as the registry ships it; Chromium.
import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/host-simulator";
import { mountFrame, OTHER, reportsOf } from "./helpers/frames";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe("a sweep over every method of the platform's client", () => {
  it(
    "gets none of the client's requests answered as an unknown operation or refused for what the client built",
    { timeout: 120_000 },
    async () => {
      const iframe = mountFrame("clientSweepApp.html", cleanups, "", OTHER);
      const host = createHost({
        iframe,
        appOrigin: OTHER,
        location: "ui",
        mode: "WEB",
        interactive: "auto",
        appSetDataOnReady: false,
      });
      cleanups.push(() => host.dispose());
      const app = reportsOf(() => iframe.contentWindow, cleanups);
      const done = await app.next("done", 110_000);
      const calls = done.calls as { api: string; method: string; outcome: string }[];
      expect(calls.length).toBeGreaterThan(50);
      const unknown = host.requests
        .filter((request) => !request.known || request.error?.code === "UNKNOWN_OPERATION")
        .map((request) => request.type);
      expect([...new Set(unknown)]).toEqual([]);
      // (the sweep sends empty payloads: a refusal may only name a field the app left out, never one
      // the client itself put into the payload it sent)
      const builtByClient = host.requests.flatMap((request) => {
        if (request.error?.code !== "INVALID_PAYLOAD") return [];
        const sent = request.payload && typeof request.payload === "object" ? request.payload : {};
        return (request.error.issues ?? [])
          .filter((issue) => Object.hasOwn(sent, issue.split(/[.:[]/)[0]!))
          .map((issue) => `${request.type}: ${issue} (sent ${JSON.stringify(sent)})`);
      });
      expect(builtByClient).toEqual([]);
      // the spec's ui_prompt_assistant under the platform's names: answered, its chunks streamed first
      const pia = done.pia as {
        answer: { body?: { id: string; response: string } };
        chunks: { id: string; chunk: string; partial_response: string }[];
      };
      expect(pia.answer.body).toMatchObject({ id: "pia-1", response: expect.any(String) });
      expect(pia.chunks.length).toBeGreaterThan(0);
      expect(pia.chunks.every((chunk) => chunk.id === "pia-1")).toBe(true);
      expect(pia.chunks.at(-1)!.partial_response).toBe(pia.answer.body!.response);
    },
  );
});
