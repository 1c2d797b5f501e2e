// The one coded error of every HostBridge package: a class with a typed `code`, the standard `cause`,
// optional `details` and its `name` set, and one guard that knows it across copies of a package and
// across realms. Each package's error class extends it and names its family (`"DeployError"`); its
// codes are an `as const` object and the union of its values.

/**
 * The brand of a HostBridge error: a registry symbol, so every copy of every package, in every realm of
 * the process or page, reads the same one. Its value on an error is the error's family (`"DeployError"`),
 * so one family's guard never takes another's error. For a class that cannot extend {@link CodedError}
 * (transport's `HostBridgeError` sets it itself, which keeps the browser bundles small).
 */
export const CODED_ERROR_BRAND = /* @__PURE__ */ Symbol.for("@hostbridge/error");
const BRAND = CODED_ERROR_BRAND;

/** Options of the {@link CodedError} constructor. */
export interface CodedErrorOptions {
  /** The underlying error or value (kept as the standard ES2022 `cause`; left unset when undefined). */
  cause?: unknown;
  /** Extra machine-readable data about the failure. */
  details?: unknown;
}

/**
 * The base of every HostBridge error class: `code` says what kind of failure it is (one of its
 * family's codes), `message` what happened and what to do, `cause` the underlying error, `details`
 * extra data. `name` is the family (a subclass may set a more precise one); the guard
 * {@link isCodedError} reads a brand that works across copies of the package that threw it.
 *
 * @example
 * ```ts
 * export const WIDGET_ERROR_CODES = { NOT_FOUND: "NOT_FOUND", INVALID: "INVALID" } as const;
 * export type WidgetErrorCode = (typeof WIDGET_ERROR_CODES)[keyof typeof WIDGET_ERROR_CODES];
 * export class WidgetError extends CodedError<WidgetErrorCode> {
 *   constructor(code: WidgetErrorCode, message: string, options?: CodedErrorOptions) {
 *     super("WidgetError", code, message, options);
 *   }
 * }
 * export const isWidgetError = (value: unknown, code?: WidgetErrorCode): value is WidgetError =>
 *   isCodedError(value, "WidgetError", code);
 * ```
 */
export class CodedError<Code extends string = string> extends Error {
  /** What kind of failure this is, one of the family's codes. */
  declare readonly code: Code;
  /** Extra machine-readable data about the failure, when any. */
  declare readonly details: unknown;

  /**
   * @param family - the class's public name (its `name`, and what its guard checks)
   * @param code - one of the family's codes
   * @param message - what happened, what was expected and what to do
   * @param options - `cause`, `details`
   */
  constructor(family: string, code: Code, message: string, options: CodedErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    Object.assign(this, { name: family, code, details: options.details, [BRAND]: family });
  }
}

/**
 * Whether `value` is a HostBridge coded error: of the given `family` (its class's public name, such as
 * `"DeployError"`) when one is given, and with the given `code` when one is given. Recognises an error
 * made by another copy of the package or in another realm (a brand, not `instanceof`); an object that
 * only looks like one (a `name` and a `code`) is not one.
 *
 * @example
 * ```ts
 * if (isCodedError<DeployError>(error, "DeployError", "AUTH")) console.error("rotate the API key");
 * ```
 */
export function isCodedError<E extends CodedError = CodedError>(
  value: unknown,
  family?: string,
  code?: string,
): value is E {
  const v = value as { [BRAND]?: unknown; code?: unknown } | null | undefined;
  const brand = v?.[BRAND];
  return (
    typeof brand == "string" &&
    (family === undefined || brand === family) &&
    (code === undefined || v?.code === code)
  );
}
