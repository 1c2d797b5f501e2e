// Where things are in a JSON text: the line and column of a syntax error (V8's messages say "at
// position 15", or nothing), and of the value at a path, so every problem of a JSON file a person
// edits (hostbridge.fixtures.json, app.json) can point at its line and column.

/** A place in a text, both 1-based. */
export interface TextPosition {
  line: number;
  column: number;
}

/** What {@link scanJson} finds: the first syntax error, or where each value starts. */
export interface JsonScan {
  /** Offset of the first syntax error; `undefined` when the text is valid JSON. */
  errorOffset: number | undefined;
  /** Offset where the value at each path starts (keys: `JSON.stringify(path)`), for valid JSON. */
  valueOffsets: Map<string, number>;
}

/** Scans `text` as JSON (RFC 8259), recording where each value starts. */
export function scanJson(text: string): JsonScan {
  const valueOffsets = new Map<string, number>();
  let i = 0;
  // (an escape at the very end, `"\`, steps past the text: the error is at its end)
  const fail = (): never => {
    throw new RangeError(String(Math.min(i, text.length)));
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i += 1;
  };
  const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const string = (): string => {
    const start = i;
    i += 1;
    while (i < text.length) {
      const char = text[i]!;
      if (char === '"') {
        i += 1;
        try {
          return JSON.parse(text.slice(start, i)) as string;
        } catch {
          i = start;
          return fail();
        }
      }
      if (char < " ") fail();
      i += char === "\\" ? 2 : 1;
    }
    return fail();
  };
  const value = (path: readonly (string | number)[]): void => {
    space();
    valueOffsets.set(JSON.stringify(path), i);
    const char = text[i];
    if (char === "{" || char === "[") {
      const close = char === "{" ? "}" : "]";
      i += 1;
      space();
      if (text[i] === close) {
        i += 1;
        return;
      }
      for (let index = 0; ; index += 1) {
        let key: string | number = index;
        if (close === "}") {
          space();
          if (text[i] !== '"') fail();
          key = string();
          space();
          if (text[i] !== ":") fail();
          i += 1;
        }
        value([...path, key]);
        space();
        if (text[i] === ",") i += 1;
        else if (text[i] === close) {
          i += 1;
          return;
        } else fail();
      }
    }
    if (char === '"') {
      string();
      return;
    }
    number.lastIndex = i;
    const match = number.exec(text);
    if (match) {
      i += match[0].length;
      return;
    }
    const literal = ["true", "false", "null"].find((word) => text.startsWith(word, i));
    if (!literal) fail();
    i += literal!.length;
  };
  try {
    value([]);
    space();
    if (i < text.length) fail();
    return { errorOffset: undefined, valueOffsets };
  } catch (error) {
    if (error instanceof RangeError) return { errorOffset: Number(error.message), valueOffsets };
    throw error;
  }
}

/** The offset of the first JSON syntax error in `text`, or `undefined` when it is valid JSON. */
export function jsonErrorOffset(text: string): number | undefined {
  return scanJson(text).errorOffset;
}

/** The line and column of `offset` in `text`. */
export function positionAt(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}

/** ` (line L, column C)` of the first syntax error of `text`; empty when it is valid JSON. */
export function syntaxErrorLocation(text: string): string {
  const { errorOffset } = scanJson(text);
  if (errorOffset === undefined) return "";
  const { line, column } = positionAt(text, errorOffset);
  return ` (line ${line}, column ${column})`;
}

/**
 * Where the value at `path` starts, or the nearest enclosing value that exists (a missing field
 * points at its object). `undefined` when `text` is not valid JSON.
 */
export function locatePath(
  scan: JsonScan,
  text: string,
  path: readonly PropertyKey[],
): TextPosition | undefined {
  if (scan.errorOffset !== undefined) return undefined;
  for (let length = path.length; length >= 0; length -= 1) {
    const key = JSON.stringify(
      path.slice(0, length).map((part) => (typeof part === "number" ? part : String(part))),
    );
    const offset = scan.valueOffsets.get(key);
    if (offset !== undefined) return positionAt(text, offset);
  }
  return undefined;
}
