// Every operation the simulated host answers, grouped by environment: read from the operation
// registry of @hostbridge/protocol-types (OPERATIONS, operationEnvironment); this page keeps no list
// of its own. A response is checked by the simulator's own checkResponse.
import type { OperationType } from "@hostbridge/host-simulator";
import { OPERATIONS, operationEnvironment } from "@hostbridge/protocol-types";
import type { JsApiLocation } from "@hostbridge/protocol-types";

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
