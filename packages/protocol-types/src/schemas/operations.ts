/**
 * The schemas of every operation, in one table keyed by operation: what the app sends (`request`) and
 * what the host answers when the status is `ok` (`response`). The table is checked against the
 * operation registry (`../registry`): a missing or an extra operation fails the typecheck, and the
 * type tests check that each schema's output is the registry row's shape.
 *
 * - Operations that take no payload use `NoPayloadSchema` (nothing, or `{}`).
 * - Payloads whose fields are all optional may also be left out (`.optional()`).
 * - Responses that are status only use `IgnoredBodySchema` (any body is accepted and ignored).
 */
import type * as z from "zod";
import type { OperationType } from "../lookups";
import {
  FolderListRequestSchema,
  GetRecentFilesPayloadSchema,
  ListFilesPayloadSchema,
} from "./adminPayloadsSchemas";
import { UiUpdateCanvasRequestSchema } from "./canvasUpdateSchemas";
import {
  CRMCreatePayloadSchema,
  CRMDescribePayloadSchema,
  CRMLayoutPayloadSchema,
  CRMQueryPayloadSchema,
  CRMSmartDeleteObjectsPayloadSchema,
  CRMSmartObjectValidationRulesPayloadSchema,
  CRMUpsertPayloadSchema,
  UpsertCRMObjectsPayloadSchema,
} from "./crmSchemas";
import { AdminEnvSchema, DsrEnvSchema, ServiceEnvSchema } from "./envSchemas";
import {
  NotificationPayloadSchema,
  OpenExternalUrlRequestPayloadSchema,
  QueryPayloadSchema,
  SharePayloadSchema,
  ShareResponseSchema,
  ShowPeerSessionRequestPayloadSchema,
  ShowSyncboxRequestPayloadSchema,
  SubmitUserFeedbackPayloadSchema,
} from "./hostActionsSchemas";
import { UpdateLocationPitcherEventSchema } from "./locationSchemas";
import { PLATFORM_OPERATION_SCHEMAS } from "./platformOperations";
import { UiOpenRequestSchema } from "./openSchemas";
import { IgnoredBodySchema, NoPayloadSchema, OpenRecordSchema } from "./primitives";
import { AppConfigSchema, CanvasRetrieveSchema, FileSchema } from "./recordsSchemas";
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
} from "./selectionSchemas";
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
} from "./uiRequestsSchemas";

/** Request and response schema of every operation (`OPERATION_SCHEMAS.ui_toast.request`, ...). */
export const OPERATION_SCHEMAS = {
  // The UI environment.
  ui_app_loaded: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_app_resize: { request: UiAppResizeRequestSchema, response: IgnoredBodySchema },
  ui_broadcast: { request: OpenRecordSchema, response: IgnoredBodySchema },
  ui_cancel_meeting: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_canvas_navigate_next_page: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_canvas_navigate_page: {
    request: UiCanvasNavigatePageRequestSchema,
    response: IgnoredBodySchema,
  },
  ui_canvas_navigate_previous_page: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_capture_app_error: { request: OpenRecordSchema, response: IgnoredBodySchema },
  ui_close_canvas_drawer: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_close_canvas_section_execution: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_close_global_popup: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_complete_postcall: {
    request: UiCompletePostcallRequestSchema.optional(),
    response: IgnoredBodySchema,
  },
  ui_disable_postcall_submit: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_embeddable_ready: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_enable_postcall_submit: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_open: { request: UiOpenRequestSchema.optional(), response: IgnoredBodySchema },
  ui_open_canvas_overlay: { request: OpenRecordSchema, response: IgnoredBodySchema },
  ui_open_collection_player_overlay: {
    request: UiOpenCollectionPlayerOverlayRequestSchema,
    response: IgnoredBodySchema,
  },
  ui_open_global_popup: {
    request: UiOpenGlobalPopupRequestSchema,
    response: UiOpenGlobalPopupResponseSchema,
  },
  ui_open_sharing_settings: {
    request: UiOpenSharingSettingsRequestSchema,
    response: OpenRecordSchema,
  },
  ui_preselect_crm_meeting_id: {
    request: UiPreselectSfdcMeetingIdRequestSchema,
    response: UiPreselectSfdcMeetingIdResponseSchema,
  },
  ui_print_canvas: { request: UiPrintCanvasRequestSchema, response: UiPrintCanvasResponseSchema },
  ui_prompt_assistant: {
    request: UiPromptAssistantRequestSchema,
    response: UiPromptAssistantResponseSchema,
  },
  ui_resume_meeting: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_select_agenda_content: {
    request: UiSelectAgendaRequestSchema.optional(),
    response: UiSelectAgendaResponseSchema,
  },
  ui_select_canvases: {
    request: UiSelectCanvasesRequestSchema.optional(),
    response: UiSelectCanvasesResponseSchema,
  },
  ui_select_collection_player_content: {
    request: UiSelectCollectionPlayerRequestSchema.optional(),
    response: UiSelectCollectionPlayerResponseSchema,
  },
  ui_select_content: {
    request: UiSelectContentRequestSchema.optional(),
    response: UiSelectContentResponseSchema,
  },
  ui_set_postcall_style: { request: OpenRecordSchema, response: IgnoredBodySchema },
  ui_stop_meeting: { request: NoPayloadSchema, response: IgnoredBodySchema },
  ui_toast: { request: OpenRecordSchema, response: IgnoredBodySchema },
  ui_update_canvas: { request: UiUpdateCanvasRequestSchema, response: OpenRecordSchema },
  ui_update_location: { request: UpdateLocationPitcherEventSchema, response: IgnoredBodySchema },
  // The admin environment.
  admin_capture_app_error: { request: OpenRecordSchema, response: IgnoredBodySchema },
  admin_close_file_overlay: { request: NoPayloadSchema, response: IgnoredBodySchema },
  admin_create_canvas: { request: OpenRecordSchema, response: OpenRecordSchema },
  admin_get_app_config: { request: NoPayloadSchema, response: AppConfigSchema },
  admin_get_canvas: { request: OpenRecordSchema, response: CanvasRetrieveSchema },
  admin_get_canvases: { request: OpenRecordSchema.optional(), response: OpenRecordSchema },
  admin_get_env: { request: NoPayloadSchema, response: AdminEnvSchema },
  admin_get_file: { request: OpenRecordSchema, response: FileSchema },
  admin_get_files: { request: ListFilesPayloadSchema.optional(), response: OpenRecordSchema },
  admin_get_instance_metadata_templates: {
    request: OpenRecordSchema.optional(),
    response: OpenRecordSchema,
  },
  admin_get_users: { request: OpenRecordSchema.optional(), response: OpenRecordSchema },
  admin_open_file_overlay: { request: UiOpenRequestSchema.optional(), response: IgnoredBodySchema },
  admin_open_canvas_overlay: { request: OpenRecordSchema, response: IgnoredBodySchema },
  admin_open_collection_player_overlay: {
    request: AdminOpenCollectionPlayerOverlayRequestSchema,
    response: IgnoredBodySchema,
  },
  admin_select_agenda_content: {
    request: AdminSelectAgendaRequestSchema.optional(),
    response: AdminSelectAgendaResponseSchema,
  },
  admin_select_canvases: {
    request: AdminSelectCanvasesRequestSchema.optional(),
    response: AdminSelectCanvasesResponseSchema,
  },
  admin_select_collection_player_content: {
    request: AdminSelectCollectionPlayerRequestSchema.optional(),
    response: AdminSelectCollectionPlayerResponseSchema,
  },
  admin_select_content: {
    request: AdminSelectContentRequestSchema.optional(),
    response: AdminSelectContentResponseSchema,
  },
  admin_toast: { request: OpenRecordSchema, response: IgnoredBodySchema },
  admin_update_canvas: { request: OpenRecordSchema, response: OpenRecordSchema },
  // The DSR environment.
  dsr_close: { request: NoPayloadSchema, response: IgnoredBodySchema },
  dsr_embeddable_ready: { request: NoPayloadSchema, response: IgnoredBodySchema },
  dsr_get_app_config: { request: NoPayloadSchema, response: AppConfigSchema },
  dsr_get_env: { request: NoPayloadSchema, response: DsrEnvSchema },
  dsr_get_file: { request: OpenRecordSchema, response: FileSchema },
  // The high-level API.
  get_env: { request: NoPayloadSchema, response: ServiceEnvSchema },
  open: { request: UiOpenRequestSchema.optional(), response: IgnoredBodySchema },
  open_external_url: { request: OpenExternalUrlRequestPayloadSchema, response: IgnoredBodySchema },
  notify: { request: NotificationPayloadSchema, response: IgnoredBodySchema },
  query: { request: QueryPayloadSchema, response: OpenRecordSchema },
  share: { request: SharePayloadSchema, response: ShareResponseSchema },
  show_peer_session: { request: ShowPeerSessionRequestPayloadSchema, response: IgnoredBodySchema },
  show_syncbox: { request: ShowSyncboxRequestPayloadSchema, response: IgnoredBodySchema },
  submit_user_feedback: { request: SubmitUserFeedbackPayloadSchema, response: IgnoredBodySchema },
  get_folders: { request: FolderListRequestSchema.optional(), response: OpenRecordSchema },
  get_recent_files: {
    request: GetRecentFilesPayloadSchema.optional(),
    response: FileSchema.array(),
  },
  crm_query: { request: CRMQueryPayloadSchema, response: OpenRecordSchema },
  crm_create: { request: CRMCreatePayloadSchema, response: OpenRecordSchema },
  crm_describe: { request: CRMDescribePayloadSchema, response: OpenRecordSchema },
  crm_layout: { request: CRMLayoutPayloadSchema, response: OpenRecordSchema },
  crm_upsert: { request: CRMUpsertPayloadSchema, response: OpenRecordSchema },
  crm_smart_upsert_objects: { request: UpsertCRMObjectsPayloadSchema, response: OpenRecordSchema },
  crm_smart_delete_objects: {
    request: CRMSmartDeleteObjectsPayloadSchema,
    response: OpenRecordSchema,
  },
  crm_smart_object_validation_rules: {
    request: CRMSmartObjectValidationRulesPayloadSchema,
    response: OpenRecordSchema,
  },
  crm_smart_object_metadata: { request: OpenRecordSchema, response: OpenRecordSchema },
  crm_smart_object_layout: { request: OpenRecordSchema, response: OpenRecordSchema },
  ...PLATFORM_OPERATION_SCHEMAS,
} as const satisfies {
  readonly [K in OperationType]: { readonly request: z.ZodType; readonly response: z.ZodType };
};
