/**
 * The default data a simulated host answers with: one organization and instance, users, folders,
 * files, canvases (with sections and a template), an agenda, a collection player, CRM records and
 * their metadata, app config and the environment records. Every token is obviously fake.
 *
 * `createFixtures()` returns a fresh deep copy each time, so a host that mutates its data
 * (`admin_create_canvas`, `crm_create`, ...) never leaks into another host.
 */

import { platformFixtures } from "./fixtures/platformOps";
import type { PlatformFixtures } from "./fixtures/platformOps";

/** An open record of the host's data (the spec leaves most record shapes unshown). */
export type FixtureRecord = Record<string, unknown>;

/** A CRM record: field name to value, with the CRM's `Id`. */
export interface CrmRecord {
  Id: string;
  [field: string]: unknown;
}

/** What `crm_describe` and `crm_smart_object_metadata` answer for one CRM object. */
export interface CrmObjectMetadata {
  name: string;
  label: string;
  fields: FixtureRecord[];
  [key: string]: unknown;
}

/** The data a simulated host serves. Every field can be replaced through `createFixtures(overrides)`. */
export interface HostFixtures {
  /** The environment block shared by the ui, impact, admin and DSR environment records. */
  env: FixtureRecord & {
    mode: string;
    svc: FixtureRecord & {
      access_token: string;
      id_token: string;
      token_claims: FixtureRecord;
      user: FixtureRecord;
      instance: FixtureRecord;
      organization: FixtureRecord;
    };
  };
  /** Users of the instance (`admin_get_users`); the first is the signed-in user. */
  users: FixtureRecord[];
  /** Folders (`get_folders`). */
  folders: FixtureRecord[];
  /** Files (`admin_get_files`, `admin_get_file`, `dsr_get_file`, `get_recent_files`, pickers). */
  files: FixtureRecord[];
  /** Canvases, templates and sections (`admin_get_canvases`, `ui_select_canvases`, ...). */
  canvases: FixtureRecord[];
  /** Agendas offered by the agenda picker. */
  agendas: FixtureRecord[];
  /** Collection players offered by the collection-player picker. */
  collectionPlayers: FixtureRecord[];
  /** CRM records keyed by object name (`Account`, `Contact`, `Event`, ...). */
  crm: Record<string, CrmRecord[]>;
  /** CRM object metadata keyed by object name (`crm_describe`, `crm_smart_object_metadata`). */
  crmMetadata: Record<string, CrmObjectMetadata>;
  /** CRM page layouts keyed by object name (`crm_layout`, `crm_smart_object_layout`). */
  crmLayouts: Record<string, FixtureRecord>;
  /** CRM validation rules keyed by object name (`crm_smart_object_validation_rules`). */
  crmValidationRules: Record<string, FixtureRecord[]>;
  /** Rows answered by the local `query` operation, keyed by table name. */
  localTables: Record<string, FixtureRecord[]>;
  /** The app's configuration (`admin_get_app_config`, `dsr_get_app_config`). */
  appConfig: FixtureRecord;
  /** Metadata templates of the instance (`admin_get_instance_metadata_templates`). */
  metadataTemplates: FixtureRecord[];
  /** Defaults of the `ui_app_set_data` message the host pushes (canvas, user and component come from here). */
  appSetData: FixtureRecord;
  /** The full answer of the prompt assistant when it is answered automatically. */
  promptAssistantAnswer: string;
  /** The data of the platform's operations beyond the spec: themes, favorites, shell state, ... */
  platform: PlatformFixtures;
}

const ORG_ID = "org-sim-0001";
const INSTANCE_ID = "inst-sim-0001";
const T0 = "2025-01-06T09:00:00.000Z";
const T1 = "2025-02-03T14:30:00.000Z";
const T2 = "2025-03-10T08:15:00.000Z";
const T3 = "2025-03-24T16:45:00.000Z";

const organization = {
  id: ORG_ID,
  name: "Acme Life Sciences (simulated)",
  slug: "acme-sim",
  created_at: T0,
};

const instance = {
  id: INSTANCE_ID,
  name: "Acme Test Instance",
  organization_id: ORG_ID,
  color: "#0b5cad",
  settings: { default_locale: "en-US", timezone: "Europe/Berlin" },
  created_at: T0,
};

const users = [
  {
    id: "user-sim-0001",
    email: "dana.reyes@example.com",
    first_name: "Dana",
    last_name: "Reyes",
    name: "Dana Reyes",
    role: "admin",
    instance_id: INSTANCE_ID,
    avatar_url: "https://assets.example.com/avatars/dana-reyes.png",
    created_at: T0,
  },
  {
    id: "user-sim-0002",
    email: "sam.okafor@example.com",
    first_name: "Sam",
    last_name: "Okafor",
    name: "Sam Okafor",
    role: "member",
    instance_id: INSTANCE_ID,
    avatar_url: "https://assets.example.com/avatars/sam-okafor.png",
    created_at: T0,
  },
  {
    id: "user-sim-0003",
    email: "lee.chen@example.com",
    first_name: "Lee",
    last_name: "Chen",
    name: "Lee Chen",
    role: "member",
    instance_id: INSTANCE_ID,
    avatar_url: null,
    created_at: T1,
  },
];

function summary(user: (typeof users)[number]) {
  return { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name };
}
const [dana, sam, lee] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];

const folders = [
  {
    id: "folder-sim-0001",
    name: "Sales Decks",
    parent_id: null,
    instance_id: INSTANCE_ID,
    created_at: T0,
    modified_at: T2,
    file_count: 3,
  },
  {
    id: "folder-sim-0002",
    name: "Product Videos",
    parent_id: null,
    instance_id: INSTANCE_ID,
    created_at: T0,
    modified_at: T1,
    file_count: 1,
  },
  {
    id: "folder-sim-0003",
    name: "Clinical Studies",
    parent_id: "folder-sim-0001",
    instance_id: INSTANCE_ID,
    created_at: T1,
    modified_at: T3,
    file_count: 1,
  },
  {
    id: "folder-sim-0004",
    name: "Brand Guidelines",
    parent_id: null,
    instance_id: INSTANCE_ID,
    created_at: T1,
    modified_at: T1,
    file_count: 1,
  },
];

function folderSummary(id: string) {
  const folder = folders.find((f) => f.id === id);
  return folder ? { id: folder.id, name: folder.name } : null;
}

function file(
  id: string,
  name: string,
  ext: string,
  contentType: string,
  folderId: string,
  modifiedAt: string,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    name,
    type: "content",
    content_type: contentType,
    original_extension: ext,
    content_extension: ext === "pptx" ? "pdf" : ext,
    status: "ready",
    instance_id: INSTANCE_ID,
    folder_id: folderId,
    folder: folderSummary(folderId),
    created_at: T0,
    modified_at: modifiedAt,
    published_at: T0,
    available_at: null,
    expires_at: null,
    created_by: summary(dana),
    modified_by: summary(sam),
    owned_by: summary(dana),
    tags: [] as string[],
    metadata: {} as Record<string, unknown>,
    app_metadata: {},
    permissions: { can_view: true, can_edit: false, can_share: true, can_download: true },
    access_type: "public",
    download_type: "original",
    thumbnail_url: `https://files.example.com/thumbnails/${id}.png`,
    content_url: `https://files.example.com/content/${id}.${ext === "pptx" ? "pdf" : ext}`,
    original_url: `https://files.example.com/original/${id}.${ext}`,
    shared_link: null,
    size: 1_048_576,
    content_length: 1_048_576,
    zip_url: null,
    zip_size: null,
    global_id: `global-${id}`,
    ...extra,
  };
}

const files = [
  file(
    "file-sim-0001",
    "Cardiology Portfolio Overview.pptx",
    "pptx",
    "pdf",
    "folder-sim-0001",
    T3,
    {
      tags: ["cardiology", "overview"],
      metadata: { pptx_data: { slide_count: 12 }, therapeutic_area: "Cardiology" },
      pages: 12,
    },
  ),
  file("file-sim-0002", "Pricing and Access 2025.pdf", "pdf", "pdf", "folder-sim-0001", T2, {
    tags: ["pricing"],
    metadata: { therapeutic_area: "Cardiology" },
    pages: 4,
  }),
  file("file-sim-0003", "Mechanism of Action.mp4", "mp4", "video", "folder-sim-0002", T1, {
    tags: ["video", "moa"],
    size: 52_428_800,
    content_length: 52_428_800,
    duration: 184,
  }),
  file("file-sim-0004", "Phase III Trial Summary.pdf", "pdf", "pdf", "folder-sim-0003", T3, {
    tags: ["clinical"],
    metadata: { study: "HB-301" },
    pages: 9,
    access_type: "restricted",
    permissions: { can_view: true, can_edit: false, can_share: false, can_download: false },
  }),
  file("file-sim-0005", "Brand Book.pdf", "pdf", "pdf", "folder-sim-0004", T0, {
    tags: ["brand"],
    pages: 30,
  }),
  file("file-sim-0006", "Objection Handling.pptx", "pptx", "pdf", "folder-sim-0001", T1, {
    tags: ["training"],
    metadata: {},
    pages: 6,
  }),
];

function section(id: string, name: string, pages: string[]) {
  return {
    id,
    name,
    type: "section",
    content: {
      pages: pages.map((page, index) => ({ id: page, index, name: `Page ${index + 1}` })),
    },
  };
}

/**
 * A canvas record carrying every field of the protocol's canvas update (`UiUpdateCanvasRequest`),
 * with defaults for the ones `fields` leaves out. Used for the fixture canvases and by
 * `admin_create_canvas`.
 */
export function canvasRecord(
  fields: { id: string; name: string } & Record<string, unknown>,
): FixtureRecord {
  return {
    created_at: T1,
    modified_at: T3,
    created_by: summary(dana),
    modified_by: summary(sam),
    owned_by: summary(dana),
    events: [],
    instance_id: INSTANCE_ID,
    sections: [],
    shared_link: null,
    template: { id: "canvas-template-blank", name: "Blank canvas" },
    context: {},
    metadata: {},
    access_type: "private",
    account: null,
    content: {},
    expires_at: null,
    folder_id: null,
    indicators: null,
    is_block: false,
    is_default: false,
    is_draft: false,
    is_editable: true,
    is_section: false,
    is_template: false,
    start_at: null,
    tags: [],
    theme: { primary_color: "#0b5cad" },
    thumbnail_url: `https://files.example.com/thumbnails/${fields.id}.png`,
    ...fields,
  };
}

const canvas = (id: string, name: string, extra: Record<string, unknown> = {}) =>
  canvasRecord({ ...extra, id, name });

const account = { id: "001SIM000000001AAA", name: "Riverside Cardiology Clinic" };

const canvases = [
  canvas("canvas-sim-0001", "Riverside Cardiology: Q2 Review", {
    account,
    sections: [
      section("section-sim-0001", "Agenda", ["page-sim-0001"]),
      section("section-sim-0002", "Portfolio", ["page-sim-0002", "page-sim-0003"]),
    ],
    events: [
      {
        id: "00USIM000000001AAA",
        subject: "Q2 business review",
        start: "2025-04-02T10:00:00.000Z",
      },
    ],
    template: { id: "canvas-sim-0003", name: "Account Review Template" },
    tags: ["q2", "review"],
    start_at: "2025-04-02T10:00:00.000Z",
  }),
  canvas("canvas-sim-0002", "New Product Launch Pitch", {
    sections: [section("section-sim-0003", "Launch Story", ["page-sim-0004"])],
    is_draft: true,
    tags: ["launch"],
  }),
  canvas("canvas-sim-0003", "Account Review Template", {
    is_template: true,
    access_type: "public",
    sections: [section("section-sim-0004", "Template Agenda", ["page-sim-0005"])],
  }),
  canvas("canvas-sim-0004", "Safety Information Section", {
    is_section: true,
    owned_by: summary(lee),
    sections: [section("section-sim-0005", "Safety", ["page-sim-0006"])],
  }),
];

const agendas = [
  {
    id: "agenda-sim-0001",
    name: "Cardiology Account Visit",
    items: [
      {
        id: "agenda-item-0001",
        name: "Portfolio update",
        file_id: "file-sim-0001",
        duration_minutes: 10,
      },
      {
        id: "agenda-item-0002",
        name: "Clinical evidence",
        file_id: "file-sim-0004",
        duration_minutes: 15,
      },
    ],
  },
];

const collectionPlayers = [
  {
    id: "collection-sim-0001",
    name: "Launch Collection",
    groups: [
      {
        id: "file-sim-0001",
        name: "Cardiology Portfolio Overview.pptx",
        slides: [{ index: 0 }, { index: 3 }],
      },
      { id: "file-sim-0003", name: "Mechanism of Action.mp4" },
    ],
    settings: { autoplay: false, loop: false },
  },
];

const crm: Record<string, CrmRecord[]> = {
  Account: [
    {
      Id: "001SIM000000001AAA",
      Name: "Riverside Cardiology Clinic",
      Type: "Clinic",
      Industry: "Healthcare",
      BillingCity: "Springfield",
      External_Id__c: "ACC-1001",
    },
    {
      Id: "001SIM000000002AAA",
      Name: "Northgate General Hospital",
      Type: "Hospital",
      Industry: "Healthcare",
      BillingCity: "Shelbyville",
      External_Id__c: "ACC-1002",
    },
    {
      Id: "001SIM000000003AAA",
      Name: "Lakeside Family Practice",
      Type: "Practice",
      Industry: "Healthcare",
      BillingCity: "Springfield",
      External_Id__c: "ACC-1003",
    },
  ],
  Contact: [
    {
      Id: "003SIM000000001AAA",
      FirstName: "Morgan",
      LastName: "Blake",
      Title: "Head of Cardiology",
      Email: "morgan.blake@example.com",
      AccountId: "001SIM000000001AAA",
    },
    {
      Id: "003SIM000000002AAA",
      FirstName: "Alex",
      LastName: "Novak",
      Title: "Procurement Lead",
      Email: "alex.novak@example.com",
      AccountId: "001SIM000000002AAA",
    },
  ],
  Event: [
    {
      Id: "00USIM000000001AAA",
      Subject: "Q2 business review",
      StartDateTime: "2025-04-02T10:00:00.000Z",
      EndDateTime: "2025-04-02T11:00:00.000Z",
      WhatId: "001SIM000000001AAA",
      WhoId: "003SIM000000001AAA",
    },
    {
      Id: "00USIM000000002AAA",
      Subject: "Launch briefing",
      StartDateTime: "2025-04-09T13:00:00.000Z",
      EndDateTime: "2025-04-09T13:30:00.000Z",
      WhatId: "001SIM000000002AAA",
      WhoId: "003SIM000000002AAA",
    },
  ],
};

function field(name: string, label: string, type: string, extra: Record<string, unknown> = {}) {
  return { name, label, type, nillable: true, updateable: true, createable: true, ...extra };
}

const crmMetadata: Record<string, CrmObjectMetadata> = {
  Account: {
    name: "Account",
    label: "Account",
    keyPrefix: "001",
    fields: [
      field("Id", "Account ID", "id", { nillable: false, updateable: false, createable: false }),
      field("Name", "Account Name", "string", { nillable: false }),
      field("Type", "Account Type", "picklist", {
        picklistValues: ["Clinic", "Hospital", "Practice", "Pharmacy"].map((v) => ({
          value: v,
          label: v,
          active: true,
        })),
      }),
      field("Industry", "Industry", "picklist", {
        picklistValues: [{ value: "Healthcare", label: "Healthcare", active: true }],
      }),
      field("BillingCity", "Billing City", "string"),
      field("External_Id__c", "External ID", "string", { externalId: true, unique: true }),
    ],
  },
  Contact: {
    name: "Contact",
    label: "Contact",
    keyPrefix: "003",
    fields: [
      field("Id", "Contact ID", "id", { nillable: false, updateable: false, createable: false }),
      field("FirstName", "First Name", "string"),
      field("LastName", "Last Name", "string", { nillable: false }),
      field("Title", "Title", "string"),
      field("Email", "Email", "email"),
      field("AccountId", "Account ID", "reference", { referenceTo: ["Account"] }),
    ],
  },
  Event: {
    name: "Event",
    label: "Event",
    keyPrefix: "00U",
    fields: [
      field("Id", "Activity ID", "id", { nillable: false, updateable: false, createable: false }),
      field("Subject", "Subject", "combobox", { nillable: false }),
      field("StartDateTime", "Start", "datetime"),
      field("EndDateTime", "End", "datetime"),
      field("WhatId", "Related To ID", "reference", { referenceTo: ["Account"] }),
      field("WhoId", "Name ID", "reference", { referenceTo: ["Contact"] }),
    ],
  },
};

function layout(object: string, fieldNames: string[]) {
  return {
    object,
    form_factor: "Large",
    layout_type: "Full",
    mode: "View",
    record_type_id: "012000000000000AAA",
    sections: [
      {
        id: `${object.toLowerCase()}-details`,
        heading: `${object} Information`,
        columns: 2,
        rows: fieldNames.map((name) => ({
          items: [{ field: name, label: name, required: name === "Name" || name === "LastName" }],
        })),
      },
    ],
  };
}

const crmLayouts: Record<string, FixtureRecord> = {
  Account: layout("Account", ["Name", "Type", "Industry", "BillingCity"]),
  Contact: layout("Contact", ["FirstName", "LastName", "Title", "Email", "AccountId"]),
  Event: layout("Event", ["Subject", "StartDateTime", "EndDateTime", "WhatId", "WhoId"]),
};

const crmValidationRules: Record<string, FixtureRecord[]> = {
  Account: [
    {
      id: "rule-sim-0001",
      name: "Name_Required",
      active: true,
      error_field: "Name",
      error_message: "An account needs a name.",
      formula: "ISBLANK(Name)",
    },
  ],
  Contact: [
    {
      id: "rule-sim-0002",
      name: "Email_Format",
      active: true,
      error_field: "Email",
      error_message: "Enter a valid email address.",
      formula: "NOT(REGEX(Email, '.+@.+'))",
    },
  ],
  Event: [],
};

const localTables: Record<string, FixtureRecord[]> = {
  visits: [
    {
      id: "visit-sim-0001",
      account_id: "001SIM000000001AAA",
      status: "planned",
      date: "2025-04-02",
    },
    {
      id: "visit-sim-0002",
      account_id: "001SIM000000002AAA",
      status: "completed",
      date: "2025-03-18",
    },
  ],
  samples: [
    {
      id: "sample-sim-0001",
      product: "Cardiozen 10 mg",
      quantity: 4,
      account_id: "001SIM000000001AAA",
    },
  ],
};

const env: HostFixtures["env"] = {
  mode: "WEB",
  client_type: "impact",
  device_locale: "en-US",
  crm_shape: { service: "crm_a", objects: ["Account", "Contact", "Event"] },
  launch_darkly: {
    client_side_id: "fake-launchdarkly-client-id",
    user_key: dana.id,
    flags: { "peer-connectivity": true, "prompt-assistant": true },
  },
  sync_badge_value: 0,
  svc: {
    access_token: "fake-access-token-hostbridge-simulator-not-a-secret",
    id_token: "fake-id-token-hostbridge-simulator-not-a-secret",
    token_claims: {
      iss: "https://auth.example.com/fake-issuer",
      sub: dana.id,
      email: dana.email,
      org: ORG_ID,
      instance: INSTANCE_ID,
      iat: 1_735_689_600,
      exp: 4_102_444_800,
    },
    user: dana,
    instance,
    organization,
    org_config: {
      features: { crm: true, canvases: true, collection_player: true },
      crm_service: "crm_a",
    },
  },
  state: {
    active_canvas_id: "canvas-sim-0001",
    active_file: { id: "file-sim-0001" },
    active_section_id: "section-sim-0002",
    canvas_correlation_id: "canvas-correlation-sim-0001",
  },
};

const appConfig = {
  app_name: "example-app",
  display_name: "Example App",
  version: "1.0.0",
  settings: { greeting: "Hello from the simulated host", theme: "light", max_items: 10 },
  embed_locations: ["canvas", "admin", "dsr"],
};

const metadataTemplates = [
  {
    id: "template-sim-0001",
    name: "Therapeutic area",
    key: "therapeutic_area",
    type: "select",
    options: ["Cardiology", "Oncology", "Neurology"],
    required: false,
  },
  { id: "template-sim-0002", name: "Study", key: "study", type: "text", required: false },
];

const appSetData = {
  canvas: canvases[0],
  canvas_correlation_id: "canvas-correlation-sim-0001",
  client: "web",
  component_id: "component-sim-0001",
  display_mode: "inline",
  full_screen_mode: false,
  height: "480px",
  in_call: false,
  is_edit_mode: false,
  platform: "web",
  section_index: 1,
  section_list_id: null,
  settings: { greeting: "Hello from the simulated host" },
  used_in_section: null,
  user: dana,
  width: "100%",
};

const DEFAULTS: HostFixtures = {
  env,
  users,
  folders,
  files,
  canvases,
  agendas,
  collectionPlayers,
  crm,
  crmMetadata,
  crmLayouts,
  crmValidationRules,
  localTables,
  appConfig,
  metadataTemplates,
  appSetData,
  promptAssistantAnswer:
    "Riverside Cardiology Clinic last met on 2 April about the Q2 review. Open items: pricing for 2025 and the Phase III summary.",
  platform: platformFixtures(),
};

/** Overrides for {@link createFixtures}: each top-level key replaces the default; `env` is merged deeply. */
export type FixtureOverrides = {
  [K in keyof HostFixtures]?: K extends "env" ? DeepPartial<HostFixtures["env"]> : HostFixtures[K];
};

/** Every property optional, recursively (arrays are replaced, not merged). */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Deep merge of plain objects: `patch` wins, arrays and other values replace, `undefined` in the
 * patch deletes nothing (it is skipped). Returns a new object; neither input is changed.
 */
export function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch))
    return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = isPlainObject(out[key]) && isPlainObject(value) ? mergeDeep(out[key], value) : value;
  }
  return out as T;
}

/**
 * A fresh, deep copy of the default fixtures, with `overrides` applied (top-level keys replace
 * the defaults, `env` is merged deeply so `{ env: { mode: "IOS" } }` keeps the rest).
 *
 * @example
 * ```ts
 * const fixtures = createFixtures({ env: { svc: { user: { first_name: "Ada" } } }, users: [] });
 * ```
 */
export function createFixtures(overrides: FixtureOverrides = {}): HostFixtures {
  const { env: envPatch, ...rest } = overrides;
  const merged: HostFixtures = {
    ...DEFAULTS,
    ...(Object.fromEntries(
      Object.entries(rest).filter(([, v]) => v !== undefined),
    ) as Partial<HostFixtures>),
    env: mergeDeep(DEFAULTS.env, envPatch),
  };
  return structuredClone(merged);
}
