// The field tables of the operation pages say what the code accepts: each row, rendered by the
// function the generator uses (scripts/shapeSection.mjs) from the TypeScript types, is compared with
// the operation's zod schema, the definition the host simulator and the SDK check payloads with at
// run time. A field the schema has and the page lacks, a `null` the page drops, a required field
// shown optional, or an open record shown closed fails here.
import { describe, expect, it } from "vitest";
import { OPERATION_SCHEMAS } from "@hostbridge/protocol-types/schemas";
import { operations, readShapes } from "../scripts/registry.mjs";
import { OPEN_ROW, readFieldTable, shapeSection } from "../scripts/shapeSection.mjs";

/** The zod 4 internals this test reads: a schema's definition and its parse. */
interface Schema {
  def: {
    type: string;
    shape?: Record<string, Schema>;
    catchall?: Schema;
    innerType?: Schema;
    left?: Schema;
    right?: Schema;
  };
  safeParse(value: unknown): { success: boolean };
}

/** The object a schema describes (`.optional()` unwrapped, an intersection merged), or undefined. */
function objectOf(schema: Schema): { shape: Record<string, Schema>; open: boolean } | undefined {
  const def = schema.def;
  if (def.type === "optional" && def.innerType) return objectOf(def.innerType);
  if (def.type === "intersection" && def.left && def.right) {
    const left = objectOf(def.left);
    const right = objectOf(def.right);
    if (!left || !right) return undefined;
    return { shape: { ...left.shape, ...right.shape }, open: left.open && right.open };
  }
  if (def.type !== "object" || !def.shape) return undefined;
  return {
    shape: def.shape,
    open: def.catchall !== undefined && def.catchall.def.type !== "never",
  };
}

/** Whether a page's type admits `null` (`unknown` admits everything). */
const nullable = (type: string) => type === "unknown" || type.split(" | ").includes("null");
const ops = operations();
const shapes = readShapes(ops);
const schemas = OPERATION_SCHEMAS as unknown as Record<
  string,
  { request: Schema; response: Schema }
>;

describe("the operation pages' field tables", () => {
  it("list every field of the operation's schema, with its null, whether it is required, and whether the record is open", () => {
    const differences: string[] = [];
    let compared = 0;
    for (const op of ops) {
      for (const side of ["request", "response"] as const) {
        const schema = objectOf(schemas[op.type]![side]);
        const shape = shapes.get(op.type)![side];
        if (!schema || shape.text === "void") continue;
        const page = shapeSection("Shape", shape, side, (name: string) => name);
        const rows = readFieldTable(page);
        const where = `${op.type} ${side}`;
        for (const [name, field] of Object.entries(schema.shape)) {
          compared++;
          const row = rows.find((r) => r.name === name);
          if (!row) {
            differences.push(`${where}: the schema has "${name}", the page does not`);
            continue;
          }
          const required = !field.safeParse(undefined).success;
          // `unknown` admits undefined, so a parse cannot tell a required key from an optional one
          if (row.type !== "unknown" && row.required !== required)
            differences.push(
              `${where}.${name}: required ${String(required)} in the schema, ${String(row.required)} on the page`,
            );
          if (nullable(row.type) !== field.safeParse(null).success)
            differences.push(
              `${where}.${name}: null ${field.safeParse(null).success ? "accepted" : "refused"} by the schema, page type \`${row.type}\``,
            );
        }
        for (const row of rows) {
          if (row.name !== OPEN_ROW && !(row.name in schema.shape))
            differences.push(`${where}: the page lists "${row.name}", the schema does not`);
        }
        const open = rows.some((r) => r.name === OPEN_ROW);
        if (open !== schema.open)
          differences.push(
            `${where}: ${schema.open ? "open" : "closed"} in the schema, ${open ? "open" : "closed"} on the page`,
          );
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(200);
  }, 120_000);

  it("show the null of a nullable field and the fields of an intersection", () => {
    const table = (type: string, side: "request" | "response") =>
      readFieldTable(shapeSection("Shape", shapes.get(type)![side], side, (name: string) => name));
    expect(table("ui_preselect_crm_meeting_id", "response")).toContainEqual({
      name: "event",
      type: "CrmEvent | null",
      required: true,
    });
    expect(table("get_files", "response")).toContainEqual({
      name: "next",
      type: "string | null",
      required: false,
    });
    expect(table("create_file", "request").map((r) => r.name)).toEqual(
      expect.arrayContaining(["name", "folder_id", "type", "path"]),
    );
    // (the file record: its platform fields, the open row last)
    const file = table("dsr_get_file", "response");
    expect(file[0]).toEqual({ name: "id", type: "string", required: true });
    expect(file.map((r) => r.name)).toEqual(
      expect.arrayContaining(["name", "content_type", "size", "folder", "created_by"]),
    );
    expect(file.at(-1)?.name).toBe(OPEN_ROW);
  }, 120_000);

  it("name an interface of the language's library (render_page_as_image's ArrayBuffer) instead of listing its methods", () => {
    const response = shapes.get("render_page_as_image")!.response;
    expect(response.text).toBe("ArrayBuffer");
    expect(response.fields).toEqual([]);
    expect(shapeSection("Response", response, "response", (name: string) => name)).not.toContain(
      "__@",
    );
    // a helper of the library over our type still shows our type's fields
    expect(shapes.get("get_themes")!.request.fields.map((f) => f.name)).toContain("name");
  });
});
