// One notice per old feature the app uses, as @vue/compat warns once per deprecated feature: in
// development only (asked for by `logLevel: "info"`/`"debug"`, by `configureCompat({ notices: true })`
// or by the page's `hostbridge-compat` URL flag), each rule at most once per page, each silenceable.
import type { BridgeOptions } from "@hostbridge/transport";
import { COMPAT_RULES } from "./rules";
import type { CompatRuleId } from "./rules";

/** One notice: the rule an old feature falls under, and what to do about it. */
export interface CompatNotice {
  /** The rule id (`hostbridge migrate --modernize <rule>` moves the app off it). */
  rule: CompatRuleId;
  /** The old feature, in words. */
  feature: string;
  /** What the modern API does instead. */
  modern: string;
  /** Where the app met it (`ui.app_loaded`, `env.pitcher`, ...). */
  where: string;
}

/** Options of {@link configureCompat}. */
export interface CompatConfig {
  /**
   * Report old features: `true` (development), `false` (never, even at `logLevel: "info"`), or
   * `"auto"` (default): when some API was created with `logLevel` `"info"` or `"debug"`, or the
   * page's URL has the `hostbridge-compat` flag.
   */
  notices?: boolean | "auto" | undefined;
  /** Rules never to report (the ones the app has decided to keep for now). */
  silence?: readonly CompatRuleId[] | undefined;
  /** Receives each notice instead of the console. */
  onNotice?: ((notice: CompatNotice) => void) | undefined;
  /**
   * The engine's options for every compat API created afterwards (the client's factories take none
   * of these): `hostOrigin` (set it in production), `transport` (a mock host's), `timeout`,
   * `onActivity` (request hooks, the inspector), `platform`, `wire`, `nativeHandlerName`, ...
   * `casing`, `logLevel`, `errorLogger` and `fetchMode` stay the client's options of `usePitcherApi()`.
   */
  bridge?: Omit<BridgeOptions<"snake">, "casing"> | undefined;
}

/**
 * The URL flag (query or hash) that turns the notices on for one page. The dev host sets it on the
 * app's page; with it (and only with it) each notice is also sent to the host as a
 * {@link COMPAT_NOTICE_EVENT} event, for the dev host to list.
 */
export const COMPAT_NOTICE_FLAG = "hostbridge-compat";

/**
 * The key of the development-only event that carries one notice (`{ rule, feature, modern, where }`)
 * to the host, to the host's origin only, when the page has the {@link COMPAT_NOTICE_FLAG} flag. A
 * host that does not know it ignores it; none is sent without the flag (production).
 */
export const COMPAT_NOTICE_EVENT = "hostbridge_compat_notice";

/** Sends one notice to the host (set by the engine, which owns the bridge). */
type HostSink = (event: string, notice: CompatNotice) => void;

interface NoticeState {
  config: CompatConfig;
  /** Counts the changes of `config.bridge`, so that bridges made with older options are replaced. */
  generation: number;
  verbose: boolean;
  seen: Map<CompatRuleId, CompatNotice>;
  toHost: HostSink | undefined;
}

const state: NoticeState = {
  config: {},
  generation: 0,
  verbose: false,
  seen: new Map(),
  toHost: undefined,
};

/**
 * Sets how compat reports the old features an app uses (see {@link CompatConfig}). Settings merge
 * with earlier ones.
 *
 * @example
 * ```ts
 * import { configureCompat } from "@hostbridge/compat";
 *
 * configureCompat({ notices: true, silence: ["snake-case-aliases"] });
 * ```
 */
export function configureCompat(config: CompatConfig): void {
  state.config = { ...state.config, ...config };
  if ("bridge" in config) state.generation++;
}

/** @internal The engine options set with {@link configureCompat}, and their generation. */
export function engineOptions(): { options: CompatConfig["bridge"]; generation: number } {
  return { options: state.config.bridge, generation: state.generation };
}

/** The notices reported on this page so far, one per rule, in order (for a dev tool to list). */
export function compatNotices(): readonly CompatNotice[] {
  return [...state.seen.values()];
}

/** @internal An API created with `logLevel` info or debug turns the `"auto"` notices on. */
export function noteLogLevel(level: unknown): void {
  if (level === "info" || level === "debug") state.verbose = true;
}

function flagged(): boolean {
  try {
    const { search, hash } = globalThis.location;
    return `${search}${hash}`.includes(COMPAT_NOTICE_FLAG);
  } catch {
    return false;
  }
}

/** @internal How the engine sends a notice to the host (see {@link COMPAT_NOTICE_EVENT}). */
export function sendNoticesWith(sink: HostSink): void {
  state.toHost = sink;
}

function enabled(): boolean {
  const { notices = "auto" } = state.config;
  return notices === "auto" ? state.verbose || flagged() : notices;
}

/** @internal Reports that the app used the old feature of `rule` at `where` (once per rule). */
export function notice(rule: CompatRuleId, where: string): void {
  if (state.seen.has(rule) || state.config.silence?.includes(rule) || !enabled()) return;
  const entry: CompatNotice = { rule, ...COMPAT_RULES[rule], where };
  state.seen.set(rule, entry);
  if (flagged()) {
    try {
      state.toHost?.(COMPAT_NOTICE_EVENT, entry);
    } catch {
      // (no host to tell: the notice still reaches the console or onNotice)
    }
  }
  if (state.config.onNotice) {
    try {
      state.config.onNotice(entry);
    } catch {
      // a failing sink never breaks the app
    }
    return;
  }
  const sink: Pick<Console, "warn"> = console;
  sink.warn(
    `[@hostbridge/compat] ${where}: ${entry.feature}. Modern: ${entry.modern}. ` +
      `Run \`hostbridge migrate --modernize ${rule}\`, or silence it with configureCompat({ silence: ["${rule}"] }).`,
  );
}

/** @internal Forgets what was reported and the settings (tests). */
export function resetCompatNotices(): void {
  state.config = {};
  state.generation++;
  state.verbose = false;
  state.seen.clear();
}
