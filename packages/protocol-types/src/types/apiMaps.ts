/**
 * One typed map per environment: `{ [operation]: { request; response } }`. They drive the typed
 * methods of the environment packages, the host simulator's handlers and the tests.
 *
 * - `request: void`: the operation takes no payload (send no `body` / `data`).
 * - `request: X | undefined`: every field of `X` is optional, so the payload may be left out.
 * - `response: void`: the host answers with status only; any body is ignored.
 * - Payloads and responses the spec does not show are open records ({@link OpenRecord}).
 */
import type {
  AdminApiMethodType,
  DsrApiMethodType,
  HighLevelApiMethodType,
  UiApiMethodType,
} from "../constants";
import type {
  AdminCaptureAppErrorRequest,
  AdminCreateCanvasRequest,
  AdminGetCanvasesRequest,
  AdminGetCanvasRequest,
  AdminGetFileRequest,
  AdminGetUsersRequest,
  AdminOpenCanvasOverlayRequest,
  AdminToastRequest,
  AdminUpdateCanvasRequest,
  FolderListRequest,
  GetInstanceMetadataTemplatesPayload,
  GetRecentFilesPayload,
  ListFilesPayload,
} from "./adminPayloads";
import type { UiUpdateCanvasRequest } from "./canvasUpdate";
import type {
  CRMCreatePayload,
  CRMDescribePayload,
  CRMLayoutPayload,
  CRMQueryPayload,
  CRMSmartDeleteObjectsPayload,
  CRMSmartObjectLayoutPayload,
  CRMSmartObjectMetadataPayload,
  CRMSmartObjectValidationRulesPayload,
  CRMUpsertPayload,
  UpsertCRMObjectsPayload,
} from "./crm";
import type { DsrGetFileRequest } from "./dsrPayloads";
import type { AdminEnv, DsrEnv, ServiceEnv } from "./env";
import type {
  NotificationPayload,
  OpenExternalUrlRequestPayload,
  QueryPayload,
  SharePayload,
  ShareResponse,
  ShowPeerSessionRequestPayload,
  ShowSyncboxRequestPayload,
  SubmitUserFeedbackPayload,
} from "./hostActions";
import type { UpdateLocationPitcherEvent } from "./location";
import type { OpenRequestPayload, UiOpenRequest } from "./open";
import type { AppConfig, CanvasRetrieve, File, OpenRecord, PaginatedData } from "./records";
import type {
  AdminSelectAgendaRequest,
  AdminSelectAgendaResponse,
  AdminSelectCanvasesRequest,
  AdminSelectCanvasesResponse,
  AdminSelectCollectionPlayerRequest,
  AdminSelectCollectionPlayerResponse,
  AdminSelectContentRequest,
  AdminSelectContentResponse,
  UiSelectAgendaRequest,
  UiSelectAgendaResponse,
  UiSelectCanvasesRequest,
  UiSelectCanvasesResponse,
  UiSelectCollectionPlayerRequest,
  UiSelectCollectionPlayerResponse,
  UiSelectContentRequest,
  UiSelectContentResponse,
} from "./selection";
import type {
  AdminOpenCollectionPlayerOverlayRequest,
  UiAppResizeRequest,
  UiBroadcastRequest,
  UiCanvasNavigatePageRequest,
  UiCaptureAppErrorRequest,
  UiCompletePostcallRequest,
  UiOpenCanvasOverlayRequest,
  UiOpenCollectionPlayerOverlayRequest,
  UiOpenGlobalPopupRequest,
  UiOpenGlobalPopupResponse,
  UiOpenSharingSettingsRequest,
  UiOpenSharingSettingsResponse,
  UiPreselectSfdcMeetingIdRequest,
  UiPreselectSfdcMeetingIdResponse,
  UiPrintCanvasRequest,
  UiPrintCanvasResponse,
  UiPromptAssistantRequest,
  UiPromptAssistantResponse,
  UiSetPostcallStyleRequest,
  UiToastRequest,
} from "./uiRequests";

/** The request and response payload of one operation. */
export type ApiOperation<Request, Response> = {
  /** What the app sends (`body` of the request). */
  request: Request;
  /** What the host answers (`body` of the response) when the status is `ok`. */
  response: Response;
};

/** The 33 operations of the UI environment (sent in `SVC_REQUEST` envelopes). */
export type UiApiMap = {
  ui_app_loaded: ApiOperation<void, void>;
  ui_app_resize: ApiOperation<UiAppResizeRequest, void>;
  ui_broadcast: ApiOperation<UiBroadcastRequest, void>;
  ui_cancel_meeting: ApiOperation<void, void>;
  ui_canvas_navigate_next_page: ApiOperation<void, void>;
  ui_canvas_navigate_page: ApiOperation<UiCanvasNavigatePageRequest, void>;
  ui_canvas_navigate_previous_page: ApiOperation<void, void>;
  ui_capture_app_error: ApiOperation<UiCaptureAppErrorRequest, void>;
  ui_close_canvas_drawer: ApiOperation<void, void>;
  ui_close_canvas_section_execution: ApiOperation<void, void>;
  ui_close_global_popup: ApiOperation<void, void>;
  ui_complete_postcall: ApiOperation<UiCompletePostcallRequest | undefined, void>;
  ui_disable_postcall_submit: ApiOperation<void, void>;
  ui_embeddable_ready: ApiOperation<void, void>;
  ui_enable_postcall_submit: ApiOperation<void, void>;
  ui_open: ApiOperation<UiOpenRequest | undefined, void>;
  ui_open_canvas_overlay: ApiOperation<UiOpenCanvasOverlayRequest, void>;
  ui_open_collection_player_overlay: ApiOperation<UiOpenCollectionPlayerOverlayRequest, void>;
  ui_open_global_popup: ApiOperation<UiOpenGlobalPopupRequest, UiOpenGlobalPopupResponse>;
  ui_open_sharing_settings: ApiOperation<
    UiOpenSharingSettingsRequest,
    UiOpenSharingSettingsResponse
  >;
  ui_preselect_crm_meeting_id: ApiOperation<
    UiPreselectSfdcMeetingIdRequest,
    UiPreselectSfdcMeetingIdResponse
  >;
  ui_print_canvas: ApiOperation<UiPrintCanvasRequest, UiPrintCanvasResponse>;
  ui_prompt_assistant: ApiOperation<UiPromptAssistantRequest, UiPromptAssistantResponse>;
  ui_resume_meeting: ApiOperation<void, void>;
  ui_select_agenda_content: ApiOperation<UiSelectAgendaRequest | undefined, UiSelectAgendaResponse>;
  ui_select_canvases: ApiOperation<UiSelectCanvasesRequest | undefined, UiSelectCanvasesResponse>;
  ui_select_collection_player_content: ApiOperation<
    UiSelectCollectionPlayerRequest | undefined,
    UiSelectCollectionPlayerResponse
  >;
  ui_select_content: ApiOperation<UiSelectContentRequest | undefined, UiSelectContentResponse>;
  ui_set_postcall_style: ApiOperation<UiSetPostcallStyleRequest, void>;
  ui_stop_meeting: ApiOperation<void, void>;
  ui_toast: ApiOperation<UiToastRequest, void>;
  ui_update_canvas: ApiOperation<UiUpdateCanvasRequest, OpenRecord>;
  ui_update_location: ApiOperation<UpdateLocationPitcherEvent, void>;
};

/** The 20 operations of the admin environment (sent in `ADMIN_REQUEST` envelopes). */
export type AdminApiMap = {
  admin_capture_app_error: ApiOperation<AdminCaptureAppErrorRequest, void>;
  admin_close_file_overlay: ApiOperation<void, void>;
  admin_create_canvas: ApiOperation<AdminCreateCanvasRequest, OpenRecord>;
  admin_get_app_config: ApiOperation<void, AppConfig>;
  admin_get_canvas: ApiOperation<AdminGetCanvasRequest, CanvasRetrieve>;
  admin_get_canvases: ApiOperation<AdminGetCanvasesRequest | undefined, PaginatedData>;
  admin_get_env: ApiOperation<void, AdminEnv>;
  admin_get_file: ApiOperation<AdminGetFileRequest, File>;
  admin_get_files: ApiOperation<ListFilesPayload | undefined, PaginatedData>;
  admin_get_instance_metadata_templates: ApiOperation<
    GetInstanceMetadataTemplatesPayload | undefined,
    OpenRecord
  >;
  admin_get_users: ApiOperation<AdminGetUsersRequest | undefined, PaginatedData>;
  admin_open_file_overlay: ApiOperation<OpenRequestPayload | undefined, void>;
  admin_open_canvas_overlay: ApiOperation<AdminOpenCanvasOverlayRequest, void>;
  admin_open_collection_player_overlay: ApiOperation<AdminOpenCollectionPlayerOverlayRequest, void>;
  admin_select_agenda_content: ApiOperation<
    AdminSelectAgendaRequest | undefined,
    AdminSelectAgendaResponse
  >;
  admin_select_canvases: ApiOperation<
    AdminSelectCanvasesRequest | undefined,
    AdminSelectCanvasesResponse
  >;
  admin_select_collection_player_content: ApiOperation<
    AdminSelectCollectionPlayerRequest | undefined,
    AdminSelectCollectionPlayerResponse
  >;
  admin_select_content: ApiOperation<
    AdminSelectContentRequest | undefined,
    AdminSelectContentResponse
  >;
  admin_toast: ApiOperation<AdminToastRequest, void>;
  admin_update_canvas: ApiOperation<AdminUpdateCanvasRequest, OpenRecord>;
};

/** The 5 operations of the DSR environment (sent in `DSR_REQUEST` envelopes). */
export type DsrApiMap = {
  dsr_close: ApiOperation<void, void>;
  dsr_embeddable_ready: ApiOperation<void, void>;
  dsr_get_app_config: ApiOperation<void, AppConfig>;
  dsr_get_env: ApiOperation<void, DsrEnv>;
  dsr_get_file: ApiOperation<DsrGetFileRequest, File>;
};

/**
 * The high-level (`impact`) operations, sent in `SVC_REQUEST` envelopes. Their identifiers are not
 * shown by the spec; these are the platform client's names (see `HIGH_LEVEL_API_METHOD_TYPES`).
 * `crm_create`, `crm_describe`, `crm_layout` and `crm_upsert` run on Web hosts only; the
 * `crm_smart_*` operations on iOS hosts only.
 */
export type HighLevelApiMap = {
  get_env: ApiOperation<void, ServiceEnv>;
  open: ApiOperation<OpenRequestPayload | undefined, void>;
  open_external_url: ApiOperation<OpenExternalUrlRequestPayload, void>;
  notify: ApiOperation<NotificationPayload, void>;
  query: ApiOperation<QueryPayload, OpenRecord>;
  share: ApiOperation<SharePayload, ShareResponse>;
  show_peer_session: ApiOperation<ShowPeerSessionRequestPayload, void>;
  show_syncbox: ApiOperation<ShowSyncboxRequestPayload, void>;
  submit_user_feedback: ApiOperation<SubmitUserFeedbackPayload, void>;
  get_folders: ApiOperation<FolderListRequest | undefined, PaginatedData>;
  get_recent_files: ApiOperation<GetRecentFilesPayload | undefined, OpenRecord>;
  crm_query: ApiOperation<CRMQueryPayload, OpenRecord>;
  crm_create: ApiOperation<CRMCreatePayload, OpenRecord>;
  crm_describe: ApiOperation<CRMDescribePayload, OpenRecord>;
  crm_layout: ApiOperation<CRMLayoutPayload, OpenRecord>;
  crm_upsert: ApiOperation<CRMUpsertPayload, OpenRecord>;
  crm_smart_upsert_objects: ApiOperation<UpsertCRMObjectsPayload, OpenRecord>;
  crm_smart_delete_objects: ApiOperation<CRMSmartDeleteObjectsPayload, OpenRecord>;
  crm_smart_object_validation_rules: ApiOperation<CRMSmartObjectValidationRulesPayload, OpenRecord>;
  crm_smart_object_metadata: ApiOperation<CRMSmartObjectMetadataPayload, OpenRecord>;
  crm_smart_object_layout: ApiOperation<CRMSmartObjectLayoutPayload, OpenRecord>;
};

/** Request payload of UI operation `K`. */
export type UiApiRequest<K extends UiApiMethodType> = UiApiMap[K]["request"];
/** Response payload of UI operation `K`. */
export type UiApiResponse<K extends UiApiMethodType> = UiApiMap[K]["response"];
/** Request payload of admin operation `K`. */
export type AdminApiRequest<K extends AdminApiMethodType> = AdminApiMap[K]["request"];
/** Response payload of admin operation `K`. */
export type AdminApiResponse<K extends AdminApiMethodType> = AdminApiMap[K]["response"];
/** Request payload of DSR operation `K`. */
export type DsrApiRequest<K extends DsrApiMethodType> = DsrApiMap[K]["request"];
/** Response payload of DSR operation `K`. */
export type DsrApiResponse<K extends DsrApiMethodType> = DsrApiMap[K]["response"];
/** Request payload of high-level operation `K`. */
export type HighLevelApiRequest<K extends HighLevelApiMethodType> = HighLevelApiMap[K]["request"];
/** Response payload of high-level operation `K`. */
export type HighLevelApiResponse<K extends HighLevelApiMethodType> = HighLevelApiMap[K]["response"];
