// Every operation the simulated host answers, grouped by environment, with its response schema.
import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  HIGH_LEVEL_API_METHOD_TYPES,
  INTERACTIVE_METHOD_TYPES,
  UI_API_METHOD_TYPES,
} from "@hostbridge/protocol-types";
import {
  ADMIN_API_RESPONSE_SCHEMAS,
  DSR_API_RESPONSE_SCHEMAS,
  describeZodIssues,
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  UI_API_RESPONSE_SCHEMAS,
} from "@hostbridge/protocol-types/schemas";
import type { OperationType } from "@hostbridge/host-simulator";

/** The operation groups shown in the fixtures editor. */
export const OPERATION_GROUPS: readonly { label: string; types: readonly OperationType[] }[] = [
  { label: "UI (ui_*)", types: UI_API_METHOD_TYPES },
  { label: "High-level (impact, ui)", types: HIGH_LEVEL_API_METHOD_TYPES },
  { label: "Admin", types: ADMIN_API_METHOD_TYPES },
  { label: "DSR", types: DSR_API_METHOD_TYPES },
];

/** Every operation type. */
export const ALL_OPERATIONS: readonly OperationType[] = OPERATION_GROUPS.flatMap(
  (group) => group.types,
);

const RESPONSE_SCHEMAS: Record<
  string,
  {
    safeParse(
      value: unknown,
    ): { success: true } | { success: false; error: Parameters<typeof describeZodIssues>[0] };
  }
> = {
  ...UI_API_RESPONSE_SCHEMAS,
  ...HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  ...ADMIN_API_RESPONSE_SCHEMAS,
  ...DSR_API_RESPONSE_SCHEMAS,
};

/** Whether `type` is one of the protocol's operations. */
export function isOperation(type: string): type is OperationType {
  return (ALL_OPERATIONS as readonly string[]).includes(type);
}

/** Whether the operation waits for a person (pickers, sharing dialogs, share sheet, prompt assistant). */
export function isInteractiveOperation(type: string): boolean {
  return (INTERACTIVE_METHOD_TYPES as readonly string[]).includes(type);
}

/** Problems of `body` as the response of `type` (empty when it is valid), one message per rule. */
export function responseProblems(type: OperationType, body: unknown): string[] {
  const schema = RESPONSE_SCHEMAS[type];
  if (!schema) return [`${type} is not an operation of the protocol`];
  const result = schema.safeParse(body);
  return result.success ? [] : describeZodIssues(result.error, { root: "response" });
}
