// The facts about the shapes that the types do not hold, read by the schema generator
// (./schemas.mjs): which type files get schemas, the rules a type cannot say (lengths, integer and
// range checks, formats, defaults filled when parsing), the shapes whose schemas are written by hand
// and the typed maps that become schema maps.

/** The type files whose shapes get schemas, each written to `src/schemas/<name>Schemas.ts`. */
export const SCHEMA_SOURCES = [
  "contentRecords",
  "records",
  "env",
  "open",
  "hostActions",
  "uiRequests",
  "uiMessages",
  "canvasUpdate",
  "selection",
  "adminPayloads",
  "crm",
  "location",
  "peerConnectivity",
  "eventPayloads",
  "platformCanvases",
  "themes",
  "platformFiles",
  "platformFolders",
  "platformFavorites",
  "platformSession",
  "platformEvents",
];

/**
 * What a type cannot say, by `Type.field` (`Type.field.nested` inside an inline object). `suffix`
 * adds checks to the schema derived from the type; `schema` replaces it; `default` fills the field
 * when left out (instead of making it optional); `imports` lists the names the row uses and
 * `preamble` a declaration it needs; `note` says the rule in words, in the schema's doc comment.
 */
const MIN_1 = { suffix: ".min(1)", note: "not empty" };
const POSITIVE_INT = { suffix: ".int().positive()", note: "a positive integer" };
const NON_NEGATIVE_INT = { suffix: ".int().nonnegative()", note: "an integer, 0 or more" };
export const RULES = {
  "UiSelectContentRequest.min_selections": {
    schema:
      "z.number(minSelectionsRule).int(minSelectionsRule).min(0, minSelectionsRule).max(999, minSelectionsRule)",
    imports: { "./rules": ["MIN_SELECTIONS_RULE"] },
    preamble: "const minSelectionsRule = { error: MIN_SELECTIONS_RULE };",
    note: "an integer from 0 to 999",
  },
  "AdminSelectContentRequest.content_type": { default: '"content"' },
  "UiPrintCanvasRequest.notify_url": {
    schema: "z.url({ protocol: /^https$/, error: NOTIFY_URL_RULE })",
    imports: { "./rules": ["NOTIFY_URL_RULE"] },
    note: "an HTTPS URL",
  },
  "UiOpenRequest.context": { default: "() => ({})" },
  "UiOpenRequest.pageIndex": { default: "null" },
  "UiOpenRequest.startTime": { default: "null" },
  "OpenExternalUrlRequestPayload.target": { default: '"_blank"' },
  "OpenWebViewAlwaysOnTop.url": MIN_1,
  "TrackPayload.event_name": MIN_1,
  "GetCanvasesPayload.page": POSITIVE_INT,
  "GetCanvasesPayload.page_size": POSITIVE_INT,
  "CreateCanvasPayload.name": MIN_1,
  "UpdateCanvasPayload.id": MIN_1,
  "FileIdPayload.file_id": MIN_1,
  "GetFileRevisionDataPayload.file_id": MIN_1,
  "GetFileRevisionDataPayload.revision_id": MIN_1,
  "UpdateFilePayload.id": MIN_1,
  "DeviceFile.size": { suffix: ".nonnegative()", note: "0 or more" },
  "DeleteLocalFilePayload.url": MIN_1,
  "DocumentInfo.pageCount": NON_NEGATIVE_INT,
  "FetchDocumentInfoPayload.file_id": MIN_1,
  "RenderPageAsImagePayload.file_id": MIN_1,
  "UpdateCanvasIndicatorsPayload.id": MIN_1,
  "GetCanvasPayload.id": MIN_1,
  "CanvasIdPayload.id": MIN_1,
  "GetCanvasRecommendedFilesPayload.canvas_id": MIN_1,
  "CanvasThemePayload.canvas_id": MIN_1,
  "AssignCanvasThemePayload.canvas_id": MIN_1,
  "AssignCanvasThemePayload.theme_id": MIN_1,
  "GetFolderPayload.id": MIN_1,
  "CreateFolderPayload.name": MIN_1,
  "CreateFolderPayload.parent_folder_id": MIN_1,
  "UpdateFolderPayload.id": MIN_1,
  "UpdateFolderPayload.name": MIN_1,
  "DeleteFolderPayload.folder_id": MIN_1,
  "MoveFolderItemsPayload.target_folder_id": MIN_1,
  "FolderItem.id": MIN_1,
  "PatchCoreFolderPayload.id": MIN_1,
  "GetFavoritesPayload.page_size": POSITIVE_INT,
  "CreateFavoritePayload.page_index": NON_NEGATIVE_INT,
  "DeleteFavoritePayload.favorite_id": MIN_1,
  "RenderPageAsImagePayload.params.width": { suffix: ".positive()", note: "more than 0" },
  "RenderPageAsImagePayload.params.height": { suffix: ".positive()", note: "more than 0" },
  "RenderPageAsImagePayload.page_index": NON_NEGATIVE_INT,
};

/** Shapes whose schema is written by hand elsewhere: type name -> [schema, module]. */
export const HAND_WRITTEN = {
  OpenRecord: ["OpenRecordSchema", "./primitives"],
  ServiceEvent: ["ServiceEventSchema", "./eventsSchemas"],
  ArrayBuffer: ["PageImageSchema", "./primitives"],
};

/** Generic shapes: type name -> [schema factory, module]; the factory takes the item schema. */
export const GENERIC = { PaginatedList: ["paginatedListSchema", "./pagesSchemas"] };

/**
 * The schema maps generated from the typed maps of src/types: key -> payload schema. A payload of
 * `undefined` (an event that carries none) accepts nothing or `{}` (`NoEventPayloadSchema`).
 */
export const SCHEMA_MAPS = [
  {
    file: "schemas/eventMapSchemas.ts",
    from: "src/types/events.ts",
    maps: [["EVENT_SCHEMAS", "EventMap", "EventKey", "Payload schema of every event key"]],
  },
  {
    file: "schemas/messageMapsSchemas.ts",
    from: "src/types/messageMaps.ts",
    maps: [
      [
        "UI_MESSAGE_SCHEMAS",
        "UiMessageMap",
        "UiMessageType",
        "Payload schema of each UI message type",
      ],
      [
        "ADMIN_MESSAGE_SCHEMAS",
        "AdminMessageMap",
        "AdminMessageType",
        "Payload schema of the admin message type",
      ],
      [
        "DSR_MESSAGE_SCHEMAS",
        "DsrMessageMap",
        "DsrMessageType",
        "Payload schema of the DSR message type",
      ],
    ],
  },
];
