/** Schemas of the platform's canvas and theme operations (see types/platformCanvases.ts, types/themes.ts). */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";
import { FileSchema, UserSchema } from "./recordsSchemas";

const id = z.string().min(1);

/** `GetCanvasesPayload`. */
export const GetCanvasesPayloadSchema = z.object({
  search: z.string().optional(),
  account__id: z.string().optional(),
  instance_id: z.string().optional(),
  is_draft: z.boolean().optional(),
  is_editable: z.boolean().optional(),
  is_section: z.boolean().optional(),
  is_template: z.boolean().optional(),
  is_default: z.boolean().optional(),
  ordering: z.string().optional(),
  page: z.number().int().positive().optional(),
  page_size: z.number().int().positive().optional(),
  section_ids: z.array(z.string()).optional(),
  tags__in: z.array(z.string()).optional(),
  tags__not_in: z.string().optional(),
  id__in: z.string().optional(),
  access_type: z.string().optional(),
  template__id: z.string().optional(),
  filters: OpenRecordSchema.optional(),
  fields: z.string().optional(),
});

/** `CanvasIndicator`. */
export const CanvasIndicatorSchema = z.object({
  icon: z.string(),
  key: z.string(),
  text: z.string(),
  type: z.enum(["default", "primary", "info", "success", "warning", "error"]).optional(),
  background_color: z.string().optional(),
  color: z.string().optional(),
  tooltip_text: z.string().optional(),
});

const indicators = z.record(z.string(), CanvasIndicatorSchema.nullable());

const canvasFields = {
  name: z.string().optional(),
  content: OpenRecordSchema.optional(),
  context: z.unknown().optional(),
  indicators: indicators.nullable().optional(),
  theme: OpenRecordSchema.nullable().optional(),
  is_draft: z.boolean().optional(),
  is_template: z.boolean().optional(),
  is_section: z.boolean().optional(),
  is_block: z.boolean().optional(),
  is_editable: z.boolean().optional(),
  is_default: z.boolean().optional(),
  metadata: z.unknown().optional(),
  tags: z.array(z.string()).optional(),
  start_at: z.string().nullable().optional(),
  expires_at: z.string().nullable().optional(),
  access_type: z.string().optional(),
  thumbnail_url: z.string().nullable().optional(),
  account: OpenRecordSchema.nullable().optional(),
  folder_id: z.string().nullable().optional(),
  owned_by_id: z.number().nullable().optional(),
};

/** `CreateCanvasPayload`. */
export const CreateCanvasPayloadSchema = z.object({
  ...canvasFields,
  name: z.string().min(1),
  id: z.string().optional(),
  template_id: z.string().nullable().optional(),
});

/** `UpdateCanvasPayload`. */
export const UpdateCanvasPayloadSchema = z.object({
  ...canvasFields,
  id,
  instance_id: z.string().optional(),
  fields: z.string().optional(),
});

/** `UpdateCanvasIndicatorsPayload`. */
export const UpdateCanvasIndicatorsPayloadSchema = z.object({
  id,
  indicators,
  instance_id: z.string().optional(),
});

/** `GetCanvasPayload`. */
export const GetCanvasPayloadSchema = z.object({ id, fields: z.string().optional() });

/** `CanvasIdPayload`. */
export const CanvasIdPayloadSchema = z.object({ id });

/** `SharedLink`. */
export const SharedLinkSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  url: z.string(),
  short_url: z.string().nullable().optional(),
});

/** `GetCanvasRecommendedFilesPayload`. */
export const GetCanvasRecommendedFilesPayloadSchema = z.object({
  canvas_id: id,
  match: z.array(z.enum(["tags", "metadata"])).optional(),
});

/** `CanvasRecommendedFiles`. */
export const CanvasRecommendedFilesSchema = z.looseObject({
  recommended_files: z.array(FileSchema),
});

/** `CanvasThemeAsset`. */
export const CanvasThemeAssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
});

/** `CanvasTheme`. */
export const CanvasThemeSchema = z.looseObject({
  id: z.string(),
  instance_id: z.string(),
  status: z.enum(["ready", "draft"]),
  is_default: z.boolean(),
  name: z.string(),
  created_at: z.string(),
  modified_at: z.string(),
  owned_by: UserSchema.optional(),
  created_by: UserSchema.optional(),
  modified_by: UserSchema.optional(),
  logo: CanvasThemeAssetSchema.optional(),
  assets: z.array(CanvasThemeAssetSchema).optional(),
  settings: z.looseObject({
    component_spacing: z.number(),
    background_color: z.string(),
    palette: z.array(z.string()),
    assets: z.array(CanvasThemeAssetSchema).optional(),
  }),
});

/** `GetThemesPayload`: any theme fields to filter on. */
export const GetThemesPayloadSchema = CanvasThemeSchema.partial();

/** `CanvasThemePayload`. */
export const CanvasThemePayloadSchema = z.object({ canvas_id: id });

/** `AssignCanvasThemePayload`. */
export const AssignCanvasThemePayloadSchema = z.object({ canvas_id: id, theme_id: id });
