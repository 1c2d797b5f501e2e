/**
 * Schema maps of the operations: operation -> request schema and operation -> response schema, for
 * every environment. A host validates an incoming payload with
 * `UI_API_REQUEST_SCHEMAS[type].safeParse(body)`.
 *
 * - Operations that take no payload use `NoPayloadSchema` (nothing, or `{}`).
 * - Payloads whose fields are all optional may also be left out (`.optional()`).
 * - Responses that are status only use `IgnoredBodySchema` (any body is accepted and ignored).
 */
import * as z from "zod";
import type {
  AdminApiMethodType,
  DsrApiMethodType,
  HighLevelApiMethodType,
  UiApiMethodType,
} from "../constants";
import {
  FolderListRequestSchema,
  GetRecentFilesPayloadSchema,
  ListFilesPayloadSchema,
} from "./adminPayloads";
import { UiUpdateCanvasRequestSchema } from "./canvasUpdate";
import {
  CRMCreatePayloadSchema,
  CRMDescribePayloadSchema,
  CRMLayoutPayloadSchema,
  CRMQueryPayloadSchema,
  CRMSmartDeleteObjectsPayloadSchema,
  CRMSmartObjectValidationRulesPayloadSchema,
  CRMUpsertPayloadSchema,
  UpsertCRMObjectsPayloadSchema,
} from "./crm";
import { AdminEnvSchema, DsrEnvSchema, ServiceEnvSchema } from "./env";
import {
  NotificationPayloadSchema,
  OpenExternalUrlRequestPayloadSchema,
  QueryPayloadSchema,
  SharePayloadSchema,
  ShareResponseSchema,
  ShowPeerSessionRequestPayloadSchema,
  ShowSyncboxRequestPayloadSchema,
  SubmitUserFeedbackPayloadSchema,
} from "./hostActions";
import { UpdateLocationPitcherEventSchema } from "./location";
import { UiOpenRequestSchema } from "./open";
import { NoPayloadSchema, OpenRecordSchema } from "./primitives";
import { CanvasRetrieveSchema, FileSchema } from "./records";
import {
  AdminSelectAgendaRequestSchema,
  AdminSelectAgendaResponseSchema,
  AdminSelectCanvasesRequestSchema,
  AdminSelectCanvasesResponseSchema,
  AdminSelectCollectionPlayerRequestSchema,
  AdminSelectCollectionPlayerResponseSchema,
  AdminSelectContentRequestSchema,
  AdminSelectContentResponseSchema,
  UiSelectAgendaRequestSchema,
  UiSelectAgendaResponseSchema,
  UiSelectCanvasesRequestSchema,
  UiSelectCanvasesResponseSchema,
  UiSelectCollectionPlayerRequestSchema,
  UiSelectCollectionPlayerResponseSchema,
  UiSelectContentRequestSchema,
  UiSelectContentResponseSchema,
} from "./selection";
import {
  AdminOpenCollectionPlayerOverlayRequestSchema,
  UiAppResizeRequestSchema,
  UiCanvasNavigatePageRequestSchema,
  UiCompletePostcallRequestSchema,
  UiOpenCollectionPlayerOverlayRequestSchema,
  UiOpenGlobalPopupRequestSchema,
  UiOpenGlobalPopupResponseSchema,
  UiOpenSharingSettingsRequestSchema,
  UiPreselectSfdcMeetingIdRequestSchema,
  UiPreselectSfdcMeetingIdResponseSchema,
  UiPrintCanvasRequestSchema,
  UiPrintCanvasResponseSchema,
  UiPromptAssistantRequestSchema,
  UiPromptAssistantResponseSchema,
} from "./uiRequests";

/** The body of a status-only response (`response: void`): anything, ignored by the app. */
export const IgnoredBodySchema = z.custom<void>(() => true);

/** Request payload schema of each of the 33 UI operations (`UiApiMap[K]["request"]`). */
export const UI_API_REQUEST_SCHEMAS = {
  ui_app_loaded: NoPayloadSchema,
  ui_app_resize: UiAppResizeRequestSchema,
  ui_broadcast: OpenRecordSchema,
  ui_cancel_meeting: NoPayloadSchema,
  ui_canvas_navigate_next_page: NoPayloadSchema,
  ui_canvas_navigate_page: UiCanvasNavigatePageRequestSchema,
  ui_canvas_navigate_previous_page: NoPayloadSchema,
  ui_capture_app_error: OpenRecordSchema,
  ui_close_canvas_drawer: NoPayloadSchema,
  ui_close_canvas_section_execution: NoPayloadSchema,
  ui_close_global_popup: NoPayloadSchema,
  ui_complete_postcall: UiCompletePostcallRequestSchema.optional(),
  ui_disable_postcall_submit: NoPayloadSchema,
  ui_embeddable_ready: NoPayloadSchema,
  ui_enable_postcall_submit: NoPayloadSchema,
  ui_open: UiOpenRequestSchema.optional(),
  ui_open_canvas_overlay: OpenRecordSchema,
  ui_open_collection_player_overlay: UiOpenCollectionPlayerOverlayRequestSchema,
  ui_open_global_popup: UiOpenGlobalPopupRequestSchema,
  ui_open_sharing_settings: UiOpenSharingSettingsRequestSchema,
  ui_preselect_crm_meeting_id: UiPreselectSfdcMeetingIdRequestSchema,
  ui_print_canvas: UiPrintCanvasRequestSchema,
  ui_prompt_assistant: UiPromptAssistantRequestSchema,
  ui_resume_meeting: NoPayloadSchema,
  ui_select_agenda_content: UiSelectAgendaRequestSchema.optional(),
  ui_select_canvases: UiSelectCanvasesRequestSchema.optional(),
  ui_select_collection_player_content: UiSelectCollectionPlayerRequestSchema.optional(),
  ui_select_content: UiSelectContentRequestSchema.optional(),
  ui_set_postcall_style: OpenRecordSchema,
  ui_stop_meeting: NoPayloadSchema,
  ui_toast: OpenRecordSchema,
  ui_update_canvas: UiUpdateCanvasRequestSchema,
  ui_update_location: UpdateLocationPitcherEventSchema,
} as const satisfies { readonly [K in UiApiMethodType]: z.ZodType };

/** Response payload schema of each of the 33 UI operations (`UiApiMap[K]["response"]`). */
export const UI_API_RESPONSE_SCHEMAS = {
  ui_app_loaded: IgnoredBodySchema,
  ui_app_resize: IgnoredBodySchema,
  ui_broadcast: IgnoredBodySchema,
  ui_cancel_meeting: IgnoredBodySchema,
  ui_canvas_navigate_next_page: IgnoredBodySchema,
  ui_canvas_navigate_page: IgnoredBodySchema,
  ui_canvas_navigate_previous_page: IgnoredBodySchema,
  ui_capture_app_error: IgnoredBodySchema,
  ui_close_canvas_drawer: IgnoredBodySchema,
  ui_close_canvas_section_execution: IgnoredBodySchema,
  ui_close_global_popup: IgnoredBodySchema,
  ui_complete_postcall: IgnoredBodySchema,
  ui_disable_postcall_submit: IgnoredBodySchema,
  ui_embeddable_ready: IgnoredBodySchema,
  ui_enable_postcall_submit: IgnoredBodySchema,
  ui_open: IgnoredBodySchema,
  ui_open_canvas_overlay: IgnoredBodySchema,
  ui_open_collection_player_overlay: IgnoredBodySchema,
  ui_open_global_popup: UiOpenGlobalPopupResponseSchema,
  ui_open_sharing_settings: OpenRecordSchema,
  ui_preselect_crm_meeting_id: UiPreselectSfdcMeetingIdResponseSchema,
  ui_print_canvas: UiPrintCanvasResponseSchema,
  ui_prompt_assistant: UiPromptAssistantResponseSchema,
  ui_resume_meeting: IgnoredBodySchema,
  ui_select_agenda_content: UiSelectAgendaResponseSchema,
  ui_select_canvases: UiSelectCanvasesResponseSchema,
  ui_select_collection_player_content: UiSelectCollectionPlayerResponseSchema,
  ui_select_content: UiSelectContentResponseSchema,
  ui_set_postcall_style: IgnoredBodySchema,
  ui_stop_meeting: IgnoredBodySchema,
  ui_toast: IgnoredBodySchema,
  ui_update_canvas: OpenRecordSchema,
  ui_update_location: IgnoredBodySchema,
} as const satisfies { readonly [K in UiApiMethodType]: z.ZodType };

/** Request payload schema of each of the 20 admin operations (`AdminApiMap[K]["request"]`). */
export const ADMIN_API_REQUEST_SCHEMAS = {
  admin_capture_app_error: OpenRecordSchema,
  admin_close_file_overlay: NoPayloadSchema,
  admin_create_canvas: OpenRecordSchema,
  admin_get_app_config: NoPayloadSchema,
  admin_get_canvas: OpenRecordSchema,
  admin_get_canvases: OpenRecordSchema.optional(),
  admin_get_env: NoPayloadSchema,
  admin_get_file: OpenRecordSchema,
  admin_get_files: ListFilesPayloadSchema.optional(),
  admin_get_instance_metadata_templates: OpenRecordSchema.optional(),
  admin_get_users: OpenRecordSchema.optional(),
  admin_open_file_overlay: UiOpenRequestSchema.optional(),
  admin_open_canvas_overlay: OpenRecordSchema,
  admin_open_collection_player_overlay: AdminOpenCollectionPlayerOverlayRequestSchema,
  admin_select_agenda_content: AdminSelectAgendaRequestSchema.optional(),
  admin_select_canvases: AdminSelectCanvasesRequestSchema.optional(),
  admin_select_collection_player_content: AdminSelectCollectionPlayerRequestSchema.optional(),
  admin_select_content: AdminSelectContentRequestSchema.optional(),
  admin_toast: OpenRecordSchema,
  admin_update_canvas: OpenRecordSchema,
} as const satisfies { readonly [K in AdminApiMethodType]: z.ZodType };

/** Response payload schema of each of the 20 admin operations (`AdminApiMap[K]["response"]`). */
export const ADMIN_API_RESPONSE_SCHEMAS = {
  admin_capture_app_error: IgnoredBodySchema,
  admin_close_file_overlay: IgnoredBodySchema,
  admin_create_canvas: OpenRecordSchema,
  admin_get_app_config: OpenRecordSchema,
  admin_get_canvas: CanvasRetrieveSchema,
  admin_get_canvases: OpenRecordSchema,
  admin_get_env: AdminEnvSchema,
  admin_get_file: FileSchema,
  admin_get_files: OpenRecordSchema,
  admin_get_instance_metadata_templates: OpenRecordSchema,
  admin_get_users: OpenRecordSchema,
  admin_open_file_overlay: IgnoredBodySchema,
  admin_open_canvas_overlay: IgnoredBodySchema,
  admin_open_collection_player_overlay: IgnoredBodySchema,
  admin_select_agenda_content: AdminSelectAgendaResponseSchema,
  admin_select_canvases: AdminSelectCanvasesResponseSchema,
  admin_select_collection_player_content: AdminSelectCollectionPlayerResponseSchema,
  admin_select_content: AdminSelectContentResponseSchema,
  admin_toast: IgnoredBodySchema,
  admin_update_canvas: OpenRecordSchema,
} as const satisfies { readonly [K in AdminApiMethodType]: z.ZodType };

/** Request payload schema of each of the 5 DSR operations (`DsrApiMap[K]["request"]`). */
export const DSR_API_REQUEST_SCHEMAS = {
  dsr_close: NoPayloadSchema,
  dsr_embeddable_ready: NoPayloadSchema,
  dsr_get_app_config: NoPayloadSchema,
  dsr_get_env: NoPayloadSchema,
  dsr_get_file: OpenRecordSchema,
} as const satisfies { readonly [K in DsrApiMethodType]: z.ZodType };

/** Response payload schema of each of the 5 DSR operations (`DsrApiMap[K]["response"]`). */
export const DSR_API_RESPONSE_SCHEMAS = {
  dsr_close: IgnoredBodySchema,
  dsr_embeddable_ready: IgnoredBodySchema,
  dsr_get_app_config: OpenRecordSchema,
  dsr_get_env: DsrEnvSchema,
  dsr_get_file: FileSchema,
} as const satisfies { readonly [K in DsrApiMethodType]: z.ZodType };

/** Request payload schema of each high-level operation (`HighLevelApiMap[K]["request"]`). */
export const HIGH_LEVEL_API_REQUEST_SCHEMAS = {
  get_env: NoPayloadSchema,
  open: UiOpenRequestSchema.optional(),
  open_external_url: OpenExternalUrlRequestPayloadSchema,
  notify: NotificationPayloadSchema,
  query: QueryPayloadSchema,
  share: SharePayloadSchema,
  show_peer_session: ShowPeerSessionRequestPayloadSchema,
  show_syncbox: ShowSyncboxRequestPayloadSchema,
  submit_user_feedback: SubmitUserFeedbackPayloadSchema,
  get_folders: FolderListRequestSchema.optional(),
  get_recent_files: GetRecentFilesPayloadSchema.optional(),
  crm_query: CRMQueryPayloadSchema,
  crm_create: CRMCreatePayloadSchema,
  crm_describe: CRMDescribePayloadSchema,
  crm_layout: CRMLayoutPayloadSchema,
  crm_upsert: CRMUpsertPayloadSchema,
  crm_smart_upsert_objects: UpsertCRMObjectsPayloadSchema,
  crm_smart_delete_objects: CRMSmartDeleteObjectsPayloadSchema,
  crm_smart_object_validation_rules: CRMSmartObjectValidationRulesPayloadSchema,
  crm_smart_object_metadata: OpenRecordSchema,
  crm_smart_object_layout: OpenRecordSchema,
} as const satisfies { readonly [K in HighLevelApiMethodType]: z.ZodType };

/** Response payload schema of each high-level operation (`HighLevelApiMap[K]["response"]`). */
export const HIGH_LEVEL_API_RESPONSE_SCHEMAS = {
  get_env: ServiceEnvSchema,
  open: IgnoredBodySchema,
  open_external_url: IgnoredBodySchema,
  notify: IgnoredBodySchema,
  query: OpenRecordSchema,
  share: ShareResponseSchema,
  show_peer_session: IgnoredBodySchema,
  show_syncbox: IgnoredBodySchema,
  submit_user_feedback: IgnoredBodySchema,
  get_folders: OpenRecordSchema,
  get_recent_files: OpenRecordSchema,
  crm_query: OpenRecordSchema,
  crm_create: OpenRecordSchema,
  crm_describe: OpenRecordSchema,
  crm_layout: OpenRecordSchema,
  crm_upsert: OpenRecordSchema,
  crm_smart_upsert_objects: OpenRecordSchema,
  crm_smart_delete_objects: OpenRecordSchema,
  crm_smart_object_validation_rules: OpenRecordSchema,
  crm_smart_object_metadata: OpenRecordSchema,
  crm_smart_object_layout: OpenRecordSchema,
} as const satisfies { readonly [K in HighLevelApiMethodType]: z.ZodType };
