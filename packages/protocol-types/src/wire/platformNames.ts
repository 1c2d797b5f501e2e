// The names the platform's deployed hosts and its existing client (`@pitcher/js-api` 1.26.0) use on the
// platform wire for the operations and messages the spec renamed: the client's `promptPia` posts
// `ui_prompt_pia` and listens for `ui_prompt_pia_response_streamed`, its `preselectSfdcMeetingId`
// posts `ui_preselect_sfdc_meeting_id` (its `UI_API_TYPES` and `UI_MESSAGE_TYPES`). The app side sends
// and reads the platform's names on the platform wire; the envelope wire keeps the spec's. One table,
// for the SDK's transport and the host simulator alike.

/** The platform's name of an operation the spec renamed, by the spec's name. */
const PLATFORM_OPERATIONS: Readonly<Record<string, string>> = {
  ui_prompt_assistant: "ui_prompt_pia",
  ui_preselect_crm_meeting_id: "ui_preselect_sfdc_meeting_id",
};

/** The platform's name of a pushed message the spec renamed, by the spec's name. */
const PLATFORM_MESSAGES: Readonly<Record<string, string>> = {
  ui_prompt_assistant_response_streamed: "ui_prompt_pia_response_streamed",
};

const specOf = (table: Readonly<Record<string, string>>, name: string): string =>
  Object.keys(table).find((spec) => table[spec] == name) ?? name;

/** The name an operation `type` (the spec's) goes out under on the platform wire. */
export const platformOperationName = (type: string): string => PLATFORM_OPERATIONS[type] ?? type;

/** The spec's operation a platform-wire request `name` is (itself, unless the spec renamed it). */
export const specOperationName = (name: string): string => specOf(PLATFORM_OPERATIONS, name);

/** Whether `type` is a spec name the platform's hosts do not know (they know it by another name). */
export const isRenamedOnPlatform = (type: string): boolean =>
  type in PLATFORM_OPERATIONS || type in PLATFORM_MESSAGES;

/** The name a pushed message `type` (the spec's) goes out under on the platform wire. */
export const platformMessageName = (type: string): string => PLATFORM_MESSAGES[type] ?? type;

/** The spec's message a platform-wire push `name` is (itself, unless the spec renamed it). */
export const specMessageName = (name: string): string => specOf(PLATFORM_MESSAGES, name);
