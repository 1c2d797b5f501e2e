// The arguments the client sweep calls each method of the platform's existing client with
// (`@pitcher/js-api` 1.26.0's `useUi()`, `useAdmin()`, `useDsr()`): one row per method, written from
// the client's own parameter types (checked here against its .d.ts: a row the client's signature
// refuses, or a method without a row, fails to type-check) and over the ids the simulator's default
// fixtures hold. Subscriptions (`on*`, `off`) send no request and have no row. The snake_case names
// the client adds are the same functions as their camelCase rows (the sweep resolves them by identity).
// Used by the simulator's sweep (../fixtures/clientSweepApp.ts) and the dev host's
// (test/existing-client/clientSweepApp.ts).
import type * as client from "@pitcher/js-api";

type Fn = (...args: never[]) => unknown;
type Api = "useUi" | "useAdmin" | "useDsr";
type Methods<O> = {
  [K in keyof O as K extends `on${string}` | "off" ? never : O[K] extends Fn ? K : never]: O[K];
};
/** A row per camelCase method of the API object: its arguments, as the client's signature takes them. */
type Rows<O> = {
  [K in keyof Methods<O> as K extends `${string}_${string}` ? never : K]: Methods<O>[K] extends Fn
    ? Parameters<Methods<O>[K]>
    : never;
};
/** The methods the client declares under a snake_case name only (`ui_select_content`). */
type SnakeRows<O> = {
  [K in keyof Methods<O> as K extends `${string}_${string}` ? K : never]: Methods<O>[K] extends Fn
    ? Parameters<Methods<O>[K]>
    : never;
};

const canvasId = "canvas-sim-0001";
const fileId = "file-sim-0001";

const useUi: Rows<ReturnType<typeof client.useUi>> & SnakeRows<ReturnType<typeof client.useUi>> = {
  appLoaded: [],
  appResize: [{ height: 640 }],
  cancelMeeting: [],
  canvasNavigateNextPage: [],
  canvasNavigatePage: [{ page: "page-sim-0002" }],
  canvasNavigatePreviousPage: [],
  captureAppError: [
    { message: "pricing table failed to render", stack: "Error: pricing\n    at render" },
  ],
  closeCanvasDrawer: [],
  closeCanvasSectionExecution: [],
  closeGlobalPopup: [],
  completePostcall: [{ was_successfully_submitted: true }],
  disablePostcallSubmit: [],
  embeddableReady: [],
  enablePostcallSubmit: [],
  open: [{ fileId, pageIndex: 2 }],
  openCanvasOverlay: [{ id: "canvas-sim-0002", edit_mode: false, fullscreen: true }],
  openCollectionPlayerOverlay: [
    {
      name: "Launch collection",
      groups: [
        {
          id: fileId,
          name: "Cardiology Portfolio Overview.pptx",
          slides: [{ file_id: fileId, slide_index: 0 }],
        },
      ],
    },
  ],
  openGlobalPopup: ["pricing-calculator", { account_id: "001SIM000000001AAA" }],
  openSharingSettings: [
    {
      files: [{ id: "file-sim-0002", name: "Dosing Guide.pdf", content_type: "pdf" }],
      default_auth_strategy: "any_email",
    },
  ],
  preselectSfdcMeetingId: [{ eventId: "00USIM000000001AAA" }],
  printCanvas: [{ id: canvasId, notify_url: "https://hooks.example.com/print-done" }],
  promptPia: [{ id: "sweep-pia", prompt: "Summarise my last visit" }],
  resumeMeeting: [],
  selectAgendaContent: [{ initial_agenda: { name: "Q2 visit", groups: [] } }],
  selectCanvases: [{ allowed_types: ["canvas", "canvas-template"] }],
  selectCollectionContent: [{ readonly_name: true, hide_close: false }],
  selectContent: [
    {
      content_type: "file",
      min_selections: 1,
      max_selections: 2,
      allowed_original_extensions: ["pdf", "pptx"],
    },
  ],
  setPostcallStyle: [{ background: "#ffffff" }],
  stopMeeting: [],
  toast: [{ type: "success", message: "Saved", duration: 2000 }],
  uiBroadcast: [{ channel: "pricing", data: { total: 42 } }],
  // (as the platform's apps call it on the open canvas: only what changes, and the fields to answer
  // with; the client's type asks for a whole canvas, which its own callers do not send (issue 52))
  updateCanvas: [
    { context: { territory: "north" }, fields: "id,name,context" } as client.UiUpdateCanvasRequest,
  ],
  updateLocation: [{ action: "register", child_app: "pricing-calculator", path: "/quotes" }],
  ui_select_content: [{ content_type: "slide", max_selections: 1 }],
};

const useAdmin: Rows<ReturnType<typeof client.useAdmin>> = {
  captureAppError: [{ message: "settings page crashed" }],
  close: [],
  createCanvas: [{ name: "Admin-made canvas", instance_id: "inst-sim-0001" }],
  getAppConfig: [{ app_name: "example-app" }],
  getCanvas: [{ id: canvasId, fields: "id,name" }],
  getCanvases: [{ page: 1, page_size: 10 }],
  getEnv: [],
  getFile: [{ id: fileId }],
  getFiles: [{ page: 1, page_size: 10 }],
  getInstanceMetadataTemplates: [{ page: 1, page_size: 20, ordering: "name" }],
  getUsers: [{ search: "ana" }],
  open: [{ id: fileId }],
  openCanvasOverlay: [{ id: canvasId }],
  openCollectionPlayerOverlay: [
    {
      name: "Launch collection",
      groups: [{ id: fileId, name: "Cardiology Portfolio Overview.pptx" }],
    },
  ],
  selectAgendaContent: [{}],
  selectCanvases: [{ allowed_types: ["canvas-template"] }],
  selectCollectionContent: [{ readonly_name: false }],
  selectContent: [{ content_type: "file", max_selections: 3 }],
  toast: [{ type: "info", message: "Settings saved" }],
  updateCanvas: [
    { id: canvasId, name: "Riverside Cardiology: Q2 Review (renamed)", fields: "id,name" },
  ],
};

const useDsr: Rows<ReturnType<typeof client.useDsr>> = {
  close: [],
  embeddableReady: [],
  getAppConfig: [{ app_name: "example-app" }],
  getEnv: [],
  getFile: [{ id: fileId }],
};

/** Per API object, per method: the arguments the sweep passes. */
export const CLIENT_SWEEP_PAYLOADS: Record<Api, Record<string, readonly unknown[]>> = {
  useUi,
  useAdmin,
  useDsr,
};
