import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CRMUpsertPayloadSchema,
  UiOpenCollectionPlayerOverlayRequestSchema,
  UiSelectContentRequestSchema,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";

const describeFailure = (
  schema: z.ZodType,
  value: unknown,
  options?: Parameters<typeof describeZodIssues>[1],
) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected the parse to fail");
  return describeZodIssues(result.error, options);
};

describe("describeZodIssues", () => {
  it("names the field and the spec's rule", () => {
    expect(describeFailure(UiSelectContentRequestSchema, { min_selections: 1000 })).toEqual([
      "min_selections: must be an integer from 0 to 999",
    ]);
  });

  it("writes nested paths with dots and array indexes", () => {
    expect(
      describeFailure(UiOpenCollectionPlayerOverlayRequestSchema, {
        name: "Deck",
        groups: [{ id: "f1", name: "a" }, { name: 2 }],
      }),
    ).toEqual([
      "groups[1].id: is required (expected a string)",
      "groups[1].name: must be a string, received a number",
    ]);
  });

  it("quotes keys that are not identifiers", () => {
    const schema = z.object({ routes: z.record(z.string(), z.object({ path: z.string() })) });
    expect(describeFailure(schema, { routes: { "app-1": { path: 3 } } })).toEqual([
      'routes["app-1"].path: must be a string, received a number',
    ]);
  });

  it("reports every failing field, in order", () => {
    expect(describeFailure(CRMUpsertPayloadSchema, { records: "x", service: "crm_z" })).toEqual([
      "sobject: is required (expected a string)",
      "external_id_field: is required (expected a string)",
      "records: must be an array, received a string",
      'service: must be one of "crm_a", "crm_b", "crm_c"',
    ]);
  });

  it("names the value itself 'payload' unless told otherwise", () => {
    expect(describeFailure(z.object({ a: z.string() }), null)).toEqual([
      "payload: must be an object, received null",
    ]);
    expect(describeFailure(z.object({ a: z.string() }), undefined, { root: "body" })).toEqual([
      "body: is required (expected an object)",
    ]);
  });

  it("describes sizes, bounds, formats, literals and unknown keys", () => {
    expect(describeFailure(z.string().min(2), "a")).toEqual([
      "payload: must contain at least 2 characters",
    ]);
    expect(describeFailure(z.array(z.string()).max(1), ["a", "b"])).toEqual([
      "payload: must contain at most 1 item",
    ]);
    expect(describeFailure(z.number().gt(0), 0)).toEqual(["payload: must be greater than 0"]);
    expect(describeFailure(z.number().lte(5), 6)).toEqual(["payload: must be at most 5"]);
    expect(describeFailure(z.number().multipleOf(5), 7)).toEqual([
      "payload: must be a multiple of 5",
    ]);
    expect(describeFailure(z.number().int(), 1.5)).toEqual(["payload: must be an integer"]);
    expect(describeFailure(z.email(), "nope")).toEqual(["payload: must be a valid email"]);
    expect(describeFailure(z.string().startsWith("https://"), "http://x")).toEqual([
      'payload: must start with "https://"',
    ]);
    expect(describeFailure(z.literal("SVC_REQUEST"), "SVC_EVENT")).toEqual([
      'payload: must be "SVC_REQUEST"',
    ]);
    expect(describeFailure(z.strictObject({ a: z.string() }), { a: "x", b: 1, c: 2 })).toEqual([
      'payload: must not contain the keys "b", "c"',
    ]);
  });

  it("lists the alternatives of a union that nothing matched", () => {
    expect(describeFailure(z.union([z.string(), z.object({ a: z.number() })]), { a: "x" })).toEqual(
      [
        "payload: must match one of the allowed shapes (value: must be a string, received an object | a: must be a number, received a string)",
      ],
    );
  });

  it("keeps custom messages as they are", () => {
    const schema = z
      .string()
      .refine((value) => value.length > 3, { error: "is too short for a canvas name" });
    expect(describeFailure(z.object({ name: schema }), { name: "ab" })).toEqual([
      "name: is too short for a canvas name",
    ]);
  });

  it("reads the received type from the input when the parse reports it", () => {
    const result = z.object({ a: z.string() }).safeParse({ a: [1] }, { reportInput: true });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeZodIssues(result.error)).toEqual(["a: must be a string, received an array"]);
  });
});
