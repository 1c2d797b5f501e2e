// One realistic payload and response per admin operation, type-checked against AdminApiMap.
import type { AdminApiMap, AdminApiMethodType } from "@hostbridge/protocol-types";

type Samples = {
  [K in AdminApiMethodType]: {
    request: AdminApiMap[K]["request"];
    response: AdminApiMap[K]["response"];
  };
};

const env = {
  mode: "WEB" as const,
  client_type: "admin" as const,
  svc: {
    access_token: "fake-access-token-admin-0001",
    id_token: "fake-id-token-admin-0001",
    instance: { id: "instance-test" },
    organization: { id: "org-example" },
    token_claims: { sub: "user-42" },
    user: { id: "user-42" },
  },
};

export const ADMIN_SAMPLES: Samples = {
  admin_capture_app_error: {
    request: { message: "failed to load", stack: "Error" },
    response: undefined,
  },
  admin_close_file_overlay: { request: undefined, response: undefined },
  admin_create_canvas: {
    request: { name: "Renewal", template_id: "template-1" },
    response: { id: "canvas-new" },
  },
  admin_get_app_config: {
    request: { app_name: "price-list" },
    response: { app_name: "price-list", settings: { currency: "EUR" } },
  },
  admin_get_canvas: {
    request: { id: "canvas-7d1c42" },
    response: { id: "canvas-7d1c42", name: "Acme renewal" },
  },
  admin_get_canvases: { request: { page: 1, page_size: 20 }, response: { count: 0, results: [] } },
  admin_get_env: { request: undefined, response: env },
  admin_get_file: {
    request: { id: "file-3f2a9c" },
    response: { id: "file-3f2a9c", name: "Q3 pricing overview.pdf" },
  },
  admin_get_files: {
    request: {
      name: "pricing",
      tags: ["sales"],
      content_type: ["pdf", "pptx"],
      folder_id: "folder-21",
    },
    response: { count: 1, results: [{ id: "file-3f2a9c" }] },
  },
  admin_get_instance_metadata_templates: {
    request: { instance_id: "instance-test" },
    response: { results: [] },
  },
  admin_get_users: {
    request: { search: "dana" },
    response: { count: 1, results: [{ id: "user-42" }] },
  },
  admin_open_file_overlay: {
    request: { fileId: "file-3f2a9c", pageIndex: 1 },
    response: undefined,
  },
  admin_open_canvas_overlay: { request: { id: "canvas-7d1c42" }, response: undefined },
  admin_open_collection_player_overlay: {
    request: {
      name: "Highlights",
      groups: [{ id: "file-3f2a9c", name: "Q3 pricing overview.pdf" }],
    },
    response: undefined,
  },
  admin_select_agenda_content: {
    request: { attach_to: "meeting-1" },
    response: { user_action: "cancelled" },
  },
  admin_select_canvases: {
    request: { allowed_types: ["canvas-template"], sequencing_key: "order" },
    response: { user_action: "selected", canvases: [{ id: "canvas-7d1c42" }] },
  },
  admin_select_collection_player_content: {
    request: { open_settings: true },
    response: { user_action: "settings" },
  },
  admin_select_content: {
    request: { content_type: "slide", style: { width: "80vw" }, min_selections: 1 },
    response: { user_action: "selected", content: [{ id: "page-1" }] },
  },
  admin_toast: { request: { message: "Saved" }, response: undefined },
  admin_update_canvas: {
    request: { id: "canvas-7d1c42", name: "Acme renewal v2" },
    response: { id: "canvas-7d1c42" },
  },
};
