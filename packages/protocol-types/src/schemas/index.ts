/**
 * `@hostbridge/protocol-types/schemas`: zod schemas for every payload and envelope of the HostBridge
 * protocol, the schema maps a host uses to validate what an app sends (operation, message or event
 * -> schema), and {@link describeZodIssues} to turn a failed parse into readable messages.
 *
 * This subpath depends on zod; the root entry point does not. Each `FooSchema` is generated from the
 * hand-written type `Foo` of the root entry (scripts/generate.mjs; type tests check they agree). Schemas of shapes with defaults
 * (open request, external URL, admin content picker) fill them in when parsing.
 *
 * @example
 * ```ts
 * import { UI_API_REQUEST_SCHEMAS, ServiceRequestSchema, describeZodIssues } from "@hostbridge/protocol-types/schemas";
 *
 * const envelope = ServiceRequestSchema.parse(message);
 * const schema = UI_API_REQUEST_SCHEMAS[envelope.request.type as "ui_print_canvas"];
 * const payload = schema.safeParse(envelope.request.body);
 * if (!payload.success) console.log(describeZodIssues(payload.error)); // ["notify_url: must be an HTTPS URL (https://...)"]
 * ```
 *
 * @packageDocumentation
 */
export {
  OpenRecordSchema,
  NoPayloadSchema,
  NoEventPayloadSchema,
  OpenRecordListSchema,
  IgnoredBodySchema,
  PageImageSchema,
} from "./primitives";
export { ModeSchema, ClientTypeSchema, CRMServiceTypeSchema } from "./constantsSchemas";
export {
  AccountSchema,
  CanvasRetrieveSchema,
  CanvasSchema,
  CanvasSectionSchema,
  CanvasSummarySchema,
  EventSummarySchema,
  FilePermissionsSchema,
  FileSchema,
  FileSummarySchema,
  FolderSummarySchema,
  UserSummarySchema,
} from "./contentRecordsSchemas";
export {
  AppConfigSchema,
  InstanceSchema,
  SelectedFileSchema,
  SelectedPageSchema,
  UserSchema,
} from "./recordsSchemas";
export {
  ServiceEnvSvcSchema,
  ActiveFileSchema,
  ServiceEnvStateSchema,
  ServiceEnvSchema,
  AdminEnvSchema,
  DsrEnvSvcSchema,
  DsrEnvStateSchema,
  DsrEnvSchema,
} from "./envSchemas";
export { OpenFilesSchema, UiOpenRequestSchema, OpenRequestPayloadSchema } from "./openSchemas";
export {
  OpenExternalUrlRequestPayloadSchema,
  NotificationPayloadSchema,
  QueryPayloadSchema,
  SharePayloadSchema,
  ShareResponseSchema,
  ShowPeerSessionRequestPayloadSchema,
  ShowSyncboxRequestPayloadSchema,
  SubmitUserFeedbackPayloadSchema,
} from "./hostActionsSchemas";
export {
  UiAppResizeRequestSchema,
  UiCanvasNavigatePageRequestSchema,
  UiCompletePostcallRequestSchema,
  UiOpenCollectionPlayerOverlayGroupSchema,
  UiOpenCollectionPlayerOverlayRequestSchema,
  AdminOpenCollectionPlayerOverlayGroupSchema,
  AdminOpenCollectionPlayerOverlayRequestSchema,
  UiOpenGlobalPopupRequestSchema,
  UiOpenGlobalPopupResponseSchema,
  UiOpenSharingSettingsRequestSchema,
  UiPreselectSfdcMeetingIdRequestSchema,
  UiPreselectSfdcMeetingIdResponseSchema,
  UiPrintCanvasRequestSchema,
  UiPrintCanvasResponseSchema,
  UiPromptAssistantRequestSchema,
  UiPromptAssistantResponseSchema,
} from "./uiRequestsSchemas";
export {
  UiAppSetDataPayloadSchema,
  UiAppUpdateDataPayloadSchema,
  UiCanvasUpdatedPayloadSchema,
  UiMeetingCanceledPayloadSchema,
  UiPromptAssistantResponseStreamedPayloadSchema,
  UiSectionListUpdatedPayloadSchema,
} from "./uiMessagesSchemas";
export { UiUpdateCanvasRequestSchema } from "./canvasUpdateSchemas";
export {
  SelectContentTypeSchema,
  SelectUserActionSchema,
  UiSelectContentRequestSchema,
  AdminSelectContentRequestSchema,
  UiSelectContentResponseSchema,
  AdminSelectContentResponseSchema,
  SelectCanvasTypeSchema,
  UiSelectCanvasesRequestSchema,
  AdminSelectCanvasesRequestSchema,
  UiSelectCanvasesResponseSchema,
  AdminSelectCanvasesResponseSchema,
  UiSelectCollectionPlayerRequestSchema,
  AdminSelectCollectionPlayerRequestSchema,
  UiSelectCollectionPlayerResponseSchema,
  AdminSelectCollectionPlayerResponseSchema,
  UiSelectAgendaRequestSchema,
  AdminSelectAgendaRequestSchema,
  UiSelectAgendaResponseSchema,
  AdminSelectAgendaResponseSchema,
} from "./selectionSchemas";
export {
  FolderListRequestSchema,
  GetRecentFilesPayloadSchema,
  ListFilesPayloadSchema,
  ListFilesQuerySchema,
} from "./adminPayloadsSchemas";
export {
  CRMQueryPayloadSchema,
  CRMCreatePayloadSchema,
  CRMDescribePayloadSchema,
  CRMLayoutPayloadSchema,
  CRMUpsertPayloadSchema,
  UpsertCRMObjectSchema,
  UpsertCRMObjectsPayloadSchema,
  CRMDeleteObjectSchema,
  CRMSmartDeleteObjectsPayloadSchema,
  CRMSmartObjectValidationRulesPayloadSchema,
} from "./crmSchemas";
export {
  LocationRouteSchema,
  LocationRoutesSchema,
  LocationRouteUpdateSchema,
  LocationRouteRestoreSchema,
  LocationRegisterActionSchema,
  LocationUnregisterActionSchema,
  LocationMountedActionSchema,
  LocationUpdateActionSchema,
  LocationRestoreActionSchema,
  LocationRestoreCompletedActionSchema,
  LocationGetRoutesRequestActionSchema,
  LocationGetRoutesResponseActionSchema,
  UpdateLocationPitcherEventSchema,
  UpdateLocationActionSchema,
} from "./locationSchemas";
export {
  PeerConnectivityContextSchema,
  PeerConnectivityMetadataSchema,
  PeerConnectivityEventPayloadSchema,
  PeerConnectivityEventSchema,
  PeerConnectivityDispatchOptionsSchema,
} from "./peerConnectivitySchemas";
export {
  EditModeFlagSchema,
  AnalyticsCapturedEventSchema,
  CanvasCloseRequestedEventSchema,
  CanvasClosedEventSchema,
  CanvasNavigationButtonClickedEventSchema,
  CanvasOpenRequestedEventSchema,
  CanvasOpenedEventSchema,
  CanvasPageNavigationRequestedEventSchema,
  CanvasUpdatedSuccessEventSchema,
  CreateAndOpenCanvasEventSchema,
  FavoritesChangedEventSchema,
  FileViewEventSchema,
  FileUploadProgressEventSchema,
  FileDownloadEventSchema,
  GlobalPhotoCapturedEventSchema,
  ItemShareboxAddCompletedEventSchema,
  ItemShareboxItemEventSchema,
  ItemShareboxStatusUpdatedEventSchema,
  NonFilesSyncFinishedEventSchema,
  OpenCanvasEventSchema,
  RouteChangedEventSchema,
  RouteChangedBodyEventSchema,
  StartCallAccountSchema,
  StartCallEventSchema,
  SyncBadgeValueReportedEventSchema,
  SyncBoxResolveErrorTappedEventSchema,
} from "./eventPayloadsSchemas";
export { EVENT_SCHEMAS } from "./eventMapSchemas";
export { ServiceEventSchema } from "./eventsSchemas";
export {
  UI_MESSAGE_SCHEMAS,
  ADMIN_MESSAGE_SCHEMAS,
  DSR_MESSAGE_SCHEMAS,
} from "./messageMapsSchemas";
export { OPERATION_SCHEMAS } from "./operations";
export {
  UI_API_REQUEST_SCHEMAS,
  UI_API_RESPONSE_SCHEMAS,
  ADMIN_API_REQUEST_SCHEMAS,
  ADMIN_API_RESPONSE_SCHEMAS,
  DSR_API_REQUEST_SCHEMAS,
  DSR_API_RESPONSE_SCHEMAS,
  HIGH_LEVEL_API_REQUEST_SCHEMAS,
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
} from "./apiMapsSchemas";
export {
  ResponseStatusSchema,
  ServiceRequestInfoSchema,
  ServiceRequestSchema,
  ServiceResponseInfoSchema,
  ServiceResponseSchema,
  ServiceMessageSchema,
  HostErrorInfoSchema,
  AdminRequestSchema,
  AdminResponseSchema,
  AdminMessageSchema,
  DsrRequestSchema,
  DsrResponseSchema,
  DsrMessageSchema,
  UiMessageEnvelopeSchema,
  UiMessageSchema,
  AppToHostEnvelopeSchema,
  HostToAppEnvelopeSchema,
} from "./envelopesSchemas";
export { describeZodIssues } from "./describeZodIssues";
export type { DescribeZodIssuesOptions } from "./describeZodIssues";
export { paginatedListSchema } from "./pagesSchemas";
export {
  GetCanvasesPayloadSchema,
  CanvasIndicatorSchema,
  CreateCanvasPayloadSchema,
  UpdateCanvasPayloadSchema,
  UpdateCanvasIndicatorsPayloadSchema,
  GetCanvasPayloadSchema,
  CanvasIdPayloadSchema,
  SharedLinkSchema,
  GetCanvasRecommendedFilesPayloadSchema,
  CanvasRecommendedFilesSchema,
} from "./platformCanvasesSchemas";
export {
  CanvasThemeAssetSchema,
  CanvasThemeSchema,
  GetThemesPayloadSchema,
  CanvasThemePayloadSchema,
  AssignCanvasThemePayloadSchema,
} from "./themesSchemas";
export {
  GetFilesPayloadSchema,
  FileIdPayloadSchema,
  GetFileRevisionDataPayloadSchema,
  CreateFilePayloadSchema,
  UpdateFilePayloadSchema,
  DeviceFileSchema,
  DeleteLocalFilePayloadSchema,
  FileRevisionSchema,
  GetAppConfigPayloadSchema,
  FetchDocumentInfoPayloadSchema,
  DocumentInfoSchema,
  RenderPageAsImagePayloadSchema,
  SearchPayloadSchema,
} from "./platformFilesSchemas";
export {
  FolderSchema,
  GetFolderPayloadSchema,
  CreateFolderPayloadSchema,
  UpdateFolderPayloadSchema,
  DeleteFolderPayloadSchema,
  MoveFolderItemsPayloadSchema,
  CoreFolderEntitySchema,
  GetCoreFoldersPayloadSchema,
  CoreFolderSchema,
  CoreFolderContentsSchema,
  PatchCoreFolderPayloadSchema,
} from "./platformFoldersSchemas";
export {
  GetFavoritesPayloadSchema,
  CreateFavoritePayloadSchema,
  DeleteFavoritePayloadSchema,
} from "./platformFavoritesSchemas";
export {
  LanguageSchema,
  UpdateMyUserPayloadSchema,
  GetUsersPayloadSchema,
  RefreshServiceTokenPayloadSchema,
  RefreshServiceTokenResponseSchema,
  OpenWebViewAlwaysOnTopSchema,
  ToastPayloadSchema,
  TrackPayloadSchema,
  BroadcastPayloadSchema,
} from "./platformSessionSchemas";
export { AppLifecycleEventSchema, OpenFolderRequestedEventSchema } from "./platformEventsSchemas";
export {
  ScenarioSchema,
  ScenarioStepSchema,
  checkScenario,
  checkScenarioText,
} from "./scenarioSchemas";
export type { ScenarioCheck } from "./scenarioSchemas";
