import { CodedError } from "@hostbridge/protocol-types";
import type { HostErrorInfo } from "@hostbridge/protocol-types";

/** The `error.code` values the server answers with (see the endpoints on the package's documentation page). */
export const API_ERROR_CODES = {
  missing_api_key: "missing_api_key",
  invalid_api_key: "invalid_api_key",
  expired_api_key: "expired_api_key",
  forbidden: "forbidden",
  forbidden_host: "forbidden_host",
  invalid_archive: "invalid_archive",
  invalid_manifest: "invalid_manifest",
  missing_file: "missing_file",
  payload_too_large: "payload_too_large",
  invalid_multipart: "invalid_multipart",
  unsupported_media_type: "unsupported_media_type",
  app_not_found: "app_not_found",
  nothing_published: "nothing_published",
  version_not_found: "version_not_found",
  invalid_version: "invalid_version",
  missing_instance_ids: "missing_instance_ids",
  invalid_instance_ids: "invalid_instance_ids",
  unknown_instance: "unknown_instance",
  not_installed: "not_installed",
  not_found: "not_found",
  method_not_allowed: "method_not_allowed",
  internal_error: "internal_error",
} as const;

/** One of the {@link API_ERROR_CODES} values. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** One entry of `error.details` for a validation failure. */
export interface ValidationIssue {
  /** Where the problem is: `app.json:<field>`, `archive:<entry name>`, or a form part name. */
  path: string;
  /** What is wrong and what was expected. */
  message: string;
}

/** An answer to send as the contract's error body; thrown inside request handlers, never out of them. */
export class HttpError extends CodedError<ApiErrorCode> {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super("HttpError", code, message, options);
    this.status = status;
    this.headers = options.headers ?? {};
  }

  /** The contract's error body: `{ error: { code, message, details? } }`. */
  toBody(): { error: HostErrorInfo & { code: ApiErrorCode } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}
