import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  HIGH_LEVEL_API_METHOD_TYPES,
  INTERACTIVE_METHOD_TYPES,
  UI_API_METHOD_TYPES,
} from "@hostbridge/protocol-types";
import {
  ADMIN_API_RESPONSE_SCHEMAS,
  DSR_API_RESPONSE_SCHEMAS,
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  ServiceResponseSchema,
  UI_API_RESPONSE_SCHEMAS,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";
import type { z } from "zod";
import { afterEach, describe, expect, it } from "vitest";
import type { Mode } from "@hostbridge/protocol-types";
import { IOS_ONLY, VALID_PAYLOADS, WEB_ONLY } from "./helpers/payloads";
import { link } from "./helpers/setup";
import type { Linked } from "./helpers/setup";

let linked: Linked | undefined;
afterEach(() => {
  linked?.dispose();
  linked = undefined;
});

function expectValid(schema: z.ZodType, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  expect(result.success ? [] : describeZodIssues(result.error), what).toEqual([]);
}

const modeFor = (type: string): Mode => (IOS_ONLY.has(type) ? "IOS" : "WEB");

/**
 * The envelope with a body the spec's `ServiceResponse` shows (a record): the platform's operations
 * also answer booleans, lists, strings and binary data (`is_fullscreen`, `get_languages`, ...),
 * which its hosts put in `response.body` as they are.
 */
const withRecordBody = (envelope: { response: { body?: unknown } }) =>
  typeof envelope.response.body === "object" &&
  envelope.response.body !== null &&
  !Array.isArray(envelope.response.body) &&
  !(envelope.response.body instanceof ArrayBuffer)
    ? envelope
    : { ...envelope, response: { ...envelope.response, body: undefined } };

/** High-level requests the simulator answers itself as platform-wire bookkeeping (not recorded). */
const BOOKKEEPING = new Set(["subscribe", "unsubscribe", "broadcast"]);

describe("every operation round-trips through the app-side bridge", () => {
  it.each([...UI_API_METHOD_TYPES])(
    "UI %s answers ok with a response that passes its schema",
    async (type) => {
      linked = link({ interactive: "auto", appSetDataOnReady: false });
      const envelope = await linked.bridge.request(
        type,
        VALID_PAYLOADS[type] as object | undefined,
      );
      expectValid(ServiceResponseSchema, envelope, "envelope");
      expect(envelope.request.type).toBe(type);
      expect(envelope.response.status).toBe("ok");
      expectValid(UI_API_RESPONSE_SCHEMAS[type], envelope.response.body, `${type} response`);
      const record = linked.host.requests.find((r) => r.type === type)!;
      expect(record).toMatchObject({
        env: "ui",
        status: "ok",
        known: true,
        id: envelope.request.id,
      });
    },
  );

  it.each([...HIGH_LEVEL_API_METHOD_TYPES])(
    "high-level %s answers ok with a response that passes its schema",
    async (type) => {
      linked = link({ interactive: "auto", mode: modeFor(type) });
      const envelope = await linked.bridge.request(
        type,
        VALID_PAYLOADS[type] as object | undefined,
      );
      expectValid(ServiceResponseSchema, withRecordBody(envelope), "envelope");
      expect(envelope.response.status).toBe("ok");
      expectValid(
        HIGH_LEVEL_API_RESPONSE_SCHEMAS[type],
        envelope.response.body,
        `${type} response`,
      );
      if (!BOOKKEEPING.has(type))
        expect(linked.host.requests.at(-1)).toMatchObject({ env: "impact", status: "ok", type });
    },
  );

  it.each([...ADMIN_API_METHOD_TYPES])(
    "admin %s answers with the request id and a body that passes its schema",
    async (type) => {
      linked = link({ interactive: "auto", location: "admin" });
      const body = await linked.bridge.requestAdmin(type, VALID_PAYLOADS[type]);
      expectValid(ADMIN_API_RESPONSE_SCHEMAS[type], body, `${type} response`);
      const record = linked.host.requests.at(-1)!;
      expect(record).toMatchObject({ env: "admin", status: "ok", type });
      expect(record.responseEnvelope).toMatchObject({ id: record.id, type: "ADMIN_RESPONSE" });
      expect(record.responseEnvelope).not.toHaveProperty("error");
    },
  );

  it.each([...DSR_API_METHOD_TYPES])(
    "DSR %s answers with the request id and a body that passes its schema",
    async (type) => {
      linked = link({ location: "dsr" });
      const body = await linked.bridge.requestDsr(type, VALID_PAYLOADS[type]);
      expectValid(DSR_API_RESPONSE_SCHEMAS[type], body, `${type} response`);
      expect(linked.host.requests.at(-1)!.responseEnvelope).toMatchObject({
        type: "DSR_RESPONSE",
        id: linked.host.requests.at(-1)!.id,
      });
    },
  );
});

describe("interactive operations", () => {
  it.each([...INTERACTIVE_METHOD_TYPES])(
    "%s stays pending until answered in manual mode",
    async (type) => {
      linked = link({ mode: "IOS" });
      const channel = type.startsWith("admin_") ? "admin" : "svc";
      let settled = false;
      const call =
        channel === "admin"
          ? linked.bridge.requestAdmin(type, VALID_PAYLOADS[type])
          : linked.bridge
              .request(type, VALID_PAYLOADS[type] as object | undefined)
              .then((r) => r.response.body);
      void call.then(() => (settled = true));
      const record = await linked.host.waitForRequest(type);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
      expect(record.status).toBe("pending");
      expect(linked.host.pending(type)).toEqual([record]);
      if (type === "ui_prompt_assistant") {
        linked.host.answer(type, { id: "prompt-0001", response: "Done." });
        await expect(call).resolves.toEqual({ id: "prompt-0001", response: "Done." });
      } else {
        linked.host.cancel(type);
        await expect(call).resolves.toEqual({ user_action: "cancelled" });
      }
      expect(linked.host.pending()).toEqual([]);
      expect(record.status).toBe("ok");
    },
  );
});

describe("platform-only CRM operations", () => {
  it.each([...WEB_ONLY])("%s is refused by an iOS host with UNSUPPORTED_PLATFORM", async (type) => {
    linked = link({ mode: "IOS" });
    await expect(
      linked.bridge.request(type, VALID_PAYLOADS[type as "crm_create"]),
    ).rejects.toMatchObject({
      body: { code: "UNSUPPORTED_PLATFORM", message: expect.stringContaining("only by Web hosts") },
    });
  });

  it.each([...IOS_ONLY])("%s is refused by a Web host with UNSUPPORTED_PLATFORM", async (type) => {
    linked = link({ mode: "WEB" });
    await expect(
      linked.bridge.request(type, VALID_PAYLOADS[type as "crm_smart_object_layout"]),
    ).rejects.toMatchObject({
      body: { code: "UNSUPPORTED_PLATFORM", message: expect.stringContaining("only by iOS hosts") },
    });
  });
});
