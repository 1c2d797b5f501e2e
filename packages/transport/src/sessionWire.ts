// Which wire a session (./bridgeSession) speaks, and the `auto` probe that decides it: post-robot's hello,
// answered within WIRE_PROBE_TIMEOUT ms (`platform`) or not (`envelopes`). Each session probes for
// itself: a slow probe on one bridge decides nothing for another bridge of the page. Each entry
// hands its sessions one of the two wires: `probingWire` (./bridge, ./platform) or `envelopeWire`
// (./envelopes), so an envelope-only bundle carries no probe and no hello.
import { POST_ROBOT_HELLO } from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";
import { createId, encodeHello, postRobotHash } from "@hostbridge/protocol-types/wire";
import { WIRE_PROBE_TIMEOUT } from "./bridgeOptions";
import type { BridgeOptions } from "./bridgeOptions";
import type { HostTransport } from "./openHostTransport";
import type { SessionLog } from "./sessionLog";

/** What decides and holds a session's wire ({@link SessionWire}, or {@link envelopeWire} on the envelope-only entry). */
export interface WireDecider {
  /** The wire when it is decided (`undefined` while unknown or probing); decides nothing. */
  readonly decided: Wire | undefined;
  /** Whether the host answered this session's hello (a known window waits longer for its acks). */
  readonly hostAnsweredHello: boolean;
  /**
   * The wire once it is decided and acted on (`undefined` before, and while a probe that timed out
   * leaves it open to a late hello): a request sends on it without asking {@link choose}.
   */
  readonly known?: Wire | undefined;
  /** The wire, or the probe that decides it; opens the host transport. */
  choose(): Wire | Promise<Wire>;
  /** Takes `hash` as the answer to this session's hello when it is one; returns whether it was. */
  acceptHelloAnswer(hash: string): boolean;
  /**
   * `envelopes` is the wire for good: a probe under way ends now, without waiting for
   * WIRE_PROBE_TIMEOUT, and a wire a probe's timeout chose is no longer open to a late hello. The
   * session calls it when the host spoke the envelope wire (it answered an envelope request, or
   * sent a message only an envelope host sends) and when it is disposed.
   */
  endProbe(): void;
}

/** What a session's parts (its wire, its events) use of its channel to the host, which ./bridgeSession owns. */
export interface HostChannel {
  /** Opens the transport to the host (once); returns it, and whether it is a parent window the session opened (where `auto` probes). */
  open(): HostTransport;
  /** Opens the transport and routes what the host sends on it to the session (once). */
  listen(): void;
  /** Sends `message` to the host, logged as `${verb} ${type} ${id}`; throws `INVALID_PAYLOAD` for what is not plain data. */
  send(message: object | string, verb: string, type: string, id: string): void;
}

/**
 * Makes a session's wire: `channel` and `log` are the session's; `option` is its `wire` option and
 * `onPlatform` starts its platform session (`subscribe`) once the wire is `platform`.
 */
export type WireFactory = (
  channel: HostChannel,
  log: SessionLog,
  option: BridgeOptions["wire"],
  onPlatform: () => void,
) => WireDecider;

/**
 * The wire of a session on the envelope-only entry: `envelopes` from the start, nothing to probe,
 * no hello (so no hash is an answer to one). `choose()` opens the host transport and tells the
 * request hook the wire, once.
 */
export const envelopeWire: WireFactory = (channel, log) => {
  const wire: WireDecider & { known?: Wire } = {
    decided: "envelopes",
    hostAnsweredHello: false,
    choose() {
      const { transport } = channel.open();
      // (the wire record says the transport's platform: a native bridge's `IOS`, ...)
      if (!wire.known)
        log.activity?.(
          "wire",
          "wire",
          "envelopes",
          "svc",
          "envelopes",
          Date.now(),
          undefined,
          undefined,
          transport.platform,
        );
      return (wire.known = "envelopes");
    },
    acceptHelloAnswer: () => false,
    endProbe() {
      // (envelopes from the start: no probe)
    },
  };
  return wire;
};

/** The wire of a session that may speak the platform wire: a {@link SessionWire}. */
export const probingWire: WireFactory = (channel, log, option, onPlatform) =>
  new SessionWire(channel, log, option, onPlatform);

/**
 * The wire of one session, and its probe while one is under way. A probe that times out chooses
 * `envelopes` only for now (`#open`): until an envelope answer confirms it, each request says hello
 * again, and an answer to the latest hello turns the session to the platform wire, as the platform's
 * client reaches a host that was slow to start (a busy page answers every hello it queued, the first
 * one too; a page whose post-robot loaded late, those said since). One slow start decides nothing for good.
 */
export class SessionWire implements WireDecider {
  #wire: Wire | undefined;
  #probe: { promise: Promise<Wire>; decide: (wire: Wire) => void } | undefined;
  /**
   * The hash of this session's latest hello: an answer to it decides for `platform` (a busy host
   * answers every hello it queued, the latest too; a host that started late, the ones since).
   */
  #helloHash: string | undefined;
  /** `envelopes` was chosen by a probe timeout and no envelope answer has confirmed it yet. */
  #open = false;
  /** Whether the host answered this session's hello: post-robot's "known window" (./platformParts `request`). */
  hostAnsweredHello = false;
  declare known: Wire | undefined; // (set by #actOn)
  /** Whether the session acted on its wire (told the request hook, started the platform session). */
  #acted = false;
  #channel: HostChannel;
  #log: SessionLog;
  /** Starts the platform session (`subscribe`) after this wire's hello; called once, on `platform`. */
  #onPlatform: () => void;

  constructor(
    channel: HostChannel,
    log: SessionLog,
    wire: BridgeOptions["wire"],
    onPlatform: () => void,
  ) {
    this.#wire = wire == "envelopes" || wire == "platform" ? wire : undefined;
    this.#channel = channel;
    this.#log = log;
    this.#onPlatform = onPlatform;
  }

  get decided(): Wire | undefined {
    return this.#wire;
  }

  /**
   * The wire, or the probe that decides it (started now if none is). Opens the host transport: one
   * the session did not open itself (injected, native) speaks `envelopes`. On `platform`, the
   * platform session starts (once).
   */
  choose(): Wire | Promise<Wire> {
    if (!this.#channel.open().window && !this.#wire) this.#wire = "envelopes";
    if (this.#open) this.#sayHello();
    const wire = this.#wire ?? this.#probe?.promise ?? this.#startProbe();
    if (typeof wire == "string") this.#actOn(wire);
    return wire;
  }

  /**
   * Acts on the wire once it is known (once per session): tells the request hook (a `wire` record
   * from `start`, the probe's start; default now) and, on `platform`, starts the platform session:
   * post-robot's hello (a post-robot host pushes only to a window that said hello), then `onPlatform`.
   */
  #actOn(wire: Wire, start?: number) {
    if (!this.#open) this.known = wire;
    if (this.#acted) return;
    this.#acted = true;
    // (the wire record says the transport's platform: a native bridge's `IOS`, ...)
    this.#log.activity?.(
      "wire",
      "wire",
      wire,
      "svc",
      wire,
      start ?? Date.now(),
      undefined,
      undefined,
      this.#channel.open().transport.platform, // (open since `choose`)
    );
    if (wire != "platform") return;
    try {
      if (!this.#helloHash) this.#sayHello();
    } catch (error) {
      this.#log.report(error);
    }
    this.#onPlatform();
  }

  /**
   * Takes `hash` as the answer to one of this session's hellos when it is one: a probe under way
   * then decides `platform`, and so does an answer that comes after a probe timed out (the session
   * turns to the platform wire: `onPlatform` starts it and sends again what is in flight). Returns
   * whether it was (the message is then consumed).
   */
  acceptHelloAnswer(hash: string): boolean {
    if (hash != this.#helloHash) return false;
    this.hostAnsweredHello = true;
    if (this.#probe) this.#probe.decide("platform");
    else if (this.#open) {
      this.#open = false;
      this.#wire = "platform";
      this.#acted = false;
      this.#log.log?.("wire platform (the host answered a hello after the probe timed out)");
      this.#actOn("platform");
    }
    return true;
  }

  endProbe(): void {
    this.#open = false;
    this.#probe?.decide("envelopes");
  }

  /** Probes the host with post-robot's hello: an answer in WIRE_PROBE_TIMEOUT ms means `platform`. */
  #startProbe(): Wire | Promise<Wire> {
    let resolve!: (wire: Wire) => void;
    const promise = new Promise<Wire>((r) => (resolve = r));
    const timer = setTimeout(() => {
      this.#open = true; // (a late answer may still turn the session to the platform wire)
      decide("envelopes");
    }, WIRE_PROBE_TIMEOUT);
    const start = Date.now();
    const decide = (wire: Wire) => {
      clearTimeout(timer);
      this.#probe = undefined;
      this.#wire = wire;
      this.#log.log?.(`wire ${wire}`);
      resolve(wire);
      this.#actOn(wire, start);
    };
    this.#probe = { promise, decide };
    try {
      this.#sayHello();
    } catch {
      decide("envelopes"); // (the request itself then fails with the reason, such as no host origin)
    }
    if (this.#probe) return this.#probe.promise;
    return this.#wire!;
  }

  #sayHello() {
    const id = createId();
    this.#helloHash = postRobotHash(POST_ROBOT_HELLO, id);
    this.#channel.listen();
    this.#channel.send(encodeHello(id), "hello", POST_ROBOT_HELLO, id);
  }
}
