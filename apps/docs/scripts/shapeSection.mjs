// The Request and Response sections of an operation page: the type's name (linked into the API
// reference), then one row per field as the TypeScript checker reads it (scripts/registry.mjs): its
// type with its `null`, whether it is required, its doc comment; and, for an open record, a last row
// that says other fields may come. test/operationFields.test.ts compares these rows with the
// operation's zod schema.

/** Text safe in Markdown prose and table cells (no Vue interpolation, no HTML, no cell break). */
export const prose = (text) =>
  text.replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/\{\{/g, "{ {").replace(/\n+/g, " ");
/** Inline code safe in a table cell. */
export const code = (text) => "`" + text.replace(/\|/g, "\\|").replace(/`/g, "'") + "`";

/**
 * Doc-comment text as page prose: a `{@link Name}` becomes a link into the API reference
 * (`typeLink(name)`, which may answer the name in code when the reference has no such heading).
 */
export const docProse = (text, typeLink) =>
  prose(text).replace(
    /\{@link(?:code|plain)?\s+([\w.]+)(?:\s*\\?\|\s*[^}]*|\s+[^}]*)?\}/g,
    (all, name) => typeLink(name),
  );

/** The row an open record ends with: the key it allows and what such a key holds. */
export const OPEN_ROW = "(any other key)";

/** The field table of a shape (Markdown), or "" for a type without fields. */
export function fieldTable(shape, typeLink = code) {
  if (!shape.fields.length && !shape.open.length) return "";
  return [
    "| field | type | required | what it is |",
    "| --- | --- | --- | --- |",
    ...shape.fields.map(
      (f) =>
        `| ${code(f.name)} | ${code(f.type)} | ${f.optional ? "" : "yes"} | ${docProse(f.doc, typeLink)} |`,
    ),
    ...shape.open.map(
      (index) =>
        `| ${OPEN_ROW} | ${code(index.type)} | | an open record: the host may send fields not listed here (keys: ${code(index.key)}); check one before you rely on it |`,
    ),
    "",
  ].join("\n");
}

/** The `## Request` or `## Response` section; `typeLink(name)` links a type into the API reference. */
export function shapeSection(title, shape, side, typeLink) {
  if (shape.text === "void") {
    return `## ${title}\n\n${side === "request" ? "None: the method takes no payload." : "None: the host answers with a status only."}\n`;
  }
  const named = shape.name ? typeLink(shape.name) : "";
  const head = named || code(shape.text);
  const notes = [
    shape.optional ? "optional: every field may be left out" : "",
    shape.open.length && !shape.fields.length
      ? "an open record: any fields, none of them known in advance"
      : shape.open.length
        ? "an open record: the fields below and any others the host sends"
        : "",
  ].filter(Boolean);
  const expansion =
    shape.name && shape.text !== shape.name && !shape.optional ? ` = ${code(shape.text)}` : "";
  return `## ${title}\n\n${head}${expansion}${notes.length ? ` (${notes.join("; ")})` : ""}\n\n${fieldTable(shape, typeLink)}`;
}

/**
 * Reads a field table back from a page's Markdown: `[{ name, type, required }]` (the test's view of
 * what a reader sees), the open-record row as `{ name: OPEN_ROW, ... }`.
 */
export function readFieldTable(markdown) {
  const unescape = (cell) => cell.trim().replace(/^`|`$/g, "").replace(/\\\|/g, "|");
  return markdown
    .split("\n")
    .filter(
      (line) => line.startsWith("| ") && !line.startsWith("| field") && !line.startsWith("| ---"),
    )
    .map((line) => {
      const cells = line.slice(2, -2).split(/ (?<!\\)\| /);
      return {
        name: unescape(cells[0]),
        type: unescape(cells[1]),
        required: cells[2].trim() === "yes",
      };
    });
}
