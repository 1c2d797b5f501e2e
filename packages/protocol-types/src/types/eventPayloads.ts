/**
 * Payloads of the events (the spec's "Events" table). Where the spec writes `body.x` for an event,
 * the payload itself has a `body` key (for example `canvas_closed` carries
 * `{ body: { canvas_id } }`); where it writes `x`, the fields sit at the top of the payload.
 */
import type { AnalyticsType } from "../constants";
import type { Canvas, OpenRecord, PaginatedData } from "./records";

/** `"true"` or `"false"`, as text. */
export type EditModeFlag = "true" | "false";

/** An analytics record was captured (`analytics_captured`, iOS). */
export type AnalyticsCapturedEvent = {
  /** The analytics type. */
  type: AnalyticsType;
  /** Data of the record; shape depends on the type. */
  payload: unknown;
};

/** Closing a canvas was requested (`canvas_close_requested`). */
export type CanvasCloseRequestedEvent = {
  /** The canvas. */
  canvas_id?: string;
};

/** A canvas was closed (`canvas_closed`). */
export type CanvasClosedEvent = {
  /** Nested body. */
  body: {
    /** The canvas. */
    canvas_id: string;
  };
};

/** The next or previous button of a canvas was clicked (`canvas_next_button_clicked`, `canvas_previous_button_clicked`). */
export type CanvasNavigationButtonClickedEvent = {
  /** Nested body. */
  body: {
    /** The canvas. */
    canvas_id?: string;
    /** Index of the page in view. */
    current_page_index: number;
  };
};

/** Opening a canvas was requested (`canvas_open_requested`). */
export type CanvasOpenRequestedEvent = {
  /** The canvas. */
  canvas_id?: string;
};

/** A canvas was opened (`canvas_opened`). */
export type CanvasOpenedEvent = {
  /** Nested body. */
  body: {
    /** The canvas. */
    canvas_id: string;
  };
};

/** The next or previous page was requested (`canvas_page_next_requested`, `canvas_page_previous_requested`). */
export type CanvasPageNavigationRequestedEvent = {
  /** The canvas. */
  canvas_id?: string;
  /** Index of the page in view. */
  current_page_index?: number;
};

/** A canvas changed (`canvas_updated`). */
export type CanvasUpdatedEvent = OpenRecord;

/** A canvas was saved (`canvas_updated_success`): part of the canvas record. */
export type CanvasUpdatedSuccessEvent = Partial<Canvas>;

/** Create a canvas and open it (`create_and_open_canvas`). */
export type CreateAndOpenCanvasEvent = {
  /** CRM account the canvas is for. */
  account_id?: string;
};

/** The favorites changed (`favorites:changed`). */
export type FavoritesChangedEvent = {
  /** Paginated list of favorites. */
  body: PaginatedData;
};

/** A file was opened or closed (`file_opened`, `file_closed`). */
export type FileViewEvent = {
  /** The file. */
  file_id?: string;
  /** The view showing it. */
  view_id?: string;
};

/** Upload progress of a file (`file_upload_progress`, iOS). */
export type FileUploadProgressEvent = {
  /** Progress. */
  progress: number;
  /** Id of the upload. */
  upload_uid: string;
};

/** A file download (`file:download`). */
export type FileDownloadEvent = {
  /** The download. */
  body: string;
};

/** A photo was captured (`global_photo_captured`, iOS). */
export type GlobalPhotoCapturedEvent = {
  /** Section the photo belongs to. */
  section_id?: string;
  /** URL of the photo. */
  url: string;
};

/** Adding an item to the sharebox finished (`item_sharebox_add_completed`). */
export type ItemShareboxAddCompletedEvent = {
  /** Why it failed, when `success` is `false`. */
  error?: string;
  /** Whether the item is in the sharebox now. */
  is_in_sharebox: boolean;
  /** The item. */
  item_id: string;
  /** Whether adding succeeded. */
  success: boolean;
};

/** A sharebox request about one item (`item_sharebox_add_requested`, `item_sharebox_status_requested`). */
export type ItemShareboxItemEvent = {
  /** The item. */
  item_id: string;
};

/** The sharebox status of an item (`item_sharebox_status_updated`). */
export type ItemShareboxStatusUpdatedEvent = {
  /** Whether the item is in the sharebox. */
  is_in_sharebox: boolean;
  /** The item. */
  item_id: string;
};

/** Syncing everything but files finished (`non_files_sync_finished`, iOS). */
export type NonFilesSyncFinishedEvent = {
  /** Whether the user started the sync. */
  user_triggered: boolean;
};

/** Open a canvas (`open_canvas`). */
export type OpenCanvasEvent = {
  /** CRM account id. */
  account_id?: string;
  /** CRM account name. */
  account_name?: string;
  /** The canvas. */
  canvas_id?: string;
  /** Open in edit mode (`"true"` or `"false"`). */
  edit_mode?: EditModeFlag;
};

/** A route (`route_change_requested`; nested under `body` in `route_changed`). */
export type RouteChangedEvent = {
  /** Route name. */
  route_name: string;
  /** Route path. */
  route_path: string;
};

/** The route changed (`route_changed`). */
export type RouteChangedBodyEvent = {
  /** The route. */
  body: RouteChangedEvent;
};

/** The CRM account a call is started for. */
export type StartCallAccount = {
  /** Account id. */
  id: string;
  /** Account name. */
  name: string;
};

/** Start a call (`start_call`). */
export type StartCallEvent = {
  /** The CRM account. */
  account?: StartCallAccount;
  /** The canvas to present. */
  canvas_id?: string;
  /** CRM contact ids. */
  contact_ids?: string[];
  /** Open in edit mode (`"true"` or `"false"`). */
  edit_mode?: EditModeFlag;
  /** Action after the call. */
  post_action?: string;
  /** Path of the action after the call. */
  post_action_path?: string;
};

/** The sync badge value (`sync_badge_value_reported`, iOS). */
export type SyncBadgeValueReportedEvent = {
  /** Count on the badge. */
  count: number;
};

/** The user tapped the fix action on a failed CRM sync in the syncbox (`sync_box_resolve_error_tapped`, iOS). */
export type SyncBoxResolveErrorTappedEvent = {
  /** CRM id, external id, or a locally generated temporary id. */
  id: string;
  /** CRM sync error message. */
  last_error: string;
  /** CRM object name. */
  table_name: string;
};
