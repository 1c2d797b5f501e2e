// The default behaviour of the admin environment's operations (`admin_*`).
import { adminEnvOf } from "../environment";
import { canvasRecord } from "../fixtures/hostFixtures";
import { canvasesMatching, filesMatching } from "./filters";
import { ordered } from "./platformOps/platformRecordLookups";
import {
  ack,
  byId,
  contains,
  idList,
  paginate,
  pickFields,
  requireString,
  sortBy,
  updateCanvas,
} from "./recordLookups";
import { answerAppConfig } from "./appConfig";
import type { HandlerGroup } from "./handlerTypes";
import { UI_HANDLERS } from "./ui";

/** The default (fixture-backed) behaviour of these operations. */
export const ADMIN_HANDLERS = {
  admin_capture_app_error: ack,
  admin_close_file_overlay: ack,
  admin_create_canvas: (payload, state) => {
    const now = state.now();
    const user = state.fixtures.env.svc.user;
    const author = {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
    };
    const canvas = canvasRecord({
      is_draft: true,
      thumbnail_url: null,
      ...structuredClone(payload),
      id: state.nextId("canvas-created-"),
      name: typeof payload.name === "string" ? payload.name : "Untitled canvas",
      created_at: now,
      modified_at: now,
      created_by: author,
      modified_by: author,
      owned_by: author,
      instance_id: state.fixtures.env.svc.instance.id,
    });
    state.fixtures.canvases.push(canvas);
    return structuredClone(canvas);
  },
  admin_get_app_config: answerAppConfig,
  admin_get_canvas: (payload, state) => {
    const id = requireString("admin_get_canvas", payload, "id", "canvas_id");
    return pickFields(byId("canvas", state.fixtures.canvases, id), payload.fields) as {
      id: string;
    };
  },
  admin_get_canvases: (payload, state) =>
    paginate(
      "canvases",
      sortBy(canvasesMatching(state.fixtures.canvases, payload ?? {}), payload?.ordering),
      payload,
    ),
  admin_get_env: (_payload, state) => adminEnvOf(state.fixtures),
  admin_get_file: (payload, state) => {
    const id = requireString("admin_get_file", payload, "id", "file_id");
    return structuredClone(byId("file", state.fixtures.files, id)) as { id: string };
  },
  admin_get_files: (payload, state) =>
    paginate(
      "files",
      ordered(filesMatching(state.fixtures.files, payload ?? {}), payload?.ordering),
      payload,
    ),
  admin_get_instance_metadata_templates: (_payload, state) => ({
    count: state.fixtures.metadataTemplates.length,
    results: structuredClone(state.fixtures.metadataTemplates),
  }),
  admin_get_users: (payload, state) => {
    const q = payload ?? {};
    const ids = idList(q.id__in);
    const search = typeof q.search === "string" ? q.search : undefined;
    const users = state.fixtures.users.filter(
      (u) =>
        (!ids.length || ids.includes(String(u.id))) &&
        (search === undefined || contains(u.name, search) || contains(u.email, search)),
    );
    return paginate("users", sortBy(users, q.ordering), q);
  },
  admin_open_file_overlay: ack,
  admin_open_canvas_overlay: ack,
  admin_open_collection_player_overlay: ack,
  admin_select_agenda_content: (payload, state) =>
    UI_HANDLERS.ui_select_agenda_content(payload, state),
  admin_select_canvases: (payload, state) => UI_HANDLERS.ui_select_canvases(payload, state),
  admin_select_collection_player_content: (payload, state) =>
    UI_HANDLERS.ui_select_collection_player_content(payload, state),
  admin_select_content: (payload, state) => UI_HANDLERS.ui_select_content(payload, state),
  admin_toast: ack,
  admin_update_canvas: (payload, state) => updateCanvas(state, "admin_update_canvas", payload),
} satisfies HandlerGroup;
