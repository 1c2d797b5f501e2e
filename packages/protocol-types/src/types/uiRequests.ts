/**
 * Request and response payloads of the UI environment's operations (except the pickers, the open
 * request and the canvas update, which have files of their own).
 */
import type { CrmEvent, OpenRecord } from "./records";

/** Resize the app's frame (`ui_app_resize`). */
export type UiAppResizeRequest = {
  /** New height, in pixels. */
  height: number;
};

/** Broadcast to other apps (`ui_broadcast`). Properties: not shown by the spec. */
export type UiBroadcastRequest = OpenRecord;

/** Go to a component of the canvas (`ui_canvas_navigate_page`). */
export type UiCanvasNavigatePageRequest = {
  /** Id of the component to navigate to. */
  page: string;
};

/**
 * An error object forwarded to the service's error-tracking instance (`ui_capture_app_error`).
 * Properties: not shown by the spec.
 */
export type UiCaptureAppErrorRequest = OpenRecord;

/** Close the post-call form (`ui_complete_postcall`). */
export type UiCompletePostcallRequest = {
  /** Whether the form was submitted successfully. */
  was_successfully_submitted?: boolean;
};

/** Open a canvas as an overlay (`ui_open_canvas_overlay`). Properties: not shown by the spec. */
export type UiOpenCanvasOverlayRequest = OpenRecord;

/** One file of a collection player overlay. */
export type UiOpenCollectionPlayerOverlayGroup = {
  /** File id. */
  id: string;
  /** File name. */
  name: string;
  /** The slides or pages to show; element shape not shown by the spec. */
  slides?: OpenRecord[];
};

/** Open a collection player overlay (`ui_open_collection_player_overlay`). */
export type UiOpenCollectionPlayerOverlayRequest = {
  /** Display name. */
  name: string;
  /** The files to play. */
  groups: UiOpenCollectionPlayerOverlayGroup[];
};

/** One file of an admin collection player overlay (same shape as the UI one). */
export type AdminOpenCollectionPlayerOverlayGroup = UiOpenCollectionPlayerOverlayGroup;

/** Open a collection player overlay (`admin_open_collection_player_overlay`). */
export type AdminOpenCollectionPlayerOverlayRequest = UiOpenCollectionPlayerOverlayRequest;

/** Open an app in the global popup (`ui_open_global_popup`). */
export type UiOpenGlobalPopupRequest = {
  /** Name of the app to open. */
  app_name: string;
  /** Extra context passed to the app. */
  extra_context?: OpenRecord;
};

/** Result of `ui_open_global_popup`. */
export type UiOpenGlobalPopupResponse = {
  /** Whether the popup opened. */
  success: boolean;
};

/** Open the sharing settings of files (`ui_open_sharing_settings`). */
export type UiOpenSharingSettingsRequest = {
  /** The files; element shape not shown by the spec. */
  files: OpenRecord[];
  /** Authentication strategy preselected in the dialog. */
  default_auth_strategy?: string;
};

/** Result of `ui_open_sharing_settings`. Properties: not shown by the spec. */
export type UiOpenSharingSettingsResponse = OpenRecord;

/** Preselect a CRM meeting (`ui_preselect_crm_meeting_id`). */
export type UiPreselectSfdcMeetingIdRequest = {
  /** CRM meeting id. */
  eventId: string;
};

/** Result of `ui_preselect_crm_meeting_id`. */
export type UiPreselectSfdcMeetingIdResponse = {
  /** The CRM event, or `null` when none matched. */
  event: CrmEvent | null;
};

/** Print (download) a canvas (`ui_print_canvas`). */
export type UiPrintCanvasRequest = {
  /** Canvas id. */
  id: string;
  /** HTTPS URL that receives asynchronous download notifications. */
  notify_url?: string;
};

/** Result of `ui_print_canvas`. */
export type UiPrintCanvasResponse = {
  /** Whether printing started. */
  success: boolean;
  /** Id of the asynchronous download job (when `notify_url` was given). */
  job_id?: string;
};

/** Ask the prompt assistant (`ui_prompt_assistant`). */
export type UiPromptAssistantRequest = {
  /** Unique prompt id; streamed chunks carry it. */
  id: string;
  /** The prompt. */
  prompt: string;
};

/** Final answer of `ui_prompt_assistant`. */
export type UiPromptAssistantResponse = {
  /** The prompt id. */
  id: string;
  /** The whole response. */
  response: string;
};

/** Style the post-call form (`ui_set_postcall_style`). Properties: not shown by the spec. */
export type UiSetPostcallStyleRequest = OpenRecord;

/** Show a toast (`ui_toast`). Properties: not shown by the spec. */
export type UiToastRequest = OpenRecord;
