// Every request the unmodified client can send is answered as the platform would: each method of
// `@pitcher/js-api` 1.26.0's API objects (enumerated from the client itself, see
// fixtures/clientSweepApp.ts) is called once in our host simulator with a realistic payload (its row of
// helpers/clientSweepPayloads.ts), and no request may be answered "unknown operation" or refused. The
// client's script-tag build as the registry ships it; Chromium.
import { afterEach, describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/host-simulator";
import { mountFrame, OTHER, reportsOf } from "./helpers/frames";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe("a sweep over every method of the platform's client", () => {
  it(
    "gets every request answered, none as an unknown operation nor refused",
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
      // every method the client has carries a row of the payload table (helpers/clientSweepPayloads.ts)
      expect(done.missing).toEqual([]);
      expect(calls.length).toBeGreaterThan(50);
      const unknown = host.requests
        .filter((request) => !request.known || request.error?.code === "UNKNOWN_OPERATION")
        .map((request) => request.type);
      expect([...new Set(unknown)]).toEqual([]);
      // realistic payloads over ids the simulator holds: the platform answers each, so no refusal
      const refused = host.requests
        .filter((request) => request.error)
        .map(
          (request) =>
            `${request.type}: ${JSON.stringify(request.error)} (sent ${JSON.stringify(request.payload)})`,
        );
      expect(refused).toEqual([]);
      // and each call settles with the host's answer, but `updateLocation`: the client sends it to the
      // topmost Pitcher window it can read (its getTopPitcherWindow), its own when the parent is of
      // another origin, as here and on the platform, so no host ever sees it
      const notResolved = calls.filter((call) => call.outcome !== "resolved");
      expect(notResolved.map((call) => call.method).sort()).toEqual([
        "updateLocation",
        "update_location",
      ]);
      expect(
        notResolved.every((call) =>
          /No handler found for post message: ui_update_location/.test(call.outcome),
        ),
      ).toBe(true);
      expect(host.requests.some((request) => request.type === "ui_update_location")).toBe(false);
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
