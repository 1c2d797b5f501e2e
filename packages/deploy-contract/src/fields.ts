// Small readers for fields of a JSON value we did not define: each returns a value only when it has the
// expected type, so an answer of any shape can be searched without throwing.

/** A plain JSON object, or undefined. */
export function objectAt(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The first of `keys` in `scopes` (in order) whose value `read` accepts. */
export function firstField<T>(
  scopes: readonly (Record<string, unknown> | undefined)[],
  keys: readonly string[],
  read: (value: unknown) => T | undefined,
): T | undefined {
  for (const scope of scopes) {
    if (!scope) continue;
    for (const key of keys) {
      const found = read(scope[key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A non-empty string. */
export function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** A whole number from 0, given as a number or as a string of digits. */
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === "string" && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** An identifier: a non-empty string, or a number turned into one. */
export function identifier(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return text(value);
}

/** A hex SHA-256 digest (64 hex digits), lower-cased. */
export function sha256Digest(value: unknown): string | undefined {
  return typeof value === "string" && /^[0-9a-fA-F]{64}$/.test(value)
    ? value.toLowerCase()
    : undefined;
}

/** `text` cut to `max` characters with an ellipsis. */
export function cut(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}
