// usePitcherApi(): the client's high-level API on a bridge of its own. Requests go out with
// snake_case keys, answers and rejections come back in the app's casing, and a rejection is the
// host's response body itself (rule `rejection-body`), as the client gives it.
import { isHostBridgeError, sameOptions } from "@hostbridge/transport";
import type { Bridge } from "@hostbridge/transport";
import { clientEnv, compatBridge } from "./engine";
import {
  platformBody,
  platformCamelCase,
  platformKeys,
  platformSnakeCase,
} from "@hostbridge/protocol-types/wire";
import { CRM_CHECKS } from "./crmChecks";
import { createLowLevel, Emitter } from "./lowLevel";
import { engineOptions, noteLogLevel, notice } from "./notices";
import type { ApiOptions, HighLevelApi } from "./types/apis";

/** The client's high-level methods that send the operation of their snake_case name. */
const PLAIN_METHODS = [
  "assignCanvasTheme", "close", "createCanvas", "createFavorite", "createFile", "createFolder",
  "crmCreate", "crmDescribe", "crmLayout", "crmQuery", "crmSmartDeleteObjects",
  "crmSmartObjectLayout", "crmSmartObjectMetadata", "crmSmartObjectValidationRules",
  "crmSmartQuery", "crmSmartUpsertObjects", "crmUpsert", "deleteCanvas", "deleteFavorite",
  "deleteFile", "deleteFolder", "deleteLocalFile", "downloadFile", "fetchDocumentInfo",
  "getCanvas", "getCanvasRecommendedFiles", "getCanvasTheme", "getCanvases",
  "getCoreFolders", "getFavorites", "getFile", "getFileRevisionData", "getFileRevisions",
  "getFiles", "getFolders", "getInstanceMetadataTemplates", "getLanguages", "getRecentFiles",
  "getThemes", "getUsers", "isOffline", "moveFolderItems", "notify", "openExternalUrl",
  "openWebViewAlwaysOnTop", "query", "refreshAccessToken", "refreshServiceToken",
  "renderPageAsImage", "search", "selectDeviceFile", "share", "shareCanvas", "showPeerSession",
  "showSyncbox", "submitUserFeedback", "toast", "track", "triggerNonFilesSync",
  "unassignCanvasTheme", "updateCanvas", "updateCanvasIndicators", "updateFile", "updateFolder",
  "updateMyUser", "enterFullscreen", "exitFullscreen", "isFullscreen", "logout", "quitInstance",
  "getRequestTypes", "subscribe", "unsubscribe",
] as const; // prettier-ignore

/** The client's high-level methods that take no argument: whatever the app passes, nothing is sent. */
const NO_ARGS = new Set<string>([
  "close", "enterFullscreen", "exitFullscreen", "getLanguages", "getRequestTypes", "isFullscreen",
  "isOffline", "logout", "quitInstance", "refreshAccessToken", "selectDeviceFile", "subscribe",
  "triggerNonFilesSync", "unsubscribe",
]); // prettier-ignore

type Body = Record<string, unknown>;
type Request = (type: string, body?: unknown) => Promise<unknown>;

/**
 * The methods the client sends through the instance `usePitcherApi()` created last, whichever
 * instance they are called on (its casing and errorLogger apply).
 */
const ON_LATEST = new Set<string>([
  "query", "crmQuery", "crmQueryAdaptive", "crmSmartQuery", "crmSmartObjectMetadata",
  "crmSmartUpsertObjects", "crmSmartObjectValidationRules", "crmSmartObjectLayout",
  "crmSmartDeleteObjects", "crmCreate", "crmUpsert", "crmDescribe", "crmLayout", "notify", "track",
  "submitUserFeedback", "close",
]); // prettier-ignore
let latestRequest: Request | undefined;
const inArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? (value as unknown[]) : [value];

/** The payloads the client shapes itself before sending them, by method. */
const SHAPED: Record<string, (payload: Body | undefined) => unknown> = {
  getFile: (payload) => ({ ...payload, file_id: payload?.id || payload?.file_id }),
  getFileRevisions: (payload) => ({ file_id: payload?.id || payload?.file_id }),
  getFiles: (payload) => {
    const out: Body = { ...payload };
    if (out.type) out.type = inArray(out.type);
    if (out.content_type) out.content_type = inArray(out.content_type);
    return out;
  },
  getRecentFiles: (payload) => payload || {},
  refreshServiceToken: (payload) => payload ?? {},
  // (the client sets the default on the app's own object)
  notify: (payload = {}) => {
    if (!payload.type) payload.type = "native";
    return payload;
  },
};

/** The file id of an app opened offline from the platform's file folders (`file://…/pitcher folders/files/<id>/`). */
function offlineFileId(payload: Body | undefined): string | undefined {
  if (payload?.app_name || typeof location === "undefined") return undefined;
  const href = location.href;
  if (!href.startsWith("file://")) return undefined;
  return /pitcher(?:%20|\s+)folders\/files\/([^/]+)\//i.exec(href)?.[1];
}

/** The client's response-envelope text for `errorLogger`: nested values cut below depth 3. */
function truncated(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    return value.length > 10 && depth <= 0
      ? `[Truncated - ${value.length} length array]`
      : value.map((item) => truncated(item, depth - 1));
  }
  const keys = Object.keys(value);
  if (keys.length > 10 && depth <= 0) return `{Truncated - ${keys.length} properties obj}`;
  return Object.fromEntries(
    keys.map((key) => [key, truncated((value as Record<string, unknown>)[key], depth - 1)]),
  );
}

function createHighLevelApi(options: ApiOptions = {}): HighLevelApi {
  noteLogLevel(options.logLevel);
  const camel = options.casing === "camel";
  const inbound = (value: unknown) => (camel ? platformKeys(value, platformCamelCase) : value);
  const bridge: Bridge = compatBridge({ logLevel: options.logLevel, fetchMode: options.fetchMode });
  const events = new Emitter();
  const subscribers = new Emitter();
  events.on("event", (event) => {
    const { type, body } = event as { type: string; body: unknown };
    subscribers.emit(type, body);
  });
  bridge.onEvent("*", (body, event) => {
    events.emit("event", inbound({ type: event.type, body }));
  });

  const request = (type: string, body: unknown = null): Promise<unknown> => {
    const payload = platformBody(type, body);
    return bridge.call("svc", type, payload ?? undefined).then(inbound, (error: unknown) => {
      if (!isHostBridgeError(error, "HOST_ERROR")) throw error;
      // the host's whole answer, as the client logs it (its `request` echoes the body the app sent)
      const envelope = error.response as { request?: unknown } | undefined;
      options.errorLogger?.({
        message: `Pitcher JS API call failure: ${type}`,
        js_api_response: JSON.stringify(
          truncated(
            {
              type: "PITCHER_RESPONSE",
              request: envelope?.request ?? { type },
              response: { status: "error", body: error.body },
            },
            3,
          ),
        ),
      });
      notice("rejection-body", `usePitcherApi().${platformCamelCase(type)}`);
      throw inbound(error.body);
    });
  };

  latestRequest = request;
  const onLatest: Request = (type, body) => (latestRequest ?? request)(type, body);
  const API = createLowLevel(request, events);
  const api: Record<string, unknown> = {
    API,
    on: (type: string, callback: (payload: unknown) => void) => subscribers.on(type, callback),
    off: (type: string, callback: (payload: unknown) => void) => subscribers.off(type, callback),
    getEnv: () => request("get_env").then((env) => clientEnv(env, "getEnv()", true)),
    // offline, the app's config is its file's metadata
    getAppConfig: (payload?: Body) => {
      const fileId = offlineFileId(payload);
      return fileId
        ? request("get_file", { file_id: fileId }).then(
            (file) => (file as { metadata?: unknown } | null)?.metadata ?? {},
          )
        : request("get_app_config", payload);
    },
    open: (payload: unknown = {}) => request("open", payload),
    getFolder: (payload: unknown = { id: "root" }) => request("get_folder", payload),
    patchCoreFolder: (id: unknown, payload: unknown) =>
      request("patch_core_folder", { id, payload }),
    broadcast: (event: unknown) => request("broadcast", event),
    broadcastToWebviews: (event: unknown) => request("broadcast_to_webviews", event),
    crmQueryAdaptive: (payload: { query?: unknown }) => crmQueryAdaptive(onLatest, payload),
  };
  for (const name of PLAIN_METHODS) {
    if (name in api) continue;
    const type = platformSnakeCase(name);
    const check = CRM_CHECKS[name];
    const send = ON_LATEST.has(name) ? onLatest : request;
    const shape = SHAPED[name];
    api[name] = NO_ARGS.has(name)
      ? () => send(type)
      : (payload?: Body) => {
          const problem = check?.(payload);
          if (problem) return Promise.reject(new Error(problem));
          return send(type, shape ? shape(payload) : payload);
        };
  }
  return api as unknown as HighLevelApi;
}

/** `crmQueryAdaptive()`: `crm_smart_query` on an iOS host with offline CRM sync, else `crm_query`. */
async function crmQueryAdaptive(request: Request, payload: { query?: unknown }): Promise<unknown> {
  notice("crm-query-adaptive", "crmQueryAdaptive()");
  if (typeof payload?.query !== "string" || !payload.query) {
    throw new Error("Query is required and must be a string");
  }
  const env = (await request("get_env").catch(() => undefined)) as
    { mode?: unknown; launch_darkly?: { sfdc_offline_enabled?: unknown } } | undefined;
  if (env?.mode === "IOS" && env.launch_darkly?.sfdc_offline_enabled === true) {
    // the client translates SOQL to Smart SQL here; compat does not, and never sends SOQL as Smart SQL
    throw new Error(
      'crmQueryAdaptive(): this host queries the offline CRM store, which needs Smart SQL, and @hostbridge/compat does not translate SOQL. Call crmSmartQuery({ query }) with a Smart SQL query such as "SELECT {Account:Name} FROM {Account}" here (rule crm-query-adaptive).',
    );
  }
  return request("crm_query", payload);
}

/**
 * The high-level API `usePitcherApi()` created last (`undefined` before the first call), as the
 * client's live export is.
 */
export let highLevelApi: HighLevelApi | undefined;
let previous: { options: ApiOptions | undefined; generation: number } | undefined;

/**
 * The high-level API, as `@pitcher/js-api`'s `usePitcherApi()` has it, on the HostBridge engine: one
 * method per operation, `on`/`off` for host events, `API` (the low-level API). Equal options return
 * the same instance; other options create a new one (the previous one keeps working).
 *
 * @example
 * ```ts
 * import { usePitcherApi } from "@hostbridge/compat";
 *
 * const api = usePitcherApi({ casing: "camel" });
 * const env = await api.getEnv();
 * api.on("canvas_opened", (body) => console.log(body));
 * ```
 */
export function usePitcherApi(options?: ApiOptions): HighLevelApi {
  const { generation } = engineOptions();
  if (
    !highLevelApi ||
    !previous ||
    previous.generation !== generation ||
    !sameOptions(options ?? {}, previous.options ?? {})
  ) {
    highLevelApi = createHighLevelApi(options);
    previous = { options, generation };
  }
  notice("use-pitcher-api", "usePitcherApi()");
  return highLevelApi;
}
