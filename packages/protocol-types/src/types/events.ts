/** The event map (event key -> payload), the typed ServiceEvent and the low-level ApiEventMap. */
import type { EventKey } from "../constants";
import type { ServiceEnv } from "./env";
import type {
  AnalyticsCapturedEvent,
  CanvasClosedEvent,
  CanvasCloseRequestedEvent,
  CanvasNavigationButtonClickedEvent,
  CanvasOpenedEvent,
  CanvasOpenRequestedEvent,
  CanvasPageNavigationRequestedEvent,
  CanvasUpdatedEvent,
  CanvasUpdatedSuccessEvent,
  CreateAndOpenCanvasEvent,
  FavoritesChangedEvent,
  FileDownloadEvent,
  FileUploadProgressEvent,
  FileViewEvent,
  GlobalPhotoCapturedEvent,
  ItemShareboxAddCompletedEvent,
  ItemShareboxItemEvent,
  ItemShareboxStatusUpdatedEvent,
  NonFilesSyncFinishedEvent,
  OpenCanvasEvent,
  RouteChangedBodyEvent,
  RouteChangedEvent,
  StartCallEvent,
  SyncBadgeValueReportedEvent,
  SyncBoxResolveErrorTappedEvent,
} from "./eventPayloads";
import type { UpdateLocationPitcherEvent } from "./location";
import type { AppLifecycleEvent, OpenFolderRequestedEvent } from "./platformEvents";
import type { PeerConnectivityEvent } from "./peerConnectivity";
import type { File } from "./records";

/**
 * Every event key with its payload (the spec's "Events" table, and three events only the
 * platform's existing client lists: `app_backgrounded`, `app_foregrounded`, `open_folder_requested`). Events without a payload map to
 * `undefined`. Platform-specific events are listed in `IOS_ONLY_EVENT_KEYS` and
 * `WEB_ONLY_EVENT_KEYS`.
 */
export type EventMap = {
  /** iOS. */
  analytics_captured: AnalyticsCapturedEvent;
  /** Known to the platform's existing client, not to the spec; payload not shown. */
  app_backgrounded: AppLifecycleEvent;
  /** Known to the platform's existing client, not to the spec; payload not shown. */
  app_foregrounded: AppLifecycleEvent;
  canvas_close_requested: CanvasCloseRequestedEvent;
  canvas_closed: CanvasClosedEvent;
  canvas_next_button_clicked: CanvasNavigationButtonClickedEvent;
  canvas_open_requested: CanvasOpenRequestedEvent;
  canvas_opened: CanvasOpenedEvent;
  canvas_page_next_requested: CanvasPageNavigationRequestedEvent;
  canvas_page_previous_requested: CanvasPageNavigationRequestedEvent;
  canvas_previous_button_clicked: CanvasNavigationButtonClickedEvent;
  canvas_updated: CanvasUpdatedEvent;
  canvas_updated_success: CanvasUpdatedSuccessEvent;
  /** iOS. */
  content_list_refresh_requested: undefined;
  create_and_open_canvas: CreateAndOpenCanvasEvent;
  /** Web. */
  entered_fullscreen: undefined;
  env_changed: ServiceEnv;
  /** Web. */
  exited_fullscreen: undefined;
  "favorites:changed": FavoritesChangedEvent;
  file_closed: FileViewEvent;
  /** iOS. */
  file_downloaded: File;
  file_opened: FileViewEvent;
  /** iOS. */
  file_upload_progress: FileUploadProgressEvent;
  "file:download": FileDownloadEvent;
  /** iOS. */
  global_photo_captured: GlobalPhotoCapturedEvent;
  item_sharebox_add_completed: ItemShareboxAddCompletedEvent;
  item_sharebox_add_requested: ItemShareboxItemEvent;
  item_sharebox_status_requested: ItemShareboxItemEvent;
  item_sharebox_status_updated: ItemShareboxStatusUpdatedEvent;
  /** iOS. */
  network_connection_established: undefined;
  /** iOS. */
  network_connection_lost: undefined;
  /** iOS. */
  non_files_sync_finished: NonFilesSyncFinishedEvent;
  open_canvas: OpenCanvasEvent;
  /** Known to the platform's existing client, not to the spec; payload not shown. */
  open_folder_requested: OpenFolderRequestedEvent;
  peer_connectivity_event: PeerConnectivityEvent;
  /** iOS. */
  photos_captured: undefined;
  /** iOS. */
  route_change_requested: RouteChangedEvent;
  route_changed: RouteChangedBodyEvent;
  start_call: StartCallEvent;
  submit_postcall_clicked: undefined;
  /** iOS. */
  sync_badge_value_reported: SyncBadgeValueReportedEvent;
  /** iOS. */
  sync_box_resolve_error_tapped: SyncBoxResolveErrorTappedEvent;
  "ui:hide-modal": undefined;
  "ui:show-modal": undefined;
  update_location: UpdateLocationPitcherEvent;
};

/** The payload of event `K`. */
export type EventPayload<K extends EventKey> = EventMap[K];

/**
 * An event of the low-level API: `type` is an event key and `body` its payload. Narrow on `type`
 * to get the payload's type. Events without a payload have no `body`.
 *
 * @example
 * ```ts
 * const event: ServiceEvent<"file_opened"> = { type: "file_opened", body: { file_id: "f1" } };
 * ```
 */
export type ServiceEvent<K extends EventKey = EventKey> = {
  [P in K]: undefined extends EventMap[P]
    ? { type: P; body?: EventMap[P] }
    : { type: P; body: EventMap[P] };
}[K];

/** The low-level API's event map: one name, `event`, carrying a {@link ServiceEvent}. */
export type ApiEventMap = {
  /** Every event. */
  event: ServiceEvent;
};
