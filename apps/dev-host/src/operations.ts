// Every operation the simulated host answers, grouped by environment, with its response schema: all
// read from the operation registry of @hostbridge/protocol-types (OPERATIONS, operationEnvironment)
// and its schema table (OPERATION_SCHEMAS); this page keeps no list of its own.
import type { OperationType } from "@hostbridge/host-simulator";
import { isOperationType, OPERATIONS, operationEnvironment } from "@hostbridge/protocol-types";
import type { JsApiLocation } from "@hostbridge/protocol-types";
import { describeZodIssues, OPERATION_SCHEMAS } from "@hostbridge/protocol-types/schemas";

/** The groups of the fixtures editor, in the order it shows them, by the registry's environment. */
const GROUP_LABELS: readonly (readonly [JsApiLocation, string])[] = [
  ["ui", "UI (ui_*)"],
  ["impact", "High-level (impact, ui)"],
  ["admin", "Admin"],
  ["dsr", "DSR"],
];

/** The operation groups shown in the fixtures editor. */
export const OPERATION_GROUPS: readonly { label: string; types: readonly OperationType[] }[] =
  GROUP_LABELS.map(([environment, label]) => ({
    label,
    types: (Object.keys(OPERATIONS) as OperationType[]).filter(
      (type) => operationEnvironment(type) === environment,
    ),
  }));

/** Problems of `body` as the response of `type` (empty when it is valid), one message per rule. */
export function responseProblems(type: OperationType, body: unknown): string[] {
  const schema = isOperationType(type) ? OPERATION_SCHEMAS[type].response : undefined;
  if (!schema) return [`${type} is not an operation of the protocol`];
  const result = schema.safeParse(body);
  return result.success ? [] : describeZodIssues(result.error, { root: "response" });
}
