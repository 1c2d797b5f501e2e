/**
 * Where HostBridge writes its logs when `logLevel` is not `"off"`: any object with these methods
 * (default: the global `console`).
 */
export interface BridgeLogger {
  /** Receives `info` lines (requests, responses, events; no bodies). */
  info(...data: unknown[]): void;
  /** Receives `debug` lines (whole envelopes with secrets redacted, dropped messages). */
  debug(...data: unknown[]): void;
  /** Receives warnings (the unsafe-origin warning when no `errorLogger` is set). */
  warn(...data: unknown[]): void;
}

/**
 * @internal The default sink. The library prints nothing unless the app asks for logs (`logLevel`) or
 * opts into `unsafeAllowAnyOrigin` without an `errorLogger`; those two cases are what console is for.
 */
export const defaultLogger = (): BridgeLogger => console;
