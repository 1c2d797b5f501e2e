// The name tables of the codemod. What can be derived is derived: our method names come from the
// operation registry of `@hostbridge/protocol-types` (one camelCase method per operation), the
// existing client's snake_case aliases follow its own rule (every camelCase method also answers to
// its snake_case name). Only the methods whose name differs between the two clients are listed by
// hand, and a test checks each side of that list against the existing client's shipped types and
// our registry.
import { ADMIN_OPERATIONS, DSR_OPERATIONS, UI_OPERATIONS } from "@hostbridge/protocol-types";
// (our one rule for method names, and the existing client's word rules for its aliases:
// `app_resize` <-> `appResize`)
import { methodName, platformCamelCase } from "@hostbridge/protocol-types/wire";

/** The package the codemod moves away from. */
export const OLD_PACKAGE = "@pitcher/js-api";
/** The package the codemod moves to. */
export const NEW_PACKAGE = "@hostbridge/sdk";
/** The protocol types package, where the environment record types live. */
export const TYPES_PACKAGE = "@hostbridge/protocol-types";

/** An API object's environment, as far as the codemod tracks it. */
export type ApiKind = "ui" | "admin" | "dsr" | "impact";

function methodsOf(table: object, prefix: string): ReadonlySet<string> {
  return new Set(Object.keys(table).map((type) => methodName(type.slice(prefix.length))));
}

/** Our methods per environment, derived from the operation registry. */
export const OUR_METHODS: Readonly<Record<Exclude<ApiKind, "impact">, ReadonlySet<string>>> = {
  ui: methodsOf(UI_OPERATIONS, "ui_"),
  admin: methodsOf(ADMIN_OPERATIONS, "admin_"),
  dsr: methodsOf(DSR_OPERATIONS, "dsr_"),
};

/**
 * Methods of the existing client whose name differs in ours (its name -> ours). The operations are
 * the same; the spec renamed them.
 */
export const RENAMED_METHODS: Readonly<Record<Exclude<ApiKind, "impact">, Record<string, string>>> =
  {
    ui: {
      promptPia: "promptAssistant",
      preselectSfdcMeetingId: "preselectCrmMeetingId",
      selectCollectionContent: "selectCollectionPlayerContent",
      uiBroadcast: "broadcast",
    },
    admin: {
      open: "openFileOverlay",
      close: "closeFileOverlay",
      selectCollectionContent: "selectCollectionPlayerContent",
    },
    dsr: {},
  };

/** Members of our API objects besides the operations (message subscriptions and lifecycle). */
const SUBSCRIPTIONS: Readonly<Record<Exclude<ApiKind, "impact">, ReadonlySet<string>>> = {
  ui: new Set([
    "on",
    "onMeetingCanceled",
    "onCanvasUpdated",
    "onSectionListUpdated",
    "onAppSetData",
    "onAppUpdateData",
  ]),
  admin: new Set(["on"]),
  dsr: new Set(["on"]),
};

/**
 * The name our API object of `kind` uses for the existing client's member `name` (camelCase or its
 * snake_case alias), or `undefined` when we have no one-to-one equivalent.
 */
export function ourMemberName(kind: Exclude<ApiKind, "impact">, name: string): string | undefined {
  const candidates = name.includes("_") ? [platformCamelCase(name), name] : [name];
  for (const candidate of candidates) {
    const renamed = RENAMED_METHODS[kind][candidate];
    if (renamed !== undefined) return renamed;
    if (OUR_METHODS[kind].has(candidate) || SUBSCRIPTIONS[kind].has(candidate)) return candidate;
  }
  // `ui_select_content`, the existing client's deprecated duplicate of `selectContent`
  if (name.startsWith(`${kind}_`)) return ourMemberName(kind, name.slice(kind.length + 1));
  return undefined;
}

/** The existing client's exports renamed in ours (same behaviour, new name). */
export const RENAMED_EXPORTS: Readonly<Record<string, string>> = {
  usePitcherApi: "useHostApi",
};

/**
 * The existing client's exports that leaving compat keeps imported from where they were (in the
 * app and in its test doubles), though ours has a value of that name: ours answers with another
 * shape and the codemod cannot prove that the code reading it means the same there.
 * `getAvailableApis()`: the client's array of locations (`["ui", "impact"]`, `[location]`) against
 * ours `{ location, apis }`, whose location is detected otherwise (the `jsApiLocation` query
 * parameter first, a known location only), and which an app's tests double with an array.
 */
export const KEPT_ON_COMPAT: ReadonlySet<string> = new Set(["getAvailableApis"]);

/** The existing client's type exports with an equivalent in `@hostbridge/protocol-types`. */
export const TYPE_EXPORTS: Readonly<Record<string, string>> = {
  PitcherEnv: "ServiceEnv",
  AdminEnv: "AdminEnv",
  DsrEnv: "DsrEnv",
  JsApiLocation: "JsApiLocation",
};

/** The factory functions whose result the codemod tracks, and the API kind each returns. */
export const FACTORIES: Readonly<Record<string, ApiKind>> = {
  useUi: "ui",
  useAdmin: "admin",
  useDsr: "dsr",
  usePitcherApi: "impact",
};
