import type {
  EventKey,
  EventMap,
  JsApiLocation,
  LocationRoute,
  LocationRoutes,
  Mode,
  OpenRecord,
} from "@hostbridge/protocol-types";
import { adminEnvOf, dsrEnvOf, serviceEnvOf } from "./environment";
import { HostSimulatorError } from "./errors";
import { canvasRecord } from "./fixtures";
import type { CrmRecord, FixtureRecord, HostFixtures } from "./fixtures";
import { PLATFORM_OPERATION_HANDLERS } from "./handlers/platformOps";
import type { OperationRequest, OperationResponse, OperationType } from "./operations";
import { compareValues, runQuery } from "./query";

/** What the default behaviour of an operation can see and change. */
export interface SimulatorState {
  /** The live data; default handlers read and change it. */
  readonly fixtures: HostFixtures;
  /** The simulated platform. */
  readonly mode: Mode;
  /** The simulated environment. */
  readonly location: JsApiLocation;
  /** Routes registered through `ui_update_location`. */
  readonly routes: LocationRoutes;
  /** A new id with a readable prefix (`canvas-sim-0005`). */
  nextId(prefix: string): string;
  /** Fires an event to the app (validated like `host.emit`). */
  emit<K extends EventKey>(key: K, body: EventMap[K]): void;
  /** The current time as an ISO string. */
  now(): string;
}

/** The default behaviour of operation `K`: fixture-backed, may throw a `HostSimulatorError`. */
export type DefaultHandler<K extends OperationType> = (
  payload: OperationRequest<K>,
  state: SimulatorState,
) => OperationResponse<K>;

/** A default behaviour for every operation: the compiler checks that none is missing. */
export type DefaultHandlers = { [K in OperationType]: DefaultHandler<K> };

const ack = (): void => undefined;

function requireString(type: string, payload: unknown, ...keys: string[]): string {
  const record = (payload ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value.length > 0) return value;
  }
  throw new HostSimulatorError(
    "INVALID_PAYLOAD",
    `${type} was sent an invalid payload: ${keys[0]}: is required (expected a non-empty string, the id of the record to read). Fix the payload and send the request again.`,
    { details: { issues: [`${keys[0]}: is required (expected a non-empty string)`] } },
  );
}

function notFound(
  what: string,
  id: string,
  available: readonly FixtureRecord[],
): HostSimulatorError {
  const ids = available.map((r) => String(r.id)).slice(0, 8);
  return new HostSimulatorError(
    "NOT_FOUND",
    `no ${what} with id "${id}" in the simulated data; known ids: ${ids.join(", ") || "none"} (add records through the \`fixtures\` option)`,
    { details: { id } },
  );
}

function byId(what: string, list: FixtureRecord[], id: string): FixtureRecord {
  const found = list.find((r) => r.id === id);
  if (!found) throw notFound(what, id, list);
  return found;
}

const PAGE_SIZE = 25;

function numberOf(value: unknown, fallback: number): number {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A Django-style page: `{ count, next, previous, page, page_size, results }`. */
function paginate(resource: string, rows: FixtureRecord[], query: unknown): OpenRecord {
  const q = (query ?? {}) as Record<string, unknown>;
  const page = numberOf(q.page, 1);
  const pageSize = numberOf(q.page_size, PAGE_SIZE);
  const start = (page - 1) * pageSize;
  const url = (p: number) =>
    `https://api.example.com/api/v1/${resource}/?page=${p}&page_size=${pageSize}`;
  return {
    count: rows.length,
    next: start + pageSize < rows.length ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    page,
    page_size: pageSize,
    results: structuredClone(rows.slice(start, start + pageSize)),
  };
}

function contains(haystack: unknown, needle: string): boolean {
  return typeof haystack === "string" && haystack.toLowerCase().includes(needle.toLowerCase());
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function idList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string"
    ? value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/** Picks `fields` (comma-separated keys) of a record; the whole record without it. */
function pickFields(record: FixtureRecord, fields: unknown): FixtureRecord {
  if (typeof fields !== "string" || fields.trim() === "") return structuredClone(record);
  const keys = fields
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  return Object.fromEntries(
    keys.filter((k) => k in record).map((k) => [k, structuredClone(record[k])]),
  );
}

function sortBy(rows: FixtureRecord[], ordering: unknown): FixtureRecord[] {
  if (typeof ordering !== "string" || ordering === "") return rows;
  const descending = ordering.startsWith("-");
  const key = descending ? ordering.slice(1) : ordering;
  return [...rows].sort((a, b) => (descending ? -1 : 1) * compareValues(a[key], b[key]));
}

function filesMatching(files: FixtureRecord[], filter: Record<string, unknown>): FixtureRecord[] {
  const ids = idList(filter.id__in);
  return files.filter((f) => {
    if (typeof filter.id === "string" && f.id !== filter.id) return false;
    if (ids.length && !ids.includes(String(f.id))) return false;
    if (typeof filter.folder_id === "string" && f.folder_id !== filter.folder_id) return false;
    if (typeof filter.name === "string" && !contains(f.name, filter.name)) return false;
    if (filter.content_type !== undefined && !asList(filter.content_type).includes(f.content_type))
      return false;
    if (filter.type !== undefined && !asList(filter.type).includes(f.type)) return false;
    for (const key of [
      "status",
      "access_type",
      "instance_id",
      "original_extension",
      "global_id",
    ] as const) {
      if (filter[key] !== undefined && f[key] !== filter[key]) return false;
    }
    if (Array.isArray(filter.tags) && !filter.tags.every((t) => (f.tags as unknown[]).includes(t)))
      return false;
    return true;
  });
}

function canvasesMatching(
  canvases: FixtureRecord[],
  filter: Record<string, unknown>,
): FixtureRecord[] {
  const ids = idList(filter.id__in);
  const search =
    typeof filter.search === "string"
      ? filter.search
      : typeof filter.name === "string"
        ? filter.name
        : undefined;
  return canvases.filter((c) => {
    if (ids.length && !ids.includes(String(c.id))) return false;
    if (search !== undefined && !contains(c.name, search)) return false;
    for (const key of ["is_template", "is_section", "is_draft", "folder_id"] as const) {
      if (filter[key] !== undefined && c[key] !== filter[key]) return false;
    }
    return true;
  });
}

/** Merges `patch` into the canvas with `patch.id`, stamps `modified_at`, and returns it (optionally narrowed to `fields`). */
function updateCanvas(
  state: SimulatorState,
  type: string,
  patch: Record<string, unknown>,
): OpenRecord {
  const id = requireString(type, patch, "id");
  const canvas = byId("canvas", state.fixtures.canvases, id);
  const { fields, ...changes } = patch;
  Object.assign(canvas, structuredClone(changes), { modified_at: state.now() });
  return pickFields(canvas, fields);
}

function crmTable(state: SimulatorState, object: string): { name: string; rows: CrmRecord[] } {
  const crm = state.fixtures.crm;
  const name = Object.keys(crm).find((n) => n.toLowerCase() === object.toLowerCase());
  if (name === undefined) {
    throw new HostSimulatorError(
      "NOT_FOUND",
      `no CRM object "${object}" in the simulated CRM; it has ${Object.keys(crm).join(", ") || "no objects"} (add one through \`fixtures.crm\`)`,
      { details: { object } },
    );
  }
  return { name, rows: crm[name]! };
}

function newCrmId(state: SimulatorState, object: string): string {
  const keyPrefix = state.fixtures.crmMetadata[object]?.keyPrefix;
  const prefix = typeof keyPrefix === "string" ? keyPrefix : object.slice(0, 3).toUpperCase();
  return state.nextId(`${prefix}SIM`);
}

function crmMetadataOf(state: SimulatorState, object: string): FixtureRecord {
  const name = Object.keys(state.fixtures.crmMetadata).find(
    (n) => n.toLowerCase() === object.toLowerCase(),
  );
  if (name === undefined) {
    throw new HostSimulatorError(
      "NOT_FOUND",
      `no metadata for CRM object "${object}"; the simulated CRM describes ${Object.keys(state.fixtures.crmMetadata).join(", ")}`,
      { details: { object } },
    );
  }
  return structuredClone(state.fixtures.crmMetadata[name]!);
}

function crmLayoutOf(
  state: SimulatorState,
  object: string,
  options: Record<string, unknown>,
): OpenRecord {
  const name = Object.keys(state.fixtures.crmLayouts).find(
    (n) => n.toLowerCase() === object.toLowerCase(),
  );
  if (name === undefined) {
    throw new HostSimulatorError(
      "NOT_FOUND",
      `no layout for CRM object "${object}"; the simulated CRM has layouts for ${Object.keys(state.fixtures.crmLayouts).join(", ")}`,
      { details: { object } },
    );
  }
  const chosen = Object.fromEntries(
    ["form_factor", "layout_type", "mode", "record_type_id"]
      .filter((k) => typeof options[k] === "string")
      .map((k) => [k, options[k]]),
  );
  return { ...structuredClone(state.fixtures.crmLayouts[name]!), ...chosen };
}

function smartObjectName(type: string, payload: unknown): string {
  return requireString(type, payload, "object", "table_name", "sobject");
}

function applyLocation(
  state: SimulatorState,
  action: OperationRequest<"ui_update_location">,
): void {
  const routes = state.routes;
  const blank = (): LocationRoute => ({
    path: "/",
    query: {},
    is_inactive: false,
    is_mounted: false,
    is_restoring: false,
  });
  switch (action.action) {
    case "register":
      routes[action.child_app] = {
        ...blank(),
        path: action.path ?? "/",
        query: action.query ?? {},
      };
      return;
    case "unregister":
      delete routes[action.app];
      return;
    case "mounted":
      routes[action.app] = {
        ...(routes[action.app] ?? blank()),
        is_mounted: true,
        is_inactive: false,
      };
      return;
    case "update":
      for (const [app, route] of Object.entries(action.routes))
        routes[app] = { ...(routes[app] ?? blank()), ...route };
      return;
    case "restore":
      for (const [app, route] of Object.entries(action.routes)) {
        routes[app] = { ...(routes[app] ?? blank()), ...route, is_restoring: true };
      }
      return;
    case "restore_completed":
      routes[action.app] = {
        ...(routes[action.app] ?? blank()),
        path: action.path,
        query: action.query,
        is_restoring: false,
      };
      return;
    case "get_routes_request":
      // Answered with an `update_location` event, after the response (see the host).
      state.emit("update_location", {
        action: "get_routes_response",
        app: action.app,
        routes: structuredClone(routes),
      });
      return;
    case "get_routes_response":
      return;
  }
}

function selectableFiles(
  fixtures: HostFixtures,
  payload: Record<string, unknown>,
): FixtureRecord[] {
  const allowedIds = Array.isArray(payload.allowed_ids) ? payload.allowed_ids : undefined;
  const extensions = Array.isArray(payload.allowed_original_extensions)
    ? payload.allowed_original_extensions.map((e) => String(e).toLowerCase().replace(/^\./, ""))
    : undefined;
  const contentTypes = Array.isArray(payload.allowed_content_types)
    ? payload.allowed_content_types
    : undefined;
  return fixtures.files.filter((f) => {
    if (allowedIds && !allowedIds.includes(f.id)) return false;
    if (extensions && !extensions.includes(String(f.original_extension).toLowerCase()))
      return false;
    if (contentTypes && !contentTypes.includes(f.content_type)) return false;
    const permissions = (f.permissions ?? {}) as Record<string, unknown>;
    if (payload.disable_no_sharable === true && permissions.can_share === false) return false;
    const metadata = (f.metadata ?? {}) as Record<string, unknown>;
    if (payload.disable_no_pptx_data === true && metadata.pptx_data === undefined) return false;
    return true;
  });
}

/**
 * What a person picks in the content picker when the simulator answers for them: the fewest
 * items allowed (at least one), within `max_selections`, as files, or as first pages when
 * `content_type` is `slide` or `only_allow_content_pdf_pages` is set.
 */
function pickContent(fixtures: HostFixtures, payload: Record<string, unknown>): OpenRecord[] {
  const candidates = selectableFiles(fixtures, payload);
  const min = typeof payload.min_selections === "number" ? payload.min_selections : 1;
  const max =
    typeof payload.max_selections === "number" ? payload.max_selections : Number.POSITIVE_INFINITY;
  const count = Math.min(Math.max(min, 1), max, candidates.length);
  const pages = payload.content_type === "slide" || payload.only_allow_content_pdf_pages === true;
  return candidates.slice(0, count).map((f) => {
    const picked: OpenRecord = {
      id: f.id,
      name: f.name,
      content_type: f.content_type,
      original_extension: f.original_extension,
      thumbnail_url: f.thumbnail_url,
    };
    return pages ? { ...picked, page_index: 0, page_number: 1 } : picked;
  });
}

function pickCanvases(fixtures: HostFixtures, payload: Record<string, unknown>): FixtureRecord[] {
  const allowedIds = Array.isArray(payload.allowed_ids) ? payload.allowed_ids : undefined;
  const types = Array.isArray(payload.allowed_types)
    ? (payload.allowed_types as string[])
    : ["canvas"];
  const kind = (c: FixtureRecord) =>
    `${c.is_section === true ? "section" : "canvas"}${c.is_template === true ? "-template" : ""}`;
  const found = fixtures.canvases.find(
    (c) => (!allowedIds || allowedIds.includes(c.id)) && types.includes(kind(c)),
  );
  return found ? [structuredClone(found)] : [];
}

const shareActivity = "com.apple.UIKit.activity.Mail";

/** The default (fixture-backed) behaviour of every operation. */
export const DEFAULT_HANDLERS: DefaultHandlers = {
  ...PLATFORM_OPERATION_HANDLERS,
  // UI environment
  ui_app_loaded: ack,
  ui_app_resize: ack,
  ui_broadcast: ack,
  ui_cancel_meeting: ack,
  ui_canvas_navigate_next_page: ack,
  ui_canvas_navigate_page: ack,
  ui_canvas_navigate_previous_page: ack,
  ui_capture_app_error: ack,
  ui_close_canvas_drawer: ack,
  ui_close_canvas_section_execution: ack,
  ui_close_global_popup: ack,
  ui_complete_postcall: ack,
  ui_disable_postcall_submit: ack,
  ui_embeddable_ready: ack,
  ui_enable_postcall_submit: ack,
  ui_open: ack,
  ui_open_canvas_overlay: ack,
  ui_open_collection_player_overlay: ack,
  ui_open_global_popup: () => ({ success: true }),
  ui_open_sharing_settings: (payload) => ({
    user_action: "saved",
    files: structuredClone(payload.files),
  }),
  ui_preselect_crm_meeting_id: (payload, state) => {
    const event = (state.fixtures.crm.Event ?? []).find((e) => e.Id === payload.eventId);
    return { event: event ? structuredClone(event) : null };
  },
  ui_print_canvas: (payload, state) => {
    byId("canvas", state.fixtures.canvases, payload.id);
    return payload.notify_url === undefined
      ? { success: true }
      : { success: true, job_id: state.nextId("print-job-") };
  },
  ui_prompt_assistant: (payload, state) => ({
    id: payload.id,
    response: state.fixtures.promptAssistantAnswer,
  }),
  ui_resume_meeting: ack,
  ui_select_agenda_content: (payload, state) => ({
    user_action: "selected",
    content: structuredClone(payload?.initial_agenda ?? state.fixtures.agendas[0] ?? {}),
  }),
  ui_select_canvases: (payload, state) => ({
    user_action: "selected",
    canvases: pickCanvases(state.fixtures, payload ?? {}) as { id: string }[],
  }),
  ui_select_collection_player_content: (payload, state) => ({
    user_action: "selected",
    content: structuredClone(
      (payload?.initial_data as FixtureRecord | undefined) ??
        state.fixtures.collectionPlayers[0] ??
        {},
    ),
  }),
  ui_select_content: (payload, state) => ({
    user_action: "selected",
    content: pickContent(state.fixtures, payload ?? {}),
  }),
  ui_set_postcall_style: ack,
  ui_stop_meeting: ack,
  ui_toast: ack,
  ui_update_canvas: (payload, state) => updateCanvas(state, "ui_update_canvas", payload),
  ui_update_location: (payload, state) => applyLocation(state, payload),

  // admin environment
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
  admin_get_app_config: (_payload, state) => structuredClone(state.fixtures.appConfig),
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
    paginate("files", filesMatching(state.fixtures.files, payload ?? {}), payload),
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
    DEFAULT_HANDLERS.ui_select_agenda_content(payload, state),
  admin_select_canvases: (payload, state) => DEFAULT_HANDLERS.ui_select_canvases(payload, state),
  admin_select_collection_player_content: (payload, state) =>
    DEFAULT_HANDLERS.ui_select_collection_player_content(payload, state),
  admin_select_content: (payload, state) => DEFAULT_HANDLERS.ui_select_content(payload, state),
  admin_toast: ack,
  admin_update_canvas: (payload, state) => updateCanvas(state, "admin_update_canvas", payload),

  // DSR environment
  dsr_close: ack,
  dsr_embeddable_ready: ack,
  dsr_get_app_config: (_payload, state) => structuredClone(state.fixtures.appConfig),
  dsr_get_env: (_payload, state) => dsrEnvOf(state.fixtures),
  dsr_get_file: (payload, state) => {
    const id = requireString("dsr_get_file", payload, "id", "file_id");
    return structuredClone(byId("file", state.fixtures.files, id)) as { id: string };
  },

  // high-level operations
  get_env: (_payload, state) => serviceEnvOf(state.fixtures, state.location),
  open: ack,
  open_external_url: ack,
  notify: ack,
  query: (payload, state) => {
    const argRows = payload.args?.length ? payload.args : [[]];
    return {
      results: argRows.flatMap((args) => runQuery(state.fixtures.localTables, payload.query, args)),
    };
  },
  share: () => ({ user_action: "shared", activity_type: shareActivity }),
  show_peer_session: ack,
  show_syncbox: ack,
  submit_user_feedback: ack,
  get_folders: (payload, state) => {
    const q = payload ?? {};
    const ids = q.id__in ?? [];
    const filters = q.filters ?? {};
    const folders = state.fixtures.folders.filter(
      (f) =>
        (!ids.length || ids.includes(String(f.id))) &&
        (q.name === undefined || f.name === q.name) &&
        (q.search === undefined || contains(f.name, q.search)) &&
        Object.entries(filters).every(([key, value]) => f[key] === value),
    );
    const page = paginate("folders", sortBy(folders, q.ordering), q);
    return {
      ...page,
      results: (page.results as FixtureRecord[]).map((f) => pickFields(f, q.fields)),
    };
  },
  get_recent_files: (payload, state) => {
    const size = numberOf(payload?.size, 10);
    const recent = sortBy(state.fixtures.files, "-modified_at").slice(0, size);
    return { count: recent.length, results: structuredClone(recent) };
  },
  crm_query: (payload, state) => {
    const records = runQuery(state.fixtures.crm, payload.query);
    return { totalSize: records.length, done: true, records };
  },
  crm_create: (payload, state) => {
    const { name, rows } = crmTable(state, payload.sobject);
    const results = payload.records.map((record) => {
      const created = { ...structuredClone(record), Id: newCrmId(state, name) } as CrmRecord;
      rows.push(created);
      return { id: created.Id, success: true, errors: [] as unknown[] };
    });
    return { results };
  },
  crm_describe: (payload, state) => crmMetadataOf(state, payload.sobject),
  crm_layout: (payload, state) => crmLayoutOf(state, payload.sobject, payload),
  crm_upsert: (payload, state) => {
    const { name, rows } = crmTable(state, payload.sobject);
    const key = payload.external_id_field;
    const results = payload.records.map((record) => {
      const value = record[key];
      const existing = value === undefined ? undefined : rows.find((r) => r[key] === value);
      if (existing) {
        Object.assign(existing, structuredClone(record), { Id: existing.Id });
        return { id: existing.Id, success: true, created: false, errors: [] as unknown[] };
      }
      const created = { ...structuredClone(record), Id: newCrmId(state, name) } as CrmRecord;
      rows.push(created);
      return { id: created.Id, success: true, created: true, errors: [] as unknown[] };
    });
    return { results };
  },
  crm_smart_upsert_objects: (payload, state) => {
    // Check everything first, so a rejected batch changes nothing.
    const plans = payload.objects.map((entry, table) => {
      const { name, rows } = crmTable(state, entry.table_name);
      const path = entry.external_id_path;
      return entry.objects.map((object, index) => {
        const id =
          typeof object.Id === "string"
            ? object.Id
            : typeof object.id === "string"
              ? object.id
              : undefined;
        const externalValue = path === undefined ? undefined : object[path];
        const existing = rows.find(
          (r) =>
            (externalValue !== undefined && path !== undefined && r[path] === externalValue) ||
            (id !== undefined && r.Id === id),
        );
        if (!existing && id === undefined) {
          throw new HostSimulatorError(
            "INVALID_PAYLOAD",
            `crm_smart_upsert_objects was sent an invalid payload: objects[${table}].objects[${index}] (table ${entry.table_name}) matches no existing record and has no explicit Id; iOS hosts do not generate identifiers, so give every object being created an Id (and an external_id_path to update existing records instead of duplicating them)`,
            {
              details: {
                issues: [
                  `objects[${table}].objects[${index}].Id: is required to create a record on iOS`,
                ],
              },
            },
          );
        }
        return { name, rows, object, existing, id };
      });
    });
    const results = plans.map((plan, t) => {
      const ids = plan.map(({ rows, object, existing, id }) => {
        if (existing) {
          Object.assign(existing, structuredClone(object), { Id: existing.Id });
          return existing.Id;
        }
        rows.push({ ...structuredClone(object), Id: id! });
        return id!;
      });
      return { table_name: payload.objects[t]!.table_name, upserted: ids.length, ids };
    });
    return { results };
  },
  crm_smart_delete_objects: (payload, state) => {
    const results = payload.objects.map((entry) => {
      const { rows } = crmTable(state, entry.table_name);
      const deleted: string[] = [];
      const missing: string[] = [];
      for (const id of entry.ids) {
        const index = rows.findIndex((r) => r.Id === id);
        if (index === -1) missing.push(id);
        else {
          rows.splice(index, 1);
          deleted.push(id);
        }
      }
      return { table_name: entry.table_name, deleted, not_found: missing };
    });
    return { results };
  },
  crm_smart_object_validation_rules: (payload, state) => {
    const metadata = crmMetadataOf(state, payload.object);
    const name = String(metadata.name);
    return { object: name, rules: structuredClone(state.fixtures.crmValidationRules[name] ?? []) };
  },
  crm_smart_object_metadata: (payload, state) =>
    crmMetadataOf(state, smartObjectName("crm_smart_object_metadata", payload)),
  crm_smart_object_layout: (payload, state) =>
    crmLayoutOf(state, smartObjectName("crm_smart_object_layout", payload), payload),
};

/** What the simulated person answers when they close an interactive dialog without choosing. */
export function cancelledAnswer(
  type: string,
): { ok: true; body: OpenRecord } | { ok: false; message: string } {
  if (type === "ui_prompt_assistant") {
    return { ok: false, message: "the user closed the prompt assistant before it answered" };
  }
  return { ok: true, body: { user_action: "cancelled" } };
}
