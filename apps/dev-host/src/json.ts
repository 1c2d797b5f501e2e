// JSON text helpers for the editors.

/** The outcome of parsing editor text. */
export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** Parses JSON text; an empty text is `undefined` when `allowEmpty`. Errors say where and what. */
export function parseJson(text: string, allowEmpty = false): Parsed {
  if (text.trim() === "") {
    return allowEmpty
      ? { ok: true, value: undefined }
      : { ok: false, message: "enter a JSON value (an empty text is not valid here)" };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return {
      ok: false,
      message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Pretty JSON for editors and the log (`undefined` shows as an empty text). */
export function pretty(value: unknown): string {
  return value === undefined ? "" : JSON.stringify(value, null, 2);
}
