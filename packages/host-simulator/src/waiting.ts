// The public face of a request that waits in the simulator: the answer chosen for it before the
// fixtures (`override`), and the handle a dev host or test kit settles it through (`onWaiting`).
import type { HostErrorInfo } from "@hostbridge/protocol-types";
import type { RecordedRequest } from "./recorded";

/** An answer chosen for a request ahead of the fixtures (`HostOptions.override`). */
export type ScriptedAnswer =
  | {
      kind: "answer";
      body: unknown;
      delayMs?: number;
      /**
       * Send `body` as it is, without the operation's response schema (a replay of what the
       * platform answered, which our schema may not know). Default `false`: checked, and an invalid
       * body answers `INVALID_RESPONSE`.
       */
      skipValidation?: boolean;
    }
  | {
      kind: "fail";
      error: HostErrorInfo;
      delayMs?: number;
    }
  /** Never answered: an interactive request (manual mode) waits for `answer`/`cancel`/`fail`. */
  | { kind: "hang" };

/** A request that waits in the simulator for a person or a script, and the ways to settle it. */
export interface WaitingRequest {
  /** The recorded request (its `status` turns `ok` or `error` once settled). */
  readonly request: RecordedRequest;
  /** Whether it still waits (not answered, not dismissed, host not disposed). */
  readonly waiting: boolean;
  /**
   * The answer the simulator would give for the person (from the fixtures, as `interactive: "auto"`
   * answers): a dialog's prefill. `undefined` when the fixtures cannot answer this payload.
   */
  readonly suggested: unknown;
  /** The answer `HostOptions.override` scripted for it (it settles the request after its `delayMs`), if any. */
  readonly scripted: ScriptedAnswer | undefined;
  /**
   * Stops waiting without answering, as a person closing a dialog the app gave up on: nothing is sent
   * to the app (as on the platform), the request leaves `host.pending()` and keeps status `pending`.
   */
  dismiss(): void;
  /** Answers it with `response` (checked against the operation's response schema). */
  answer(response: unknown): RecordedRequest;
  /** Answers it as a person closing the dialog (see `host.cancel`). */
  cancel(): RecordedRequest;
  /** Answers it with an error. */
  fail(error: HostErrorInfo): RecordedRequest;
  /** Streams a prompt-assistant answer chunk by chunk, then answers it (see `host.streamPromptAssistant`). */
  stream(chunks: readonly string[], options?: StreamOptions): Promise<RecordedRequest>;
}

/** Called each time a request starts waiting in the simulator. */
export type WaitingListener = (waiting: WaitingRequest) => void;

/** Options of `host.streamPromptAssistant`. */
export interface StreamOptions {
  /** Milliseconds between chunks (and before the final answer). Default `0`: all at once, in order. */
  delayMs?: number;
}
