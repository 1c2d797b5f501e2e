/** Schemas of the pickers, UI and admin variants. */
import * as z from "zod";
import { MIN_SELECTIONS_RULE } from "./rules";
import { OpenRecordSchema } from "./primitives";
import { CanvasSchema } from "./recordsSchemas";

const minSelectionsRule = { error: MIN_SELECTIONS_RULE };

/** `file`, `slide` or `content`. */
export const SelectContentTypeSchema = z.enum(["file", "slide", "content"]);

/** `cancelled` or `selected`. */
export const SelectUserActionSchema = z.enum(["cancelled", "selected"]);

/** `UiSelectContentRequest`: `min_selections` must be an integer from 0 to 999. */
export const UiSelectContentRequestSchema = z.object({
  allowed_asset_content_types: z.array(z.string()).optional(),
  allowed_content_types: z.array(z.string()).optional(),
  allowed_ids: z.array(z.string()).optional(),
  allowed_original_extensions: z.array(z.string()).optional(),
  allowed_selector_types: z.array(z.string()).optional(),
  content_type: SelectContentTypeSchema.optional(),
  disable_no_pptx_data: z.boolean().optional(),
  disable_no_sharable: z.boolean().optional(),
  initial_metadata_filters: OpenRecordSchema.optional(),
  max_selections: z.number().optional(),
  min_selections: z
    .number(minSelectionsRule)
    .int(minSelectionsRule)
    .min(0, minSelectionsRule)
    .max(999, minSelectionsRule)
    .optional(),
  only_allow_content_pdf_pages: z.boolean().optional(),
  selections: z.array(OpenRecordSchema).optional(),
});

/** `AdminSelectContentRequest`; parsing fills `content_type: "content"`. */
export const AdminSelectContentRequestSchema = z.object({
  allowed_ids: z.array(z.string()).optional(),
  allowed_original_extensions: z.array(z.string()).optional(),
  allowed_selector_types: z.array(z.string()).optional(),
  content_type: SelectContentTypeSchema.default("content"),
  disable_no_pptx_data: z.boolean().optional(),
  disable_no_sharable: z.boolean().optional(),
  initial_metadata_filters: OpenRecordSchema.optional(),
  max_selections: z.number().optional(),
  min_selections: z.number().optional(),
  only_allow_content_pdf_pages: z.boolean().optional(),
  selections: z.array(OpenRecordSchema).optional(),
  style: OpenRecordSchema.optional(),
});

/** `SelectedFile` / `SelectedPage`: open records whose `id` and `name` are strings when present. */
const PickedItemSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
});

/** `UiSelectContentResponse`. */
export const UiSelectContentResponseSchema = z.object({
  user_action: SelectUserActionSchema,
  content: z.array(PickedItemSchema).optional(),
});

/** `AdminSelectContentResponse`: the same schema as the UI one. */
export const AdminSelectContentResponseSchema = UiSelectContentResponseSchema;

/** `canvas`, `canvas-template`, `section` or `section-template`. */
export const SelectCanvasTypeSchema = z.enum([
  "canvas",
  "canvas-template",
  "section",
  "section-template",
]);

/** `UiSelectCanvasesRequest`. */
export const UiSelectCanvasesRequestSchema = z.object({
  allowed_ids: z.array(z.string()).optional(),
  allowed_types: z.array(SelectCanvasTypeSchema).optional(),
  initial_metadata_filters: OpenRecordSchema.optional(),
  selections: z.array(OpenRecordSchema).optional(),
});

/** `AdminSelectCanvasesRequest`: the UI fields plus `sequencing_key`. */
export const AdminSelectCanvasesRequestSchema = UiSelectCanvasesRequestSchema.extend({
  sequencing_key: z.string().optional(),
});

/** `UiSelectCanvasesResponse`. */
export const UiSelectCanvasesResponseSchema = z.object({
  user_action: SelectUserActionSchema,
  canvases: z.array(CanvasSchema).optional(),
});

/** `AdminSelectCanvasesResponse`: the same schema as the UI one. */
export const AdminSelectCanvasesResponseSchema = UiSelectCanvasesResponseSchema;

/** `UiSelectCollectionPlayerRequest`. */
export const UiSelectCollectionPlayerRequestSchema = z.object({
  attach_to: z.unknown().optional(),
  close_on_settings: z.unknown().optional(),
  hide_close: z.unknown().optional(),
  initial_data: z.unknown().optional(),
  initial_metadata_filters: OpenRecordSchema.optional(),
  open_settings: z.unknown().optional(),
  readonly_name: z.unknown().optional(),
  translations: z.unknown().optional(),
});

/** `AdminSelectCollectionPlayerRequest`: the same schema as the UI one. */
export const AdminSelectCollectionPlayerRequestSchema = UiSelectCollectionPlayerRequestSchema;

/** `UiSelectCollectionPlayerResponse`. */
export const UiSelectCollectionPlayerResponseSchema = z.object({
  user_action: z.enum(["cancelled", "selected", "settings"]),
  content: OpenRecordSchema.optional(),
});

/** `AdminSelectCollectionPlayerResponse`: the same schema as the UI one. */
export const AdminSelectCollectionPlayerResponseSchema = UiSelectCollectionPlayerResponseSchema;

/** `UiSelectAgendaRequest`. */
export const UiSelectAgendaRequestSchema = z.object({
  attach_to: z.unknown().optional(),
  initial_agenda: OpenRecordSchema.optional(),
});

/** `AdminSelectAgendaRequest`: the same schema as the UI one. */
export const AdminSelectAgendaRequestSchema = UiSelectAgendaRequestSchema;

/** `UiSelectAgendaResponse`. */
export const UiSelectAgendaResponseSchema = z.object({
  user_action: SelectUserActionSchema,
  content: OpenRecordSchema.optional(),
});

/** `AdminSelectAgendaResponse`: the same schema as the UI one. */
export const AdminSelectAgendaResponseSchema = UiSelectAgendaResponseSchema;
