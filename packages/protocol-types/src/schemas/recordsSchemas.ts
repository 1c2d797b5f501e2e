/**
 * Schemas of the host records (`../types/records`): open objects (unknown keys pass, the platform adds
 * fields) whose known fields are checked, so a record the platform sends passes and a known field of
 * the wrong type is refused.
 */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";

const text = z.string().optional();
const textOrNull = z.string().nullable().optional();
const numberOrNull = z.number().nullable().optional();
const flag = z.boolean().optional();
const userId = z.union([z.number(), z.string()]).optional();

/** `UserSummary`: `id` (number or string), `name`, `email`. */
export const UserSummarySchema = z.looseObject({ id: userId, name: text, email: text });

/** `CanvasSummary`: `id`, `name`. */
export const CanvasSummarySchema = z.looseObject({ id: text, name: text });

/** `FolderSummary`: `id`, `name`. */
export const FolderSummarySchema = z.looseObject({ id: text, name: text });

/** `SharedLinkSummary`: `url`, `short_url` (or `null`). */
const SharedLinkSummarySchema = z.looseObject({ url: text, short_url: textOrNull });

/** `Account`: `id`, `name`. */
export const AccountSchema = z.looseObject({ id: text, name: text });

/** `EventSummary`: `id`, `subject`, `start_at`. */
export const EventSummarySchema = z.looseObject({ id: text, subject: text, start_at: text });

/** `CanvasSection`: every known field optional. */
export const CanvasSectionSchema = z.looseObject({
  id: text,
  name: text,
  content: OpenRecordSchema.optional(),
  theme: OpenRecordSchema.nullable().optional(),
  metadata: OpenRecordSchema.optional(),
  is_draft: flag,
});

/** `Canvas`: a string `id`, every other known field optional. */
export const CanvasSchema = z.looseObject({
  id: z.string(),
  name: text,
  account: AccountSchema.nullable().optional(),
  template: CanvasSummarySchema.optional(),
  sections: z.array(CanvasSectionSchema).optional(),
  content: OpenRecordSchema.optional(),
  context: z.unknown().optional(),
  metadata: z.unknown().optional(),
  indicators: OpenRecordSchema.nullable().optional(),
  theme: OpenRecordSchema.nullable().optional(),
  events: z.array(EventSummarySchema).optional(),
  tags: z.array(z.string()).optional(),
  access_type: text,
  is_draft: flag,
  is_template: flag,
  is_section: flag,
  is_block: flag,
  is_editable: flag,
  is_default: flag,
  start_at: textOrNull,
  expires_at: textOrNull,
  thumbnail_url: textOrNull,
  instance_id: text,
  folder_id: textOrNull,
  shared_link: SharedLinkSummarySchema.nullable().optional(),
  owned_by: UserSummarySchema.optional(),
  created_by: UserSummarySchema.optional(),
  modified_by: UserSummarySchema.optional(),
  created_at: text,
  modified_at: text,
});

/** `CanvasRetrieve`: a {@link CanvasSchema} canvas. */
export const CanvasRetrieveSchema = CanvasSchema;

/** `FilePermissions`: every known field an optional boolean. */
const FilePermissionsSchema = z.looseObject({
  can_download: flag,
  can_share: flag,
  can_be_divided: flag,
  can_print: flag,
});

/** `File`: a string `id`, every other known field optional. */
export const FileSchema = z.looseObject({
  id: z.string(),
  name: text,
  type: text,
  content_type: text,
  status: text,
  global_id: text,
  size: numberOrNull,
  content_extension: textOrNull,
  content_length: numberOrNull,
  content_url: textOrNull,
  content_thumbnails: z.array(z.string()).optional(),
  original_extension: textOrNull,
  original_url: textOrNull,
  thumbnail_url: textOrNull,
  download_type: text,
  zip_size: numberOrNull,
  zip_url: textOrNull,
  access_type: text,
  role: text,
  permissions: FilePermissionsSchema.optional(),
  metadata: OpenRecordSchema.optional(),
  app_metadata: OpenRecordSchema.optional(),
  tags: z.array(z.string()).optional(),
  published_at: textOrNull,
  expires_at: textOrNull,
  available_at: textOrNull,
  instance_id: text,
  folder_id: text,
  folder: FolderSummarySchema.nullable().optional(),
  shared_link: SharedLinkSummarySchema.optional(),
  owned_by: UserSummarySchema.optional(),
  created_by: UserSummarySchema.optional(),
  modified_by: UserSummarySchema.optional(),
  created_at: text,
  modified_at: text,
});

/** `ConnectedService`: every known field optional; `urls` maps names to strings. */
const ConnectedServiceSchema = z.looseObject({
  connection_id: text,
  type: text,
  name: text,
  provider: text,
  access_token: text,
  user_id: text,
  urls: z.record(z.string(), z.string()).optional(),
});

/** `User`: an open record whose known fields are all optional. */
export const UserSchema = z.looseObject({
  id: userId,
  name: text,
  first_name: text,
  last_name: text,
  email: text,
  role: text,
  language: text,
  timezone: text,
  picture: textOrNull,
  preferred_username: text,
  is_active: flag,
  last_login_date: textOrNull,
  joined_date: text,
  activated_at: textOrNull,
  deactivated_at: textOrNull,
  connected_services: z.array(ConnectedServiceSchema).optional(),
  tags: z.array(z.string()).nullable().optional(),
  connection: textOrNull,
  user_properties: OpenRecordSchema.optional(),
});

/** `Instance`: an open record whose known fields are all optional. */
export const InstanceSchema = z.looseObject({
  id: text,
  name: text,
  color: textOrNull,
  logo: textOrNull,
  last_login: text,
  storage_region: text,
  environment: z
    .looseObject({ id: z.number().optional(), name: text, color: textOrNull })
    .optional(),
  region: z.looseObject({ id: z.number().optional(), name: text }).optional(),
  role: text,
  settings: OpenRecordSchema.optional(),
  owned_by: UserSummarySchema.optional(),
  created_by: UserSummarySchema.optional(),
  modified_by: UserSummarySchema.optional(),
  created_at: text,
  modified_at: text,
});

/** `AppSettingValue`: a string, a number, a boolean, a list of strings or `null`. */
const AppSettingValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);

/** `AppConfig`: the app's names and its saved `settings`, every field optional. */
export const AppConfigSchema = z.looseObject({
  app_name: text,
  display_name: text,
  version: text,
  settings: z.record(z.string(), AppSettingValueSchema).optional(),
});
