/**
 * Records the interface spec references but does not show field by field. Each one is an open
 * object: the fields the spec does show are typed, every other key is `unknown` (never `any`), so a
 * host may send more than we know about without a type error, and reading an unknown key forces a
 * check.
 *
 * Payload records are written as `type` aliases (not interfaces) so that they stay assignable to
 * {@link OpenRecord} (`Record<string, unknown>`), which generic transport code relies on.
 */

/** An open record: the spec's `Record<string, any>`, typed without `any`. */
export type OpenRecord = Record<string, unknown>;

/** A canvas (a presentation document made of sections and pages). Fields beyond `id`: not shown. */
export type Canvas = {
  /** Canvas id. */
  id: string;
  [key: string]: unknown;
};

/** A canvas as the admin "get canvas" call returns it. Fields beyond `id`: not shown. */
export type CanvasRetrieve = {
  /** Canvas id. */
  id: string;
  [key: string]: unknown;
};

/** A short canvas reference (for example the `template` of a canvas). Fields: not shown. */
export type CanvasSummary = { [key: string]: unknown };

/** A section of a canvas. Fields: not shown. */
export type CanvasSection = { [key: string]: unknown };

/** An entry used to hydrate the canvas picker. Fields: not shown. */
export type CanvasSelection = { [key: string]: unknown };

/** A file record. Fields beyond `id`: not shown. */
export type File = {
  /** File id. */
  id: string;
  [key: string]: unknown;
};

/** A short folder reference. Fields: not shown. */
export type FolderSummary = { [key: string]: unknown };

/** A short user reference (`created_by`, `owned_by`, ...). Fields: not shown. */
export type UserSummary = { [key: string]: unknown };

/**
 * A user record: `env.svc.user` (the signed-in user) and the start data's `user`. The interface spec
 * does not show its fields; these are the ones the platform's user records carry (as its published
 * client types them), each optional because no host is bound to send them, with every other key
 * `unknown`. Read them without a cast: `env.svc.user.email` is a `string | undefined`.
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
  /** Role on the instance (`admin`, `member`, ...). */
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
  [key: string]: unknown;
};

/** An account (CRM account) record. Fields: not shown. */
export type Account = { [key: string]: unknown };

/** A short event (meeting) reference on a canvas. Fields: not shown. */
export type EventSummary = { [key: string]: unknown };

/** A CRM event (meeting) record. Fields: not shown. */
export type CrmEvent = { [key: string]: unknown };

/** An agenda record. Fields: not shown. */
export type Agenda = { [key: string]: unknown };

/** A collection player record. Fields: not shown. */
export type CollectionPlayer = { [key: string]: unknown };

/** An entry used to hydrate the content picker. Fields: not shown. */
export type Selection = { [key: string]: unknown };

/**
 * A file picked in the content picker. The interface spec does not show its fields; `id` and `name`
 * are the ones the platform's picked files carry (as its published client types them), optional
 * because no host is bound to send them, with every other key `unknown`. Read them without a cast:
 * `ui.open({ fileId: file.id })`.
 */
export type SelectedFile = {
  /** File id. */
  id?: string;
  /** File name, as shown in the platform. */
  name?: string;
  [key: string]: unknown;
};

/** A page picked in the content picker: `id` and `name` as in {@link SelectedFile}. */
export type SelectedPage = {
  /** Page id. */
  id?: string;
  /** Page name, as shown in the platform. */
  name?: string;
  [key: string]: unknown;
};

/** A favorite. Fields: not shown. */
export type Favorite = { [key: string]: unknown };

/** A page of a paginated list (for example of favorites or files). Fields: not shown. */
export type PaginatedData = { [key: string]: unknown };

/** Settings of an embeddable app on a canvas. Fields: not shown. */
export type EmbeddableSettings = { [key: string]: unknown };

/** The app configuration returned by the `*_get_app_config` operations. Fields: not shown. */
export type AppConfig = { [key: string]: unknown };

/** The feature-flag environment (`launch_darkly`). Fields: not shown. */
export type LaunchDarklyEnv = { [key: string]: unknown };

/** The instance record of `svc.instance`. Fields: not shown. */
export type Instance = { [key: string]: unknown };

/** The organization record of `svc.organization`. Fields: not shown. */
export type Organization = { [key: string]: unknown };

/** The organization configuration of `svc.org_config`. Fields: not shown. */
export type OrgConfig = { [key: string]: unknown };

/**
 * Embed location of an app (`app_embed_location` of an open request). The spec does not show its
 * values; HostBridge types it as a string.
 */
export type EmbedLocation = string;

/**
 * A file content type value (`allowed_content_types`, ListFilesPayload `content_type`). The
 * enumeration's values are not shown by the spec; any string is accepted.
 */
export type FileContentType = string;

/** A file type value (ListFilesPayload `type`). Values not shown; any string is accepted. */
export type FileType = string;

/** A selector type of the content picker (`allowed_selector_types`). Values not shown. */
export type SelectorType = string;
