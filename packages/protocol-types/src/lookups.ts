/**
 * Lookups over the operation registry, for hosts, simulators and tools that handle every environment
 * (an app's environment package reads only its own table).
 */
import type { JsApiLocation, Mode } from "./constants";
import {
  ADMIN_OPERATIONS,
  BARE_ON_PLATFORM_WIRE,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  IOS_ONLY,
  UI_OPERATIONS,
  WAITS_FOR_PERSON,
  WEB_ONLY,
} from "./registry";

/** Every operation of every environment: name -> flags (see `WAITS_FOR_PERSON`, ...). */
export const OPERATIONS: typeof UI_OPERATIONS &
  typeof ADMIN_OPERATIONS &
  typeof DSR_OPERATIONS &
  typeof HIGH_LEVEL_OPERATIONS = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ Object.assign({}, UI_OPERATIONS, ADMIN_OPERATIONS),
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
);

/** The name of any operation of any environment. */
export type OperationType = keyof typeof OPERATIONS;

const ENVIRONMENTS: readonly (readonly [JsApiLocation, Record<string, number>])[] = [
  ["ui", UI_OPERATIONS],
  ["admin", ADMIN_OPERATIONS],
  ["dsr", DSR_OPERATIONS],
  ["impact", HIGH_LEVEL_OPERATIONS],
];

const flagsOf = (type: string): number | undefined =>
  Object.prototype.hasOwnProperty.call(OPERATIONS, type)
    ? OPERATIONS[type as OperationType]
    : undefined;

/** Whether `type` names an operation of any environment. */
export function isOperationType(type: string): type is OperationType {
  return flagsOf(type) !== undefined;
}

/** The environment whose table holds `type` (`impact` for the high-level API), or `undefined`. */
export function operationEnvironment(type: string): JsApiLocation | undefined {
  return ENVIRONMENTS.find(([, table]) => Object.prototype.hasOwnProperty.call(table, type))?.[0];
}

/** Whether `type` waits for a person (a picker, a dialog, a prompt): such requests get no default timeout. */
export function waitsForPerson(type: string): boolean {
  return ((flagsOf(type) ?? 0) & WAITS_FOR_PERSON) !== 0;
}

/** The only platform that serves `type` (`WEB` or `IOS`), or `undefined` when every platform does. */
export function platformOf(type: string): Extract<Mode, "WEB" | "IOS"> | undefined {
  const flags = flagsOf(type) ?? 0;
  return flags & WEB_ONLY ? "WEB" : flags & IOS_ONLY ? "IOS" : undefined;
}

/** Whether the platform wire posts `type` as a bare `{ type, body }` with no answer. */
export function isBareOnPlatformWire(type: string): boolean {
  return ((flagsOf(type) ?? 0) & BARE_ON_PLATFORM_WIRE) !== 0;
}
