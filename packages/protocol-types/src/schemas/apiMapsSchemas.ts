/**
 * Schema maps per environment: operation -> request schema and operation -> response schema, taken
 * from the one table of every operation (`OPERATION_SCHEMAS`, `./operations`). A host validates an
 * incoming payload with `UI_API_REQUEST_SCHEMAS[type].safeParse(body)`.
 */
import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  HIGH_LEVEL_API_METHOD_TYPES,
  UI_API_METHOD_TYPES,
} from "../operationTypes";
import type { OperationType } from "../lookups";
import { OPERATION_SCHEMAS } from "./operations";

type Schemas = typeof OPERATION_SCHEMAS;

/** One side (`request` or `response`) of the schemas of the operations `types`. */
function schemasOf<K extends OperationType, Side extends "request" | "response">(
  types: readonly K[],
  side: Side,
): { readonly [T in K]: Schemas[T][Side] } {
  return Object.fromEntries(types.map((type) => [type, OPERATION_SCHEMAS[type][side]])) as {
    readonly [T in K]: Schemas[T][Side];
  };
}

/** Request payload schema of each of the 33 UI operations (`UiApiMap[K]["request"]`). */
export const UI_API_REQUEST_SCHEMAS = /* @__PURE__ */ schemasOf(UI_API_METHOD_TYPES, "request");
/** Response payload schema of each of the 33 UI operations (`UiApiMap[K]["response"]`). */
export const UI_API_RESPONSE_SCHEMAS = /* @__PURE__ */ schemasOf(UI_API_METHOD_TYPES, "response");
/** Request payload schema of each of the 20 admin operations. */
export const ADMIN_API_REQUEST_SCHEMAS = /* @__PURE__ */ schemasOf(
  ADMIN_API_METHOD_TYPES,
  "request",
);
/** Response payload schema of each of the 20 admin operations. */
export const ADMIN_API_RESPONSE_SCHEMAS = /* @__PURE__ */ schemasOf(
  ADMIN_API_METHOD_TYPES,
  "response",
);
/** Request payload schema of each of the 5 DSR operations. */
export const DSR_API_REQUEST_SCHEMAS = /* @__PURE__ */ schemasOf(DSR_API_METHOD_TYPES, "request");
/** Response payload schema of each of the 5 DSR operations. */
export const DSR_API_RESPONSE_SCHEMAS = /* @__PURE__ */ schemasOf(DSR_API_METHOD_TYPES, "response");
/** Request payload schema of each high-level operation. */
export const HIGH_LEVEL_API_REQUEST_SCHEMAS = /* @__PURE__ */ schemasOf(
  HIGH_LEVEL_API_METHOD_TYPES,
  "request",
);
/** Response payload schema of each high-level operation. */
export const HIGH_LEVEL_API_RESPONSE_SCHEMAS = /* @__PURE__ */ schemasOf(
  HIGH_LEVEL_API_METHOD_TYPES,
  "response",
);
