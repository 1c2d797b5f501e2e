// What every room of a simulated host shares: its transport, its data, its options, whether it is
// still alive, and where errors nobody awaits go. Built once by `createHost`.
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import type { Transport } from "@hostbridge/transport";
import { HostSimulatorError } from "./errors";
import type { HostFixtures } from "./fixtures/hostFixtures";
import type { HostOptions } from "./hostTypes";

/** The shared core of a host: read by the wire, pipeline, traffic and pusher rooms. */
export interface HostCore {
  readonly transport: Transport;
  readonly fixtures: HostFixtures;
  readonly location: JsApiLocation;
  readonly options: HostOptions;
  /** Aborted when the host is disposed (handed to custom handlers). */
  readonly signal: AbortSignal;
  /** Whether the host was disposed. */
  readonly disposed: boolean;
  /** The simulated platform (`fixtures.env.mode`, changeable through `updateEnv`). */
  mode(): Mode;
  /** Throws `HOST_DISPOSED` (saying it cannot `what`) once the host is disposed. */
  ensureLive(what: string): void;
  /** Reports an error no caller awaits (the `onError` option; by default rethrown in a microtask). */
  reportError(error: HostSimulatorError): void;
}

function rethrowLater(error: HostSimulatorError): void {
  queueMicrotask(() => {
    throw error;
  });
}

/** The core of a host, with `dispose()` to mark it disposed (and abort its signal). */
export function createHostCore(
  options: HostOptions,
  transport: Transport,
  fixtures: HostFixtures,
): HostCore & { dispose(): void } {
  const lifetime = new AbortController();
  let disposed = false;
  return {
    transport,
    fixtures,
    location: options.location ?? "ui",
    options,
    signal: lifetime.signal,
    get disposed() {
      return disposed;
    },
    mode: () => fixtures.env.mode as Mode,
    ensureLive(what) {
      if (disposed) {
        throw new HostSimulatorError(
          "HOST_DISPOSED",
          `cannot ${what}: the host was disposed; create a new host`,
        );
      }
    },
    reportError: options.onError ?? rethrowLater,
    dispose() {
      disposed = true;
      lifetime.abort(new HostSimulatorError("HOST_DISPOSED", "the host was disposed"));
    },
  };
}
