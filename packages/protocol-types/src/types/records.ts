/**
 * Records the interface spec references but does not show field by field. Each one is an open
 * object: the fields the spec shows and those the platform publishes (its developer docs, the record
 * types of its client `@pitcher/js-api`) are typed, in our own words; every other key is `unknown`
 * (never `any`), so a host may send more than we know about without a type error, and reading an
 * unknown key forces a check. A field is required only where every host sends it; each record says
 * why its fields are optional.
 *
 * Payload records are written as `type` aliases (not interfaces) so that they stay assignable to
 * {@link OpenRecord} (`Record<string, unknown>`), which generic transport code relies on.
 */

/** An open record: the spec's `Record<string, any>`, typed without `any`. */
export type OpenRecord = Record<string, unknown>;

export type {
  Account,
  Canvas,
  CanvasRetrieve,
  CanvasSection,
  CanvasSummary,
  EventSummary,
  File,
  FileContentType,
  FilePermissions,
  FileSummary,
  FileType,
  FolderSummary,
  UserSummary,
} from "./contentRecords";
import type { FileContentType, FilePermissions, FileSummary, UserSummary } from "./contentRecords";

/** An entry used to hydrate the canvas picker. Fields: not shown. */
export type CanvasSelection = { [key: string]: unknown };

/**
 * A user record: `env.svc.user` (the signed-in user) and the start data's `user`. Every field is
 * optional: the interface spec shows none, so no host is bound to send them (the platform's client
 * names them). Read them without a cast: `env.svc.user.email` is a `string | undefined`.
 */
export type User = {
  /** User id (a number on the platform; hosts such as the simulator may send a string). */
  id?: number | string;
  /** Full name, as shown in the platform. */
  name?: string;
  /** Given name. */
  first_name?: string;
  /** Family name. */
  last_name?: string;
  /** Sign-in e-mail address. */
  email?: string;
  /** Role on the platform (`admin`, `member`, `developer`). */
  role?: string;
  /** Preferred language code (`en`, `de`, ...). */
  language?: string;
  /** IANA time zone (`Europe/Berlin`). */
  timezone?: string;
  /** Avatar image URL, or `null` when there is none. */
  picture?: string | null;
  /** Login name preferred by the identity provider. */
  preferred_username?: string;
  /** Whether the account is active. */
  is_active?: boolean;
  /** When the user last signed in (ISO 8601), or `null`. */
  last_login_date?: string | null;
  /** When the user joined (ISO 8601). */
  joined_date?: string;
  /** When the account was activated (ISO 8601), or `null`. */
  activated_at?: string | null;
  /** When the account was deactivated (ISO 8601), or `null`. */
  deactivated_at?: string | null;
  /**
   * Services connected to the user's account (a CRM, ...): `connection_id`, `type`, `name`,
   * `provider`, the service's `access_token` (never log it), `user_id` and `urls` by name.
   */
  connected_services?: {
    connection_id?: string;
    type?: string;
    name?: string;
    provider?: string;
    access_token?: string;
    user_id?: string;
    urls?: Record<string, string>;
    [key: string]: unknown;
  }[];
  /** Tags, or `null`. */
  tags?: string[] | null;
  /** The identity provider's connection the user signs in through, or `null`. */
  connection?: string | null;
  /** Properties the organization keeps on the user. */
  user_properties?: OpenRecord;
  [key: string]: unknown;
};

/** A CRM event (meeting) record. Fields: not shown. */
export type CrmEvent = { [key: string]: unknown };

/** An agenda record. Fields: not shown. */
export type Agenda = { [key: string]: unknown };

/** A collection player record. Fields: not shown. */
export type CollectionPlayer = { [key: string]: unknown };

/** An entry used to hydrate the content picker. Fields: not shown. */
export type Selection = { [key: string]: unknown };

/**
 * A file picked in the content picker: an item of the picker's `content` (`ui_select_content`,
 * `admin_select_content`) marked `type: "file"`. Its fields are the ones the platform publishes for a
 * picked file (its client declares it as the file's entry in a folder listing, marked as a file); the
 * interface spec shows none of them, so every one is optional: a host may send a trimmed item (stand-ins
 * and tests often send `id` and `name` only, and no `type`), and every other key is `unknown`. Tell a
 * picked file from a picked page by `type` (`"page"`: a {@link SelectedPage}). Read the fields without
 * a cast: `ui.open({ fileId: file.id })`, `file.permissions?.can_share`.
 */
export type SelectedFile = {
  /** What was picked: a whole file (a picked page says `"page"`). */
  type?: "file";
  /** File id: what `get_file` and `ui.open({ fileId })` take. */
  id?: string;
  /** File name, as the platform lists it. */
  name?: string;
  /** Processing state: `pending`, `viewable` or `failed` on the platform. */
  status?: string;
  /** What its content is: `pdf`, `video`, `image`, `web`, ... ({@link FileContentType}). */
  content_type?: FileContentType;
  /** Who may open it: `public`, `restricted` or `personal` on the platform. */
  access_type?: string;
  /** Thumbnail image URL. */
  thumbnail_url?: string;
  /** URL of the file as uploaded, or `null`. */
  original_url?: string | null;
  /** Extension of the file as uploaded (`pptx`), or `null`. */
  original_extension?: string | null;
  /** Tags. */
  tags?: string[];
  /** What a person may do with it. */
  permissions?: FilePermissions;
  /** Metadata values, by field name. */
  metadata?: Record<string, unknown>;
  /** Who uploaded it. */
  created_by?: UserSummary;
  /** Who owns it. */
  owned_by?: UserSummary;
  /** When it was changed last (ISO 8601). */
  modified_at?: string;
  /** When it expires (ISO 8601), or `null`. */
  expires_at?: string | null;
  /** From when it is available (ISO 8601), or `null`. */
  available_at?: string | null;
  [key: string]: unknown;
};

/**
 * A page picked in the content picker (asked for with `content_type: "slide"` or
 * `only_allow_content_pdf_pages`): an item of the picker's `content` marked `type: "page"`, with the
 * file it is of and its place in it. Optional fields, for the reasons given on {@link SelectedFile}.
 */
export type SelectedPage = {
  /** What was picked: one page of a file. */
  type?: "page";
  /** Page id (the page's own, not its file's: that is `file.id`). */
  id?: string;
  /** Page name, as the platform shows it. */
  name?: string;
  /** The file the page is of. */
  file?: FileSummary;
  /** Where the page is in its file, counted from 0. */
  page_index?: number;
  /** What a person may do with the page (its file's permissions). */
  permissions?: FilePermissions;
  /** Thumbnail image URL of the page. */
  thumbnail_url?: string;
  [key: string]: unknown;
};

/** A favorite. Fields: not shown. */
export type Favorite = { [key: string]: unknown };

/** A page of a paginated list (for example of favorites or files). Fields: not shown. */
export type PaginatedData = { [key: string]: unknown };

/** Settings of an embeddable app on a canvas. Fields: not shown. */
export type EmbeddableSettings = { [key: string]: unknown };

/**
 * What `get_app_config` (and the admin and DSR calls of that name) answer: the app's settings as an
 * admin saved them, beside the app's names. Every field is optional: the platform's client calls the
 * record "the metadata object of an app" without listing its fields, so no host is bound to send any;
 * the names are those of `app.json` (`name` is what `app_name` asks for) and of the start data
 * (`settings`).
 */
export type AppConfig = {
  /** The app's `name` in its `app.json`. */
  app_name?: string;
  /** The app's `display_name`. */
  display_name?: string;
  /** The app's `version`. */
  version?: string;
  /**
   * The saved settings, by the `name` of each field of the app's `app.config.json`: text, `date`
   * (`YYYY-MM-DD`) and `select` fields hold a string, `number` a number, `checkbox` / `boolean` a
   * boolean, `multi-select` a list of strings; a field never saved holds nothing or `null`.
   */
  settings?: Record<string, string | number | boolean | string[] | null>;
  [key: string]: unknown;
};

/** The feature-flag environment (`launch_darkly`). Fields: not shown. */
export type LaunchDarklyEnv = { [key: string]: unknown };

/**
 * The instance the app runs on (`env.svc.instance`): one of an organization's workspaces. Every field
 * is optional: the interface spec shows none, so no host is bound to send them (the platform's client
 * names them).
 */
export type Instance = {
  /** Instance id. */
  id?: string;
  /** Instance name, as the platform shows it. */
  name?: string;
  /** Brand color (`#0b5cad`), or `null`. */
  color?: string | null;
  /** Logo image URL, or `null`. */
  logo?: string | null;
  /** When the signed-in user last opened it (ISO 8601). */
  last_login?: string;
  /** Where its files are stored: `eu`, `us` or `au` on the platform. */
  storage_region?: string;
  /** The environment it belongs to (production, test, ...). */
  environment?: { id?: number; name?: string; color?: string | null; [key: string]: unknown };
  /** The region it runs in. */
  region?: { id?: number; name?: string; [key: string]: unknown };
  /** The signed-in user's role on it: `admin`, `editor` or `member` on the platform. */
  role?: string;
  /** The instance's settings (locale, features, ...). */
  settings?: OpenRecord;
  /** Who owns it. */
  owned_by?: UserSummary;
  /** Who created it. */
  created_by?: UserSummary;
  /** Who changed it last. */
  modified_by?: UserSummary;
  /** When it was created (ISO 8601). */
  created_at?: string;
  /** When it was changed last (ISO 8601). */
  modified_at?: string;
  [key: string]: unknown;
};

/** The organization record of `svc.organization`. Fields: not shown. */
export type Organization = { [key: string]: unknown };

/** The organization configuration of `svc.org_config`. Fields: not shown. */
export type OrgConfig = { [key: string]: unknown };

/**
 * Embed location of an app (`app_embed_location` of an open request). The spec does not show its
 * values; HostBridge types it as a string.
 */
export type EmbedLocation = string;

/** A selector type of the content picker (`allowed_selector_types`). Values not shown. */
export type SelectorType = string;
