/**
 * The default behaviour of the platform's operations beyond the spec (issue 17), one table for the
 * simulator's handler table. Their data lives in `fixtures.platform` (see fixtures/platformOps.ts)
 * and in the shared canvas, file, folder and user fixtures.
 */
import { ACCOUNT_HANDLERS } from "./account";
import { CANVAS_HANDLERS } from "./canvasOperations";
import { CORE_FOLDER_HANDLERS } from "./coreFolders";
import { crmSmartQuery } from "./crmSmartQuery";
import { DEVICE_FILE_HANDLERS } from "./deviceFiles";
import { FAVORITE_HANDLERS } from "./favorites";
import { FILE_HANDLERS } from "./fileOperations";
import { FOLDER_HANDLERS } from "./folderOperations";
import { SHELL_HANDLERS } from "./shell";
import { THEME_HANDLERS } from "./themes";

/** The default handlers of the platform's 59 operations beyond the spec. */
export const PLATFORM_OPERATION_HANDLERS = {
  ...CANVAS_HANDLERS,
  ...THEME_HANDLERS,
  ...FILE_HANDLERS,
  ...DEVICE_FILE_HANDLERS,
  ...FOLDER_HANDLERS,
  ...CORE_FOLDER_HANDLERS,
  ...FAVORITE_HANDLERS,
  ...ACCOUNT_HANDLERS,
  ...SHELL_HANDLERS,
  crm_smart_query: crmSmartQuery,
};
