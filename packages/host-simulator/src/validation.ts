import {
  ADMIN_MESSAGE_SCHEMAS,
  DSR_MESSAGE_SCHEMAS,
  EVENT_SCHEMAS,
  OPERATION_SCHEMAS,
  UI_MESSAGE_SCHEMAS,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";
import type { PushKind } from "@hostbridge/protocol-types/wire";
import type { z } from "zod";

/** The outcome of checking a value against a schema: the parsed value (defaults filled in) or the issues. */
export type CheckResult = { ok: true; value: unknown } | { ok: false; issues: string[] };

type SchemaMap = Readonly<Record<string, z.ZodType>>;

/** The request and response schemas of every operation, keyed by operation (the registry's table). */
const OPERATIONS: Readonly<Record<string, { request: z.ZodType; response: z.ZodType }>> =
  OPERATION_SCHEMAS;

/** The schema of the operation `type`'s request or response; `undefined` when the protocol has no such operation. */
function operationSchema(type: string, part: "request" | "response"): z.ZodType | undefined {
  return Object.prototype.hasOwnProperty.call(OPERATIONS, type)
    ? OPERATIONS[type]![part]
    : undefined;
}

const MESSAGE_SCHEMAS: Record<PushKind, SchemaMap> = {
  ui: UI_MESSAGE_SCHEMAS,
  admin: ADMIN_MESSAGE_SCHEMAS,
  dsr: DSR_MESSAGE_SCHEMAS,
};

const EVENTS: SchemaMap = EVENT_SCHEMAS;

function own(map: SchemaMap, key: string): z.ZodType | undefined {
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

function check(schema: z.ZodType, value: unknown, root: string): CheckResult {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: describeZodIssues(result.error, { root }) };
}

/** Checks the request payload of a known operation (defaults of the schema are filled in). */
export function checkRequest(type: string, payload: unknown): CheckResult {
  const schema = operationSchema(type, "request");
  return schema ? check(schema, payload, "payload") : { ok: true, value: payload };
}

/**
 * Checks `body` as the answer of operation `type` against the protocol's response schema: the one
 * check the simulated host makes of every answer (a person's, a handler's, a fixture's, a scripted
 * one). `{ ok: true, value }`, or `{ ok: false, issues }` with one message per problem. A type the
 * protocol does not have passes: the host refuses it when it arrives.
 *
 * @example
 * ```ts
 * const checked = checkResponse("ui_select_content", { user_action: "maybe" });
 * if (!checked.ok) console.warn(checked.issues.join("\n"));
 * ```
 */
export function checkResponse(type: string, body: unknown): CheckResult {
  const schema = operationSchema(type, "response");
  return schema ? check(schema, body, "response") : { ok: true, value: body };
}

/** The family of a pushed message type, or `undefined` when the protocol has no such message. */
export function messageEnvironmentOf(type: string): PushKind | undefined {
  return (["ui", "admin", "dsr"] as const).find(
    (env) => own(MESSAGE_SCHEMAS[env], type) !== undefined,
  );
}

/** Checks the payload of a pushed message of a known type. */
export function checkMessage(environment: PushKind, type: string, payload: unknown): CheckResult {
  const schema = own(MESSAGE_SCHEMAS[environment], type);
  return schema
    ? check(schema, payload, "payload")
    : { ok: false, issues: [`${type}: is not a message type`] };
}

/** Whether `key` is one of the protocol's event keys. */
export function isEventKey(key: string): boolean {
  return own(EVENTS, key) !== undefined;
}

/** Checks the body of an event; an unknown key is an issue. */
export function checkEvent(key: string, body: unknown): CheckResult {
  const schema = own(EVENTS, key);
  return schema
    ? check(schema, body, "body")
    : { ok: false, issues: [`type: "${key}" is not an event key of the protocol`] };
}
