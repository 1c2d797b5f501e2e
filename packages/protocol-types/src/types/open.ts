import type { EmbedLocation, OpenRecord } from "./records";

/** How several files given in `files` are opened. */
export type OpenFilesStrategy = "simultaneous" | "swap";

/** Several files to open at once (`files` of an open request). */
export type OpenFiles = {
  /** Ids of the files. */
  ids: string[];
  /** `simultaneous` (side by side) or `swap` (one replaces the other). */
  strategy: OpenFilesStrategy;
};

/**
 * Open a file or an app (`ui_open`, the high-level `open`, `admin_open_file_overlay`). Every field
 * is optional. The host fills `context` with `{}` and `pageIndex`/`startTime` with `null` when
 * they are not given.
 */
export type UiOpenRequest = {
  /** Context passed to the app that is opened. */
  app_context?: OpenRecord;
  /** Embed location of the app. */
  app_embed_location?: EmbedLocation;
  /** Name of the app to open. */
  app_name?: string;
  /** Tracking id of the canvas presentation session. */
  canvasCorrelationId?: string;
  /** Whether the canvas is in view. */
  canvasInView?: boolean;
  /** Overrides over the current canvas context; default `{}`. */
  context?: OpenRecord;
  /** Id of the file to open. */
  fileId?: string;
  /** Several files to open at once. */
  files?: OpenFiles;
  /** Canvas the file is opened from. */
  fromCanvasId?: string;
  /** Whether the user is in a call. */
  isInCall?: boolean;
  /** Open the app as an overlay. */
  isOverlayApp?: boolean;
  /** Open in a new tab. */
  newTab?: boolean;
  /** Page to open; default `null`. */
  pageIndex?: number | null;
  /** Search query inside the file. */
  search?: string;
  /** Video start, in seconds; default `null`. */
  startTime?: number | null;
  /** URL of the file content. */
  url?: string | null;
  /** Canvas section the file is opened from. */
  usedInSectionId?: string;
};

/** The spec's name for {@link UiOpenRequest} when it is used to open a file. */
export type OpenRequestPayload = UiOpenRequest;
