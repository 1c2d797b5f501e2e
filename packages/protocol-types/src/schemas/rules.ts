/**
 * Rule messages attached to schemas for the spec's limits. `describeZodIssues` shows them after the
 * field path ("min_selections: must be an integer from 0 to 999"). Every message starts with
 * "must " so the formatter can tell a rule from zod's default wording.
 */

/** `min_selections` of UiSelectContentRequest. */
export const MIN_SELECTIONS_RULE = "must be an integer from 0 to 999";

/** `notify_url` of UiPrintCanvasRequest. */
export const NOTIFY_URL_RULE = "must be an HTTPS URL (https://...)";
