// The platform wire's parts of a session (./bridgeSession): everything only a post-robot host needs, in
// one object the entry's bridge factory hands to the session (./bridge and ./platform do;
// ./envelopes does not, so a bundler drops this module and the post-robot codec with it). The codec
// returns data (protocol-types/wire: `encodePlatformCall` says what a request sends and how it is
// answered, `decodePlatformHostMessage` what a post-robot frame holds); the session acts on it. The
// one piece with state, `events`, sends the session's events by the platform's `broadcast`.
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
import type { Bridge } from "./bridgeOptions";
import { openTopHostTransport } from "./openHostTransport";

/**
 * The session's events on the platform wire, sent with its `call`: `broadcast` (a peer connectivity
 * event only to an iOS host, as the platform's client does) and `start`, the high-level `subscribe`
 * (its hosts send events only to subscribed apps), which the session sends once the wire is
 * `platform`. Both are requests like any other; a high-level request never chooses the wire, so it
 * cannot come back here.
 */
function events(call: Bridge["call"]) {
  /** Whether `get_env` says mode IOS (asked once; a failure is "no"). */
  let hostIsIos: Promise<boolean> | undefined;
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
  };
}

/** What a session needs to speak the platform wire (post-robot 10 framing): {@link PLATFORM_PARTS}. */
export interface PlatformParts {
  read: typeof decodePlatformHostMessage;
  request: typeof encodePlatformCall;
  events: typeof events;
  /** Opens the top-most host window's channel, where high-level requests go. */
  openTop: typeof openTopHostTransport;
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
  events,
  openTop: openTopHostTransport,
  specNames: inSpecNames,
};
