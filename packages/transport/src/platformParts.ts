// The platform wire's parts of a session (./bridgeSession): everything only a post-robot host needs, in
// one object the entry's bridge factory hands to the session (./bridge and ./platform do;
// ./envelopes does not, so a bundler drops this module and the post-robot codec with it). The codec
// returns data (protocol-types/wire: `encodePlatformCall` says what a request sends and how it is
// answered, `decodePlatformHostMessage` what a post-robot frame holds); the session acts on it. The
// one piece with state, `session`, is made per session: its events (the platform's `broadcast`,
// `subscribe`) and its channel to the top-most host window.
import {
  PEER_CONNECTIVITY_EVENT,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
} from "@hostbridge/protocol-types";
import {
  decodePlatformHostMessage,
  encodePlatformCall,
  inSpecNames,
} from "@hostbridge/protocol-types/wire";
import type { Bridge, BridgeOptions } from "./bridgeOptions";
import { openTopHostTransport } from "./openHostTransport";
import type { Transport } from "./transport";

/**
 * The platform wire's part of one session: its events, sent with its `call`: `broadcast` (a peer
 * connectivity event only to an iOS host, as the platform's client does) and `start`, the high-level
 * `subscribe` (its hosts send events only to subscribed apps), which the session sends once the wire
 * is `platform`. Both are requests like any other; a high-level request never chooses the wire, so
 * it cannot come back here. And the top-most host window (`top`), where a high-level request goes
 * when it is not the parent: its transport is opened (allowed by `hostOrigin`) and listened to
 * (`receive`) at first use; `close` closes it with the session.
 */
function session(
  call: Bridge["call"],
  hostOrigin: BridgeOptions["hostOrigin"],
  warn: (message: string) => void,
  receive: (raw: unknown) => void,
) {
  /** Whether `get_env` says mode IOS (asked once; a failure is "no"). */
  let hostIsIos: Promise<boolean> | undefined;
  /** The top-most host window's transport; `null` when the parent is the top-most host. */
  let topHost: Transport | null | undefined;
  const quietly = (type: string, body?: unknown) => void call("svc", type, body).catch(() => {});
  return {
    broadcast(eventKey: string, body: unknown) {
      const broadcast = () => quietly(PLATFORM_BROADCAST, { type: eventKey, body });
      if (eventKey != PEER_CONNECTIVITY_EVENT) return broadcast();
      hostIsIos ??= (
        call("svc", "get_env", undefined) as Promise<{ mode?: unknown } | undefined>
      ).then(
        (answer) => answer?.mode == "IOS",
        () => false,
      );
      void hostIsIos.then((ios) => ios && broadcast());
    },
    start: () => quietly(PLATFORM_SUBSCRIBE),
    /** The top-most host window, when `ownWindow` (the session talks to a parent window it opened). */
    top(ownWindow: boolean | undefined): Transport | null {
      if (topHost === undefined) {
        topHost = ownWindow ? openTopHostTransport(hostOrigin, warn) : null;
        topHost?.listen(receive);
      }
      return topHost;
    },
    close: () => topHost?.close(),
  };
}

/** What a session needs to speak the platform wire (post-robot 10 framing): {@link PLATFORM_PARTS}. */
export interface PlatformParts {
  read: typeof decodePlatformHostMessage;
  request: typeof encodePlatformCall;
  session: typeof session;
  /**
   * An answer or push (an environment record) with the platform's `pitcher` block also as the spec's
   * `svc`; a whole response envelope (the low-level `request`) stays as the host sent it.
   */
  specNames: typeof inSpecNames;
}

/** The platform wire's parts; see {@link PlatformParts}. */
export const PLATFORM_PARTS: PlatformParts = {
  read: decodePlatformHostMessage,
  request: encodePlatformCall,
  session,
  specNames: inSpecNames,
};
