// Which platform runs which operation, found by running the real rules rather than restating them:
// - the SDK's rule: useHostApi({ mode }) in front of a simulated host; an operation the SDK refuses
//   on that mode rejects with its own UNSUPPORTED_PLATFORM error (not a HostError) before sending;
// - the hosts' rule: the registry's `platformOf`, which the host simulator applies to answer
//   UNSUPPORTED_PLATFORM on the other platforms.
// And what a person's "cancel" gives each operation that waits for one, from the simulator.
import { createMockHost } from "@hostbridge/host-simulator";
import { platformOf } from "@hostbridge/protocol-types";
import { HostError, createBridge, useHostApi } from "@hostbridge/sdk";

export const MODES = ["WEB", "IOS", "WINDOWS", "ANDROID"];

/** The code the host answered with (a `HostError`'s `hostCode`). */
export const hostCodeOf = (error) => error?.hostCode;

/**
 * Calls `op` with `payload` in a simulated host of its location in `mode` (a person's dialog
 * answered at once): `{ ok: true, mode, body }` or `{ ok: false, mode, code, message }`.
 */
export async function callSimulator(op, mode, payload) {
  const mock = createMockHost({ location: op.environment.id, mode, interactive: "auto" });
  const bridge = createBridge({ transport: mock.transport, timeout: 5000 });
  try {
    const body = await bridge.call(op.environment.kind, op.type, payload);
    return { ok: true, mode, body };
  } catch (error) {
    return { ok: false, mode, code: hostCodeOf(error) ?? error.code, message: error.message };
  } finally {
    bridge.dispose();
    mock.dispose();
  }
}

/** Whether the SDK refuses `type` in `mode` before sending (high-level operations only carry such a rule). */
async function sdkRefuses(op, mode) {
  if (op.environment.id !== "impact") return false;
  const mock = createMockHost({ location: "impact", mode, interactive: "auto" });
  const api = useHostApi({ mode, transport: mock.transport, timeout: 2000 });
  try {
    await api.request(op.type, undefined);
    return false;
  } catch (error) {
    return !(error instanceof HostError) && error?.code === "UNSUPPORTED_PLATFORM";
  } finally {
    api.dispose();
    mock.dispose();
  }
}

/** What the app receives when the person cancels `type` in the simulator: "resolves" with the body, or "rejects" with the code. */
async function cancelOutcome(op, payload) {
  const mock = createMockHost({
    location: op.environment.id,
    mode: platformOf(op.type) ?? "WEB",
    interactive: "manual",
  });
  const bridge = createBridge({ transport: mock.transport, timeout: 2000 });
  try {
    const call = bridge.call(op.environment.kind, op.type, payload);
    call.catch(() => {}); // settled below; a failed wait must not leave it unhandled
    await mock.host.waitForRequest(op.type, { timeout: 2000 });
    mock.host.cancel(op.type);
    return { kind: "resolves", body: await call };
  } catch (error) {
    return { kind: "rejects", code: hostCodeOf(error) ?? error?.code, message: error?.message };
  } finally {
    bridge.dispose();
    mock.dispose();
  }
}

/**
 * `Map<type, { sdk: {mode: boolean}, host: {mode: boolean}, cancel? }>`: true where the operation
 * runs. `payloads` gives a valid payload for operations that need one to reach a person.
 */
export async function probePlatforms(ops, payloads) {
  const result = new Map();
  for (const op of ops) {
    const sdk = {};
    const host = {};
    const only = platformOf(op.type);
    for (const mode of MODES) {
      sdk[mode] = !(await sdkRefuses(op, mode));
      host[mode] = only === undefined || only === mode;
    }
    const cancel = op.waitsForPerson ? await cancelOutcome(op, payloads[op.type]) : undefined;
    if (cancel?.code === "INVALID_PAYLOAD" || cancel?.code === "NO_PENDING_REQUEST") {
      throw new Error(
        `${op.type}: give it a valid example payload (scripts/examples.mjs): ${cancel.message}`,
      );
    }
    result.set(op.type, { sdk, host, cancel });
  }
  return result;
}
