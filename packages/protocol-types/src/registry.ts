/**
 * The operation registry: one row per operation of every environment, and the only list of them.
 *
 * A row is `name: FLAGS as Op<Request, Response>`. The type arguments are the payload shapes (what the
 * app sends as `body`, what the host answers when the status is `ok`); the flags say how the operation
 * behaves (0: none). At run time a row is just its flags (a number): the shapes cost no bytes. The constant lists
 * (`UI_API_METHOD_TYPES`, ...), the typed maps (`UiApiMap`, ...) and the lookups below are derived from
 * these four tables, and the zod schemas (`OPERATION_SCHEMAS` in `./schemas`) are checked against them.
 *
 * Conventions of the shapes:
 * - `void` request: the operation takes no payload; `X | undefined`: every field is optional, so the
 *   payload may be left out.
 * - `void` response: the host answers with status only; any body is ignored.
 * - Shapes the spec does not show are open records (`OpenRecord`).
 *
 * The tables are separate constants so that an app's bundle keeps only its environment's table.
 * Adding an operation: see "Adding an operation" on the package's documentation page
 * (apps/docs/packages/protocol-types.md).
 */
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
} from "./types/adminPayloads";
import type { UiUpdateCanvasRequest } from "./types/canvasUpdate";
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
} from "./types/crm";
import type { DsrGetFileRequest } from "./types/dsrPayloads";
import type { AdminEnv, DsrEnv, ServiceEnv } from "./types/env";
import type {
  NotificationPayload,
  OpenExternalUrlRequestPayload,
  QueryPayload,
  SharePayload,
  ShareResponse,
  ShowPeerSessionRequestPayload,
  ShowSyncboxRequestPayload,
  SubmitUserFeedbackPayload,
} from "./types/hostActions";
import type { UpdateLocationPitcherEvent } from "./types/location";
import type { OpenRequestPayload, UiOpenRequest } from "./types/open";
import type { PaginatedList } from "./types/pages";
import type {
  CanvasIdPayload,
  CanvasRecommendedFiles,
  CreateCanvasPayload,
  GetCanvasPayload,
  GetCanvasRecommendedFilesPayload,
  GetCanvasesPayload,
  SharedLink,
  UpdateCanvasIndicatorsPayload,
  UpdateCanvasPayload,
} from "./types/platformCanvases";
import type {
  AssignCanvasThemePayload,
  CanvasTheme,
  CanvasThemePayload,
  GetThemesPayload,
} from "./types/themes";
import type {
  CreateFilePayload,
  DeleteLocalFilePayload,
  DeviceFile,
  DocumentInfo,
  FetchDocumentInfoPayload,
  FileIdPayload,
  FileRevision,
  GetAppConfigPayload,
  GetFileRevisionDataPayload,
  GetFilesPayload,
  RenderPageAsImagePayload,
  SearchPayload,
  UpdateFilePayload,
} from "./types/platformFiles";
import type {
  CoreFolderContents,
  CreateFolderPayload,
  DeleteFolderPayload,
  Folder,
  GetCoreFoldersPayload,
  GetFolderPayload,
  MoveFolderItemsPayload,
  PatchCoreFolderPayload,
  UpdateFolderPayload,
} from "./types/platformFolders";
import type {
  CreateFavoritePayload,
  DeleteFavoritePayload,
  GetFavoritesPayload,
} from "./types/platformFavorites";
import type {
  BroadcastPayload,
  GetUsersPayload,
  Language,
  OpenWebViewAlwaysOnTop,
  RefreshServiceTokenPayload,
  RefreshServiceTokenResponse,
  ToastPayload,
  TrackPayload,
  UpdateMyUserPayload,
} from "./types/platformSession";
import type {
  AppConfig,
  CanvasRetrieve,
  Favorite,
  File,
  OpenRecord,
  PaginatedData,
  User,
} from "./types/records";
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
} from "./types/selection";
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
} from "./types/uiRequests";

declare const shapes: unique symbol;

/**
 * One registry row: the operation's flags (a number at run time), carrying its request and response
 * shapes as types only.
 */
export type OperationRow<Request, Response> = number & {
  readonly [shapes]?: (request: Request) => Response;
};

/** The operation waits for a person (a picker, a sharing dialog, a prompt): no default timeout. */
export const WAITS_FOR_PERSON = 1;
/** Only a Web host serves the operation. */
export const WEB_ONLY = 2;
/** Only an iOS host serves the operation. */
export const IOS_ONLY = 4;
/** The platform wire posts the operation as a bare `{ type, body }` with no answer (UI only). */
export const BARE_ON_PLATFORM_WIRE = 8;

/** A registry row: `name: FLAGS as Op<Request, Response>` (0 for no flags). */
type Op<Request, Response> = OperationRow<Request, Response>;

/** The 33 operations of the UI environment (`SVC_REQUEST` envelopes; post-robot requests on the platform wire). */
export const UI_OPERATIONS = {
  ui_app_loaded: BARE_ON_PLATFORM_WIRE as Op<void, void>,
  ui_app_resize: BARE_ON_PLATFORM_WIRE as Op<UiAppResizeRequest, void>,
  ui_broadcast: 0 as Op<UiBroadcastRequest, void>,
  ui_cancel_meeting: 0 as Op<void, void>,
  ui_canvas_navigate_next_page: 0 as Op<void, void>,
  ui_canvas_navigate_page: 0 as Op<UiCanvasNavigatePageRequest, void>,
  ui_canvas_navigate_previous_page: 0 as Op<void, void>,
  ui_capture_app_error: 0 as Op<UiCaptureAppErrorRequest, void>,
  ui_close_canvas_drawer: BARE_ON_PLATFORM_WIRE as Op<void, void>,
  ui_close_canvas_section_execution: BARE_ON_PLATFORM_WIRE as Op<void, void>,
  ui_close_global_popup: 0 as Op<void, void>,
  ui_complete_postcall: 0 as Op<UiCompletePostcallRequest | undefined, void>,
  ui_disable_postcall_submit: 0 as Op<void, void>,
  ui_embeddable_ready: 0 as Op<void, void>,
  ui_enable_postcall_submit: 0 as Op<void, void>,
  ui_open: 0 as Op<UiOpenRequest | undefined, void>,
  ui_open_canvas_overlay: 0 as Op<UiOpenCanvasOverlayRequest, void>,
  ui_open_collection_player_overlay: 0 as Op<UiOpenCollectionPlayerOverlayRequest, void>,
  ui_open_global_popup: 0 as Op<UiOpenGlobalPopupRequest, UiOpenGlobalPopupResponse>,
  ui_open_sharing_settings: WAITS_FOR_PERSON as Op<
    UiOpenSharingSettingsRequest,
    UiOpenSharingSettingsResponse
  >,
  ui_preselect_crm_meeting_id: 0 as Op<
    UiPreselectSfdcMeetingIdRequest,
    UiPreselectSfdcMeetingIdResponse
  >,
  ui_print_canvas: 0 as Op<UiPrintCanvasRequest, UiPrintCanvasResponse>,
  ui_prompt_assistant: WAITS_FOR_PERSON as Op<UiPromptAssistantRequest, UiPromptAssistantResponse>,
  ui_resume_meeting: 0 as Op<void, void>,
  ui_select_agenda_content: WAITS_FOR_PERSON as Op<
    UiSelectAgendaRequest | undefined,
    UiSelectAgendaResponse
  >,
  ui_select_canvases: WAITS_FOR_PERSON as Op<
    UiSelectCanvasesRequest | undefined,
    UiSelectCanvasesResponse
  >,
  ui_select_collection_player_content: WAITS_FOR_PERSON as Op<
    UiSelectCollectionPlayerRequest | undefined,
    UiSelectCollectionPlayerResponse
  >,
  ui_select_content: WAITS_FOR_PERSON as Op<
    UiSelectContentRequest | undefined,
    UiSelectContentResponse
  >,
  ui_set_postcall_style: 0 as Op<UiSetPostcallStyleRequest, void>,
  ui_stop_meeting: 0 as Op<void, void>,
  ui_toast: 0 as Op<UiToastRequest, void>,
  ui_update_canvas: 0 as Op<UiUpdateCanvasRequest, OpenRecord>,
  ui_update_location: 0 as Op<UpdateLocationPitcherEvent, void>,
} as const;

/** The 20 operations of the admin environment (`ADMIN_REQUEST` envelopes). */
export const ADMIN_OPERATIONS = {
  admin_capture_app_error: 0 as Op<AdminCaptureAppErrorRequest, void>,
  admin_close_file_overlay: 0 as Op<void, void>,
  admin_create_canvas: 0 as Op<AdminCreateCanvasRequest, OpenRecord>,
  admin_get_app_config: 0 as Op<void, AppConfig>,
  admin_get_canvas: 0 as Op<AdminGetCanvasRequest, CanvasRetrieve>,
  admin_get_canvases: 0 as Op<AdminGetCanvasesRequest | undefined, PaginatedData>,
  admin_get_env: 0 as Op<void, AdminEnv>,
  admin_get_file: 0 as Op<AdminGetFileRequest, File>,
  admin_get_files: 0 as Op<ListFilesPayload | undefined, PaginatedData>,
  admin_get_instance_metadata_templates: 0 as Op<
    GetInstanceMetadataTemplatesPayload | undefined,
    OpenRecord
  >,
  admin_get_users: 0 as Op<AdminGetUsersRequest | undefined, PaginatedData>,
  admin_open_file_overlay: 0 as Op<OpenRequestPayload | undefined, void>,
  admin_open_canvas_overlay: 0 as Op<AdminOpenCanvasOverlayRequest, void>,
  admin_open_collection_player_overlay: 0 as Op<AdminOpenCollectionPlayerOverlayRequest, void>,
  admin_select_agenda_content: WAITS_FOR_PERSON as Op<
    AdminSelectAgendaRequest | undefined,
    AdminSelectAgendaResponse
  >,
  admin_select_canvases: WAITS_FOR_PERSON as Op<
    AdminSelectCanvasesRequest | undefined,
    AdminSelectCanvasesResponse
  >,
  admin_select_collection_player_content: WAITS_FOR_PERSON as Op<
    AdminSelectCollectionPlayerRequest | undefined,
    AdminSelectCollectionPlayerResponse
  >,
  admin_select_content: WAITS_FOR_PERSON as Op<
    AdminSelectContentRequest | undefined,
    AdminSelectContentResponse
  >,
  admin_toast: 0 as Op<AdminToastRequest, void>,
  admin_update_canvas: 0 as Op<AdminUpdateCanvasRequest, OpenRecord>,
} as const;

/** The 5 operations of the DSR environment (`DSR_REQUEST` envelopes). */
export const DSR_OPERATIONS = {
  dsr_close: 0 as Op<void, void>,
  dsr_embeddable_ready: 0 as Op<void, void>,
  dsr_get_app_config: 0 as Op<void, AppConfig>,
  dsr_get_env: 0 as Op<void, DsrEnv>,
  dsr_get_file: 0 as Op<DsrGetFileRequest, File>,
} as const;

/**
 * The high-level (`impact`) operations, sent in `SVC_REQUEST` envelopes. The spec does not show their
 * identifiers; these are the names the platform's existing client sends.
 */
export const HIGH_LEVEL_OPERATIONS = {
  get_env: 0 as Op<void, ServiceEnv>,
  open: 0 as Op<OpenRequestPayload | undefined, void>,
  open_external_url: 0 as Op<OpenExternalUrlRequestPayload, void>,
  notify: 0 as Op<NotificationPayload, void>,
  query: 0 as Op<QueryPayload, OpenRecord>,
  share: WAITS_FOR_PERSON as Op<SharePayload, ShareResponse>,
  show_peer_session: 0 as Op<ShowPeerSessionRequestPayload, void>,
  show_syncbox: 0 as Op<ShowSyncboxRequestPayload, void>,
  submit_user_feedback: 0 as Op<SubmitUserFeedbackPayload, void>,
  get_folders: 0 as Op<FolderListRequest | undefined, PaginatedData>,
  get_recent_files: 0 as Op<GetRecentFilesPayload | undefined, File[]>,
  crm_query: 0 as Op<CRMQueryPayload, OpenRecord>,
  crm_create: WEB_ONLY as Op<CRMCreatePayload, OpenRecord>,
  crm_describe: WEB_ONLY as Op<CRMDescribePayload, OpenRecord>,
  crm_layout: WEB_ONLY as Op<CRMLayoutPayload, OpenRecord>,
  crm_upsert: WEB_ONLY as Op<CRMUpsertPayload, OpenRecord>,
  crm_smart_upsert_objects: IOS_ONLY as Op<UpsertCRMObjectsPayload, OpenRecord>,
  crm_smart_delete_objects: IOS_ONLY as Op<CRMSmartDeleteObjectsPayload, OpenRecord>,
  crm_smart_object_validation_rules: IOS_ONLY as Op<
    CRMSmartObjectValidationRulesPayload,
    OpenRecord
  >,
  crm_smart_object_metadata: IOS_ONLY as Op<CRMSmartObjectMetadataPayload, OpenRecord>,
  crm_smart_object_layout: IOS_ONLY as Op<CRMSmartObjectLayoutPayload, OpenRecord>,
  // The platform's operations beyond the spec: what its existing client (@pitcher/js-api 1.26.0)
  // sends. Shapes from that client's declarations; see each type's JSDoc for the loose ones.
  get_canvases: 0 as Op<GetCanvasesPayload | undefined, PaginatedList<CanvasRetrieve>>,
  create_canvas: 0 as Op<CreateCanvasPayload, CanvasRetrieve>,
  get_canvas: 0 as Op<GetCanvasPayload, CanvasRetrieve>,
  update_canvas: 0 as Op<UpdateCanvasPayload, CanvasRetrieve>,
  update_canvas_indicators: 0 as Op<UpdateCanvasIndicatorsPayload, CanvasRetrieve>,
  delete_canvas: 0 as Op<CanvasIdPayload, CanvasRetrieve>,
  share_canvas: 0 as Op<CanvasIdPayload, SharedLink>,
  get_canvas_recommended_files: 0 as Op<GetCanvasRecommendedFilesPayload, CanvasRecommendedFiles>,
  get_themes: 0 as Op<GetThemesPayload | undefined, CanvasTheme[]>,
  get_canvas_theme: 0 as Op<CanvasThemePayload, CanvasTheme>,
  assign_canvas_theme: 0 as Op<AssignCanvasThemePayload, AssignCanvasThemePayload>,
  unassign_canvas_theme: 0 as Op<CanvasThemePayload, void>,
  get_files: 0 as Op<GetFilesPayload | undefined, PaginatedList<File>>,
  get_file: 0 as Op<FileIdPayload, File>,
  create_file: 0 as Op<CreateFilePayload, File>,
  update_file: 0 as Op<UpdateFilePayload, File>,
  delete_file: 0 as Op<FileIdPayload, string>,
  download_file: 0 as Op<FileIdPayload, void>,
  get_file_revisions: 0 as Op<FileIdPayload, FileRevision[]>,
  get_file_revision_data: 0 as Op<GetFileRevisionDataPayload, File>,
  select_device_file: (WAITS_FOR_PERSON | IOS_ONLY) as Op<void, DeviceFile>,
  delete_local_file: IOS_ONLY as Op<DeleteLocalFilePayload, void>,
  fetch_document_info: 0 as Op<FetchDocumentInfoPayload, DocumentInfo>,
  render_page_as_image: 0 as Op<RenderPageAsImagePayload, ArrayBuffer>,
  search: 0 as Op<SearchPayload, OpenRecord>,
  get_app_config: 0 as Op<GetAppConfigPayload | undefined, AppConfig>,
  get_folder: 0 as Op<GetFolderPayload | undefined, Folder>,
  create_folder: 0 as Op<CreateFolderPayload, Folder>,
  update_folder: 0 as Op<UpdateFolderPayload, Folder>,
  delete_folder: 0 as Op<DeleteFolderPayload, void>,
  move_folder_items: 0 as Op<MoveFolderItemsPayload, Folder>,
  get_core_folders: 0 as Op<GetCoreFoldersPayload, CoreFolderContents>,
  patch_core_folder: 0 as Op<PatchCoreFolderPayload, CoreFolderContents>,
  get_favorites: 0 as Op<GetFavoritesPayload | undefined, PaginatedList<Favorite>>,
  create_favorite: 0 as Op<CreateFavoritePayload, Favorite>,
  delete_favorite: 0 as Op<DeleteFavoritePayload, void>,
  get_users: 0 as Op<GetUsersPayload | undefined, PaginatedList<User>>,
  update_my_user: 0 as Op<UpdateMyUserPayload, User>,
  get_languages: 0 as Op<void, Language[]>,
  refresh_service_token: 0 as Op<
    RefreshServiceTokenPayload | undefined,
    RefreshServiceTokenResponse
  >,
  refresh_access_token: 0 as Op<void, OpenRecord>,
  get_instance_metadata_templates: 0 as Op<
    GetInstanceMetadataTemplatesPayload | undefined,
    PaginatedList<OpenRecord>
  >,
  get_request_types: 0 as Op<void, unknown>,
  enter_fullscreen: 0 as Op<void, void>,
  exit_fullscreen: 0 as Op<void, void>,
  is_fullscreen: 0 as Op<void, boolean>,
  is_offline: 0 as Op<void, boolean>,
  logout: 0 as Op<void, void>,
  quit_instance: 0 as Op<void, void>,
  close: 0 as Op<void, void>,
  open_web_view_always_on_top: 0 as Op<OpenWebViewAlwaysOnTop, void>,
  toast: 0 as Op<ToastPayload, void>,
  track: 0 as Op<TrackPayload, unknown>,
  trigger_non_files_sync: IOS_ONLY as Op<void, void>,
  crm_smart_query: IOS_ONLY as Op<CRMQueryPayload, unknown[]>,
  subscribe: 0 as Op<void, void>,
  unsubscribe: 0 as Op<void, void>,
  broadcast: 0 as Op<BroadcastPayload, void>,
  broadcast_to_webviews: IOS_ONLY as Op<BroadcastPayload, void>,
} as const;
