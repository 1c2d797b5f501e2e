import {
  ADMIN_API_REQUEST_SCHEMAS,
  ADMIN_API_RESPONSE_SCHEMAS,
  ADMIN_MESSAGE_SCHEMAS,
  DSR_API_REQUEST_SCHEMAS,
  DSR_API_RESPONSE_SCHEMAS,
  DSR_MESSAGE_SCHEMAS,
  EVENT_SCHEMAS,
  HIGH_LEVEL_API_REQUEST_SCHEMAS,
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  UI_API_REQUEST_SCHEMAS,
  UI_API_RESPONSE_SCHEMAS,
  UI_MESSAGE_SCHEMAS,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";
import type { z } from "zod";
import type { OperationEnvironment } from "./operations";

/** The outcome of checking a value against a schema: the parsed value (defaults filled in) or the issues. */
export type CheckResult = { ok: true; value: unknown } | { ok: false; issues: string[] };

type SchemaMap = Readonly<Record<string, z.ZodType>>;

const REQUEST_SCHEMAS: Record<OperationEnvironment, SchemaMap> = {
  ui: UI_API_REQUEST_SCHEMAS,
  impact: HIGH_LEVEL_API_REQUEST_SCHEMAS,
  admin: ADMIN_API_REQUEST_SCHEMAS,
  dsr: DSR_API_REQUEST_SCHEMAS,
};

const RESPONSE_SCHEMAS: Record<OperationEnvironment, SchemaMap> = {
  ui: UI_API_RESPONSE_SCHEMAS,
  impact: HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  admin: ADMIN_API_RESPONSE_SCHEMAS,
  dsr: DSR_API_RESPONSE_SCHEMAS,
};

/** Which family a pushed message type belongs to. */
export type MessageEnvironment = "ui" | "admin" | "dsr";

const MESSAGE_SCHEMAS: Record<MessageEnvironment, SchemaMap> = {
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
export function checkRequest(
  environment: OperationEnvironment,
  type: string,
  payload: unknown,
): CheckResult {
  const schema = own(REQUEST_SCHEMAS[environment], type);
  return schema ? check(schema, payload, "payload") : { ok: true, value: payload };
}

/** Checks the response body of a known operation. */
export function checkResponse(
  environment: OperationEnvironment,
  type: string,
  body: unknown,
): CheckResult {
  const schema = own(RESPONSE_SCHEMAS[environment], type);
  return schema ? check(schema, body, "response") : { ok: true, value: body };
}

/** The family of a pushed message type, or `undefined` when the protocol has no such message. */
export function messageEnvironmentOf(type: string): MessageEnvironment | undefined {
  return (["ui", "admin", "dsr"] as const).find(
    (env) => own(MESSAGE_SCHEMAS[env], type) !== undefined,
  );
}

/** Checks the payload of a pushed message of a known type. */
export function checkMessage(
  environment: MessageEnvironment,
  type: string,
  payload: unknown,
): CheckResult {
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
