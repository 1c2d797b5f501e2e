/** The pickers (content, canvases, collection player, agenda) in their UI and admin variants. */
import type {
  Agenda,
  Canvas,
  CanvasSelection,
  CollectionPlayer,
  FileContentType,
  OpenRecord,
  SelectedFile,
  SelectedPage,
  Selection,
  SelectorType,
} from "./records";

/** What the content picker offers: `file` (files only), `slide` (slides only), `content` (both). */
export type SelectContentType = "file" | "slide" | "content";

/** What the user did in a picker. */
export type SelectUserAction = "cancelled" | "selected";

/** Open the content picker (`ui_select_content`). Every field is optional. */
export type UiSelectContentRequest = {
  /** Asset content types the user may pick. */
  allowed_asset_content_types?: FileContentType[];
  /** Content types the user may pick. */
  allowed_content_types?: FileContentType[];
  /** File ids the user may pick. */
  allowed_ids?: string[];
  /** Only files with these original extensions are shown. */
  allowed_original_extensions?: string[];
  /** Selector types offered. */
  allowed_selector_types?: SelectorType[];
  /** `file`, `slide` or `content`. */
  content_type?: SelectContentType;
  /** Disable files whose metadata lacks `pptx_data`. */
  disable_no_pptx_data?: boolean;
  /** Disable files that are not sharable. */
  disable_no_sharable?: boolean;
  /** Metadata filters applied when the picker opens. */
  initial_metadata_filters?: OpenRecord;
  /** Most items the user may pick. */
  max_selections?: number;
  /** Fewest items the user must pick: an integer from 0 to 999. */
  min_selections?: number;
  /** The user must pick a page of the PDF. */
  only_allow_content_pdf_pages?: boolean;
  /** Items to show as already picked. */
  selections?: Selection[];
};

/**
 * Open the content picker in the admin environment (`admin_select_content`): the UI fields except
 * `allowed_asset_content_types` and `allowed_content_types`, plus `style`. `content_type` defaults
 * to `content`; `min_selections` is a plain number.
 */
export type AdminSelectContentRequest = {
  /** File ids the user may pick. */
  allowed_ids?: string[];
  /** Only files with these original extensions are shown. */
  allowed_original_extensions?: string[];
  /** Selector types offered. */
  allowed_selector_types?: SelectorType[];
  /** `file`, `slide` or `content`; default `content`. */
  content_type?: SelectContentType;
  /** Disable files whose metadata lacks `pptx_data`. */
  disable_no_pptx_data?: boolean;
  /** Disable files that are not sharable. */
  disable_no_sharable?: boolean;
  /** Metadata filters applied when the picker opens. */
  initial_metadata_filters?: OpenRecord;
  /** Most items the user may pick. */
  max_selections?: number;
  /** Fewest items the user must pick. */
  min_selections?: number;
  /** The user must pick a page of the PDF. */
  only_allow_content_pdf_pages?: boolean;
  /** Items to show as already picked. */
  selections?: Selection[];
  /** CSS style of the picker. */
  style?: OpenRecord;
};

/** Result of the content picker (`ui_select_content`). */
export type UiSelectContentResponse = {
  /** `cancelled` or `selected`. */
  user_action: SelectUserAction;
  /** The picked files or pages. */
  content?: (SelectedFile | SelectedPage)[];
};

/** Result of the admin content picker (`admin_select_content`). */
export type AdminSelectContentResponse = UiSelectContentResponse;

/** Kinds of canvas the canvas picker offers. */
export type SelectCanvasType = "canvas" | "canvas-template" | "section" | "section-template";

/** Open the canvas picker (`ui_select_canvases`). */
export type UiSelectCanvasesRequest = {
  /** Canvas ids the user may pick. */
  allowed_ids?: string[];
  /** Kinds of canvas offered. */
  allowed_types?: SelectCanvasType[];
  /** Metadata filters applied when the picker opens. */
  initial_metadata_filters?: OpenRecord;
  /** Canvases to show as already picked. */
  selections?: CanvasSelection[];
};

/** Open the canvas picker in the admin environment (`admin_select_canvases`). */
export type AdminSelectCanvasesRequest = UiSelectCanvasesRequest & {
  /** Ordering key. */
  sequencing_key?: string;
};

/** Result of the canvas picker. */
export type UiSelectCanvasesResponse = {
  /** `cancelled` or `selected`. */
  user_action: SelectUserAction;
  /** The picked canvases. */
  canvases?: Canvas[];
};

/** Result of the admin canvas picker. */
export type AdminSelectCanvasesResponse = UiSelectCanvasesResponse;

/**
 * Open the collection player picker (`ui_select_collection_player_content`). Each field takes the
 * type of the collection selector's property of the same name, which the spec does not show, so
 * they are `unknown` except `initial_metadata_filters`.
 */
export type UiSelectCollectionPlayerRequest = {
  /** Where the picker is attached. */
  attach_to?: unknown;
  /** Whether the picker closes when its settings open. */
  close_on_settings?: unknown;
  /** Whether the close button is hidden. */
  hide_close?: unknown;
  /** Collection player to start from. */
  initial_data?: unknown;
  /** Metadata filters applied when the picker opens. */
  initial_metadata_filters?: OpenRecord;
  /** Whether the settings open at once. */
  open_settings?: unknown;
  /** Whether the name is read-only. */
  readonly_name?: unknown;
  /** UI strings. */
  translations?: unknown;
};

/** Open the collection player picker in the admin environment. */
export type AdminSelectCollectionPlayerRequest = UiSelectCollectionPlayerRequest;

/** What the user did in the collection player picker. */
export type SelectCollectionPlayerUserAction = "cancelled" | "selected" | "settings";

/** Result of the collection player picker. */
export type UiSelectCollectionPlayerResponse = {
  /** `cancelled`, `selected` or `settings`. */
  user_action: SelectCollectionPlayerUserAction;
  /** The collection player. */
  content?: CollectionPlayer;
};

/** Result of the admin collection player picker. */
export type AdminSelectCollectionPlayerResponse = UiSelectCollectionPlayerResponse;

/** Open the agenda picker (`ui_select_agenda_content`). */
export type UiSelectAgendaRequest = {
  /** Where the picker is attached; type not shown by the spec. */
  attach_to?: unknown;
  /** Agenda to start from. */
  initial_agenda?: Agenda;
};

/** Open the agenda picker in the admin environment. */
export type AdminSelectAgendaRequest = UiSelectAgendaRequest;

/** Result of the agenda picker. */
export type UiSelectAgendaResponse = {
  /** `cancelled` or `selected`. */
  user_action: SelectUserAction;
  /** The agenda. */
  content?: Agenda;
};

/** Result of the admin agenda picker. */
export type AdminSelectAgendaResponse = UiSelectAgendaResponse;
