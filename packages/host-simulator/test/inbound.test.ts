import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { link, settle } from "./helpers/setup";

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is string => typeof v === "string" && v !== "";

/** The id a well-formed app -> host request carries (docs/protocol.md "Envelope kinds"), else undefined. */
function requestId(message: unknown): string | undefined {
  if (!isObj(message)) return undefined;
  if (message.type === "SVC_REQUEST") {
    const r = message.request;
    return isObj(r) && isId(r.id) && isId(r.type) ? r.id : undefined;
  }
  if (message.type === "ADMIN_REQUEST" || message.type === "DSR_REQUEST") {
    return isId(message.id) && isObj(message.body) && isId(message.body.type)
      ? message.id
      : undefined;
  }
  return undefined;
}

function responseId(message: unknown): string | undefined {
  if (!isObj(message)) return undefined;
  if (message.type === "SVC_RESPONSE")
    return isObj(message.request) ? (message.request.id as string) : undefined;
  return message.type === "ADMIN_RESPONSE" || message.type === "DSR_RESPONSE"
    ? (message.id as string)
    : undefined;
}

const types = fc.constantFrom(
  "get_env",
  "ui_app_resize",
  "ui_select_content",
  "admin_get_file",
  "dsr_get_env",
  "crm_query",
  "nope",
);
const almostEnvelope = fc.oneof(
  fc.record(
    {
      type: fc.constantFrom("SVC_REQUEST", "SVC_EVENT", "SVC_RESPONSE", "UI_MESSAGE"),
      request: fc.oneof(
        fc.anything(),
        fc.record(
          {
            id: fc.oneof(fc.uuid(), fc.integer(), fc.constant("")),
            type: fc.oneof(types, fc.string()),
            body: fc.anything(),
          },
          { requiredKeys: ["id"] },
        ),
      ),
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    {
      id: fc.oneof(fc.uuid(), fc.integer(), fc.constant("")),
      type: fc.constantFrom("ADMIN_REQUEST", "DSR_REQUEST", "ADMIN_RESPONSE", "DSR_MESSAGE"),
      body: fc.oneof(
        fc.anything(),
        fc.record(
          { type: fc.oneof(types, fc.string()), data: fc.anything() },
          { requiredKeys: ["type"] },
        ),
      ),
    },
    { requiredKeys: ["type"] },
  ),
  fc.anything(),
);

describe("arbitrary inbound values", () => {
  it("never crash the host, get exactly one response when well formed and none otherwise", async () => {
    const onError = vi.fn();
    const l = link({ interactive: "auto", appSetDataOnReady: false, onError });
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(almostEnvelope, { minLength: 1, maxLength: 5 }),
          async (values) => {
            const start = l.received.length;
            const expected: string[] = [];
            for (const value of values) {
              let cloneable = true;
              try {
                structuredClone(value);
              } catch {
                cloneable = false;
              }
              if (!cloneable) continue;
              l.appEnd.send(value as object);
              const id = requestId(value);
              if (id !== undefined) expected.push(id);
            }
            await settle(5);
            const ids = l.received
              .slice(start)
              .map(responseId)
              .filter((id) => id !== undefined);
            expect(ids.sort()).toEqual(expected.sort());
          },
        ),
        { numRuns: 150 },
      );
      await expect(l.bridge.request("ui_app_loaded")).resolves.toMatchObject({
        response: { status: "ok" },
      });
      expect(onError).not.toHaveBeenCalled();
    } finally {
      l.dispose();
    }
  });
});
