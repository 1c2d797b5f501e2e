// Which wire the bridge speaks (docs/protocol.md "Two wires"): the one set by the `wire` option or
// implied by the transport, else (`auto`) the answer to a probe: post-robot's hello, which only a
// host speaking the platform wire answers within WIRE_PROBE_TIMEOUT.
import { POST_ROBOT_HELLO } from "@hostbridge/protocol-types";
import type { Wire } from "@hostbridge/protocol-types";
import { WIRE_PROBE_TIMEOUT } from "./bridgeOptions";
import { createId } from "@hostbridge/protocol-types/wire";
import { postRobotHash } from "@hostbridge/protocol-types/wire";

// The wire this page's host answered a probe in: later bridges of the page start with it (a host
// does not change wire), so a page with several APIs pays for at most one probe.
let learnedWire: Wire | undefined;

/** The wire of one bridge, and the probe that decides it. */
export interface WireProbe {
  /** The wire, once known (`undefined` while unknown or being probed). */
  readonly wire: Wire | undefined;
  /**
   * Settles the wire unless it is known: `envelopes` on a native or injected transport, else what
   * this page's host answered an earlier bridge's probe (or still unknown).
   */
  assume(transportImplies: Wire | undefined): void;
  /** Sends post-robot's hello unless this bridge has (the platform wire's start, and the probe). */
  sayHelloOnce(): void;
  /** The wire, or the probe that decides it (started now when none is under way). */
  choose(): Wire | Promise<Wire>;
  /** Whether `hash` is the answer to this bridge's hello (which settles a probe under way: platform). */
  isHelloAnswer(hash: string): boolean;
  /** Ends a probe under way with `envelopes` (dispose). */
  cancel(): void;
}

/**
 * Creates the wire state of a bridge.
 * @param configured - the `wire` option when it names a wire
 * @param sendHello - sends post-robot's hello correlated by `id` (throws when it cannot be sent)
 * @param onPlatform - called whenever the wire is asked for and is `platform` (starts the platform session)
 * @param log - told `wire <name>` when a probe decides
 */
export function createWireProbe(
  configured: Wire | undefined,
  sendHello: (id: string) => void,
  onPlatform: () => void,
  log: (text: string) => void,
): WireProbe {
  let wire = configured;
  let helloHash: string | undefined;
  let probe: { promise: Promise<Wire>; done: (wire: Wire) => void } | undefined;

  const sayHello = () => {
    const id = createId();
    helloHash = postRobotHash(POST_ROBOT_HELLO, id);
    sendHello(id);
  };

  const startProbe = () => {
    let resolve!: (wire: Wire) => void;
    const promise = new Promise<Wire>((r) => (resolve = r));
    const timer = setTimeout(() => done((learnedWire = "envelopes")), WIRE_PROBE_TIMEOUT);
    const done = (chosen: Wire) => {
      clearTimeout(timer);
      probe = undefined;
      wire = chosen;
      log(`wire ${chosen}`);
      resolve(chosen);
      if (chosen == "platform") onPlatform();
    };
    probe = { promise, done };
    try {
      sayHello();
    } catch {
      done("envelopes"); // (the request itself then fails with the reason, such as no host origin)
    }
  };

  return {
    get wire() {
      return wire;
    },
    assume(transportImplies) {
      wire ??= transportImplies ?? learnedWire;
    },
    sayHelloOnce() {
      if (!helloHash) sayHello();
    },
    choose() {
      if (wire == "platform") onPlatform();
      if (wire) return wire;
      if (!probe) startProbe();
      return probe?.promise ?? wire!;
    },
    isHelloAnswer(hash) {
      if (hash != helloHash) return false;
      probe?.done((learnedWire = "platform"));
      return true;
    },
    cancel: () => probe?.done("envelopes"),
  };
}
