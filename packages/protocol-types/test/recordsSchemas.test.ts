// The host records' schemas against records shaped as the platform sends them: every field its client
// (`@pitcher/js-api` 1.26.0, types/openapi) names for a canvas, a file, a user and an instance, with
// values of the types it declares. Such a record passes; a known field of the wrong type is refused;
// a field the platform adds later passes.
import { describe, expect, it } from "vitest";
import {
  AppConfigSchema,
  CanvasSchema,
  FileSchema,
  InstanceSchema,
  UserSchema,
} from "@hostbridge/protocol-types/schemas";

const miniUser = { id: 4711, name: "Dana Reyes", email: "dana@example.com" };
const stamps = {
  created_at: "2025-01-06T09:00:00Z",
  created_by: miniUser,
  modified_at: "2025-03-24T16:45:00Z",
  modified_by: miniUser,
  owned_by: miniUser,
};

const platformCanvas = {
  id: "2c5d4a1e-0000-4000-8000-000000000001",
  name: "Riverside Cardiology: Q2 Review",
  content: { type: "doc", content: [] },
  context: { my_app: { step: 2 } },
  indicators: null,
  theme: null,
  is_draft: false,
  is_template: false,
  is_section: false,
  is_block: false,
  is_editable: true,
  is_default: false,
  metadata: { region: "north" },
  tags: ["q2"],
  start_at: null,
  expires_at: null,
  access_type: "personal",
  thumbnail_url: null,
  instance_id: "inst-1",
  template: { id: "tpl-1", name: "Account Review" },
  sections: [
    { id: "sec-1", name: "Agenda", content: {}, theme: null, metadata: {}, is_draft: false },
  ],
  shared_link: { url: "https://share.example.com/c/abc", short_url: null },
  account: { id: "001A000001", name: "Riverside Cardiology Clinic" },
  events: [{ id: "00U1", start_at: "2025-04-02T10:00:00Z", subject: "Q2 review" }],
  folder_id: null,
  ...stamps,
};

const platformFile = {
  id: "f-1",
  global_id: "g-f-1",
  name: "Portfolio.pptx",
  type: "content",
  size: 1048576,
  status: "viewable",
  content_type: "pdf",
  content_extension: "pdf",
  content_length: 1048576,
  content_url: "https://files.example.com/f-1.pdf",
  content_thumbnails: ["https://files.example.com/f-1/1.png"],
  original_extension: "pptx",
  original_url: "https://files.example.com/f-1.pptx",
  thumbnail_url: "https://files.example.com/f-1.png",
  download_type: "automatic",
  zip_size: null,
  zip_url: null,
  access_type: "public",
  role: "viewer",
  permissions: { can_download: true, can_share: true, can_be_divided: true, can_print: false },
  metadata: { therapeutic_area: "Cardiology" },
  app_metadata: {},
  tags: ["cardiology"],
  published_at: "2025-01-06T09:00:00Z",
  expires_at: null,
  available_at: null,
  instance_id: "inst-1",
  folder_id: "fold-1",
  folder: { id: "fold-1", name: "Sales Decks" },
  shared_link: { url: "https://share.example.com/f/abc", short_url: "https://s.example.com/x" },
  ...stamps,
};

const platformUser = {
  id: 4711,
  name: "Dana Reyes",
  first_name: "Dana",
  last_name: "Reyes",
  email: "dana@example.com",
  role: "admin",
  last_login_date: null,
  joined_date: "2024-05-01T08:00:00Z",
  deactivated_at: null,
  activated_at: "2024-05-01T08:00:00Z",
  is_active: true,
  language: "en",
  connected_services: [{ connection_id: "c-1", type: "crm", name: "CRM", provider: "crm_a" }],
  preferred_username: "dana",
  picture: null,
  timezone: "Europe/Berlin",
  tags: null,
  connection: "Username-Password-Authentication",
  user_properties: {},
};

const platformInstance = {
  id: "inst-1",
  name: "Acme Field Sales",
  color: "#0b5cad",
  logo: null,
  last_login: "2025-03-24T16:45:00Z",
  storage_region: "eu",
  environment: { id: 1, name: "Production", color: null },
  region: { id: 2, name: "EU" },
  role: "admin",
  settings: { default_locale: "en-US" },
  ...stamps,
};

describe("the host records' schemas", () => {
  it("pass a canvas, a file, a user and an instance as the platform sends them", () => {
    expect(CanvasSchema.safeParse(platformCanvas).success).toBe(true);
    expect(FileSchema.safeParse(platformFile).success).toBe(true);
    expect(UserSchema.safeParse(platformUser).success).toBe(true);
    expect(InstanceSchema.safeParse(platformInstance).success).toBe(true);
  });

  it("pass fields the platform adds later, and a canvas trimmed by `fields` to its id", () => {
    expect(CanvasSchema.safeParse({ ...platformCanvas, ai_summary: { text: "…" } }).success).toBe(
      true,
    );
    expect(CanvasSchema.safeParse({ id: "c-1" }).success).toBe(true);
  });

  it.each([
    ["canvas account", CanvasSchema, { ...platformCanvas, account: "001A000001" }, "account"],
    ["canvas section", CanvasSchema, { ...platformCanvas, sections: [{ id: 7 }] }, "sections"],
    ["canvas creator", CanvasSchema, { ...platformCanvas, created_by: { name: 42 } }, "created_by"],
    ["canvas without id", CanvasSchema, { name: "No id" }, "id"],
    ["file content type", FileSchema, { ...platformFile, content_type: 3 }, "content_type"],
    ["file size", FileSchema, { ...platformFile, size: "1 MB" }, "size"],
    ["file folder", FileSchema, { ...platformFile, folder: "Sales Decks" }, "folder"],
    [
      "file permission",
      FileSchema,
      { ...platformFile, permissions: { can_share: "yes" } },
      "permissions",
    ],
    ["user email", UserSchema, { ...platformUser, email: null }, "email"],
    ["instance name", InstanceSchema, { ...platformInstance, name: ["Acme"] }, "name"],
  ])("refuse a %s of the wrong type, naming the field", (_what, schema, record, field) => {
    const result = schema.safeParse(record);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it("read an app config's saved settings, refusing a value no settings field holds", () => {
    const config = {
      app_name: "order-settings",
      display_name: "Order settings",
      version: "2024.07.11.09.56.22",
      settings: {
        order_submit_endpoint: "https://orders.example.com",
        max_discount: 15,
        allow_theming: false,
        regions: ["eu", "us"],
        launch: null,
      },
    };
    expect(AppConfigSchema.safeParse(config).success).toBe(true);
    const nested = { ...config, settings: { ...config.settings, max_discount: { value: 15 } } };
    expect(AppConfigSchema.safeParse(nested).success).toBe(false);
  });
});
