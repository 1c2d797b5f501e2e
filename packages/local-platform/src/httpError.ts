/** The `error.code` values the server answers with (see the endpoints on the package's documentation page). */
export type ApiErrorCode =
  | "missing_api_key"
  | "invalid_api_key"
  | "expired_api_key"
  | "forbidden"
  | "forbidden_host"
  | "invalid_archive"
  | "invalid_manifest"
  | "missing_file"
  | "payload_too_large"
  | "invalid_multipart"
  | "unsupported_media_type"
  | "app_not_found"
  | "nothing_published"
  | "version_not_found"
  | "invalid_version"
  | "missing_instance_ids"
  | "invalid_instance_ids"
  | "unknown_instance"
  | "not_installed"
  | "not_found"
  | "method_not_allowed"
  | "internal_error";

/** One entry of `error.details` for a validation failure. */
export interface ValidationIssue {
  /** Where the problem is: `app.json:<field>`, `archive:<entry name>`, or a form part name. */
  path: string;
  /** What is wrong and what was expected. */
  message: string;
}

/** An answer to send as the contract's error body; thrown inside request handlers, never out of them. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  /** The contract's error body: `{ error: { code, message, details? } }`. */
  toBody(): { error: { code: ApiErrorCode; message: string; details?: unknown } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}
