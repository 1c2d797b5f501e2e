/* eslint-disable max-lines -- one row per operation with its description (what it does, when to
   use it, what the person sees): the registry is the one list of operations, and the descriptions
   belong on their rows, where editors and the documentation site read them */
/**
 * The operation registry: one row per operation of every environment, and the only list of them.
 *
 * A row is `name: FLAGS as Op<Request, Response>`. The type arguments are the payload shapes (what the
 * app sends as `body`, what the host answers when the status is `ok`); the flags say how the operation
 * behaves (0: none). At run time a row is just its flags (a number): the shapes cost no bytes. The constant lists
 * (`UI_API_METHOD_TYPES`, ...), the typed maps (`UiApiMap`, ...) and the lookups below are derived from
 * these four tables, and the zod schemas (`OPERATION_SCHEMAS` in `./schemas`) are generated from them.
 *
 * Conventions of the shapes:
 * - `void` request: the operation takes no payload; `X | undefined`: every field is optional, so the
 *   payload may be left out.
 * - `void` response: the host answers with status only; any body is ignored.
 * - Shapes the spec does not show are open records (`OpenRecord`).
 *
 * Each row's doc comment is the operation's description, in three sentences: what it does, when to
 * use it (`Use it when ...`) and what the person sees (`The person sees ...`). The documentation
 * site's operation page opens with it (apps/docs checks that every row has all three).
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
  ListFilesQuery,
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
  /**
   * Tells the platform that the app has loaded.
   * Use it when the app's first screen is ready, once, at start-up.
   * The person sees nothing; the platform may stop showing its loading state.
   */
  ui_app_loaded: BARE_ON_PLATFORM_WIRE as Op<void, void>,
  /**
   * Asks the platform to resize the app's frame to the given height.
   * Use it when the app's content grew or shrank and the frame should fit it.
   * The person sees the app's frame grows or shrinks.
   */
  ui_app_resize: BARE_ON_PLATFORM_WIRE as Op<UiAppResizeRequest, void>,
  /**
   * Sends a message to the other apps open in the same place (a canvas, a meeting).
   * Use it when apps on the same canvas must react to something this app did.
   * The person sees nothing directly; the other apps may change.
   */
  ui_broadcast: 0 as Op<UiBroadcastRequest, void>,
  /**
   * Cancels the meeting in progress.
   * Use it when the app offers its own control to abandon a meeting.
   * The person sees the meeting ends without being recorded as held.
   */
  ui_cancel_meeting: 0 as Op<void, void>,
  /**
   * Moves the canvas being presented to its next page.
   * Use it when the app has its own navigation control in a presented canvas.
   * The person sees the next page of the canvas.
   */
  ui_canvas_navigate_next_page: 0 as Op<void, void>,
  /**
   * Moves the canvas being presented to the given page (a component or section).
   * Use it when the app links to another part of the canvas it is shown in.
   * The person sees the canvas jumps to that page.
   */
  ui_canvas_navigate_page: 0 as Op<UiCanvasNavigatePageRequest, void>,
  /**
   * Moves the canvas being presented to its previous page.
   * Use it when the app has its own navigation control in a presented canvas.
   * The person sees the previous page of the canvas.
   */
  ui_canvas_navigate_previous_page: 0 as Op<void, void>,
  /**
   * Forwards an error of the app to the platform's error tracking.
   * Use it when the app caught an error that its maintainers should see.
   * The person sees nothing: it works in the background.
   */
  ui_capture_app_error: 0 as Op<UiCaptureAppErrorRequest, void>,
  /**
   * Closes the canvas drawer the app is shown in.
   * Use it when the person has finished what they opened the drawer for.
   * The person sees the drawer closes.
   */
  ui_close_canvas_drawer: BARE_ON_PLATFORM_WIRE as Op<void, void>,
  /**
   * Closes the canvas section the app runs in.
   * Use it when the section's task is done.
   * The person sees the section closes.
   */
  ui_close_canvas_section_execution: BARE_ON_PLATFORM_WIRE as Op<void, void>,
  /**
   * Closes the global popup the app is shown in.
   * Use it when the popup's task is done, or the person dismissed it in the app.
   * The person sees the popup closes.
   */
  ui_close_global_popup: 0 as Op<void, void>,
  /**
   * Completes the post-call form (optionally with the form's data).
   * Use it when the person finished the post-call form the app shows.
   * The person sees the post-call form closes.
   */
  ui_complete_postcall: 0 as Op<UiCompletePostcallRequest | undefined, void>,
  /**
   * Disables the post-call form's submit button.
   * Use it when the form is not valid yet.
   * The person sees the submit button greyed out.
   */
  ui_disable_postcall_submit: 0 as Op<void, void>,
  /**
   * Tells the platform that the embedded app is ready.
   * Use it when the app is shown as an embeddable and has rendered.
   * The person sees nothing; the platform may stop showing its loading state.
   */
  ui_embeddable_ready: 0 as Op<void, void>,
  /**
   * Enables the post-call form's submit button.
   * Use it when the form became valid.
   * The person sees the submit button enabled.
   */
  ui_enable_postcall_submit: 0 as Op<void, void>,
  /**
   * Opens a file, canvas or URL in the platform's viewer.
   * Use it when the person chose something to look at from the app.
   * The person sees the platform's viewer with the item.
   */
  ui_open: 0 as Op<UiOpenRequest | undefined, void>,
  /**
   * Opens a canvas as an overlay above the app.
   * Use it when the app shows a canvas without leaving its place.
   * The person sees the canvas in an overlay.
   */
  ui_open_canvas_overlay: 0 as Op<UiOpenCanvasOverlayRequest, void>,
  /**
   * Opens the collection player as an overlay, playing the given files.
   * Use it when the app presents a set of files one after another.
   * The person sees the collection player over the app.
   */
  ui_open_collection_player_overlay: 0 as Op<UiOpenCollectionPlayerOverlayRequest, void>,
  /**
   * Opens an app in the platform's global popup.
   * Use it when a second app (or a larger view of this one) should open above the current screen.
   * The person sees a popup with the app.
   */
  ui_open_global_popup: 0 as Op<UiOpenGlobalPopupRequest, UiOpenGlobalPopupResponse>,
  /**
   * Opens the sharing settings of the given files and answers with what the person chose.
   * Use it when the person should decide how files are shared before the app shares them.
   * The person sees the platform's sharing dialog; they confirm or close it.
   */
  ui_open_sharing_settings: WAITS_FOR_PERSON as Op<
    UiOpenSharingSettingsRequest,
    UiOpenSharingSettingsResponse
  >,
  /**
   * Looks up the CRM meeting with the given id and answers with its event (`null` when none matched).
   * Use it when the app starts from a CRM meeting and the platform should use that meeting.
   * The person sees nothing: it works in the background.
   */
  ui_preselect_crm_meeting_id: 0 as Op<
    UiPreselectSfdcMeetingIdRequest,
    UiPreselectSfdcMeetingIdResponse
  >,
  /**
   * Prints a canvas: renders it to a PDF and answers with where to get it.
   * Use it when the person wants a printable copy of a canvas.
   * The person sees a download or print dialog, depending on the platform.
   */
  ui_print_canvas: 0 as Op<UiPrintCanvasRequest, UiPrintCanvasResponse>,
  /**
   * Asks the platform's assistant a prompt; the answer streams back as it is written.
   * Use it when the app wants a generated text (a summary, a draft).
   * The person sees the assistant writing its answer.
   */
  ui_prompt_assistant: WAITS_FOR_PERSON as Op<UiPromptAssistantRequest, UiPromptAssistantResponse>,
  /**
   * Resumes the meeting that was paused.
   * Use it when the app has its own control to go back to a paused meeting.
   * The person sees the meeting again.
   */
  ui_resume_meeting: 0 as Op<void, void>,
  /**
   * Opens the agenda picker and answers with what the person picked.
   * Use it when the app needs the person to choose agenda items.
   * The person sees the agenda picker until they pick or cancel.
   */
  ui_select_agenda_content: WAITS_FOR_PERSON as Op<
    UiSelectAgendaRequest | undefined,
    UiSelectAgendaResponse
  >,
  /**
   * Opens the canvas picker and answers with the canvases the person picked.
   * Use it when the app needs the person to choose canvases.
   * The person sees the canvas picker until they pick or cancel.
   */
  ui_select_canvases: WAITS_FOR_PERSON as Op<
    UiSelectCanvasesRequest | undefined,
    UiSelectCanvasesResponse
  >,
  /**
   * Opens the collection player's content picker and answers with the content picked.
   * Use it when the person builds a collection of files to present.
   * The person sees the collection player's picker until they pick or cancel.
   */
  ui_select_collection_player_content: WAITS_FOR_PERSON as Op<
    UiSelectCollectionPlayerRequest | undefined,
    UiSelectCollectionPlayerResponse
  >,
  /**
   * Opens the platform's content picker and answers with the files (or other content) the person picked.
   * Use it when the app needs content the person chooses: to attach, present or share.
   * The person sees the content picker over the app until they pick or cancel.
   */
  ui_select_content: WAITS_FOR_PERSON as Op<
    UiSelectContentRequest | undefined,
    UiSelectContentResponse
  >,
  /**
   * Sets the style of the post-call form the app is shown in.
   * Use it when the app's post-call form should look a certain way (its size, its frame).
   * The person sees the form restyled.
   */
  ui_set_postcall_style: 0 as Op<UiSetPostcallStyleRequest, void>,
  /**
   * Ends the meeting in progress.
   * Use it when the app has its own control to finish a meeting.
   * The person sees the meeting ends (the platform may go to its post-call form).
   */
  ui_stop_meeting: 0 as Op<void, void>,
  /**
   * Shows a short message in the platform's toast.
   * Use it when the app confirms something it did (saved, sent).
   * The person sees a toast that disappears by itself.
   */
  ui_toast: 0 as Op<UiToastRequest, void>,
  /**
   * Changes a canvas (its fields, content or indicators) and answers with the canvas as saved.
   * Use it when the app edits the canvas it is shown in.
   * The person sees the canvas updated where it is shown.
   */
  ui_update_canvas: 0 as Op<UiUpdateCanvasRequest, OpenRecord>,
  /**
   * Tells the platform where the app is (its location and context).
   * Use it when the app moved to another view the platform should know of.
   * The person sees nothing directly.
   */
  ui_update_location: 0 as Op<UpdateLocationPitcherEvent, void>,
} as const;

/** The 20 operations of the admin environment (`ADMIN_REQUEST` envelopes). */
export const ADMIN_OPERATIONS = {
  /**
   * Forwards an error of the admin app to the platform's error tracking.
   * Use it when the app caught an error that its maintainers should see.
   * The person sees nothing: it works in the background.
   */
  admin_capture_app_error: 0 as Op<AdminCaptureAppErrorRequest, void>,
  /**
   * Closes the file overlay opened with `admin_open_file_overlay`.
   * Use it when the person is done with the file.
   * The person sees the overlay closes.
   */
  admin_close_file_overlay: 0 as Op<void, void>,
  /**
   * Creates a canvas and answers with it.
   * Use it when the admin app makes a new canvas (from a template or from scratch).
   * The person sees nothing: it works in the background; the canvas appears in the admin lists.
   */
  admin_create_canvas: 0 as Op<AdminCreateCanvasRequest, OpenRecord>,
  /**
   * Answers with an app's configuration on the instance: this app's, or, given `app_name` (the
   * `name` in its `app.json`), the named app's.
   * Use it when the app reads the settings an administrator gave it or another app of the instance.
   * The person sees nothing: it works in the background.
   */
  admin_get_app_config: 0 as Op<GetAppConfigPayload | undefined, AppConfig>,
  /**
   * Answers with the canvas with the given id.
   * Use it when the app shows or edits one canvas.
   * The person sees nothing: it works in the background.
   */
  admin_get_canvas: 0 as Op<AdminGetCanvasRequest, CanvasRetrieve>,
  /**
   * Answers with a page of canvases, filtered as asked.
   * Use it when the app lists canvases.
   * The person sees nothing: it works in the background.
   */
  admin_get_canvases: 0 as Op<AdminGetCanvasesRequest | undefined, PaginatedData>,
  /**
   * Answers with the admin environment: the user, the instance and the app's context.
   * Use it when at start-up, to know who is using the app and where.
   * The person sees nothing: it works in the background.
   */
  admin_get_env: 0 as Op<void, AdminEnv>,
  /**
   * Answers with the file with the given id.
   * Use it when the app shows one file's details.
   * The person sees nothing: it works in the background.
   */
  admin_get_file: 0 as Op<AdminGetFileRequest, File>,
  /**
   * Answers with a page of files, filtered as asked.
   * Use it when the app lists files.
   * The person sees nothing: it works in the background.
   */
  admin_get_files: 0 as Op<ListFilesQuery | undefined, PaginatedData>,
  /**
   * Answers with the instance's metadata templates.
   * Use it when the app shows or sets files' and canvases' metadata fields.
   * The person sees nothing: it works in the background.
   */
  admin_get_instance_metadata_templates: 0 as Op<
    GetInstanceMetadataTemplatesPayload | undefined,
    OpenRecord
  >,
  /**
   * Answers with a page of the instance's users.
   * Use it when the app lists or searches users.
   * The person sees nothing: it works in the background.
   */
  admin_get_users: 0 as Op<AdminGetUsersRequest | undefined, PaginatedData>,
  /**
   * Opens a file in an overlay above the admin app.
   * Use it when the person wants to look at a file without leaving the app.
   * The person sees the file in an overlay.
   */
  admin_open_file_overlay: 0 as Op<OpenRequestPayload | undefined, void>,
  /**
   * Opens a canvas in an overlay above the admin app.
   * Use it when the person wants to look at a canvas without leaving the app.
   * The person sees the canvas in an overlay.
   */
  admin_open_canvas_overlay: 0 as Op<AdminOpenCanvasOverlayRequest, void>,
  /**
   * Opens the collection player as an overlay, playing the given files.
   * Use it when the app previews a set of files one after another.
   * The person sees the collection player over the app.
   */
  admin_open_collection_player_overlay: 0 as Op<AdminOpenCollectionPlayerOverlayRequest, void>,
  /**
   * Opens the agenda picker and answers with what the person picked.
   * Use it when the admin app needs the person to choose agenda items.
   * The person sees the agenda picker until they pick or cancel.
   */
  admin_select_agenda_content: WAITS_FOR_PERSON as Op<
    AdminSelectAgendaRequest | undefined,
    AdminSelectAgendaResponse
  >,
  /**
   * Opens the canvas picker and answers with the canvases the person picked.
   * Use it when the admin app needs the person to choose canvases.
   * The person sees the canvas picker until they pick or cancel.
   */
  admin_select_canvases: WAITS_FOR_PERSON as Op<
    AdminSelectCanvasesRequest | undefined,
    AdminSelectCanvasesResponse
  >,
  /**
   * Opens the collection player's content picker and answers with the content picked.
   * Use it when the person builds a collection of files in the admin app.
   * The person sees the collection player's picker until they pick or cancel.
   */
  admin_select_collection_player_content: WAITS_FOR_PERSON as Op<
    AdminSelectCollectionPlayerRequest | undefined,
    AdminSelectCollectionPlayerResponse
  >,
  /**
   * Opens the platform's content picker and answers with the content the person picked.
   * Use it when the admin app needs content the person chooses.
   * The person sees the content picker until they pick or cancel.
   */
  admin_select_content: WAITS_FOR_PERSON as Op<
    AdminSelectContentRequest | undefined,
    AdminSelectContentResponse
  >,
  /**
   * Shows a short message in the admin's toast.
   * Use it when the app confirms something it did (saved, sent).
   * The person sees a toast that disappears by itself.
   */
  admin_toast: 0 as Op<AdminToastRequest, void>,
  /**
   * Changes a canvas and answers with it as saved.
   * Use it when the admin app edits a canvas.
   * The person sees nothing: it works in the background; the canvas changes where it is shown.
   */
  admin_update_canvas: 0 as Op<AdminUpdateCanvasRequest, OpenRecord>,
} as const;

/** The 5 operations of the DSR environment (`DSR_REQUEST` envelopes). */
export const DSR_OPERATIONS = {
  /**
   * Closes the digital sales room app.
   * Use it when the app's task in the room is done.
   * The person sees the app closes.
   */
  dsr_close: 0 as Op<void, void>,
  /**
   * Tells the room that the embedded app is ready.
   * Use it when the app has rendered in the digital sales room.
   * The person sees nothing; the room may stop showing its loading state.
   */
  dsr_embeddable_ready: 0 as Op<void, void>,
  /**
   * Answers with an app's configuration in the room: this app's, or, given `app_name` (the `name`
   * in its `app.json`), the named app's.
   * Use it when the app reads its settings or those of another app of the instance.
   * The person sees nothing: it works in the background.
   */
  dsr_get_app_config: 0 as Op<GetAppConfigPayload | undefined, AppConfig>,
  /**
   * Answers with the room's environment: the room, its visitor and the app's context.
   * Use it when at start-up, to know where the app runs.
   * The person sees nothing: it works in the background.
   */
  dsr_get_env: 0 as Op<void, DsrEnv>,
  /**
   * Answers with a file of the room.
   * Use it when the app shows a file shared in the room.
   * The person sees nothing: it works in the background.
   */
  dsr_get_file: 0 as Op<DsrGetFileRequest, File>,
} as const;

/**
 * The high-level (`impact`) operations, sent in `SVC_REQUEST` envelopes. The spec does not show their
 * identifiers; these are the names the platform's existing client sends.
 */
export const HIGH_LEVEL_OPERATIONS = {
  /**
   * Answers with the environment: the user, the instance, the platform and the app's context.
   * Use it when at start-up, to know who is using the app and where.
   * The person sees nothing: it works in the background.
   */
  get_env: 0 as Op<void, ServiceEnv>,
  /**
   * Opens a file, canvas or URL in the platform's viewer.
   * Use it when the person chose something to look at from the app.
   * The person sees the platform's viewer with the item.
   */
  open: 0 as Op<OpenRequestPayload | undefined, void>,
  /**
   * Opens a URL outside the platform (this tab or a new one).
   * Use it when the app links to a web page.
   * The person sees the page, in the browser or the device's browser.
   */
  open_external_url: 0 as Op<OpenExternalUrlRequestPayload, void>,
  /**
   * Shows a notification: a native one or an alert.
   * Use it when the person should notice something even if they look elsewhere.
   * The person sees a system notification or an alert.
   */
  notify: 0 as Op<NotificationPayload, void>,
  /**
   * Runs a query on the host's local database and answers with the rows.
   * Use it when the app reads data the platform keeps offline (visits, accounts).
   * The person sees nothing: it works in the background.
   */
  query: 0 as Op<QueryPayload, OpenRecord>,
  /**
   * Opens the device's sharing dialog with the given text and answers with what the person did.
   * Use it when the person shares a text or a link from the app.
   * The person sees the sharing dialog; they share or cancel.
   */
  share: WAITS_FOR_PERSON as Op<SharePayload, ShareResponse>,
  /**
   * Shows the peer session panel next to the point given.
   * Use it when the app has a button that starts a session with a peer.
   * The person sees the peer session panel.
   */
  show_peer_session: 0 as Op<ShowPeerSessionRequestPayload, void>,
  /**
   * Shows the sync box next to the point given.
   * Use it when the app has a button that shows the sync state.
   * The person sees the sync box.
   */
  show_syncbox: 0 as Op<ShowSyncboxRequestPayload, void>,
  /**
   * Sends the person's feedback (a bug, an idea) to the platform.
   * Use it when the app has a feedback form.
   * The person sees nothing: it works in the background.
   */
  submit_user_feedback: 0 as Op<SubmitUserFeedbackPayload, void>,
  /**
   * Answers with a page of folders.
   * Use it when the app lists or browses folders.
   * The person sees nothing: it works in the background.
   */
  get_folders: 0 as Op<FolderListRequest | undefined, PaginatedData>,
  /**
   * Answers with the files the person opened recently.
   * Use it when the app offers a "recent" list.
   * The person sees nothing: it works in the background.
   */
  get_recent_files: 0 as Op<GetRecentFilesPayload | undefined, File[]>,
  /**
   * Runs a SOQL query on the connected CRM and answers with its records.
   * Use it when the app reads CRM records (accounts, contacts, meetings).
   * The person sees nothing: it works in the background.
   */
  crm_query: 0 as Op<CRMQueryPayload, OpenRecord>,
  /**
   * Creates CRM records of an object type and answers with the result.
   * Use it when the app writes new records to the CRM (Web).
   * The person sees nothing: it works in the background.
   */
  crm_create: WEB_ONLY as Op<CRMCreatePayload, OpenRecord>,
  /**
   * Answers with the CRM's description of an object type (its fields).
   * Use it when the app builds a form or a query from the CRM's schema (Web).
   * The person sees nothing: it works in the background.
   */
  crm_describe: WEB_ONLY as Op<CRMDescribePayload, OpenRecord>,
  /**
   * Answers with the CRM's page layout of an object type.
   * Use it when the app lays out a record as the CRM does (Web).
   * The person sees nothing: it works in the background.
   */
  crm_layout: WEB_ONLY as Op<CRMLayoutPayload, OpenRecord>,
  /**
   * Creates or updates CRM records by an external id and answers with the result.
   * Use it when the app syncs records it keeps keys for (Web).
   * The person sees nothing: it works in the background.
   */
  crm_upsert: WEB_ONLY as Op<CRMUpsertPayload, OpenRecord>,
  /**
   * Creates or updates records in the device's offline CRM store (iOS).
   * Use it when the app writes CRM records that may sync later.
   * The person sees nothing: it works in the background.
   */
  crm_smart_upsert_objects: IOS_ONLY as Op<UpsertCRMObjectsPayload, OpenRecord>,
  /**
   * Deletes records from the device's offline CRM store (iOS).
   * Use it when the app removes CRM records offline.
   * The person sees nothing: it works in the background.
   */
  crm_smart_delete_objects: IOS_ONLY as Op<CRMSmartDeleteObjectsPayload, OpenRecord>,
  /**
   * Answers with the validation rules of a CRM object type from the offline store (iOS).
   * Use it when the app validates a record before it saves it.
   * The person sees nothing: it works in the background.
   */
  crm_smart_object_validation_rules: IOS_ONLY as Op<
    CRMSmartObjectValidationRulesPayload,
    OpenRecord
  >,
  /**
   * Answers with the metadata of a CRM object type from the offline store (iOS).
   * Use it when the app builds a form from the CRM's schema offline.
   * The person sees nothing: it works in the background.
   */
  crm_smart_object_metadata: IOS_ONLY as Op<CRMSmartObjectMetadataPayload, OpenRecord>,
  /**
   * Answers with the layout of a CRM object type from the offline store (iOS).
   * Use it when the app lays out a record as the CRM does, offline.
   * The person sees nothing: it works in the background.
   */
  crm_smart_object_layout: IOS_ONLY as Op<CRMSmartObjectLayoutPayload, OpenRecord>,
  // The platform's operations beyond the spec: what its existing client (@pitcher/js-api 1.26.0)
  // sends. Shapes from that client's declarations; see each type's JSDoc for the loose ones.
  /**
   * Answers with a page of canvases, filtered as asked.
   * Use it when the app lists canvases.
   * The person sees nothing: it works in the background.
   */
  get_canvases: 0 as Op<GetCanvasesPayload | undefined, PaginatedList<CanvasRetrieve>>,
  /**
   * Creates a canvas and answers with it.
   * Use it when the app makes a new canvas.
   * The person sees nothing: it works in the background; the canvas appears in the platform's lists.
   */
  create_canvas: 0 as Op<CreateCanvasPayload, CanvasRetrieve>,
  /**
   * Answers with the canvas with the given id.
   * Use it when the app shows or edits one canvas.
   * The person sees nothing: it works in the background.
   */
  get_canvas: 0 as Op<GetCanvasPayload, CanvasRetrieve>,
  /**
   * Changes a canvas and answers with it as saved.
   * Use it when the app edits a canvas.
   * The person sees nothing: it works in the background; the canvas changes where it is shown.
   */
  update_canvas: 0 as Op<UpdateCanvasPayload, CanvasRetrieve>,
  /**
   * Changes the indicators of a canvas and answers with it.
   * Use it when the app marks a canvas's progress or state.
   * The person sees the canvas's indicators change where it is shown.
   */
  update_canvas_indicators: 0 as Op<UpdateCanvasIndicatorsPayload, CanvasRetrieve>,
  /**
   * Deletes the canvas with the given id and answers with it.
   * Use it when the person removes a canvas from the app.
   * The person sees nothing: it works in the background; the canvas leaves the platform's lists.
   */
  delete_canvas: 0 as Op<CanvasIdPayload, CanvasRetrieve>,
  /**
   * Creates a shared link to a canvas and answers with it.
   * Use it when the person sends a canvas to someone outside the platform.
   * The person sees nothing: it works in the background.
   */
  share_canvas: 0 as Op<CanvasIdPayload, SharedLink>,
  /**
   * Answers with the files recommended for a canvas.
   * Use it when the app suggests content to add to a canvas.
   * The person sees nothing: it works in the background.
   */
  get_canvas_recommended_files: 0 as Op<GetCanvasRecommendedFilesPayload, CanvasRecommendedFiles>,
  /**
   * Answers with the canvas themes of the instance.
   * Use it when the app lets the person choose a theme.
   * The person sees nothing: it works in the background.
   */
  get_themes: 0 as Op<GetThemesPayload | undefined, CanvasTheme[]>,
  /**
   * Answers with the theme of a canvas.
   * Use it when the app styles itself as the canvas it is shown in.
   * The person sees nothing: it works in the background.
   */
  get_canvas_theme: 0 as Op<CanvasThemePayload, CanvasTheme>,
  /**
   * Gives a canvas a theme.
   * Use it when the person chose a theme for a canvas.
   * The person sees the canvas restyled.
   */
  assign_canvas_theme: 0 as Op<AssignCanvasThemePayload, AssignCanvasThemePayload>,
  /**
   * Removes the theme of a canvas.
   * Use it when the person goes back to the default look.
   * The person sees the canvas restyled.
   */
  unassign_canvas_theme: 0 as Op<CanvasThemePayload, void>,
  /**
   * Answers with a page of files, filtered as asked.
   * Use it when the app lists or searches files.
   * The person sees nothing: it works in the background.
   */
  get_files: 0 as Op<GetFilesPayload | undefined, PaginatedList<File>>,
  /**
   * Answers with the file with the given id.
   * Use it when the app shows one file's details.
   * The person sees nothing: it works in the background.
   */
  get_file: 0 as Op<FileIdPayload, File>,
  /**
   * Creates a file (from an upload, a URL or a device file) and answers with it.
   * Use it when the app adds content to the platform.
   * The person sees nothing: it works in the background; the file appears in the platform's lists.
   */
  create_file: 0 as Op<CreateFilePayload, File>,
  /**
   * Changes a file's fields and answers with it as saved.
   * Use it when the app renames, tags or moves a file.
   * The person sees nothing: it works in the background.
   */
  update_file: 0 as Op<UpdateFilePayload, File>,
  /**
   * Deletes the file with the given id.
   * Use it when the person removes a file from the app.
   * The person sees nothing: it works in the background; the file leaves the platform's lists.
   */
  delete_file: 0 as Op<FileIdPayload, string>,
  /**
   * Downloads a file to the device.
   * Use it when the person keeps a file offline or saves it.
   * The person sees the download, as the platform shows it.
   */
  download_file: 0 as Op<FileIdPayload, void>,
  /**
   * Answers with the revisions of a file.
   * Use it when the app shows a file's history.
   * The person sees nothing: it works in the background.
   */
  get_file_revisions: 0 as Op<FileIdPayload, FileRevision[]>,
  /**
   * Answers with a file as it was at one revision.
   * Use it when the app shows or restores an older version.
   * The person sees nothing: it works in the background.
   */
  get_file_revision_data: 0 as Op<GetFileRevisionDataPayload, File>,
  /**
   * Opens the device's file picker (iOS) and answers with the file picked.
   * Use it when the person uploads a file from the device.
   * The person sees the device's file picker until they pick or cancel.
   */
  select_device_file: (WAITS_FOR_PERSON | IOS_ONLY) as Op<void, DeviceFile>,
  /**
   * Deletes a file from the device's storage (iOS).
   * Use it when the app cleans up a file it saved on the device.
   * The person sees nothing: it works in the background.
   */
  delete_local_file: IOS_ONLY as Op<DeleteLocalFilePayload, void>,
  /**
   * Answers with information on a document (its pages, its size).
   * Use it when the app shows or navigates a document.
   * The person sees nothing: it works in the background.
   */
  fetch_document_info: 0 as Op<FetchDocumentInfoPayload, DocumentInfo>,
  /**
   * Renders a page of a document as an image and answers with its bytes.
   * Use it when the app shows a thumbnail or a preview of a page.
   * The person sees nothing: it works in the background.
   */
  render_page_as_image: 0 as Op<RenderPageAsImagePayload, ArrayBuffer>,
  /**
   * Searches the platform's content and answers with the matches.
   * Use it when the app has a search box over files and canvases.
   * The person sees nothing: it works in the background.
   */
  search: 0 as Op<SearchPayload, OpenRecord>,
  /**
   * Answers with an app's configuration on the instance: this app's, or, given `app_name` (the
   * `name` in its `app.json`), the named app's.
   * Use it when the app reads the settings an administrator gave it or another app of the instance.
   * The person sees nothing: it works in the background.
   */
  get_app_config: 0 as Op<GetAppConfigPayload | undefined, AppConfig>,
  /**
   * Answers with a folder (the root one when no id is given).
   * Use it when the app browses folders.
   * The person sees nothing: it works in the background.
   */
  get_folder: 0 as Op<GetFolderPayload | undefined, Folder>,
  /**
   * Creates a folder and answers with it.
   * Use it when the person organises content in the app.
   * The person sees nothing: it works in the background; the folder appears in the platform's lists.
   */
  create_folder: 0 as Op<CreateFolderPayload, Folder>,
  /**
   * Changes a folder (its name, its parent) and answers with it.
   * Use it when the person renames or moves a folder.
   * The person sees nothing: it works in the background.
   */
  update_folder: 0 as Op<UpdateFolderPayload, Folder>,
  /**
   * Deletes a folder.
   * Use it when the person removes a folder.
   * The person sees nothing: it works in the background; the folder leaves the platform's lists.
   */
  delete_folder: 0 as Op<DeleteFolderPayload, void>,
  /**
   * Moves files and folders into a folder and answers with it.
   * Use it when the person reorganises content.
   * The person sees nothing: it works in the background.
   */
  move_folder_items: 0 as Op<MoveFolderItemsPayload, Folder>,
  /**
   * Answers with the contents of the instance's core folders.
   * Use it when the app shows the platform's main folders.
   * The person sees nothing: it works in the background.
   */
  get_core_folders: 0 as Op<GetCoreFoldersPayload, CoreFolderContents>,
  /**
   * Changes a core folder's contents and answers with them.
   * Use it when the app curates the main folders.
   * The person sees nothing: it works in the background.
   */
  patch_core_folder: 0 as Op<PatchCoreFolderPayload, CoreFolderContents>,
  /**
   * Answers with a page of the person's favourites.
   * Use it when the app shows the person's starred items.
   * The person sees nothing: it works in the background.
   */
  get_favorites: 0 as Op<GetFavoritesPayload | undefined, PaginatedList<Favorite>>,
  /**
   * Marks an item as a favourite and answers with the favourite.
   * Use it when the person stars a file or a canvas in the app.
   * The person sees nothing: it works in the background; the item appears among their favourites.
   */
  create_favorite: 0 as Op<CreateFavoritePayload, Favorite>,
  /**
   * Removes a favourite.
   * Use it when the person unstars an item.
   * The person sees nothing: it works in the background.
   */
  delete_favorite: 0 as Op<DeleteFavoritePayload, void>,
  /**
   * Answers with a page of the instance's users.
   * Use it when the app lists or searches users.
   * The person sees nothing: it works in the background.
   */
  get_users: 0 as Op<GetUsersPayload | undefined, PaginatedList<User>>,
  /**
   * Changes the current user's own fields and answers with the user.
   * Use it when the person edits their profile or preferences in the app.
   * The person sees nothing: it works in the background.
   */
  update_my_user: 0 as Op<UpdateMyUserPayload, User>,
  /**
   * Answers with the languages the platform offers.
   * Use it when the app lets the person pick a language.
   * The person sees nothing: it works in the background.
   */
  get_languages: 0 as Op<void, Language[]>,
  /**
   * Answers with a fresh token for the app's backend service.
   * Use it when the app's service token expired or is about to.
   * The person sees nothing: it works in the background.
   */
  refresh_service_token: 0 as Op<
    RefreshServiceTokenPayload | undefined,
    RefreshServiceTokenResponse
  >,
  /**
   * Answers with a fresh access token for the platform's API.
   * Use it when the app calls the platform's REST API itself and its token expired.
   * The person sees nothing: it works in the background.
   */
  refresh_access_token: 0 as Op<void, OpenRecord>,
  /**
   * Answers with a page of the instance's metadata templates.
   * Use it when the app shows or sets metadata fields.
   * The person sees nothing: it works in the background.
   */
  get_instance_metadata_templates: 0 as Op<
    GetInstanceMetadataTemplatesPayload | undefined,
    PaginatedList<OpenRecord>
  >,
  /**
   * Answers with the request types the host serves.
   * Use it when the app adapts to what the host can do.
   * The person sees nothing: it works in the background.
   */
  get_request_types: 0 as Op<void, unknown>,
  /**
   * Shows the app full screen.
   * Use it when the app presents something that needs the whole screen.
   * The person sees the app full screen.
   */
  enter_fullscreen: 0 as Op<void, void>,
  /**
   * Leaves full screen.
   * Use it when the app's full-screen moment is over.
   * The person sees the platform's frame again.
   */
  exit_fullscreen: 0 as Op<void, void>,
  /**
   * Answers whether the app is full screen.
   * Use it when the app shows a full-screen toggle.
   * The person sees nothing: it works in the background.
   */
  is_fullscreen: 0 as Op<void, boolean>,
  /**
   * Answers whether the device is offline.
   * Use it when the app chooses between live calls and stored data.
   * The person sees nothing: it works in the background.
   */
  is_offline: 0 as Op<void, boolean>,
  /**
   * Logs the person out of the platform.
   * Use it when the app offers a log-out control.
   * The person sees the platform's log-in screen.
   */
  logout: 0 as Op<void, void>,
  /**
   * Leaves the current instance.
   * Use it when the app offers to switch instances.
   * The person sees the platform's instance choice.
   */
  quit_instance: 0 as Op<void, void>,
  /**
   * Closes the app.
   * Use it when the app's task is done.
   * The person sees the app closes.
   */
  close: 0 as Op<void, void>,
  /**
   * Opens a web view that stays above the platform.
   * Use it when the app shows a page the person keeps while they use the platform.
   * The person sees a web view on top.
   */
  open_web_view_always_on_top: 0 as Op<OpenWebViewAlwaysOnTop, void>,
  /**
   * Shows a short message in the platform's toast.
   * Use it when the app confirms something it did (saved, sent).
   * The person sees a toast that disappears by itself.
   */
  toast: 0 as Op<ToastPayload, void>,
  /**
   * Records an analytics event with its data.
   * Use it when the app measures how it is used.
   * The person sees nothing: it works in the background.
   */
  track: 0 as Op<TrackPayload, unknown>,
  /**
   * Starts a sync of everything but files (iOS).
   * Use it when the app needs fresh data (CRM, canvases) before it goes on.
   * The person sees the platform's sync indicator.
   */
  trigger_non_files_sync: IOS_ONLY as Op<void, void>,
  /**
   * Runs a Smart SQL query on the device's offline CRM store (SmartStore, iOS) and answers with
   * its rows, as SmartStore gives them: one array of values per row, in the order selected.
   * Use it when the app reads CRM records offline.
   * The person sees nothing: it works in the background.
   */
  crm_smart_query: IOS_ONLY as Op<CRMQueryPayload, unknown[][]>,
  /**
   * Subscribes the app to the host's events.
   * Use it when the app listens to events (`on`); the SDK sends it for you.
   * The person sees nothing: it works in the background.
   */
  subscribe: 0 as Op<void, void>,
  /**
   * Ends the app's subscription to the host's events.
   * Use it when the app stops listening; the SDK sends it for you.
   * The person sees nothing: it works in the background.
   */
  unsubscribe: 0 as Op<void, void>,
  /**
   * Sends a message to the other apps open on the platform.
   * Use it when apps must react to something this app did.
   * The person sees nothing directly; the other apps may change.
   */
  broadcast: 0 as Op<BroadcastPayload, void>,
  /**
   * Sends a message to the open web views (iOS).
   * Use it when a web view opened by the app must react to something.
   * The person sees nothing directly; the web views may change.
   */
  broadcast_to_webviews: IOS_ONLY as Op<BroadcastPayload, void>,
} as const;
