// What a session tells the app about itself: log lines (`logLevel`), errors (`errorLogger`), the
// request hook (`onActivity`) and, at `logLevel: "debug"`, the inbound messages it dropped. It also
// keeps what a stalled start-up is explained with: when the session started, how many messages
// arrived from the host, and why the last refused one was refused. Its options are read once, here.
import { redactedJson, redactedText } from "@hostbridge/protocol-types";
import type { Mode, Wire } from "@hostbridge/protocol-types";
import type { BridgeActivity } from "./activity";
import type { BridgeOptions } from "./bridgeOptions";
import { HostBridgeError } from "./errors";
import type { HostError } from "./errors";
import { defaultLogger } from "./log";
import type { BridgeLogger } from "./log";

/** The log of one session. */
export class SessionLog {
  #level: BridgeOptions["logLevel"];
  #errorLogger: BridgeOptions["errorLogger"];
  #logger: BridgeLogger | undefined;
  /** When the session was created (`Date.now()`). */
  #born = Date.now();
  /** How many messages arrived from the host (accepted by the transport): the session counts them. */
  arrived = 0;
  /** Why the transport refused the last message it refused (wrong origin or sender). */
  #refusal: string | undefined;
  /** A per-wire entry's fix for a host of the other wire (./envelopes, ./platform), for {@link explain}. */
  #hint: string | undefined;

  constructor({ logLevel, errorLogger, logger, onActivity }: BridgeOptions, hint?: string) {
    this.#hint = hint;
    this.#level = logLevel;
    this.#errorLogger = errorLogger;
    this.#logger = logger;
    const verbose = logLevel == "debug";
    if (verbose || logLevel == "info")
      this.log = (text, data) =>
        (this.#logger ?? defaultLogger())[verbose ? "debug" : "info"](
          "[hostbridge] " + text,
          ...(verbose ? [redactedJson(data)] : []),
        );
    if (onActivity)
      this.activity = (kind, id, type, environment, wire, start, value, error, mode) => {
        // a host's failure: what the host answered (its error object, else the error body)
        value =
          (error as HostError | undefined)?.hostError ??
          (error as HostError | undefined)?.body ??
          value;
        const json = value === undefined ? undefined : redactedJson(value);
        try {
          onActivity({
            kind,
            id,
            type,
            environment,
            wire,
            start,
            end: Date.now(),
            outcome: kind == "waiting" ? "pending" : error ? error.code : "ok",
            error: error && redactedText(error.message),
            value: json?.startsWith("[unser") ? json : json && JSON.parse(json),
            size: json?.length ?? 0,
            mode,
          });
        } catch {
          // a hook that throws must not break the bridge
        }
      };
    // Assigned here, not as class-field initializers: those must not read module variables
    // (defaultLogger, redactedCopy, HostBridgeError) on Safari 14.1-15.x (WebKit bug 236843).
    this.warn = (message) =>
      this.#errorLogger ? this.report(message) : (this.#logger ?? defaultLogger()).warn(message);
    this.dropped = (reason, message) => {
      // (the request hook hears every drop: an export keeps what was dropped and why)
      this.activity?.("dropped", "dropped", "dropped", "inbound", undefined, Date.now(), message, {
        code: "DROPPED",
        message: reason,
      } as unknown as HostBridgeError);
      if (this.#level == "debug") {
        this.log?.((reason = "dropped an inbound message: " + reason), message);
        this.report(
          new HostBridgeError("INVALID_PAYLOAD", reason, { detail: redactedJson(message) }),
        );
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

  /**
   * One line per message: text only at `info`; at `debug` with `data`, as redacted JSON. Absent below
   * `info`: a caller (`log?.(...)`) then builds no line and calls nothing.
   */
  readonly log: ((text: string, data?: unknown) => void) | undefined;

  /**
   * Hands one record to the request hook, `value` redacted (and measured as JSON); what the hook
   * throws is swallowed. Absent without a hook: a caller (`activity?.(...)`) then builds no record.
   * `mode`: a `wire` record's transport platform.
   */
  readonly activity:
    | ((
        kind: BridgeActivity["kind"],
        id: string,
        type: string,
        environment: BridgeActivity["environment"],
        wire: Wire | undefined,
        start: number,
        value?: unknown,
        error?: HostBridgeError,
        mode?: Mode,
      ) => void)
    | undefined;

  /** Told about every message the transport refused: kept for {@link explain}, then {@link dropped}. */
  readonly refused = (reason: string, message: unknown): void => {
    this.#refusal = reason;
    this.dropped(reason, message);
  };

  /**
   * Adds to a `REQUEST_TIMEOUT` what the start-up did: how long ago the session started, whether
   * anything arrived from the host or was refused (and why), and what to check.
   */
  explain(error: HostBridgeError, wire: Wire | undefined): HostBridgeError {
    if (error.code != "REQUEST_TIMEOUT") return error;
    const since = `${Date.now() - this.#born} ms after start, ${wire ?? "no"} wire`;
    error.message += this.#refusal
      ? `; stalled: the host's messages were refused (${this.#refusal}), ${since}; check hostOrigin`
      : this.arrived
        ? `; stalled: the host sent ${this.arrived} messages but no answer, ${since}; check it supports this request`
        : `; stalled: the host is silent (nothing arrived from it), ${since}; check the page framing the app is a host (the platform, the dev host) that started`;
    if (this.#hint) error.message += this.#hint;
    return error;
  }

  /** At `logLevel: "debug"`: logs and reports an inbound message that was dropped, with the reason. */
  readonly dropped: (reason: string, message: unknown) => void;
}
