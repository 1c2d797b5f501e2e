/**
 * @hostbridge/compat: the existing client's surface (`@pitcher/js-api` 1.26.0) on the HostBridge
 * engine, so an app moves over by changing one import, then modernises one rule at a time.
 *
 * @example
 * ```ts
 * import { COMPAT_RULE_IDS } from "@hostbridge/compat";
 *
 * console.log(COMPAT_RULE_IDS); // ["use-pitcher-api", "snake-case-aliases", ...]
 * ```
 *
 * @packageDocumentation
 */
export { COMPAT_RULE_IDS, COMPAT_RULES } from "./rules";
export type { CompatRuleId } from "./rules";
