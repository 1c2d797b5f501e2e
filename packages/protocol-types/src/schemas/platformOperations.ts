/**
 * The schemas of the platform's operations beyond the spec (issue 17), one entry per registry row;
 * spread into `OPERATION_SCHEMAS`, which checks them against the registry.
 */
import * as z from "zod";
import { CRMQueryPayloadSchema } from "./crmSchemas";
import { paginatedListSchema } from "./pagesSchemas";
import {
  AssignCanvasThemePayloadSchema,
  CanvasIdPayloadSchema,
  CanvasRecommendedFilesSchema,
  CanvasThemePayloadSchema,
  CanvasThemeSchema,
  CreateCanvasPayloadSchema,
  GetCanvasPayloadSchema,
  GetCanvasRecommendedFilesPayloadSchema,
  GetCanvasesPayloadSchema,
  GetThemesPayloadSchema,
  SharedLinkSchema,
  UpdateCanvasIndicatorsPayloadSchema,
  UpdateCanvasPayloadSchema,
} from "./platformCanvasesSchemas";
import {
  CreateFilePayloadSchema,
  DeleteLocalFilePayloadSchema,
  DeviceFileSchema,
  DocumentInfoSchema,
  FetchDocumentInfoPayloadSchema,
  FileIdPayloadSchema,
  FileRevisionSchema,
  GetAppConfigPayloadSchema,
  GetFileRevisionDataPayloadSchema,
  GetFilesPayloadSchema,
  PageImageSchema,
  RenderPageAsImagePayloadSchema,
  SearchPayloadSchema,
  UpdateFilePayloadSchema,
} from "./platformFilesSchemas";
import {
  CoreFolderContentsSchema,
  CreateFavoritePayloadSchema,
  CreateFolderPayloadSchema,
  DeleteFavoritePayloadSchema,
  DeleteFolderPayloadSchema,
  FolderSchema,
  GetCoreFoldersPayloadSchema,
  GetFavoritesPayloadSchema,
  GetFolderPayloadSchema,
  MoveFolderItemsPayloadSchema,
  PatchCoreFolderPayloadSchema,
  UpdateFolderPayloadSchema,
} from "./platformFoldersSchemas";
import {
  BroadcastPayloadSchema,
  GetUsersPayloadSchema,
  LanguageSchema,
  OpenWebViewAlwaysOnTopSchema,
  RefreshServiceTokenPayloadSchema,
  RefreshServiceTokenResponseSchema,
  ToastPayloadSchema,
  TrackPayloadSchema,
  UpdateMyUserPayloadSchema,
} from "./platformSessionSchemas";
import { IgnoredBodySchema, NoPayloadSchema, OpenRecordSchema } from "./primitives";
import { AppConfigSchema, CanvasRetrieveSchema, FileSchema, UserSchema } from "./recordsSchemas";

/** Request and response schema of each of the platform's operations beyond the spec. */
export const PLATFORM_OPERATION_SCHEMAS = {
  get_canvases: {
    request: GetCanvasesPayloadSchema.optional(),
    response: paginatedListSchema(CanvasRetrieveSchema),
  },
  create_canvas: { request: CreateCanvasPayloadSchema, response: CanvasRetrieveSchema },
  get_canvas: { request: GetCanvasPayloadSchema, response: CanvasRetrieveSchema },
  update_canvas: { request: UpdateCanvasPayloadSchema, response: CanvasRetrieveSchema },
  update_canvas_indicators: {
    request: UpdateCanvasIndicatorsPayloadSchema,
    response: CanvasRetrieveSchema,
  },
  delete_canvas: { request: CanvasIdPayloadSchema, response: CanvasRetrieveSchema },
  share_canvas: { request: CanvasIdPayloadSchema, response: SharedLinkSchema },
  get_canvas_recommended_files: {
    request: GetCanvasRecommendedFilesPayloadSchema,
    response: CanvasRecommendedFilesSchema,
  },
  get_themes: { request: GetThemesPayloadSchema.optional(), response: z.array(CanvasThemeSchema) },
  get_canvas_theme: { request: CanvasThemePayloadSchema, response: CanvasThemeSchema },
  assign_canvas_theme: {
    request: AssignCanvasThemePayloadSchema,
    response: AssignCanvasThemePayloadSchema,
  },
  unassign_canvas_theme: { request: CanvasThemePayloadSchema, response: IgnoredBodySchema },
  get_files: {
    request: GetFilesPayloadSchema.optional(),
    response: paginatedListSchema(FileSchema),
  },
  get_file: { request: FileIdPayloadSchema, response: FileSchema },
  create_file: { request: CreateFilePayloadSchema, response: FileSchema },
  update_file: { request: UpdateFilePayloadSchema, response: FileSchema },
  delete_file: { request: FileIdPayloadSchema, response: z.string() },
  download_file: { request: FileIdPayloadSchema, response: IgnoredBodySchema },
  get_file_revisions: { request: FileIdPayloadSchema, response: z.array(FileRevisionSchema) },
  get_file_revision_data: { request: GetFileRevisionDataPayloadSchema, response: FileSchema },
  select_device_file: { request: NoPayloadSchema, response: DeviceFileSchema },
  delete_local_file: { request: DeleteLocalFilePayloadSchema, response: IgnoredBodySchema },
  fetch_document_info: { request: FetchDocumentInfoPayloadSchema, response: DocumentInfoSchema },
  render_page_as_image: { request: RenderPageAsImagePayloadSchema, response: PageImageSchema },
  search: { request: SearchPayloadSchema, response: OpenRecordSchema },
  get_app_config: { request: GetAppConfigPayloadSchema.optional(), response: AppConfigSchema },
  get_folder: { request: GetFolderPayloadSchema.optional(), response: FolderSchema },
  create_folder: { request: CreateFolderPayloadSchema, response: FolderSchema },
  update_folder: { request: UpdateFolderPayloadSchema, response: FolderSchema },
  delete_folder: { request: DeleteFolderPayloadSchema, response: IgnoredBodySchema },
  move_folder_items: { request: MoveFolderItemsPayloadSchema, response: FolderSchema },
  get_core_folders: { request: GetCoreFoldersPayloadSchema, response: CoreFolderContentsSchema },
  patch_core_folder: { request: PatchCoreFolderPayloadSchema, response: CoreFolderContentsSchema },
  get_favorites: {
    request: GetFavoritesPayloadSchema.optional(),
    response: paginatedListSchema(OpenRecordSchema),
  },
  create_favorite: { request: CreateFavoritePayloadSchema, response: OpenRecordSchema },
  delete_favorite: { request: DeleteFavoritePayloadSchema, response: IgnoredBodySchema },
  get_users: {
    request: GetUsersPayloadSchema.optional(),
    response: paginatedListSchema(UserSchema),
  },
  update_my_user: { request: UpdateMyUserPayloadSchema, response: UserSchema },
  get_languages: { request: NoPayloadSchema, response: z.array(LanguageSchema) },
  refresh_service_token: {
    request: RefreshServiceTokenPayloadSchema.optional(),
    response: RefreshServiceTokenResponseSchema,
  },
  refresh_access_token: { request: NoPayloadSchema, response: OpenRecordSchema },
  get_instance_metadata_templates: {
    request: OpenRecordSchema.optional(),
    response: paginatedListSchema(OpenRecordSchema),
  },
  get_request_types: { request: NoPayloadSchema, response: z.unknown() },
  enter_fullscreen: { request: NoPayloadSchema, response: IgnoredBodySchema },
  exit_fullscreen: { request: NoPayloadSchema, response: IgnoredBodySchema },
  is_fullscreen: { request: NoPayloadSchema, response: z.boolean() },
  is_offline: { request: NoPayloadSchema, response: z.boolean() },
  logout: { request: NoPayloadSchema, response: IgnoredBodySchema },
  quit_instance: { request: NoPayloadSchema, response: IgnoredBodySchema },
  close: { request: NoPayloadSchema, response: IgnoredBodySchema },
  open_web_view_always_on_top: {
    request: OpenWebViewAlwaysOnTopSchema,
    response: IgnoredBodySchema,
  },
  toast: { request: ToastPayloadSchema, response: IgnoredBodySchema },
  track: { request: TrackPayloadSchema, response: z.unknown() },
  trigger_non_files_sync: { request: NoPayloadSchema, response: IgnoredBodySchema },
  crm_smart_query: { request: CRMQueryPayloadSchema, response: z.array(z.unknown()) },
  subscribe: { request: NoPayloadSchema, response: IgnoredBodySchema },
  unsubscribe: { request: NoPayloadSchema, response: IgnoredBodySchema },
  broadcast: { request: BroadcastPayloadSchema, response: IgnoredBodySchema },
  broadcast_to_webviews: { request: BroadcastPayloadSchema, response: IgnoredBodySchema },
} as const;
