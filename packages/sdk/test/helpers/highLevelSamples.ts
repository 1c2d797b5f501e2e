// One realistic payload and response per high-level operation, type-checked against HighLevelApiMap.
import type {
  HighLevelApiMap,
  HighLevelApiMethodType,
  ServiceEnv,
} from "@hostbridge/protocol-types";
import { PLATFORM_SAMPLES } from "./platformSamples";

type Samples = {
  [K in HighLevelApiMethodType]: {
    request: HighLevelApiMap[K]["request"];
    response: HighLevelApiMap[K]["response"];
  };
};

export const SERVICE_ENV: ServiceEnv = {
  mode: "WEB",
  client_type: "impact",
  svc: {
    access_token: "fake-access-token-0001",
    id_token: "fake-id-token-0001",
    instance: { id: "instance-test" },
    organization: { id: "org-example" },
    token_claims: { sub: "user-42" },
    user: { id: "user-42" },
  },
  state: { active_canvas_id: "canvas-7d1c42" },
};

export const HIGH_LEVEL_SAMPLES: Samples = {
  ...PLATFORM_SAMPLES,
  get_env: { request: undefined, response: SERVICE_ENV },
  open: { request: { fileId: "file-3f2a9c", startTime: 12 }, response: undefined },
  open_external_url: {
    request: { url: "https://example.com/docs", target: "_blank" },
    response: undefined,
  },
  notify: { request: { content: "Saved", type: "alert" }, response: undefined },
  query: {
    request: { query: "SELECT * FROM files WHERE id = ?", args: [["file-3f2a9c"]] },
    response: { rows: [] },
  },
  share: {
    request: { text: "Have a look", subject: "Pricing" },
    response: { user_action: "shared", activity_type: "mail" },
  },
  show_peer_session: { request: { x: 120, y: 40 }, response: undefined },
  show_syncbox: { request: { x: 10, y: 20 }, response: undefined },
  submit_user_feedback: {
    request: { type: "bug", data: { text: "Chart is empty" } },
    response: undefined,
  },
  get_folders: {
    request: { page: 1, page_size: 50, search: "sales" },
    response: { count: 0, results: [] },
  },
  get_recent_files: { request: { size: 5 }, response: [] },
  crm_query: {
    request: { query: "SELECT Id FROM Account", service: "crm_a" },
    response: { records: [] },
  },
  crm_create: {
    request: { sobject: "Task", records: [{ Subject: "Follow up" }] },
    response: { ids: ["00T1"] },
  },
  crm_describe: { request: { sobject: "Account" }, response: { fields: [] } },
  crm_layout: { request: { sobject: "Account", form_factor: "Large" }, response: { sections: [] } },
  crm_upsert: {
    request: {
      sobject: "Account",
      external_id_field: "External_Id__c",
      records: [{ External_Id__c: "A-1", Name: "Acme" }],
    },
    response: { ids: ["001A"] },
  },
  crm_smart_upsert_objects: {
    request: { objects: [{ table_name: "Account", objects: [{ Id: "001A", Name: "Acme" }] }] },
    response: { success: true },
  },
  crm_smart_delete_objects: {
    request: { objects: [{ table_name: "Task", ids: ["00T1"] }] },
    response: { success: true },
  },
  crm_smart_object_validation_rules: { request: { object: "Account" }, response: { rules: [] } },
  crm_smart_object_metadata: { request: { object: "Account" }, response: { fields: [] } },
  crm_smart_object_layout: { request: { object: "Account" }, response: { sections: [] } },
};
