// The one error type of the kit: a code to branch on and a message that says what to do.

/** The codes of {@link HostBridgeKitError}. */
export const KIT_ERROR_CODES = [
  "INVALID_SCENARIO",
  "SCENARIO_MISMATCH",
  "HOST_PAGE_MISSING",
  "HOST_NOT_READY",
  "WAIT_TIMEOUT",
  "HOST_ACTION_FAILED",
  "NO_CHROMIUM",
] as const;

/** A code of {@link HostBridgeKitError}. */
export type KitErrorCode = (typeof KIT_ERROR_CODES)[number];

/** An error of `@hostbridge/playwright`: bad input, an app that did not do what was expected, a host page that did not start. */
export class HostBridgeKitError extends Error {
  /** What went wrong, to branch on. */
  readonly code: KitErrorCode;
  /** One line per problem (scenario rules broken, differences found). */
  readonly issues: readonly string[];

  constructor(code: KitErrorCode, message: string, issues: readonly string[] = []) {
    super(message);
    this.name = "HostBridgeKitError";
    this.code = code;
    this.issues = issues;
  }
}

/** Whether `value` is a {@link HostBridgeKitError} (also across copies of the package). */
export function isHostBridgeKitError(value: unknown): value is HostBridgeKitError {
  return (
    value instanceof HostBridgeKitError ||
    (value instanceof Error && value.name === "HostBridgeKitError" && "code" in value)
  );
}
