import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { schemaFiles as generate } from "../scripts/schemas.mjs";

const SRC = new URL("../src/", import.meta.url);
const copies: string[] = [];

/** A copy of src/ with `edit` applied to one file, for the generator to read. */
function editedSource(path: string, edit: (text: string) => string): URL {
  const dir = mkdtempSync(join(tmpdir(), "hb-schemas-"));
  copies.push(dir);
  cpSync(SRC, dir, { recursive: true });
  const file = join(dir, path);
  const before = readFileSync(file, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
  return pathToFileURL(`${dir}/`);
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the schema generator", () => {
  it("writes a field added to a type into the type's schema", () => {
    const root = editedSource("types/crm.ts", (text) =>
      text.replace("  query: string;\n", "  query: string;\n  limit?: number;\n"),
    );
    const crm = generate({ root })["schemas/crmSchemas.ts"];
    expect(crm).toMatch(
      /CRMQueryPayloadSchema = z\.object\(\{ query: z\.string\(\), limit: z\.number\(\)\.optional\(\)/,
    );
    expect(generate()["schemas/crmSchemas.ts"]).not.toContain("limit");
  });

  it("takes an operation's schemas from its registry row", () => {
    const root = editedSource("registry.ts", (text) =>
      text.replace(
        "ui_toast: 0 as Op<UiToastRequest, void>",
        "ui_toast: 0 as Op<UiAppResizeRequest, boolean>",
      ),
    );
    const operations = generate({ root })["schemas/operations.ts"];
    expect(operations).toContain(
      "ui_toast: { request: UiAppResizeRequestSchema, response: z.boolean() },",
    );
    expect(generate()["schemas/operations.ts"]).toContain(
      "ui_toast: { request: OpenRecordSchema, response: IgnoredBodySchema },",
    );
  });

  it("keeps the rules a type cannot say on the fields of the table", () => {
    const files = generate();
    expect(files["schemas/selectionSchemas.ts"]).toContain(
      "min_selections: z.number(minSelectionsRule).int(minSelectionsRule).min(0, minSelectionsRule).max(999, minSelectionsRule).optional()",
    );
    expect(files["schemas/selectionSchemas.ts"]).toContain(
      'content_type: SelectContentTypeSchema.default("content")',
    );
    expect(files["schemas/platformFilesSchemas.ts"]).toContain("file_id: z.string().min(1)");
  });

  it("refuses a shape it cannot check, naming the field", () => {
    const root = editedSource("types/crm.ts", (text) =>
      text.replace("  query: string;\n", "  query: string;\n  onResult?: () => void;\n"),
    );
    expect(() => generate({ root })).toThrow(
      "CRMQueryPayload.onResult: no schema for the type `() => void`",
    );
  });

  it("writes the host records' schemas from their types, the fields the platform documents checked", () => {
    const files = generate();
    expect(files["schemas/recordsSchemas.ts"]).toContain(
      "export const UserSchema = z.looseObject({",
    );
    expect(files["schemas/contentRecordsSchemas.ts"]).toMatch(
      /export const CanvasSchema = z\.looseObject\(\{\n?\s*id: z\.string\(\),[\s\S]*account: AccountSchema/,
    );
  });
});
