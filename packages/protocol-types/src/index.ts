/**
 * `@hostbridge/protocol-types`: the constants and TypeScript types of the HostBridge embedded-app
 * protocol. This entry point has no runtime dependencies (it never pulls zod into a bundle); the zod
 * schemas live at the `@hostbridge/protocol-types/schemas` subpath.
 * @example
 * ```ts
 * import { UI_API_METHOD_TYPES } from "@hostbridge/protocol-types";
 * import type { UiApiMap, UiApiRequest, EventMap } from "@hostbridge/protocol-types";
 * const picker: UiApiRequest<"ui_select_content"> = { content_type: "file", min_selections: 1 };
 * type Picked = UiApiMap["ui_select_content"]["response"]; // { user_action, content? }
 * const isUiOperation = (type: string) => (UI_API_METHOD_TYPES as readonly string[]).includes(type);
 * ```
 * @packageDocumentation
 */
export {
  MESSAGE_TYPES,
  REQUEST,
  RESPONSE,
  PITCHER_EVENT,
  ADMIN_MESSAGE,
  ADMIN_REQUEST,
  ADMIN_RESPONSE,
  DSR_MESSAGE,
  DSR_REQUEST,
  DSR_RESPONSE,
  UI_MESSAGE,
  RESPONSE_STATUS,
  JS_API_LOCATIONS,
  MODES,
  SCENARIO_VERSION,
  CLIENT_TYPES,
  UI_MESSAGE_TYPES,
  UI_NATIVE_MESSAGE_TYPES,
  ADMIN_MESSAGE_TYPES,
  DSR_MESSAGE_TYPES,
  EVENT_KEYS,
  IOS_ONLY_EVENT_KEYS,
  WEB_ONLY_EVENT_KEYS,
  LOW_LEVEL_EVENT_NAME,
  SERVICE_EXTERNAL_EVENT_NAMES,
  ANALYTICS_TYPES,
  CRM_SERVICE_TYPES,
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  PEER_CONNECTIVITY_ACTIONS,
  UPDATE_LOCATION_ACTIONS,
} from "./constants";
export {
  UI_API_METHOD_TYPES,
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  HIGH_LEVEL_API_METHOD_TYPES,
  WEB_ONLY_CRM_METHOD_TYPES,
  IOS_ONLY_CRM_METHOD_TYPES,
  WEB_ONLY_METHOD_TYPES,
  IOS_ONLY_METHOD_TYPES,
} from "./operationTypes";
export {
  UI_OPERATIONS,
  ADMIN_OPERATIONS,
  DSR_OPERATIONS,
  HIGH_LEVEL_OPERATIONS,
  WAITS_FOR_PERSON,
  WEB_ONLY,
  IOS_ONLY,
  BARE_ON_PLATFORM_WIRE,
} from "./registry";
export type { OperationRow } from "./registry";
export {
  OPERATIONS,
  isOperationType,
  operationEnvironment,
  waitsForPerson,
  platformOf,
  isBareOnPlatformWire,
} from "./lookups";
export type { OperationType } from "./lookups";
export { INTERACTIVE_METHOD_TYPES, PLATFORM_BARE_UI_OPERATIONS } from "./registry.generated";
export type { InteractiveMethodType } from "./registry.generated";
export {
  WIRES,
  POST_ROBOT_FRAME_KEY,
  POST_ROBOT_MESSAGE_TYPES,
  POST_ROBOT_ACK,
  POST_ROBOT_HELLO,
  POST_ROBOT_ACK_TIMEOUT,
  POST_ROBOT_ACK_TIMEOUT_KNOWN,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  PLATFORM_UNSUBSCRIBE,
} from "./platformWire";
export type {
  Wire,
  PostRobotMessageType,
  PostRobotRequest,
  PostRobotAck,
  PostRobotResponse,
  PostRobotMessage,
  PlatformServiceEvent,
} from "./platformWire";
export type {
  MessageType,
  ResponseStatus,
  JsApiLocation,
  Mode,
  ClientType,
  UiMessageType,
  UiNativeMessageType,
  AdminMessageType,
  DsrMessageType,
  EventKey,
  ServiceExternalEventName,
  AnalyticsType,
  CRMServiceType,
  PeerConnectivityAction,
  UpdateLocationActionName,
} from "./constants";
export type {
  UiApiMethodType,
  AdminApiMethodType,
  DsrApiMethodType,
  HighLevelApiMethodType,
} from "./operationTypes";
export type {
  ServiceRequestInfo,
  ServiceRequest,
  ServiceResponseInfo,
  ServiceResponse,
  ServiceMessage,
  HostErrorInfo,
  TraceContext,
  AdminRequest,
  AdminResponse,
  AdminMessage,
  DsrRequest,
  DsrResponse,
  DsrMessage,
  UiMessageEnvelope,
  UiMessage,
  AppToHostEnvelope,
  HostToAppEnvelope,
} from "./envelopes";
export type {
  OpenRecord,
  Canvas,
  CanvasRetrieve,
  CanvasSummary,
  CanvasSection,
  CanvasSelection,
  File,
  FolderSummary,
  UserSummary,
  User,
  Account,
  EventSummary,
  CrmEvent,
  Agenda,
  CollectionPlayer,
  Selection,
  SelectedFile,
  SelectedPage,
  Favorite,
  PaginatedData,
  EmbeddableSettings,
  AppConfig,
  LaunchDarklyEnv,
  Instance,
  Organization,
  OrgConfig,
  EmbedLocation,
  FileContentType,
  FileType,
  SelectorType,
} from "./types/records";
export type { FilePermissions, FileSummary } from "./types/records";
export type {
  ServiceEnvSvc,
  ActiveFile,
  ServiceEnvState,
  ServiceEnv,
  AdminEnv,
  DsrEnvSvc,
  DsrEnvState,
  DsrEnv,
} from "./types/env";
export type { OpenFilesStrategy, OpenFiles, UiOpenRequest, OpenRequestPayload } from "./types/open";
export type {
  ExternalUrlTarget,
  OpenExternalUrlRequestPayload,
  NotificationType,
  NotificationPayload,
  QueryPayload,
  SharePayload,
  ShareUserAction,
  ShareResponse,
  ShowPeerSessionRequestPayload,
  ShowSyncboxRequestPayload,
  UserFeedbackType,
  SubmitUserFeedbackPayload,
} from "./types/hostActions";
export type {
  UiAppResizeRequest,
  UiBroadcastRequest,
  UiCanvasNavigatePageRequest,
  UiCaptureAppErrorRequest,
  UiCompletePostcallRequest,
  UiOpenCanvasOverlayRequest,
  UiOpenCollectionPlayerOverlayGroup,
  UiOpenCollectionPlayerOverlayRequest,
  AdminOpenCollectionPlayerOverlayGroup,
  AdminOpenCollectionPlayerOverlayRequest,
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
export type {
  UiAppSetDataPayload,
  UiAppUpdateDataPayload,
  UiCanvasUpdatedPayload,
  UiMeetingCanceledPayload,
  UiPromptAssistantResponseStreamedPayload,
  UiSectionListUpdatedPayload,
} from "./types/uiMessages";
export type { UiUpdateCanvasRequest } from "./types/canvasUpdate";
export type {
  SelectContentType,
  SelectUserAction,
  UiSelectContentRequest,
  AdminSelectContentRequest,
  UiSelectContentResponse,
  AdminSelectContentResponse,
  SelectCanvasType,
  UiSelectCanvasesRequest,
  AdminSelectCanvasesRequest,
  UiSelectCanvasesResponse,
  AdminSelectCanvasesResponse,
  UiSelectCollectionPlayerRequest,
  AdminSelectCollectionPlayerRequest,
  SelectCollectionPlayerUserAction,
  UiSelectCollectionPlayerResponse,
  AdminSelectCollectionPlayerResponse,
  UiSelectAgendaRequest,
  AdminSelectAgendaRequest,
  UiSelectAgendaResponse,
  AdminSelectAgendaResponse,
} from "./types/selection";
export type {
  FolderListRequest,
  GetRecentFilesPayload,
  ListFilesPayload,
  ListFilesQuery,
  AdminCaptureAppErrorRequest,
  AdminCreateCanvasRequest,
  AdminGetCanvasRequest,
  AdminGetCanvasesRequest,
  AdminGetFileRequest,
  GetInstanceMetadataTemplatesPayload,
  AdminGetUsersRequest,
  AdminOpenCanvasOverlayRequest,
  AdminToastRequest,
  AdminUpdateCanvasRequest,
} from "./types/adminPayloads";
export type { DsrGetFileRequest } from "./types/dsrPayloads";
export type {
  CRMQueryPayload,
  CRMCreatePayload,
  CRMDescribePayload,
  CRMLayoutPayload,
  CRMUpsertPayload,
  UpsertCRMObject,
  UpsertCRMObjectsPayload,
  CRMDeleteObject,
  CRMSmartDeleteObjectsPayload,
  CRMSmartObjectValidationRulesPayload,
  CRMSmartObjectLayoutPayload,
  CRMSmartObjectMetadataPayload,
} from "./types/crm";
export type {
  LocationRoute,
  LocationRoutes,
  LocationRouteUpdate,
  LocationRouteRestore,
  LocationRegisterAction,
  LocationUnregisterAction,
  LocationMountedAction,
  LocationUpdateAction,
  LocationRestoreAction,
  LocationRestoreCompletedAction,
  LocationGetRoutesRequestAction,
  LocationGetRoutesResponseAction,
  UpdateLocationPitcherEvent,
  UpdateLocationAction,
} from "./types/location";
export type {
  PeerConnectivityContext,
  PeerConnectivityMetadata,
  PeerConnectivityEventPayload,
  PeerConnectivityEvent,
  PeerConnectivityDispatchOptions,
  PeerConnectivityEventHandler,
} from "./types/peerConnectivity";
export type {
  EditModeFlag,
  AnalyticsCapturedEvent,
  CanvasCloseRequestedEvent,
  CanvasClosedEvent,
  CanvasNavigationButtonClickedEvent,
  CanvasOpenRequestedEvent,
  CanvasOpenedEvent,
  CanvasPageNavigationRequestedEvent,
  CanvasUpdatedEvent,
  CanvasUpdatedSuccessEvent,
  CreateAndOpenCanvasEvent,
  FavoritesChangedEvent,
  FileViewEvent,
  FileUploadProgressEvent,
  FileDownloadEvent,
  GlobalPhotoCapturedEvent,
  ItemShareboxAddCompletedEvent,
  ItemShareboxItemEvent,
  ItemShareboxStatusUpdatedEvent,
  NonFilesSyncFinishedEvent,
  OpenCanvasEvent,
  RouteChangedEvent,
  RouteChangedBodyEvent,
  StartCallAccount,
  StartCallEvent,
  SyncBadgeValueReportedEvent,
  SyncBoxResolveErrorTappedEvent,
} from "./types/eventPayloads";
export type { EventMap, EventPayload, ServiceEvent, ApiEventMap } from "./types/events";
export type {
  ApiOperation,
  OperationMap,
  UiApiMap,
  AdminApiMap,
  DsrApiMap,
  HighLevelApiMap,
  UiApiRequest,
  UiApiResponse,
  AdminApiRequest,
  AdminApiResponse,
  DsrApiRequest,
  DsrApiResponse,
  HighLevelApiRequest,
  HighLevelApiResponse,
} from "./types/apiMaps";
export type { UiMessageMap, AdminMessageMap, DsrMessageMap } from "./types/messageMaps";
export type { UiMessagePayload, AdminMessagePayload, DsrMessagePayload } from "./types/messageMaps";
export type { PaginatedList } from "./types/pages";
export type { GetCanvasesPayload, CanvasFields } from "./types/platformCanvases";
export type { CreateCanvasPayload, UpdateCanvasPayload } from "./types/platformCanvases";
export type { CanvasIndicator, UpdateCanvasIndicatorsPayload } from "./types/platformCanvases";
export type { GetCanvasPayload, CanvasIdPayload, SharedLink } from "./types/platformCanvases";
export type { GetCanvasRecommendedFilesPayload } from "./types/platformCanvases";
export type { CanvasRecommendedFiles } from "./types/platformCanvases";
export type { CanvasThemeAsset, CanvasThemeSettings, CanvasTheme } from "./types/themes";
export type { GetThemesPayload, CanvasThemePayload } from "./types/themes";
export type { AssignCanvasThemePayload } from "./types/themes";
export type { GetFilesPayload, FileIdPayload } from "./types/platformFiles";
export type { GetFileRevisionDataPayload, FileFields } from "./types/platformFiles";
export type { CreateFilePayload, UpdateFilePayload, DeviceFile } from "./types/platformFiles";
export type { DeleteLocalFilePayload, FileRevision } from "./types/platformFiles";
export type { GetAppConfigPayload, FetchDocumentInfoPayload } from "./types/platformFiles";
export type { DocumentInfo, RenderPageAsImagePayload, SearchPayload } from "./types/platformFiles";
export type { Folder, GetFolderPayload, FolderRule } from "./types/platformFolders";
export type { CreateFolderPayload, UpdateFolderPayload } from "./types/platformFolders";
export type { DeleteFolderPayload, FolderItem } from "./types/platformFolders";
export type { MoveFolderItemsPayload, CoreFolderEntity } from "./types/platformFolders";
export type { GetCoreFoldersPayload, CoreFolder } from "./types/platformFolders";
export type { CoreFolderContents, PatchCoreFolderPayload } from "./types/platformFolders";
export type { GetFavoritesPayload, CreateFavoritePayload } from "./types/platformFavorites";
export type { DeleteFavoritePayload } from "./types/platformFavorites";
export type { Language, UpdateMyUserPayload, GetUsersPayload } from "./types/platformSession";
export type { RefreshServiceTokenPayload } from "./types/platformSession";
export type { RefreshServiceTokenResponse, OpenWebViewAlwaysOnTop } from "./types/platformSession";
export type { ToastPayload, TrackPayload, BroadcastPayload } from "./types/platformSession";
export type { AppLifecycleEvent, OpenFolderRequestedEvent } from "./types/platformEvents";
export { REDACTED, isSecretKey, maskSecrets } from "./redact";
export { redactedCopy, redactedJson, redactedText } from "./redact";
export type { RedactOptions } from "./redact";
export type { Scenario, ScenarioStep, ScenarioWire, AppStep, HostStep } from "./types/scenario";
export type { ScenarioDrop, ScenarioHostError } from "./types/scenario";
export { isPlainObject, isRecord } from "./guards";
export { environmentOfType } from "./environmentOfType";
export { CODED_ERROR_BRAND, CodedError, isCodedError } from "./codedError";
export type { CodedErrorOptions } from "./codedError";
