// Builds the client's ui/admin/dsr API objects from tables: each method sends one operation and
// settles as the client's does; every camelCase name also answers to its snake_case alias.
import type { PushKind, RequestKind, Unsubscribe } from "@hostbridge/transport";
import { send, sharedBridge } from "./engine";
import { platformSnakeCase } from "@hostbridge/protocol-types/wire";
import { notice } from "./notices";
import type { CompatRuleId } from "./rules";

/**
 * How a method settles, as the client's does: `data` resolves the host's answer; `void` waits for it
 * and resolves nothing; `fire` resolves at once, whatever the host answers (the client does not wait).
 */
export type Settle = "data" | "void" | "fire";

/** One method: its operation, how it settles, and the payload sent when the app gives none. */
export interface MethodRow {
  type: string;
  settle: Settle;
  /** Sent when the app passes no payload (`{}` for the pickers, as the client does). */
  empty?: object;
  /** The client's method takes no argument: whatever the app passes, `empty` (or nothing) is sent. */
  noArgs?: true;
  /** The old feature this name is (reported when the app calls it). */
  rule?: CompatRuleId;
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** A method that sends `row.type` on the shared bridge as `kind` and settles as `row.settle` says. */
export function methodFor(kind: RequestKind, row: MethodRow, map?: (value: unknown) => unknown) {
  return (payload?: unknown): Promise<unknown> => {
    const sent = send(kind, row.type, payload === undefined || row.noArgs ? row.empty : payload);
    if (row.settle === "fire") {
      // the client never waits for these; the bridge has already reported a failure to errorLogger
      sent.catch(() => undefined);
      return Promise.resolve(undefined);
    }
    return sent.then((value) => (row.settle === "void" ? undefined : map ? map(value) : value));
  };
}

/**
 * `on(type, handler)` as the client's: resolves the function that stops it. The handler gets the
 * message's payload; what it returns goes back to the host as post-robot's answer.
 */
export function subscriber(kind: PushKind, label: string) {
  return (type: string, handler: (payload: unknown) => unknown): Promise<Unsubscribe> => {
    notice("subscription-promise", `${label}.on`);
    return Promise.resolve(sharedBridge().onMessage(kind, type, (payload) => handler(payload)));
  };
}

/**
 * Adds the client's snake_case alias of every camelCase member that has none (`appLoaded` ->
 * `app_loaded`); calling one is reported under `snake-case-aliases`, and calling a member whose
 * row names a rule under that rule.
 */
export function withAliases(
  label: string,
  members: Record<string, Method>,
  rules: Record<string, CompatRuleId | undefined>,
): Record<string, Method> {
  const out: Record<string, Method> = {};
  for (const [name, method] of Object.entries(members)) {
    const rule = rules[name];
    out[name] = rule
      ? (...args) => {
          notice(rule, `${label}.${name}`);
          return method(...args);
        }
      : method;
  }
  for (const name of Object.keys(members)) {
    const alias = platformSnakeCase(name);
    if (alias in out) continue;
    out[alias] = (...args) => {
      notice("snake-case-aliases", `${label}.${alias}`);
      return out[name]!(...args);
    };
  }
  return out;
}
