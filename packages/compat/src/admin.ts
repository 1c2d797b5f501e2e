// useAdmin(): the client's admin API on the shared bridge.
import { clientEnv } from "./engine";
import { methodFor, subscriber, withAliases } from "./methods";
import type { MethodRow } from "./methods";
import type { AdminApi } from "./types/apis";

const EMPTY = {};

/** The client's admin methods: name -> operation and how it settles. */
const ADMIN_METHODS: Record<string, MethodRow> = {
  toast: { type: "admin_toast", settle: "void" },
  captureAppError: { type: "admin_capture_app_error", settle: "fire" },
  selectAgendaContent: { type: "admin_select_agenda_content", settle: "data", empty: EMPTY },
  selectCollectionContent: {
    type: "admin_select_collection_player_content",
    settle: "data",
    empty: EMPTY,
    rule: "renamed-methods",
  },
  selectContent: { type: "admin_select_content", settle: "data" },
  createCanvas: { type: "admin_create_canvas", settle: "data" },
  getCanvas: { type: "admin_get_canvas", settle: "data" },
  getCanvases: { type: "admin_get_canvases", settle: "data" },
  openCanvasOverlay: { type: "admin_open_canvas_overlay", settle: "void" },
  openCollectionPlayerOverlay: { type: "admin_open_collection_player_overlay", settle: "void" },
  selectCanvases: { type: "admin_select_canvases", settle: "data", empty: EMPTY },
  updateCanvas: { type: "admin_update_canvas", settle: "data" },
  getInstanceMetadataTemplates: { type: "admin_get_instance_metadata_templates", settle: "data" },
  close: {
    type: "admin_close_file_overlay",
    settle: "void",
    rule: "renamed-methods",
    noArgs: true,
  },
  getAppConfig: { type: "admin_get_app_config", settle: "data" },
  getFile: { type: "admin_get_file", settle: "data" },
  getFiles: { type: "admin_get_files", settle: "data" },
  open: { type: "admin_open_file_overlay", settle: "void", rule: "renamed-methods" },
  getUsers: { type: "admin_get_users", settle: "data" },
};

let api: AdminApi | undefined;

function createAdmin(): AdminApi {
  const members: Record<string, (...args: never[]) => Promise<unknown>> = {
    on: subscriber("admin", "admin"),
    getEnv: methodFor("admin", { type: "admin_get_env", settle: "data", noArgs: true }, (env) =>
      clientEnv(env, "admin.getEnv()"),
    ),
  };
  const rules: Record<string, MethodRow["rule"]> = {};
  for (const [name, row] of Object.entries(ADMIN_METHODS)) {
    members[name] = methodFor("admin", row);
    rules[name] = row.rule;
  }
  return withAliases("admin", members as never, rules) as unknown as AdminApi;
}

/**
 * The methods of the admin environment, as `@pitcher/js-api`'s `useAdmin()` has them (camelCase
 * names and their snake_case aliases), on the HostBridge engine. The same object on every call.
 *
 * @example
 * ```ts
 * import { useAdmin } from "@hostbridge/compat";
 *
 * const env = await useAdmin().getEnv();
 * console.log(env.pitcher.organization.name);
 * ```
 */
export function useAdmin(): AdminApi {
  return (api ??= createAdmin());
}
