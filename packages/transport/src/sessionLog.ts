// What a session tells the app about itself: log lines (`logLevel`), errors (`errorLogger`) and, at
// `logLevel: "debug"`, the inbound messages it dropped. Its three options are read once, here.
import type { BridgeOptions } from "./bridgeOptions";
import { HostBridgeError } from "./errors";
import { defaultLogger, redact } from "./log";
import type { BridgeLogger } from "./log";

/** The log of one session. */
export class SessionLog {
  #level: BridgeOptions["logLevel"];
  #errorLogger: BridgeOptions["errorLogger"];
  #logger: BridgeLogger | undefined;

  constructor({ logLevel, errorLogger, logger }: BridgeOptions) {
    this.#level = logLevel;
    this.#errorLogger = errorLogger;
    this.#logger = logger;
    // Assigned here, not as class-field initializers: those must not read module variables
    // (defaultLogger, redact, HostBridgeError) on Safari 14.1-15.x (WebKit bug 236843).
    this.warn = (message) =>
      this.#errorLogger ? this.report(message) : (this.#logger ?? defaultLogger()).warn(message);
    this.dropped = (reason, message) => {
      if (this.#level == "debug") {
        this.log((reason = "dropped an inbound message: " + reason), message);
        this.report(new HostBridgeError("INVALID_PAYLOAD", reason, { detail: redact(message) }));
      }
    };
  }

  /** Hands `value` to `errorLogger`; never throws. */
  readonly report = (value: unknown): void => {
    try {
      this.#errorLogger?.(value);
    } catch {
      // an errorLogger that throws must not break the bridge
    }
  };

  /** Where warnings go: `errorLogger` when there is one, else the logger's `warn`. */
  readonly warn: (message: string) => void;

  /** One line per message: text only at `info`; at `debug` with `data`, as redacted JSON. */
  log(text: string, data?: unknown): void {
    const verbose = this.#level == "debug";
    if (this.#level == "info" || verbose)
      (this.#logger ?? defaultLogger())[verbose ? "debug" : "info"](
        "[hostbridge] " + text,
        ...(verbose ? [redact(data)] : []),
      );
  }

  /** At `logLevel: "debug"`: logs and reports an inbound message that was dropped, with the reason. */
  readonly dropped: (reason: string, message: unknown) => void;
}
