import type { DeployError } from "@hostbridge/deploy-client";

/**
 * Exit codes of the `hostbridge` command.
 *
 * | code | name | when |
 * |---|---|---|
 * | 0 | `OK` | the command did what was asked |
 * | 1 | `UNEXPECTED` | a bug or an unforeseen failure (please report it) |
 * | 2 | `USAGE` | bad flags, missing or bad configuration (base URL, key, profile, redirecting base URL) |
 * | 3 | `VALIDATION` | the app is invalid (app.json, files, secrets found while packing) |
 * | 4 | `AUTH` | the platform refused the API key (invalid, expired, revoked, not allowed) |
 * | 5 | `NETWORK` | network failure, timeout, interruption, or a publish whose outcome is unknown |
 * | 6 | `REJECTED` | the platform refused the request (too large, unknown app or version, rate limited, server error, server-side validation) |
 * | 7 | `PARTIAL` | installing succeeded on some instances and failed on others |
 * | 8 | `NEEDS_PERSON` | `migrate`: the codemod left places (or files it could not parse) that a person must change; its report lists each |
 * | 130 | `INTERRUPTED` | Ctrl-C (SIGINT) stopped `publish`, `install`, `deploy`, `pack` or `validate`; the message says whether anything reached the platform |
 */
export const EXIT_CODES = {
  OK: 0,
  UNEXPECTED: 1,
  USAGE: 2,
  VALIDATION: 3,
  AUTH: 4,
  NETWORK: 5,
  REJECTED: 6,
  PARTIAL: 7,
  NEEDS_PERSON: 8,
  INTERRUPTED: 130,
} as const;

/** One of the {@link EXIT_CODES} values. */
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** The exit code for a deploy-client error. */
export function exitCodeFor(error: DeployError): ExitCode {
  switch (error.code) {
    case "CONFIG":
    case "REDIRECT_REFUSED":
      return EXIT_CODES.USAGE;
    case "VALIDATION":
      return error.status === undefined ? EXIT_CODES.VALIDATION : EXIT_CODES.REJECTED;
    case "SECRET_DETECTED":
      return EXIT_CODES.VALIDATION;
    case "AUTH":
      return EXIT_CODES.AUTH;
    case "NETWORK":
    case "TIMEOUT":
    case "OUTCOME_UNKNOWN":
    case "ABORTED":
      return EXIT_CODES.NETWORK;
    case "NOT_FOUND":
    case "CONFLICT":
    case "TOO_LARGE":
    case "RATE_LIMITED":
    case "REJECTED":
    case "SERVER":
      return EXIT_CODES.REJECTED;
  }
}
