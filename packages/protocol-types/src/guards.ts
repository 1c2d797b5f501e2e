// The two object guards of the whole project (issue 43): every package that reads values it did not
// make (messages, fixtures, recordings, JSON files) asks one of these two questions, with these names.
// (The key conversions that copy the platform's existing client ask its own question instead:
// `isClientPlainObject` in ./wire/casing.ts.)

/**
 * Whether `value` is a record: a non-null object that is not an array (a message, a payload, a
 * parsed JSON object). Class instances pass too; use {@link isPlainObject} to refuse them.
 *
 * @example
 * ```ts
 * import { isRecord } from "@hostbridge/protocol-types";
 *
 * const type = isRecord(data) && typeof data.type == "string" ? data.type : undefined;
 * ```
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value == "object" && !!value && !Array.isArray(value);

/**
 * Whether `value` is a plain object: an object literal, a parsed JSON object or one made with
 * `Object.create(null)`; never an array, a `Date`, a `Map` or another class instance. What a deep
 * merge or a deep key conversion walks into (and what it copies other values past).
 *
 * @example
 * ```ts
 * import { isPlainObject } from "@hostbridge/protocol-types";
 *
 * isPlainObject({ a: 1 }); // true
 * isPlainObject(new Date()); // false
 * ```
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);
