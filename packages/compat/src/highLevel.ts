// usePitcherApi(): the client's high-level API on a bridge of its own. Requests go out with
// snake_case keys, answers and rejections come back in the app's casing, and a rejection is the
// host's response body itself (rule `rejection-body`), as the client gives it.
import { isHostBridgeError, sameOptions } from "@hostbridge/transport";
import type { Bridge } from "@hostbridge/transport";
import { clientEnv, compatBridge } from "./engine";
import { platformCamelCase, platformSnakeCase } from "@hostbridge/protocol-types/wire";
import { convertKeys, RAW_PAYLOAD_TYPES } from "./keys";
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
  "getAppConfig", "getCanvas", "getCanvasRecommendedFiles", "getCanvasTheme", "getCanvases",
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
  const inbound = (value: unknown) => (camel ? convertKeys(value, platformCamelCase) : value);
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
    const payload = RAW_PAYLOAD_TYPES.has(type) ? body : convertKeys(body, platformSnakeCase);
    return bridge.call("svc", type, payload ?? undefined).then(inbound, (error: unknown) => {
      if (!isHostBridgeError(error, "HOST_ERROR")) throw error;
      const id = (error.response as { request?: { id?: unknown } } | undefined)?.request?.id;
      options.errorLogger?.({
        message: `Pitcher JS API call failure: ${type}`,
        js_api_response: JSON.stringify(
          truncated(
            {
              type: "PITCHER_RESPONSE",
              request: { id, type },
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

  const API = createLowLevel(request, events);
  const api: Record<string, unknown> = {
    API,
    on: (type: string, callback: (payload: unknown) => void) => subscribers.on(type, callback),
    off: (type: string, callback: (payload: unknown) => void) => subscribers.off(type, callback),
    getEnv: () => request("get_env").then((env) => clientEnv(env, "getEnv()")),
    open: (payload: unknown = {}) => request("open", payload),
    getFolder: (payload: unknown = { id: "root" }) => request("get_folder", payload),
    patchCoreFolder: (id: unknown, payload: unknown) =>
      request("patch_core_folder", { id, payload }),
    broadcast: (event: unknown) => request("broadcast", event),
    broadcastToWebviews: (event: unknown) => request("broadcast_to_webviews", event),
    crmQueryAdaptive: (payload: { query?: unknown }) => crmQueryAdaptive(request, payload),
  };
  for (const name of PLAIN_METHODS) {
    api[name] = (payload?: unknown) => request(platformSnakeCase(name), payload);
  }
  return api as unknown as HighLevelApi;
}

/** `crmQueryAdaptive()`: `crm_smart_query` on an iOS host with offline CRM sync, else `crm_query`. */
async function crmQueryAdaptive(
  request: (type: string, body?: unknown) => Promise<unknown>,
  payload: { query?: unknown },
): Promise<unknown> {
  notice("crm-query-adaptive", "crmQueryAdaptive()");
  if (typeof payload?.query !== "string" || !payload.query) {
    throw new Error("Query is required and must be a string");
  }
  const env = (await request("get_env").catch(() => undefined)) as
    { mode?: unknown; launch_darkly?: { sfdc_offline_enabled?: unknown } } | undefined;
  const smart = env?.mode === "IOS" && env.launch_darkly?.sfdc_offline_enabled === true;
  return request(smart ? "crm_smart_query" : "crm_query", payload);
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
