// The default (fixture-backed) behaviour of every operation, composed from one group per file:
// adding an operation group is one new file and one spread line here. The `DefaultHandlers` type
// makes the compiler check that no operation is missing.
import { ADMIN_HANDLERS } from "./admin";
import { CRM_HANDLERS } from "./crm";
import { CRM_SMART_HANDLERS } from "./crmSmart";
import { DSR_HANDLERS } from "./dsr";
import { HIGH_LEVEL_HANDLERS } from "./highLevel";
import { PLATFORM_OPERATION_HANDLERS } from "./platformOps/platformOperationHandlers";
import type { DefaultHandlers } from "./handlerTypes";
import { UI_HANDLERS } from "./ui";

/** The default (fixture-backed) behaviour of every operation. */
export const DEFAULT_HANDLERS: DefaultHandlers = {
  ...UI_HANDLERS,
  ...ADMIN_HANDLERS,
  ...DSR_HANDLERS,
  ...HIGH_LEVEL_HANDLERS,
  ...CRM_HANDLERS,
  ...CRM_SMART_HANDLERS,
  ...PLATFORM_OPERATION_HANDLERS,
};
