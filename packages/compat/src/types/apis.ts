// Our declarations of the existing client's API objects: the same member names (every snake_case
// alias included), with payload and answer types from HostBridge's operation registry.
/* eslint-disable @typescript-eslint/no-explicit-any -- the client types these as `any`; an app that type-checks against it must type-check here */
import type {
  AdminApiMap,
  AdminApiMethodType,
  AdminEnv as ServiceAdminEnv,
  DsrApiMap,
  DsrApiMethodType,
  DsrEnv as ServiceDsrEnv,
  HighLevelApiMap,
  HighLevelApiMethodType,
  PeerConnectivityEvent,
  ServiceEnv,
  ServiceEnvSvc,
  UiApiMap,
  UiApiMethodType,
  UiMessageMap,
} from "@hostbridge/protocol-types";
import type { CompatLowLevelApi } from "../lowLevel";
import type { UiSelectContentResponse } from "./clientRecords";
import type { UiAppSetDataPayload } from "./clientStartData";
import type { FileRetrieve, OpenApiModel, UiSelectCanvasesResponse } from "./clientContentRecords";
import type { ClientModel } from "./clientModel";

export type { ClientModel } from "./clientModel";

/** `appLoaded` -> `app_loaded`, at the type level. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** `T` plus the snake_case alias of each member that has none. */
export type WithSnakeCaseAliases<T> = T & {
  [
    K in keyof T as K extends string ? (SnakeCase<K> extends keyof T ? never : SnakeCase<K>) : never
  ]: T[K];
};

/** The options of `usePitcherApi()` and `useApi()`. */
export interface ApiOptions {
  /** Called with `{ message, js_api_response }` when the host answers a high-level call with an error. */
  errorLogger?: (p: any) => string | void;
  /** `"off"` (default), `"info"` or `"debug"`; `"info"` and `"debug"` also turn the compat notices on. */
  logLevel?: "off" | "info" | "debug";
  /** `"camel"`: answers, rejections and events come back with camelCase keys. Default `"snake"`. */
  casing?: "camel" | "snake";
  /** `"postmessage"` (default) or `"prefer-online"`. */
  fetchMode?: "postmessage" | "prefer-online";
}

/**
 * A method of one operation: optional payload when the operation takes none or an optional one. It
 * takes what HostBridge's registry describes or any other object (the client's types take looser
 * payloads, and the host judges them), and answers a {@link ClientModel}.
 */
type Call<Request, Response> = undefined extends Request
  ? (payload?: Request | OpenApiModel) => Promise<ClientModel<Response>>
  : (payload: Request | OpenApiModel) => Promise<ClientModel<Response>>;

type Ui<K extends UiApiMethodType, R = UiApiMap[K]["response"]> = Call<UiApiMap[K]["request"], R>;
type Admin<K extends AdminApiMethodType, R = AdminApiMap[K]["response"]> = Call<
  AdminApiMap[K]["request"],
  R
>;
type Dsr<K extends DsrApiMethodType, R = DsrApiMap[K]["response"]> = Call<
  DsrApiMap[K]["request"],
  R
>;
type High<K extends HighLevelApiMethodType, R = HighLevelApiMap[K]["response"]> = Call<
  HighLevelApiMap[K]["request"],
  R
>;

/** The environment's service block as the client declares it: with `impersonated_by` (its user is the client's through ClientModel). */
type ClientServiceBlock = ServiceEnvSvc & { impersonated_by?: string };

/** The environment of the high-level API, with its service block under `pitcher` as the client reads it. */
export type PitcherEnv = ClientModel<
  Omit<ServiceEnv, "svc"> & {
    pitcher: ClientServiceBlock;
    permissions?: string[];
  }
>;
/** The environment of the admin location, with its service block under `pitcher`. */
export type AdminEnv = ClientModel<Omit<ServiceAdminEnv, "svc"> & { pitcher: ClientServiceBlock }>;
/** The environment of the DSR location, with its service block under `pitcher`. */
export type DsrEnv = ClientModel<
  Omit<ServiceDsrEnv, "svc"> & { pitcher?: NonNullable<ServiceDsrEnv["svc"]> }
>;

/** Unsubscribes a handler added with `on()`. */
type Off = () => void;
/** A handler of a pushed message (what it returns goes back to the host). */
type MessageHandler<P> = (data: ClientModel<P>) => Promise<void> | void;

/** The payloads of the UI messages, by type (the client's name for the prompt stream). */
export type UiMessagePayloads = ClientModel<
  Omit<UiMessageMap, "ui_prompt_assistant_response_streamed" | "ui_app_set_data"> & {
    ui_prompt_pia_response_streamed: UiMessageMap["ui_prompt_assistant_response_streamed"];
  }
> & { ui_app_set_data: UiAppSetDataPayload };
/** The payloads of the admin messages, by type. */
export type AdminMessagePayloads = { admin_env_changed: AdminEnv };
/** The payloads of the DSR messages, by type. */
export type DsrMessagePayloads = { dsr_env_changed: DsrEnv };

/** The UI methods by their camelCase names. */
export interface UiMethods {
  openSharingSettings: Ui<"ui_open_sharing_settings">;
  promptPia: Ui<"ui_prompt_assistant">;
  completePostcall: Ui<"ui_complete_postcall", void>;
  cancelMeeting(): Promise<void>;
  resumeMeeting(): Promise<void>;
  stopMeeting(): Promise<void>;
  enablePostcallSubmit(): Promise<void>;
  disablePostcallSubmit(): Promise<void>;
  setPostcallStyle: Ui<"ui_set_postcall_style", void>;
  updateCanvas: Ui<"ui_update_canvas">;
  printCanvas: Ui<"ui_print_canvas">;
  appLoaded(): Promise<void>;
  appResize: Ui<"ui_app_resize", void>;
  closeCanvasSectionExecution(): Promise<void>;
  closeCanvasDrawer(): Promise<void>;
  canvasNavigateNextPage(): Promise<void>;
  canvasNavigatePreviousPage(): Promise<void>;
  canvasNavigatePage: Ui<"ui_canvas_navigate_page", void>;
  openCanvasOverlay: Ui<"ui_open_canvas_overlay", void>;
  openCollectionPlayerOverlay: Ui<"ui_open_collection_player_overlay", void>;
  selectCanvases: Ui<"ui_select_canvases", UiSelectCanvasesResponse>;
  captureAppError: Ui<"ui_capture_app_error", void>;
  updateLocation: Ui<"ui_update_location", any>;
  embeddableReady(): Promise<void>;
  ui_select_content: Ui<"ui_select_content", UiSelectContentResponse>;
  selectContent: Ui<"ui_select_content", UiSelectContentResponse>;
  open: Ui<"ui_open", void>;
  toast: Ui<"ui_toast", void>;
  preselectSfdcMeetingId: Ui<"ui_preselect_crm_meeting_id">;
  selectCollectionContent: Ui<"ui_select_collection_player_content">;
  selectAgendaContent: Ui<"ui_select_agenda_content">;
  openGlobalPopup(
    appName: string,
    extraContext?: Record<string, any>,
  ): Promise<UiApiMap["ui_open_global_popup"]["response"]>;
  closeGlobalPopup(): Promise<void>;
  on<T extends keyof UiMessagePayloads>(
    type: T,
    handler: MessageHandler<UiMessagePayloads[T]>,
  ): Promise<Off>;
  onMeetingCanceled(
    handler: MessageHandler<UiMessagePayloads["ui_meeting_canceled"]>,
  ): Promise<Off>;
  onCanvasUpdated(handler: MessageHandler<UiMessagePayloads["ui_canvas_updated"]>): Promise<Off>;
  onSectionListUpdated(
    handler: MessageHandler<UiMessagePayloads["ui_section_list_updated"]>,
  ): Promise<Off>;
  onAppSetData(handler: MessageHandler<UiMessagePayloads["ui_app_set_data"]>): Promise<Off>;
  onAppUpdateData(handler: MessageHandler<UiMessagePayloads["ui_app_update_data"]>): Promise<Off>;
  uiBroadcast: Ui<"ui_broadcast", void>;
}

/** What `useUi()` returns: the UI methods and their snake_case aliases. */
export type UiApi = WithSnakeCaseAliases<UiMethods>;

/** The admin methods by their camelCase names. */
export interface AdminMethods {
  getUsers: Admin<"admin_get_users">;
  getAppConfig(payload: { app_name: string }): Promise<Record<string, any>>;
  getFile: Admin<"admin_get_file">;
  getFiles: Admin<"admin_get_files">;
  open: Admin<"admin_open_file_overlay", void>;
  close(): Promise<void>;
  getInstanceMetadataTemplates: Admin<"admin_get_instance_metadata_templates">;
  createCanvas: Admin<"admin_create_canvas">;
  getCanvases: Admin<"admin_get_canvases">;
  getCanvas: Admin<"admin_get_canvas">;
  updateCanvas: Admin<"admin_update_canvas">;
  openCanvasOverlay: Admin<"admin_open_canvas_overlay", void>;
  openCollectionPlayerOverlay: Admin<"admin_open_collection_player_overlay", void>;
  selectCanvases: Admin<"admin_select_canvases", UiSelectCanvasesResponse>;
  getEnv(): Promise<AdminEnv>;
  selectCollectionContent: Admin<"admin_select_collection_player_content">;
  selectAgendaContent: Admin<"admin_select_agenda_content">;
  selectContent: Admin<"admin_select_content", UiSelectContentResponse>;
  captureAppError: Admin<"admin_capture_app_error", void>;
  on<T extends keyof AdminMessagePayloads>(
    type: T,
    handler: MessageHandler<AdminMessagePayloads[T]>,
  ): Promise<Off>;
  toast: Admin<"admin_toast", void>;
}

/** What `useAdmin()` returns: the admin methods and their snake_case aliases. */
export type AdminApi = WithSnakeCaseAliases<AdminMethods>;

/** The DSR methods by their camelCase names. */
export interface DsrMethods {
  close(): Promise<void>;
  getFile: Dsr<"dsr_get_file">;
  getAppConfig(payload?: { app_name?: string }): Promise<Record<string, any>>;
  embeddableReady(): Promise<void>;
  getEnv(): Promise<DsrEnv>;
  on<T extends keyof DsrMessagePayloads>(
    type: T,
    handler: MessageHandler<DsrMessagePayloads[T]>,
  ): Promise<Off>;
}

/** What `useDsr()` returns: the DSR methods and their snake_case aliases. */
export type DsrApi = WithSnakeCaseAliases<DsrMethods>;

/** An event as the client delivers it to `API.on("event", ...)`: its type and body. */
export interface PitcherEvent {
  type: string;
  body: any;
}

/**
 * Where the client declares another answer than HostBridge's registry: `null` for a download, the
 * full file record (`FileRetrieve`, with its version and viewer fields) where a list's file would do,
 * and any rows of a Smart SQL query (ours: arrays of values). The answer is the host's body either
 * way; these are the client's words for it.
 */
type ClientAnswers = {
  crm_smart_query: any[];
  download_file: null;
  get_file: FileRetrieve;
  get_file_revision_data: FileRetrieve;
  create_file: FileRetrieve;
  update_file: FileRetrieve;
};

type HighLevelPlain = {
  [
    K in Exclude<HighLevelApiMethodType, "get_env" | "patch_core_folder" | "open"> as CamelOf<K>
  ]: K extends keyof ClientAnswers ? High<K, ClientAnswers[K]> : High<K>;
};
type CamelOf<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelOf<Tail>>}`
  : S;

/** What `usePitcherApi()` returns: one method per high-level operation, events, and `API`. */
export type HighLevelApi = HighLevelPlain & {
  /** The low-level API: `request(type, body)` and the local event emitter. */
  API: CompatLowLevelApi;
  /** Calls `callback` with the body of every `type` event from the host (and of `API.emit`). */
  on(type: string, callback: (payload: any) => void): void;
  /** Removes `callback` from `type`. */
  off(type: string, callback: (payload: any) => void): void;
  getEnv(): Promise<PitcherEnv>;
  open: High<"open", string>;
  patchCoreFolder(
    id: string,
    payload: Record<string, any>,
  ): Promise<ClientModel<HighLevelApiMap["patch_core_folder"]["response"]>>;
  crmQueryAdaptive(payload: { query: string; [key: string]: any }): Promise<any>;
};

/** A peer connectivity event as handlers receive it. */
export type { PeerConnectivityEvent };
