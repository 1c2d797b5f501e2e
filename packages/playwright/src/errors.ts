// The one error type of the kit: a code to branch on and a message that says what to do.
import { CodedError, isCodedError } from "@hostbridge/protocol-types";

/** The codes of {@link HostBridgeKitError}. */
export const KIT_ERROR_CODES = {
  /** A scenario or fixtures file that breaks its rules (`issues` lists them). */
  INVALID_SCENARIO: "INVALID_SCENARIO",
  /** The app did not do what the scenario recorded (`issues` lists the differences). */
  SCENARIO_MISMATCH: "SCENARIO_MISMATCH",
  /** The host page is not built or not found. */
  HOST_PAGE_MISSING: "HOST_PAGE_MISSING",
  /** The host cannot start (an invalid fixtures file or host origin) or the app is not started yet. */
  HOST_NOT_READY: "HOST_NOT_READY",
  /** A wait for a request or an event gave up (the message lists what the app sent). */
  WAIT_TIMEOUT: "WAIT_TIMEOUT",
  /** The host refused an action: a payload that breaks its schema, no such pending request. */
  HOST_ACTION_FAILED: "HOST_ACTION_FAILED",
  /** No browser found: run `npx playwright install chromium`. */
  NO_CHROMIUM: "NO_CHROMIUM",
} as const;

/** A code of {@link HostBridgeKitError}. */
export type KitErrorCode = (typeof KIT_ERROR_CODES)[keyof typeof KIT_ERROR_CODES];

/** An error of `@hostbridge/playwright`: bad input, an app that did not do what was expected, a host page that did not start. */
export class HostBridgeKitError extends CodedError<KitErrorCode> {
  /** One line per problem (scenario rules broken, differences found). */
  readonly issues: readonly string[];

  constructor(code: KitErrorCode, message: string, issues: readonly string[] = []) {
    super("HostBridgeKitError", code, message);
    this.issues = issues;
  }
}

/** Whether `value` is a {@link HostBridgeKitError}, optionally with the given `code` (also across copies of the package). */
export function isHostBridgeKitError(
  value: unknown,
  code?: KitErrorCode,
): value is HostBridgeKitError {
  return isCodedError<HostBridgeKitError>(value, "HostBridgeKitError", code);
}
