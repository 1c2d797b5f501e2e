// The old features of the existing client that compat keeps, one row each. The ids are stable: the
// development notices name them, `silence` takes them, and `hostbridge migrate --modernize <rule>`
// rewrites an app feature by feature under the same ids.

/**
 * Every old feature compat keeps, by rule id: what the app does today (`feature`) and what the
 * modern API does instead (`modern`). `hostbridge migrate --modernize <id>` moves an app off one.
 *
 * @example
 * ```ts
 * import { COMPAT_RULES } from "@hostbridge/compat";
 *
 * for (const [id, rule] of Object.entries(COMPAT_RULES)) console.log(id, rule.modern);
 * ```
 */
export const COMPAT_RULES = {
  "use-pitcher-api": {
    feature: "usePitcherApi() / highLevelApi / useApi() for the high-level API",
    modern: "useHostApi() from @hostbridge/sdk",
  },
  "snake-case-aliases": {
    feature:
      "a snake_case alias of a ui/admin/dsr method (ui.app_loaded(), dsr.embeddable_ready())",
    modern: "the camelCase method (ui.appLoaded())",
  },
  "renamed-methods": {
    feature:
      "a method the spec renamed (promptPia, preselectSfdcMeetingId, selectCollectionContent, uiBroadcast, ui_select_content, admin open/close)",
    modern:
      "the spec's name (promptAssistant, preselectCrmMeetingId, selectCollectionPlayerContent, broadcast, selectContent, openFileOverlay/closeFileOverlay)",
  },
  "env-pitcher": {
    feature: "the environment's service block read as env.pitcher",
    modern: "env.svc",
  },
  "rejection-body": {
    feature: "a high-level call rejects with the host's raw response body",
    modern: "a HostError: the host's words as .message, its code as .hostCode, the body in .body",
  },
  "emit-to-self": {
    feature: "API.emit() / broadcast also calls the app's own on() handlers",
    modern: "emit() reaches the host only; call your own handler directly",
  },
  "get-available-apis": {
    feature: "getAvailableApis() returns an array of locations",
    modern: "getAvailableApis() returns { location, apis }",
  },
  "use-api-merged": {
    feature: "useApi() in ui returns the ui methods merged with the high-level ones",
    modern: "useApi() returns the environment's API; useHostApi() for the high-level methods",
  },
  "subscription-promise": {
    feature: "ui/admin/dsr on() and onX() resolve a promise of the unsubscribe function",
    modern: "they return the unsubscribe function itself",
  },
  "open-global-popup-args": {
    feature: "ui.openGlobalPopup(appName, extraContext) with two arguments",
    modern: "ui.openGlobalPopup({ app_name, extra_context })",
  },
  "peer-connectivity-promise": {
    feature: "sendPeerConnectivityEvent() returns a promise",
    modern: "it returns a boolean: whether the event was sent",
  },
  "crm-query-adaptive": {
    feature: "crmQueryAdaptive() picks crmQuery or crmSmartQuery by the host's mode",
    modern: "call crmQuery (Web) or crmSmartQuery (iOS) as the environment's mode says",
  },
  "pitcher-constants": {
    feature:
      "the client's PITCHER_* names and enums (PITCHER_EVENT, PitcherMessageType, PitcherEventName, ...)",
    modern: "the spec's SVC_* names and the constants of @hostbridge/protocol-types",
  },
  "pitcher-global": {
    feature: "the script-tag global window.pitcher",
    modern: "@hostbridge/sdk's script-tag build, window.hostbridge",
  },
} as const;

/** The id of one old feature, as {@link COMPAT_RULES} names it. */
export type CompatRuleId = keyof typeof COMPAT_RULES;

/** Every rule id, in the order of {@link COMPAT_RULES}. */
export const COMPAT_RULE_IDS = /* @__PURE__ */ Object.keys(COMPAT_RULES) as readonly CompatRuleId[];
