import type { Shape } from "./registry.mjs";
/** Text safe in Markdown prose and table cells. */
export declare function prose(text: string): string;
/** Inline code safe in a table cell. */
export declare function code(text: string): string;
/** The name column of the row an open record ends with. */
export declare const OPEN_ROW: string;
/** The field table of a shape (Markdown), or "" for a type without fields. */
export declare function fieldTable(shape: Shape, typeLink?: (name: string) => string): string;
/** Doc-comment text as page prose, `{@link Name}` linked with `typeLink`. */
export declare function docProse(text: string, typeLink: (name: string) => string): string;
/** The `## Request` or `## Response` section of an operation page. */
export declare function shapeSection(
  title: string,
  shape: Shape,
  side: "request" | "response",
  typeLink: (name: string) => string,
): string;
/** A field table read back from Markdown. */
export declare function readFieldTable(
  markdown: string,
): { name: string; type: string; required: boolean }[];
