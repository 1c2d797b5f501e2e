// Which wire a session (./session) speaks, and the `auto` probe that decides it: post-robot's hello,
// answered within WIRE_PROBE_TIMEOUT ms (`platform`) or not (`envelopes`). Each session probes for
// itself: a slow probe on one bridge decides nothing for another bridge of the page. A session
// without the platform parts (./envelopes) speaks `envelopes`, whatever the `wire` option says.
import { POST_ROBOT_HELLO } from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";
import { createId } from "@hostbridge/protocol-types/wire";
import { WIRE_PROBE_TIMEOUT } from "./bridgeOptions";
import type { BridgeOptions } from "./bridgeOptions";
import type { PlatformParts } from "./sessionInbound";
import type { SessionChannels } from "./sessionChannels";
import type { SessionLog } from "./sessionLog";

/** The wire of one session, and its probe while one is under way. */
export class SessionWire {
  #wire: Wire | undefined;
  #probe: { promise: Promise<Wire>; decide: (wire: Wire) => void } | undefined;
  /** The hash of this session's hello: an answer to it decides a probe under way. */
  #helloHash: string | undefined;
  /** Whether the host answered this session's hello: post-robot's "known window" (./pending ackTimer). */
  #hostAnsweredHello = false;
  /** Whether the session acted on its wire (told the request hook, started the platform session). */
  #acted = false;
  #channels: SessionChannels;
  #log: SessionLog;
  /** Starts the platform session (hello, `subscribe`); called once, when the wire is `platform`. */
  #onPlatform: () => void;
  /** The post-robot hello's encoders (absent: the wire is `envelopes`). */
  #platform: PlatformParts | undefined;

  constructor(
    wire: BridgeOptions["wire"],
    channels: SessionChannels,
    log: SessionLog,
    onPlatform: () => void,
    platform: PlatformParts | undefined,
  ) {
    this.#wire =
      !platform || wire == "envelopes" ? "envelopes" : wire == "platform" ? wire : undefined;
    this.#platform = platform;
    this.#channels = channels;
    this.#log = log;
    this.#onPlatform = onPlatform;
  }

  /** Whether the host answered this session's hello (a known window waits longer for its acks). */
  get hostAnsweredHello(): boolean {
    return this.#hostAnsweredHello;
  }

  /** The wire when it is decided (`undefined` while unknown or probing); decides nothing. */
  get decided(): Wire | undefined {
    return this.#wire;
  }

  /**
   * The wire, or the probe that decides it (started now if none is). Opens the host transport: one
   * the session did not open itself (injected, native) speaks `envelopes`. On `platform`, the
   * platform session starts (once).
   */
  choose(): Wire | Promise<Wire> {
    this.#channels.open();
    if (!this.#wire && !this.#channels.talksToOwnWindow) this.#wire = "envelopes";
    const wire = this.#wire ?? this.#probe?.promise ?? this.#startProbe();
    if (typeof wire == "string") this.#actOn(wire);
    return wire;
  }

  /**
   * Acts on the wire once it is known (once per session): tells the request hook (a `wire` record
   * from `start`, the probe's start; default now) and, on `platform`, starts the platform session.
   */
  #actOn(wire: Wire, start?: number) {
    if (this.#acted) return;
    this.#acted = true;
    this.#log.activity("wire", "wire", wire, "svc", wire, start ?? Date.now());
    if (wire == "platform") this.#onPlatform();
  }

  /**
   * Takes `hash` as the answer to this session's hello when it is one: a probe under way then
   * decides `platform`. Returns whether it was (the message is then consumed).
   */
  acceptHelloAnswer(hash: string): boolean {
    if (hash != this.#helloHash) return false;
    this.#hostAnsweredHello = true;
    this.#probe?.decide("platform");
    return true;
  }

  /** Says hello unless this session already did (a post-robot host pushes only to a window that did). */
  sayHelloOnce(): void {
    if (!this.#helloHash) this.#sayHello();
  }

  /** Ends a probe under way as `envelopes` (the session is disposed). */
  stopProbe(): void {
    this.#probe?.decide("envelopes");
  }

  /** Probes the host with post-robot's hello: an answer in WIRE_PROBE_TIMEOUT ms means `platform`. */
  #startProbe(): Wire | Promise<Wire> {
    let resolve!: (wire: Wire) => void;
    const promise = new Promise<Wire>((r) => (resolve = r));
    const timer = setTimeout(() => decide("envelopes"), WIRE_PROBE_TIMEOUT);
    const start = Date.now();
    const decide = (wire: Wire) => {
      clearTimeout(timer);
      this.#probe = undefined;
      this.#wire = wire;
      this.#log.log(`wire ${wire}`);
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
    this.#helloHash = this.#platform!.hash(POST_ROBOT_HELLO, id);
    this.#channels.listen();
    this.#channels.send(this.#platform!.hello(id), "hello", POST_ROBOT_HELLO, id);
  }
}
