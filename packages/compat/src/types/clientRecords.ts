// The records an app of the existing client reads most, declared by compat itself from the client's
// declarations (1.26.0): which fields are required, which are `readonly`, which may be `null`. They
// do not follow HostBridge's protocol types, which are looser (a host that sends JSON may leave a
// field out) and may change: a change there must not reach an app that came over with one import.
// Enums of the platform's REST API are strings here, as in `@hostbridge/compat/types/openapi`.
/* eslint-disable @typescript-eslint/no-explicit-any -- the client types these as `any`; an app that type-checks against it must type-check here */

/** A service connected to a user's account (`user.connected_services[]`). */
export type ConnectedService = {
  connection_id: string;
  type: string;
  name: string;
  provider: string;
  access_token?: string;
  user_id?: string;
  urls?: Record<string, string>;
};

/** A user of the platform, as the environment (`env.pitcher.user`) and `ui_app_set_data` carry it. */
export type User = {
  readonly id: number;
  readonly name: string;
  first_name?: string;
  last_name?: string;
  readonly email: string;
  /** `admin`, `member` or `developer`. */
  role?: string;
  readonly last_login_date: string | null;
  readonly joined_date: string;
  readonly deactivated_at: string | null;
  readonly activated_at: string | null;
  readonly is_active: boolean;
  /** `en`, `de`, `pl` or `tr`. */
  language?: string;
  readonly connected_services: Array<ConnectedService>;
  preferred_username?: string;
  readonly picture: string | null;
  timezone?: string;
  tags?: Array<string> | null;
  readonly connection: string | null;
  readonly user_properties?: Record<string, unknown>;
};

/** A user as a file names its creator and owner. */
export type MiniUser = {
  readonly id: number;
  readonly name: string;
  email?: string;
};

/** What the user may do with a file. */
export type FilePermission = {
  can_download?: boolean;
  can_share?: boolean;
  can_be_divided?: boolean;
  readonly can_print: boolean;
};

/** A file picked in the content picker (`content[]` with `type: "file"`). */
export type ContentSelectorSelectedFile = {
  readonly id: string;
  readonly name: string;
  /** `pending`, `viewable` or `failed`. */
  readonly status: string;
  /** `ar`, `attch`, `audio`, `font`, `image`, `pdf`, `video` or `web`. */
  readonly content_type: string;
  /** `public`, `restricted` or `personal`. */
  access_type?: string;
  readonly thumbnail_url: string;
  readonly original_url: string | null;
  readonly original_extension: string | null;
  readonly tags: Array<string>;
  permissions?: FilePermission;
  readonly metadata: Record<string, any>;
  readonly created_by: MiniUser;
  readonly owned_by: MiniUser;
  readonly modified_at: string;
  readonly expires_at: string | null;
  readonly available_at: string | null;
  type: "file";
};

/** A page of a file picked in the content picker (`content[]` with `type: "page"`). */
export type ContentSelectorSelectedPage = {
  id: string;
  name?: string;
  file: { id: string; name: string };
  page_index: number;
  permissions?: FilePermission;
  thumbnail_url?: string;
  type: "page";
};

/** What the content picker answers (`selectContent()`, UI and admin). */
export type UiSelectContentResponse = {
  user_action: "cancelled" | "selected";
  content?: (ContentSelectorSelectedFile | ContentSelectorSelectedPage)[];
};
