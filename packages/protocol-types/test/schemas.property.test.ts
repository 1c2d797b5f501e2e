import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ADMIN_API_REQUEST_SCHEMAS,
  ADMIN_MESSAGE_SCHEMAS,
  AppToHostEnvelopeSchema,
  DSR_API_REQUEST_SCHEMAS,
  DSR_MESSAGE_SCHEMAS,
  EVENT_SCHEMAS,
  HIGH_LEVEL_API_REQUEST_SCHEMAS,
  HostToAppEnvelopeSchema,
  ServiceEventSchema,
  UI_API_REQUEST_SCHEMAS,
  UI_MESSAGE_SCHEMAS,
  UiPrintCanvasRequestSchema,
  UiSelectContentRequestSchema,
  UpdateLocationPitcherEventSchema,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";

const ALL_SCHEMAS: [string, z.ZodType][] = [
  ...Object.entries(UI_API_REQUEST_SCHEMAS),
  ...Object.entries(ADMIN_API_REQUEST_SCHEMAS),
  ...Object.entries(DSR_API_REQUEST_SCHEMAS),
  ...Object.entries(HIGH_LEVEL_API_REQUEST_SCHEMAS),
  ...Object.entries(UI_MESSAGE_SCHEMAS),
  ...Object.entries(ADMIN_MESSAGE_SCHEMAS),
  ...Object.entries(DSR_MESSAGE_SCHEMAS),
  ...Object.entries(EVENT_SCHEMAS),
  ["ServiceEventSchema", ServiceEventSchema],
  ["AppToHostEnvelopeSchema", AppToHostEnvelopeSchema],
  ["HostToAppEnvelopeSchema", HostToAppEnvelopeSchema],
];

/** Values an untrusted peer might send: JSON, but also objects with odd keys and non-JSON values. */
const inbound = fc.oneof(
  fc.jsonValue(),
  fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
  }),
  fc.dictionary(fc.string(), fc.jsonValue()),
);

const MESSAGE = /^(payload|[A-Za-z_$][\w$]*|\[)[^:]*: \S.*$/s;

describe("schemas on untrusted input", () => {
  it("never throw, and explain every rejection with `path: rule` messages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_SCHEMAS), inbound, ([name, schema], value) => {
        const result = schema.safeParse(value);
        if (result.success) return;
        const messages = describeZodIssues(result.error);
        expect(messages.length, name).toBeGreaterThan(0);
        for (const message of messages) expect(message, name).toMatch(MESSAGE);
      }),
      { numRuns: 600 },
    );
  });

  it("never accept an envelope whose type is not a protocol type", () => {
    const known = new Set([
      "SVC_REQUEST",
      "SVC_RESPONSE",
      "SVC_EVENT",
      "ADMIN_REQUEST",
      "ADMIN_RESPONSE",
      "ADMIN_MESSAGE",
      "DSR_REQUEST",
      "DSR_RESPONSE",
      "DSR_MESSAGE",
      "UI_MESSAGE",
      ...Object.keys(UI_MESSAGE_SCHEMAS),
    ]);
    fc.assert(
      fc.property(
        fc.record({
          id: fc.uuid(),
          type: fc.string(),
          request: fc.jsonValue(),
          body: fc.jsonValue(),
        }),
        (value) => {
          fc.pre(!known.has(value.type));
          expect(HostToAppEnvelopeSchema.safeParse(value).success).toBe(false);
          expect(AppToHostEnvelopeSchema.safeParse(value).success).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the spec's rules hold for every value", () => {
  it("min_selections passes exactly for integers 0..999", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.double({ noNaN: false })),
        (min) => {
          const ok = UiSelectContentRequestSchema.safeParse({ min_selections: min });
          const expected = Number.isInteger(min) && min >= 0 && min <= 999;
          expect(ok.success).toBe(expected);
          if (!ok.success) {
            expect(describeZodIssues(ok.error)).toEqual([
              "min_selections: must be an integer from 0 to 999",
            ]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("notify_url passes exactly for https URLs", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["http", "https", "ftp", "wss"] }), (url) => {
        const ok = UiPrintCanvasRequestSchema.safeParse({
          id: "canvas-1",
          notify_url: url,
        }).success;
        expect(ok).toBe(url.startsWith("https://"));
      }),
      { numRuns: 300 },
    );
  });

  it("every update-location action with its fields is accepted, and a wrong action never is", () => {
    const route = fc.record({
      path: fc.string(),
      query: fc.dictionary(fc.string(), fc.jsonValue()),
    });
    const flags = {
      is_inactive: fc.boolean(),
      is_mounted: fc.boolean(),
      is_restoring: fc.boolean(),
    };
    const action = fc.oneof(
      fc.record({ action: fc.constant("register"), child_app: fc.string() }),
      fc.record({
        action: fc.constantFrom("unregister", "mounted", "get_routes_request"),
        app: fc.string(),
      }),
      fc.record({ action: fc.constant("update"), routes: fc.dictionary(fc.string(), route) }),
      fc.record({
        action: fc.constant("restore"),
        routes: fc.dictionary(
          fc.string(),
          fc
            .record(
              { ...flags, path: fc.string(), query: fc.constant({}) },
              { requiredKeys: ["path", "query", "is_inactive", "is_restoring"] },
            )
            .map(({ is_mounted: _drop, ...rest }) => rest),
        ),
      }),
      fc.record({
        action: fc.constant("restore_completed"),
        app: fc.string(),
        path: fc.string(),
        query: fc.constant({}),
      }),
      fc.record({
        action: fc.constant("get_routes_response"),
        app: fc.string(),
        routes: fc.dictionary(
          fc.string(),
          fc.record({ ...flags, path: fc.string(), query: fc.constant({}) }),
        ),
      }),
    );
    fc.assert(
      fc.property(action, fc.string(), (value, otherAction) => {
        expect(UpdateLocationPitcherEventSchema.safeParse(value).success).toBe(true);
        fc.pre(
          ![
            "register",
            "unregister",
            "mounted",
            "update",
            "restore",
            "restore_completed",
            "get_routes_request",
            "get_routes_response",
          ].includes(otherAction),
        );
        expect(
          UpdateLocationPitcherEventSchema.safeParse({ ...value, action: otherAction }).success,
        ).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
