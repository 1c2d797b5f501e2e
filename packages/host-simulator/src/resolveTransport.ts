// The transport a host listens and answers on: the one given, or a window transport to an app's
// iframe (owned by the host, closed when it is disposed).
import { createWindowTransport } from "@hostbridge/transport";
import type { Transport } from "@hostbridge/transport";
import { HostSimulatorError } from "./errors";
import type { HostOptions } from "./hostTypes";

/** The transport of `createHost(options)`, and whether the host owns it (and closes it on dispose). */
export function resolveTransport(options: HostOptions): { transport: Transport; owned: boolean } {
  if (options.transport && options.iframe) {
    throw new HostSimulatorError(
      "INVALID_OPTIONS",
      "createHost() got both `transport` and `iframe`; pass one of them",
    );
  }
  if (options.transport) return { transport: options.transport, owned: false };
  if (options.iframe) {
    if (!options.appOrigin) {
      throw new HostSimulatorError(
        "INVALID_OPTIONS",
        'createHost({ iframe }) needs `appOrigin`, the origin the app is served from (for example "http://127.0.0.1:5173"): messages are posted only to it and accepted only from it',
      );
    }
    const iframe = options.iframe;
    return {
      transport: createWindowTransport({
        target: () => iframe.contentWindow,
        targetOrigin: options.appOrigin,
      }),
      owned: true,
    };
  }
  throw new HostSimulatorError(
    "INVALID_OPTIONS",
    "createHost() needs a `transport` (the host end of a transport pair) or an `iframe` with `appOrigin`; for tests without an iframe use createMockHost()",
  );
}
