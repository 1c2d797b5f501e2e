/**
 * @hostbridge/compat: the existing client's surface (`@pitcher/js-api` 1.26.0) on the HostBridge
 * engine, so an app moves over by changing one import, then modernises one rule at a time. The same
 * exports, method names (snake_case aliases included), shapes (`env.pitcher`, `getAvailableApis()`,
 * events), rejection values and options; our transports, origin policy and timeouts underneath. In
 * development each old feature the app uses is reported once, naming its rule ({@link COMPAT_RULES}).
 *
 * @example
 * ```ts
 * import { usePitcherApi, useUi } from "@hostbridge/compat"; // was "@pitcher/js-api"
 *
 * const env = await usePitcherApi().getEnv();
 * await useUi().app_loaded();
 * ```
 *
 * @packageDocumentation
 */
export { useAdmin } from "./admin";
export {
  ADMIN_API_METHOD_TYPES,
  ADMIN_API_TYPES,
  ADMIN_MESSAGE,
  ADMIN_MESSAGE_TYPES,
  DEFAULT_PEER_CONNECTIVITY_VERSION,
  DSR_API_METHOD_TYPES,
  DSR_API_TYPES,
  DSR_MESSAGE,
  DSR_MESSAGE_TYPES,
  PEER_CONNECTIVITY_EVENT,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  PeerConnectivityActions,
  PITCHER_EVENT,
  PitcherBroadcastedEventName,
  PitcherEventName,
  PitcherExternalEventName,
  PitcherMessageType,
  PitcherResponseStatus,
  UI_API_METHOD_TYPES,
  UI_MESSAGE,
  UI_MESSAGE_TYPES,
  UI_NATIVE_MESSAGE_TYPES,
} from "./constants";
export { useDsr } from "./dsr";
export { highLevelApi, usePitcherApi } from "./highLevel";
export { COMPAT_NOTICE_EVENT, COMPAT_NOTICE_FLAG, compatNotices, configureCompat } from "./notices";
export { registerPeerConnectivityHandler, sendPeerConnectivityEvent } from "./peer";
export { COMPAT_RULE_IDS, COMPAT_RULES } from "./rules";
export { useUi } from "./ui";
export { getAvailableApis, useApi } from "./useApi";

export type { CompatLowLevelApi } from "./lowLevel";
export type { CompatConfig, CompatNotice } from "./notices";
export type { CompatRuleId } from "./rules";
export type {
  AdminApi,
  AdminEnv,
  ClientModel,
  AdminMessagePayloads,
  AdminMethods,
  ApiOptions,
  DsrApi,
  DsrEnv,
  DsrMessagePayloads,
  DsrMethods,
  HighLevelApi,
  PitcherEnv,
  PitcherEvent,
  SnakeCase,
  UiApi,
  UiMessagePayloads,
  UiMethods,
  WithSnakeCaseAliases,
} from "./types/apis";
export type {
  ApiEventMap,
  OpenCanvasPitcherEvent,
  OrgConfigResponse,
  PitcherAPI,
  PitcherEventMap,
  PitcherInterface,
  PitcherMessage,
  PitcherResponse,
  RouteChangedPitcherEvent,
  StartCallPitcherEvent,
  UiPromptPiaRequest,
  UiPromptPiaResponse,
  UiPromptPiaResponseStreamedPayload,
  UpdateLocationOnGetRoutesRequest,
  UpdateLocationOnGetRoutesResponse,
  UpdateLocationOnMounted,
  UpdateLocationOnRegister,
  UpdateLocationOnRestore,
  UpdateLocationOnRestoreCompleted,
  UpdateLocationOnUnregister,
  UpdateLocationOnUpdate,
} from "./types/client";
export type { DsrLocationApi, UiLocationApi } from "./useApi";
export type {
  AdminSelectAgendaResponse,
  AdminSelectCanvasesResponse,
  AdminSelectCollectionPlayerResponse,
  AdminSelectContentResponse,
  ShareResponse,
  UiAppSetDataPayload,
  UiAppUpdateDataPayload,
  UiCanvasUpdatedPayload,
  UiMeetingCanceledPayload,
  UiOpenGlobalPopupResponse,
  UiOpenSharingSettingsResponse,
  UiPreselectSfdcMeetingIdResponse,
  UiPrintCanvasResponse,
  UiSectionListUpdatedPayload,
  UiSelectAgendaResponse,
  UiSelectCanvasesResponse,
  UiSelectCollectionPlayerResponse,
  UiSelectContentResponse,
} from "./types/payloadTypes";
// The payload types the client names as the protocol does.
export type {
  AdminCaptureAppErrorRequest,
  AdminMessage,
  AdminOpenCollectionPlayerOverlayGroup,
  AdminOpenCollectionPlayerOverlayRequest,
  AdminRequest,
  AdminResponse,
  AdminSelectAgendaRequest,
  AdminSelectCanvasesRequest,
  AdminSelectCollectionPlayerRequest,
  AdminSelectContentRequest,
  AdminToastRequest,
  CreateAndOpenCanvasEvent,
  CRMCreatePayload,
  CRMDeleteObject,
  CRMDescribePayload,
  CRMLayoutPayload,
  CRMQueryPayload,
  CRMServiceType,
  CRMSmartDeleteObjectsPayload,
  CRMSmartObjectLayoutPayload,
  CRMSmartObjectMetadataPayload,
  CRMSmartObjectValidationRulesPayload,
  CRMUpsertPayload,
  DsrMessage,
  DsrRequest,
  DsrResponse,
  FolderListRequest,
  GetInstanceMetadataTemplatesPayload,
  GetRecentFilesPayload,
  JsApiLocation,
  ListFilesPayload,
  LocationRoute,
  LocationRoutes,
  NotificationPayload,
  OpenExternalUrlRequestPayload,
  OpenRequestPayload,
  OpenWebViewAlwaysOnTop,
  PeerConnectivityAction,
  PeerConnectivityContext,
  PeerConnectivityDispatchOptions,
  PeerConnectivityEvent,
  PeerConnectivityEventHandler,
  PeerConnectivityEventPayload,
  PeerConnectivityMetadata,
  QueryPayload,
  SharePayload,
  ShowPeerSessionRequestPayload,
  ShowSyncboxRequestPayload,
  SubmitUserFeedbackPayload,
  UiAppResizeRequest,
  UiBroadcastRequest,
  UiCanvasNavigatePageRequest,
  UiCaptureAppErrorRequest,
  UiCompletePostcallRequest,
  UiMessageEnvelope,
  UiOpenCollectionPlayerOverlayGroup,
  UiOpenCollectionPlayerOverlayRequest,
  UiOpenGlobalPopupRequest,
  UiOpenRequest,
  UiOpenSharingSettingsRequest,
  UiPreselectSfdcMeetingIdRequest,
  UiPrintCanvasRequest,
  UiSelectAgendaRequest,
  UiSelectCanvasesRequest,
  UiSelectCollectionPlayerRequest,
  UiSelectContentRequest,
  UiSetPostcallStyleRequest,
  UiToastRequest,
  UiUpdateCanvasRequest,
  UpdateLocationPitcherEvent,
  UpsertCRMObject,
  UpsertCRMObjectsPayload,
} from "@hostbridge/protocol-types";
