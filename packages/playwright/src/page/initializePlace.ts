// The kit's host page in a selector or popup place: it calls the page's `window.initialize(context,
// callback)` as the platform does (the protocol and its sources: the host simulator's
// appTypes/initializeMessages), with the test's context or the platform's for the place.
import { initializeContext } from "@hostbridge/host-simulator";
import type { Host, InitializeContext, InitializeResult } from "@hostbridge/host-simulator";
import type { DevConfig } from "@hostbridge/dev-server/contract";

/** How long a run's start waits for a selector's or popup's page to define `window.initialize`. */
const START_WAIT_MS = 5000;

/** Milliseconds between two looks for the page's `initialize`. */
const RETRY_MS = 50;

/**
 * Calls the page's `initialize` once on the run's host, waiting up to `timeoutMs` for the page to define it.
 * Without a `context`, the platform's for the app's place; an app in another place needs one.
 */
export function initializeOnce(
  config: DevConfig,
  run: { host: Host; iframe: HTMLIFrameElement } | undefined,
  context: InitializeContext | undefined,
  timeoutMs: number,
): Promise<InitializeResult> {
  if (!run) throw new Error("the app is not started: call start() first");
  const place = config.initializePlace;
  const given = context ?? (place && initializeContext(place.kind, place.appId));
  if (!given) {
    throw new Error(
      "this app does not open in a multimedia selector or popup place (its app.json has no such place), so there is no platform context: pass one, host.initialize({ ... })",
    );
  }
  return run.host.initialize(given, {
    frame: run.iframe,
    retryIntervalMs: RETRY_MS,
    maxAttempts: Math.max(1, Math.ceil(timeoutMs / RETRY_MS)),
  });
}

/** At the start of a run in a selector or popup place, the platform's call of the page's `initialize`. */
export async function initializeAtStart(
  config: DevConfig,
  run: { host: Host; iframe: HTMLIFrameElement },
  context: InitializeContext | undefined,
): Promise<InitializeResult | undefined> {
  return config.initializePlace ? initializeOnce(config, run, context, START_WAIT_MS) : undefined;
}
