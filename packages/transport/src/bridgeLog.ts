// What a bridge tells the app about itself: log lines (`logLevel`), errors (`errorLogger`) and, at
// `logLevel: "debug"`, the inbound messages it dropped.
import type { BridgeOptions } from "./bridgeOptions";
import { HostBridgeError } from "./errors";
import { defaultLogger, redact } from "./log";
import type { BridgeLogger } from "./log";

/** The log of one bridge. */
export interface BridgeLog {
  /** One line per message: text only at `info`; at `debug` with `data`, as redacted JSON. */
  log: (text: string, data?: unknown) => void;
  /** Hands `value` to `errorLogger`; never throws. */
  report: (value: unknown) => void;
  /** At `debug`: logs and reports an inbound message that was dropped, with the reason. */
  dropped: (reason: string, message: unknown) => void;
  /** Where warnings go: `errorLogger` when there is one, else the logger's `warn`. */
  warn: (message: string) => void;
}

/** Creates the log of a bridge from its options. */
export function createBridgeLog(
  options: Pick<BridgeOptions, "errorLogger" | "logLevel" | "logger">,
): BridgeLog {
  const { errorLogger, logLevel } = options;
  const verbose = logLevel == "debug";
  const logger = (): BridgeLogger => options.logger ?? defaultLogger();
  const log = (text: string, data?: unknown) => {
    if (logLevel == "info" || verbose)
      logger()[verbose ? "debug" : "info"](
        "[hostbridge] " + text,
        ...(verbose ? [redact(data)] : []),
      );
  };
  const report = (value: unknown) => {
    try {
      errorLogger?.(value);
    } catch {
      // an errorLogger that throws must not break the bridge
    }
  };
  return {
    log,
    report,
    dropped(reason, message) {
      if (verbose) {
        log((reason = "dropped an inbound message: " + reason), message);
        report(new HostBridgeError("INVALID_PAYLOAD", reason, { detail: redact(message) }));
      }
    },
    warn: (message) => (errorLogger ? report(message) : logger().warn(message)),
  };
}
