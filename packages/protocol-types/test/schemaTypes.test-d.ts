import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type * as T from "@hostbridge/protocol-types";
import type * as S from "@hostbridge/protocol-types/schemas";
import type { MutuallyAssignable, StrictlyEqual } from "./helpers/typeEquality";

/**
 * Every schema of the schemas subpath with the hand-written type of the same name (minus `Schema`).
 * The schema's input type (what a sender writes; defaults make fields optional) must agree with it.
 */
type Registry = {
  OpenRecord: [T.OpenRecord, typeof S.OpenRecordSchema];
  Canvas: [T.Canvas, typeof S.CanvasSchema];
  CanvasRetrieve: [T.CanvasRetrieve, typeof S.CanvasRetrieveSchema];
  File: [T.File, typeof S.FileSchema];
  User: [T.User, typeof S.UserSchema];
  UserSummary: [T.UserSummary, typeof S.UserSummarySchema];
  CanvasSummary: [T.CanvasSummary, typeof S.CanvasSummarySchema];
  FolderSummary: [T.FolderSummary, typeof S.FolderSummarySchema];
  FileSummary: [T.FileSummary, typeof S.FileSummarySchema];
  FilePermissions: [T.FilePermissions, typeof S.FilePermissionsSchema];
  SelectedFile: [T.SelectedFile, typeof S.SelectedFileSchema];
  SelectedPage: [T.SelectedPage, typeof S.SelectedPageSchema];
  Account: [T.Account, typeof S.AccountSchema];
  EventSummary: [T.EventSummary, typeof S.EventSummarySchema];
  CanvasSection: [T.CanvasSection, typeof S.CanvasSectionSchema];
  Instance: [T.Instance, typeof S.InstanceSchema];
  AppConfig: [T.AppConfig, typeof S.AppConfigSchema];
  Mode: [T.Mode, typeof S.ModeSchema];
  ClientType: [T.ClientType, typeof S.ClientTypeSchema];
  ServiceEnvSvc: [T.ServiceEnvSvc, typeof S.ServiceEnvSvcSchema];
  ActiveFile: [T.ActiveFile, typeof S.ActiveFileSchema];
  ServiceEnvState: [T.ServiceEnvState, typeof S.ServiceEnvStateSchema];
  ServiceEnv: [T.ServiceEnv, typeof S.ServiceEnvSchema];
  AdminEnv: [T.AdminEnv, typeof S.AdminEnvSchema];
  DsrEnvSvc: [T.DsrEnvSvc, typeof S.DsrEnvSvcSchema];
  DsrEnvState: [T.DsrEnvState, typeof S.DsrEnvStateSchema];
  DsrEnv: [T.DsrEnv, typeof S.DsrEnvSchema];
  OpenFiles: [T.OpenFiles, typeof S.OpenFilesSchema];
  UiOpenRequest: [T.UiOpenRequest, typeof S.UiOpenRequestSchema];
  OpenRequestPayload: [T.OpenRequestPayload, typeof S.OpenRequestPayloadSchema];
  OpenExternalUrlRequestPayload: [
    T.OpenExternalUrlRequestPayload,
    typeof S.OpenExternalUrlRequestPayloadSchema,
  ];
  NotificationPayload: [T.NotificationPayload, typeof S.NotificationPayloadSchema];
  QueryPayload: [T.QueryPayload, typeof S.QueryPayloadSchema];
  SharePayload: [T.SharePayload, typeof S.SharePayloadSchema];
  ShareResponse: [T.ShareResponse, typeof S.ShareResponseSchema];
  ShowPeerSessionRequestPayload: [
    T.ShowPeerSessionRequestPayload,
    typeof S.ShowPeerSessionRequestPayloadSchema,
  ];
  ShowSyncboxRequestPayload: [
    T.ShowSyncboxRequestPayload,
    typeof S.ShowSyncboxRequestPayloadSchema,
  ];
  SubmitUserFeedbackPayload: [
    T.SubmitUserFeedbackPayload,
    typeof S.SubmitUserFeedbackPayloadSchema,
  ];
  UiAppResizeRequest: [T.UiAppResizeRequest, typeof S.UiAppResizeRequestSchema];
  UiCanvasNavigatePageRequest: [
    T.UiCanvasNavigatePageRequest,
    typeof S.UiCanvasNavigatePageRequestSchema,
  ];
  UiCompletePostcallRequest: [
    T.UiCompletePostcallRequest,
    typeof S.UiCompletePostcallRequestSchema,
  ];
  UiOpenCollectionPlayerOverlayGroup: [
    T.UiOpenCollectionPlayerOverlayGroup,
    typeof S.UiOpenCollectionPlayerOverlayGroupSchema,
  ];
  UiOpenCollectionPlayerOverlayRequest: [
    T.UiOpenCollectionPlayerOverlayRequest,
    typeof S.UiOpenCollectionPlayerOverlayRequestSchema,
  ];
  AdminOpenCollectionPlayerOverlayGroup: [
    T.AdminOpenCollectionPlayerOverlayGroup,
    typeof S.AdminOpenCollectionPlayerOverlayGroupSchema,
  ];
  AdminOpenCollectionPlayerOverlayRequest: [
    T.AdminOpenCollectionPlayerOverlayRequest,
    typeof S.AdminOpenCollectionPlayerOverlayRequestSchema,
  ];
  UiOpenGlobalPopupRequest: [T.UiOpenGlobalPopupRequest, typeof S.UiOpenGlobalPopupRequestSchema];
  UiOpenGlobalPopupResponse: [
    T.UiOpenGlobalPopupResponse,
    typeof S.UiOpenGlobalPopupResponseSchema,
  ];
  UiOpenSharingSettingsRequest: [
    T.UiOpenSharingSettingsRequest,
    typeof S.UiOpenSharingSettingsRequestSchema,
  ];
  UiPreselectSfdcMeetingIdRequest: [
    T.UiPreselectSfdcMeetingIdRequest,
    typeof S.UiPreselectSfdcMeetingIdRequestSchema,
  ];
  UiPreselectSfdcMeetingIdResponse: [
    T.UiPreselectSfdcMeetingIdResponse,
    typeof S.UiPreselectSfdcMeetingIdResponseSchema,
  ];
  UiPrintCanvasRequest: [T.UiPrintCanvasRequest, typeof S.UiPrintCanvasRequestSchema];
  UiPrintCanvasResponse: [T.UiPrintCanvasResponse, typeof S.UiPrintCanvasResponseSchema];
  UiPromptAssistantRequest: [T.UiPromptAssistantRequest, typeof S.UiPromptAssistantRequestSchema];
  UiPromptAssistantResponse: [
    T.UiPromptAssistantResponse,
    typeof S.UiPromptAssistantResponseSchema,
  ];
  UiAppSetDataPayload: [T.UiAppSetDataPayload, typeof S.UiAppSetDataPayloadSchema];
  UiAppUpdateDataPayload: [T.UiAppUpdateDataPayload, typeof S.UiAppUpdateDataPayloadSchema];
  UiCanvasUpdatedPayload: [T.UiCanvasUpdatedPayload, typeof S.UiCanvasUpdatedPayloadSchema];
  UiMeetingCanceledPayload: [T.UiMeetingCanceledPayload, typeof S.UiMeetingCanceledPayloadSchema];
  UiPromptAssistantResponseStreamedPayload: [
    T.UiPromptAssistantResponseStreamedPayload,
    typeof S.UiPromptAssistantResponseStreamedPayloadSchema,
  ];
  UiSectionListUpdatedPayload: [
    T.UiSectionListUpdatedPayload,
    typeof S.UiSectionListUpdatedPayloadSchema,
  ];
  UiUpdateCanvasRequest: [T.UiUpdateCanvasRequest, typeof S.UiUpdateCanvasRequestSchema];
  SelectContentType: [T.SelectContentType, typeof S.SelectContentTypeSchema];
  SelectUserAction: [T.SelectUserAction, typeof S.SelectUserActionSchema];
  UiSelectContentRequest: [T.UiSelectContentRequest, typeof S.UiSelectContentRequestSchema];
  AdminSelectContentRequest: [
    T.AdminSelectContentRequest,
    typeof S.AdminSelectContentRequestSchema,
  ];
  UiSelectContentResponse: [T.UiSelectContentResponse, typeof S.UiSelectContentResponseSchema];
  AdminSelectContentResponse: [
    T.AdminSelectContentResponse,
    typeof S.AdminSelectContentResponseSchema,
  ];
  SelectCanvasType: [T.SelectCanvasType, typeof S.SelectCanvasTypeSchema];
  UiSelectCanvasesRequest: [T.UiSelectCanvasesRequest, typeof S.UiSelectCanvasesRequestSchema];
  AdminSelectCanvasesRequest: [
    T.AdminSelectCanvasesRequest,
    typeof S.AdminSelectCanvasesRequestSchema,
  ];
  UiSelectCanvasesResponse: [T.UiSelectCanvasesResponse, typeof S.UiSelectCanvasesResponseSchema];
  AdminSelectCanvasesResponse: [
    T.AdminSelectCanvasesResponse,
    typeof S.AdminSelectCanvasesResponseSchema,
  ];
  UiSelectCollectionPlayerRequest: [
    T.UiSelectCollectionPlayerRequest,
    typeof S.UiSelectCollectionPlayerRequestSchema,
  ];
  AdminSelectCollectionPlayerRequest: [
    T.AdminSelectCollectionPlayerRequest,
    typeof S.AdminSelectCollectionPlayerRequestSchema,
  ];
  UiSelectCollectionPlayerResponse: [
    T.UiSelectCollectionPlayerResponse,
    typeof S.UiSelectCollectionPlayerResponseSchema,
  ];
  AdminSelectCollectionPlayerResponse: [
    T.AdminSelectCollectionPlayerResponse,
    typeof S.AdminSelectCollectionPlayerResponseSchema,
  ];
  UiSelectAgendaRequest: [T.UiSelectAgendaRequest, typeof S.UiSelectAgendaRequestSchema];
  AdminSelectAgendaRequest: [T.AdminSelectAgendaRequest, typeof S.AdminSelectAgendaRequestSchema];
  UiSelectAgendaResponse: [T.UiSelectAgendaResponse, typeof S.UiSelectAgendaResponseSchema];
  AdminSelectAgendaResponse: [
    T.AdminSelectAgendaResponse,
    typeof S.AdminSelectAgendaResponseSchema,
  ];
  FolderListRequest: [T.FolderListRequest, typeof S.FolderListRequestSchema];
  GetRecentFilesPayload: [T.GetRecentFilesPayload, typeof S.GetRecentFilesPayloadSchema];
  ListFilesPayload: [T.ListFilesPayload, typeof S.ListFilesPayloadSchema];
  ListFilesQuery: [T.ListFilesQuery, typeof S.ListFilesQuerySchema];
  CRMServiceType: [T.CRMServiceType, typeof S.CRMServiceTypeSchema];
  CRMQueryPayload: [T.CRMQueryPayload, typeof S.CRMQueryPayloadSchema];
  CRMCreatePayload: [T.CRMCreatePayload, typeof S.CRMCreatePayloadSchema];
  CRMDescribePayload: [T.CRMDescribePayload, typeof S.CRMDescribePayloadSchema];
  CRMLayoutPayload: [T.CRMLayoutPayload, typeof S.CRMLayoutPayloadSchema];
  CRMUpsertPayload: [T.CRMUpsertPayload, typeof S.CRMUpsertPayloadSchema];
  UpsertCRMObject: [T.UpsertCRMObject, typeof S.UpsertCRMObjectSchema];
  UpsertCRMObjectsPayload: [T.UpsertCRMObjectsPayload, typeof S.UpsertCRMObjectsPayloadSchema];
  CRMDeleteObject: [T.CRMDeleteObject, typeof S.CRMDeleteObjectSchema];
  CRMSmartDeleteObjectsPayload: [
    T.CRMSmartDeleteObjectsPayload,
    typeof S.CRMSmartDeleteObjectsPayloadSchema,
  ];
  CRMSmartObjectValidationRulesPayload: [
    T.CRMSmartObjectValidationRulesPayload,
    typeof S.CRMSmartObjectValidationRulesPayloadSchema,
  ];
  LocationRoute: [T.LocationRoute, typeof S.LocationRouteSchema];
  LocationRoutes: [T.LocationRoutes, typeof S.LocationRoutesSchema];
  LocationRouteUpdate: [T.LocationRouteUpdate, typeof S.LocationRouteUpdateSchema];
  LocationRouteRestore: [T.LocationRouteRestore, typeof S.LocationRouteRestoreSchema];
  LocationRegisterAction: [T.LocationRegisterAction, typeof S.LocationRegisterActionSchema];
  LocationUnregisterAction: [T.LocationUnregisterAction, typeof S.LocationUnregisterActionSchema];
  LocationMountedAction: [T.LocationMountedAction, typeof S.LocationMountedActionSchema];
  LocationUpdateAction: [T.LocationUpdateAction, typeof S.LocationUpdateActionSchema];
  LocationRestoreAction: [T.LocationRestoreAction, typeof S.LocationRestoreActionSchema];
  LocationRestoreCompletedAction: [
    T.LocationRestoreCompletedAction,
    typeof S.LocationRestoreCompletedActionSchema,
  ];
  LocationGetRoutesRequestAction: [
    T.LocationGetRoutesRequestAction,
    typeof S.LocationGetRoutesRequestActionSchema,
  ];
  LocationGetRoutesResponseAction: [
    T.LocationGetRoutesResponseAction,
    typeof S.LocationGetRoutesResponseActionSchema,
  ];
  UpdateLocationPitcherEvent: [
    T.UpdateLocationPitcherEvent,
    typeof S.UpdateLocationPitcherEventSchema,
  ];
  UpdateLocationAction: [T.UpdateLocationAction, typeof S.UpdateLocationActionSchema];
  Scenario: [T.Scenario, typeof S.ScenarioSchema];
  ScenarioStep: [T.ScenarioStep, typeof S.ScenarioStepSchema];
  PeerConnectivityContext: [T.PeerConnectivityContext, typeof S.PeerConnectivityContextSchema];
  PeerConnectivityMetadata: [T.PeerConnectivityMetadata, typeof S.PeerConnectivityMetadataSchema];
  PeerConnectivityEventPayload: [
    T.PeerConnectivityEventPayload,
    typeof S.PeerConnectivityEventPayloadSchema,
  ];
  PeerConnectivityEvent: [T.PeerConnectivityEvent, typeof S.PeerConnectivityEventSchema];
  PeerConnectivityDispatchOptions: [
    T.PeerConnectivityDispatchOptions,
    typeof S.PeerConnectivityDispatchOptionsSchema,
  ];
  EditModeFlag: [T.EditModeFlag, typeof S.EditModeFlagSchema];
  AnalyticsCapturedEvent: [T.AnalyticsCapturedEvent, typeof S.AnalyticsCapturedEventSchema];
  CanvasCloseRequestedEvent: [
    T.CanvasCloseRequestedEvent,
    typeof S.CanvasCloseRequestedEventSchema,
  ];
  CanvasClosedEvent: [T.CanvasClosedEvent, typeof S.CanvasClosedEventSchema];
  CanvasNavigationButtonClickedEvent: [
    T.CanvasNavigationButtonClickedEvent,
    typeof S.CanvasNavigationButtonClickedEventSchema,
  ];
  CanvasOpenRequestedEvent: [T.CanvasOpenRequestedEvent, typeof S.CanvasOpenRequestedEventSchema];
  CanvasOpenedEvent: [T.CanvasOpenedEvent, typeof S.CanvasOpenedEventSchema];
  CanvasPageNavigationRequestedEvent: [
    T.CanvasPageNavigationRequestedEvent,
    typeof S.CanvasPageNavigationRequestedEventSchema,
  ];
  CanvasUpdatedSuccessEvent: [
    T.CanvasUpdatedSuccessEvent,
    typeof S.CanvasUpdatedSuccessEventSchema,
  ];
  CreateAndOpenCanvasEvent: [T.CreateAndOpenCanvasEvent, typeof S.CreateAndOpenCanvasEventSchema];
  FavoritesChangedEvent: [T.FavoritesChangedEvent, typeof S.FavoritesChangedEventSchema];
  FileViewEvent: [T.FileViewEvent, typeof S.FileViewEventSchema];
  FileUploadProgressEvent: [T.FileUploadProgressEvent, typeof S.FileUploadProgressEventSchema];
  FileDownloadEvent: [T.FileDownloadEvent, typeof S.FileDownloadEventSchema];
  GlobalPhotoCapturedEvent: [T.GlobalPhotoCapturedEvent, typeof S.GlobalPhotoCapturedEventSchema];
  ItemShareboxAddCompletedEvent: [
    T.ItemShareboxAddCompletedEvent,
    typeof S.ItemShareboxAddCompletedEventSchema,
  ];
  ItemShareboxItemEvent: [T.ItemShareboxItemEvent, typeof S.ItemShareboxItemEventSchema];
  ItemShareboxStatusUpdatedEvent: [
    T.ItemShareboxStatusUpdatedEvent,
    typeof S.ItemShareboxStatusUpdatedEventSchema,
  ];
  NonFilesSyncFinishedEvent: [
    T.NonFilesSyncFinishedEvent,
    typeof S.NonFilesSyncFinishedEventSchema,
  ];
  OpenCanvasEvent: [T.OpenCanvasEvent, typeof S.OpenCanvasEventSchema];
  RouteChangedEvent: [T.RouteChangedEvent, typeof S.RouteChangedEventSchema];
  RouteChangedBodyEvent: [T.RouteChangedBodyEvent, typeof S.RouteChangedBodyEventSchema];
  StartCallAccount: [T.StartCallAccount, typeof S.StartCallAccountSchema];
  StartCallEvent: [T.StartCallEvent, typeof S.StartCallEventSchema];
  SyncBadgeValueReportedEvent: [
    T.SyncBadgeValueReportedEvent,
    typeof S.SyncBadgeValueReportedEventSchema,
  ];
  SyncBoxResolveErrorTappedEvent: [
    T.SyncBoxResolveErrorTappedEvent,
    typeof S.SyncBoxResolveErrorTappedEventSchema,
  ];
  ResponseStatus: [T.ResponseStatus, typeof S.ResponseStatusSchema];
  ServiceRequestInfo: [T.ServiceRequestInfo, typeof S.ServiceRequestInfoSchema];
  ServiceRequest: [T.ServiceRequest, typeof S.ServiceRequestSchema];
  ServiceResponseInfo: [T.ServiceResponseInfo, typeof S.ServiceResponseInfoSchema];
  ServiceResponse: [T.ServiceResponse, typeof S.ServiceResponseSchema];
  ServiceMessage: [T.ServiceMessage, typeof S.ServiceMessageSchema];
  HostErrorInfo: [T.HostErrorInfo, typeof S.HostErrorInfoSchema];
  AdminRequest: [T.AdminRequest, typeof S.AdminRequestSchema];
  AdminResponse: [T.AdminResponse, typeof S.AdminResponseSchema];
  AdminMessage: [T.AdminMessage, typeof S.AdminMessageSchema];
  DsrRequest: [T.DsrRequest, typeof S.DsrRequestSchema];
  DsrResponse: [T.DsrResponse, typeof S.DsrResponseSchema];
  DsrMessage: [T.DsrMessage, typeof S.DsrMessageSchema];
  UiMessageEnvelope: [T.UiMessageEnvelope, typeof S.UiMessageEnvelopeSchema];
  UiMessage: [T.UiMessage, typeof S.UiMessageSchema];
  AppToHostEnvelope: [T.AppToHostEnvelope, typeof S.AppToHostEnvelopeSchema];
  HostToAppEnvelope: [T.HostToAppEnvelope, typeof S.HostToAppEnvelopeSchema];
  // the platform's operations and events beyond the spec (issue 17)
  GetCanvasesPayload: [T.GetCanvasesPayload, typeof S.GetCanvasesPayloadSchema];
  CanvasIndicator: [T.CanvasIndicator, typeof S.CanvasIndicatorSchema];
  CreateCanvasPayload: [T.CreateCanvasPayload, typeof S.CreateCanvasPayloadSchema];
  UpdateCanvasPayload: [T.UpdateCanvasPayload, typeof S.UpdateCanvasPayloadSchema];
  UpdateCanvasIndicatorsPayload: [
    T.UpdateCanvasIndicatorsPayload,
    typeof S.UpdateCanvasIndicatorsPayloadSchema,
  ];
  GetCanvasPayload: [T.GetCanvasPayload, typeof S.GetCanvasPayloadSchema];
  CanvasIdPayload: [T.CanvasIdPayload, typeof S.CanvasIdPayloadSchema];
  SharedLink: [T.SharedLink, typeof S.SharedLinkSchema];
  GetCanvasRecommendedFilesPayload: [
    T.GetCanvasRecommendedFilesPayload,
    typeof S.GetCanvasRecommendedFilesPayloadSchema,
  ];
  CanvasRecommendedFiles: [T.CanvasRecommendedFiles, typeof S.CanvasRecommendedFilesSchema];
  CanvasThemeAsset: [T.CanvasThemeAsset, typeof S.CanvasThemeAssetSchema];
  CanvasTheme: [T.CanvasTheme, typeof S.CanvasThemeSchema];
  GetThemesPayload: [T.GetThemesPayload, typeof S.GetThemesPayloadSchema];
  CanvasThemePayload: [T.CanvasThemePayload, typeof S.CanvasThemePayloadSchema];
  AssignCanvasThemePayload: [T.AssignCanvasThemePayload, typeof S.AssignCanvasThemePayloadSchema];
  GetFilesPayload: [T.GetFilesPayload, typeof S.GetFilesPayloadSchema];
  FileIdPayload: [T.FileIdPayload, typeof S.FileIdPayloadSchema];
  GetFileRevisionDataPayload: [
    T.GetFileRevisionDataPayload,
    typeof S.GetFileRevisionDataPayloadSchema,
  ];
  CreateFilePayload: [T.CreateFilePayload, typeof S.CreateFilePayloadSchema];
  UpdateFilePayload: [T.UpdateFilePayload, typeof S.UpdateFilePayloadSchema];
  DeviceFile: [T.DeviceFile, typeof S.DeviceFileSchema];
  DeleteLocalFilePayload: [T.DeleteLocalFilePayload, typeof S.DeleteLocalFilePayloadSchema];
  FileRevision: [T.FileRevision, typeof S.FileRevisionSchema];
  GetAppConfigPayload: [T.GetAppConfigPayload, typeof S.GetAppConfigPayloadSchema];
  FetchDocumentInfoPayload: [T.FetchDocumentInfoPayload, typeof S.FetchDocumentInfoPayloadSchema];
  DocumentInfo: [T.DocumentInfo, typeof S.DocumentInfoSchema];
  RenderPageAsImagePayload: [T.RenderPageAsImagePayload, typeof S.RenderPageAsImagePayloadSchema];
  SearchPayload: [T.SearchPayload, typeof S.SearchPayloadSchema];
  Folder: [T.Folder, typeof S.FolderSchema];
  GetFolderPayload: [T.GetFolderPayload, typeof S.GetFolderPayloadSchema];
  CreateFolderPayload: [T.CreateFolderPayload, typeof S.CreateFolderPayloadSchema];
  UpdateFolderPayload: [T.UpdateFolderPayload, typeof S.UpdateFolderPayloadSchema];
  DeleteFolderPayload: [T.DeleteFolderPayload, typeof S.DeleteFolderPayloadSchema];
  MoveFolderItemsPayload: [T.MoveFolderItemsPayload, typeof S.MoveFolderItemsPayloadSchema];
  CoreFolderEntity: [T.CoreFolderEntity, typeof S.CoreFolderEntitySchema];
  GetCoreFoldersPayload: [T.GetCoreFoldersPayload, typeof S.GetCoreFoldersPayloadSchema];
  CoreFolder: [T.CoreFolder, typeof S.CoreFolderSchema];
  CoreFolderContents: [T.CoreFolderContents, typeof S.CoreFolderContentsSchema];
  PatchCoreFolderPayload: [T.PatchCoreFolderPayload, typeof S.PatchCoreFolderPayloadSchema];
  GetFavoritesPayload: [T.GetFavoritesPayload, typeof S.GetFavoritesPayloadSchema];
  CreateFavoritePayload: [T.CreateFavoritePayload, typeof S.CreateFavoritePayloadSchema];
  DeleteFavoritePayload: [T.DeleteFavoritePayload, typeof S.DeleteFavoritePayloadSchema];
  Language: [T.Language, typeof S.LanguageSchema];
  UpdateMyUserPayload: [T.UpdateMyUserPayload, typeof S.UpdateMyUserPayloadSchema];
  GetUsersPayload: [T.GetUsersPayload, typeof S.GetUsersPayloadSchema];
  RefreshServiceTokenPayload: [
    T.RefreshServiceTokenPayload,
    typeof S.RefreshServiceTokenPayloadSchema,
  ];
  RefreshServiceTokenResponse: [
    T.RefreshServiceTokenResponse,
    typeof S.RefreshServiceTokenResponseSchema,
  ];
  OpenWebViewAlwaysOnTop: [T.OpenWebViewAlwaysOnTop, typeof S.OpenWebViewAlwaysOnTopSchema];
  ToastPayload: [T.ToastPayload, typeof S.ToastPayloadSchema];
  TrackPayload: [T.TrackPayload, typeof S.TrackPayloadSchema];
  BroadcastPayload: [T.BroadcastPayload, typeof S.BroadcastPayloadSchema];
  AppLifecycleEvent: [T.AppLifecycleEvent, typeof S.AppLifecycleEventSchema];
  OpenFolderRequestedEvent: [T.OpenFolderRequestedEvent, typeof S.OpenFolderRequestedEventSchema];
};

/** Schemas with no type of their own: building blocks and the derived ServiceEvent schema. */
type Helpers =
  | "NoPayloadSchema"
  | "NoEventPayloadSchema"
  | "OpenRecordListSchema"
  | "IgnoredBodySchema"
  | "ServiceEventSchema"
  | "paginatedListSchema"
  | "PageImageSchema";

/**
 * Envelope schemas that accept more than their type asks a sender to write: a missing admin/DSR
 * request `data` or response `body` (JSON bridges drop `undefined` values), and any operation name
 * (so a host can answer an unknown one with an error); a scenario file without `wire` (read as
 * `"both"`). Asserted precisely below.
 */
type WiderOnTheWire =
  | "Scenario"
  | "AdminRequest"
  | "AdminResponse"
  | "DsrRequest"
  | "DsrResponse"
  | "AppToHostEnvelope"
  | "HostToAppEnvelope";

type NotAssignableBothWays = {
  [K in Exclude<keyof Registry, WiderOnTheWire>]: MutuallyAssignable<
    Registry[K][0],
    z.input<Registry[K][1]>
  > extends true
    ? never
    : K;
}[Exclude<keyof Registry, WiderOnTheWire>];

/**
 * Types that are only mutually assignable, not identical, to their schema, on purpose:
 * - peer connectivity `action` is `PeerConnectivityAction` (named actions | `string & {}`, for
 *   editor completion), which the schema accepts as any string.
 * Each one gets a precise assertion below instead.
 */
type NotIdenticalByDesign =
  WiderOnTheWire | "PeerConnectivityEventPayload" | "PeerConnectivityEvent";

type NotStrictlyEqual = {
  [K in Exclude<keyof Registry, NotIdenticalByDesign>]: StrictlyEqual<
    Registry[K][0],
    z.input<Registry[K][1]>
  > extends true
    ? never
    : K;
}[Exclude<keyof Registry, NotIdenticalByDesign>];

type SchemaExportNames = Extract<keyof typeof S, `${string}Schema`>;

describe("schemas agree with the hand-written types", () => {
  it("covers every exported schema", () => {
    expectTypeOf<
      Exclude<SchemaExportNames, `${Extract<keyof Registry, string>}Schema` | Helpers>
    >().toEqualTypeOf<never>();
  });

  it("assigns each type to its schema's input and back", () => {
    expectTypeOf<NotAssignableBothWays>().toEqualTypeOf<never>();
  });

  it("matches each type field by field, optional modifiers included", () => {
    expectTypeOf<NotStrictlyEqual>().toEqualTypeOf<never>();
  });

  it("reads a scenario file without `wire` as the type says after parsing (`wire` defaults)", () => {
    expectTypeOf<
      StrictlyEqual<T.Scenario, z.output<typeof S.ScenarioSchema>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      StrictlyEqual<
        Omit<T.Scenario, "wire"> & { wire?: T.ScenarioWire | undefined },
        z.input<typeof S.ScenarioSchema>
      >
    >().toEqualTypeOf<true>();
  });

  it("accepts a missing admin/DSR data or body on the wire, and everything a sender writes", () => {
    type RequestOnTheWire<R extends { body: { type: string } }> = Omit<R, "body"> & {
      body: { type: string; data?: unknown };
    };
    type ResponseOnTheWire<R> = Omit<R, "body"> & { body?: unknown };
    expectTypeOf<
      StrictlyEqual<RequestOnTheWire<T.AdminRequest>, z.input<typeof S.AdminRequestSchema>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      StrictlyEqual<RequestOnTheWire<T.DsrRequest>, z.input<typeof S.DsrRequestSchema>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      StrictlyEqual<ResponseOnTheWire<T.AdminResponse>, z.input<typeof S.AdminResponseSchema>>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      StrictlyEqual<ResponseOnTheWire<T.DsrResponse>, z.input<typeof S.DsrResponseSchema>>
    >().toEqualTypeOf<true>();
    expectTypeOf<T.AdminRequest>().toExtend<z.input<typeof S.AdminRequestSchema>>();
    expectTypeOf<T.AdminResponse>().toExtend<z.input<typeof S.AdminResponseSchema>>();
    expectTypeOf<T.DsrRequest>().toExtend<z.input<typeof S.DsrRequestSchema>>();
    expectTypeOf<T.DsrResponse>().toExtend<z.input<typeof S.DsrResponseSchema>>();
    expectTypeOf<T.AppToHostEnvelope>().toExtend<z.input<typeof S.AppToHostEnvelopeSchema>>();
    expectTypeOf<T.HostToAppEnvelope>().toExtend<z.input<typeof S.HostToAppEnvelopeSchema>>();
    expectTypeOf<z.input<typeof S.AppToHostEnvelopeSchema>>().toExtend<
      | T.ServiceRequest
      | T.ServiceMessage
      | RequestOnTheWire<T.AdminRequest>
      | RequestOnTheWire<T.DsrRequest>
    >();
  });

  it("matches the by-design exceptions once their special field is widened", () => {
    type WidenAction<P> = Omit<P, "action"> & { action: string };
    expectTypeOf<
      StrictlyEqual<
        WidenAction<T.PeerConnectivityEvent>,
        z.input<typeof S.PeerConnectivityEventSchema>
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      StrictlyEqual<
        WidenAction<T.PeerConnectivityEventPayload>,
        z.input<typeof S.PeerConnectivityEventPayloadSchema>
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<T.PeerConnectivityAction>().toExtend<string>();
    expectTypeOf<"canvas.open">().toExtend<T.PeerConnectivityAction>();
    expectTypeOf<"any.other.action">().toExtend<T.PeerConnectivityAction>();
  });

  it("fills the spec's defaults in the parsed output", () => {
    type OpenOut = z.output<typeof S.UiOpenRequestSchema>;
    expectTypeOf<OpenOut["context"]>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<OpenOut["pageIndex"]>().toEqualTypeOf<number | null>();
    expectTypeOf<OpenOut["startTime"]>().toEqualTypeOf<number | null>();
    expectTypeOf<z.output<typeof S.OpenExternalUrlRequestPayloadSchema>["target"]>().toEqualTypeOf<
      "_self" | "_blank"
    >();
    expectTypeOf<
      z.output<typeof S.AdminSelectContentRequestSchema>["content_type"]
    >().toEqualTypeOf<"file" | "slide" | "content">();
    // The input keeps them optional, like the hand-written request types.
    expectTypeOf<T.UiOpenRequest>()
      .toHaveProperty("context")
      .toEqualTypeOf<Record<string, unknown> | undefined>();
  });
});
