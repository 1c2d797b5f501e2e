// One run of the app: a simulated host bound to the app's iframe, answering every operation from the
// fixtures, the page's canned answers or a dialog, and reporting all traffic to the log.
import { createHost, isHostSimulatorError } from "@hostbridge/host-simulator";
import type {
  HandlerContext,
  Host,
  HostHandler,
  HostHandlers,
  OperationType,
  RecordedRequest,
  ScriptedAnswer,
  TrafficEntry,
} from "@hostbridge/host-simulator";
import { waitsForPerson } from "@hostbridge/protocol-types";
import type { JsApiLocation, Mode } from "@hostbridge/protocol-types";
import { ALL_OPERATIONS } from "./operations";
import { dataHintInPageTerms } from "./pageErrors";
import type { OperationOverride } from "./settings";

/** The query parameter the SDK reads the location from (`detectLocation()` in @hostbridge/sdk). */
export const LOCATION_QUERY_PARAM = "jsApiLocation";

/** An interactive request waiting for a person, handed to the dialogs. */
export interface InteractiveRequest {
  readonly type: OperationType;
  readonly requestId: string;
  readonly payload: unknown;
  /** What the simulator would answer for the person. */
  readonly canned: unknown;
  readonly host: Host;
  /** Aborted when the session ends (the app reloads): the dialog closes. */
  readonly signal: AbortSignal;
}

/** Options of {@link startSession}. */
export interface SessionOptions {
  iframe: HTMLIFrameElement;
  /** The app's URL, before the location parameter is added. */
  appUrl: string;
  appOrigin: string;
  location: JsApiLocation;
  mode: Mode;
  interactive: "dialog" | "auto";
  latencyMs: number;
  strictLocation: boolean;
  /** Which wire(s) the simulated host speaks. */
  wire: "both" | "envelopes" | "platform";
  /** Overrides merged into the simulator's environment (from the fixtures file). */
  envPatch: Record<string, unknown> | undefined;
  /** A whole environment record that replaces the simulator's (edited in the page). */
  envReplacement: Record<string, unknown> | undefined;
  /** Replacements of the simulator's data (from the fixtures file). */
  data: Record<string, unknown> | undefined;
  /** A scripted answer (a replayed scenario's recorded one), consulted before the page's canned answers. */
  scripted?: (request: RecordedRequest) => ScriptedAnswer | undefined;
  /** The canned answer for an operation, looked up at each request (so edits apply at once). */
  overrideFor(type: OperationType): OperationOverride | undefined;
  /** Shows a dialog for an interactive request; resolves with the answer or rejects with the error to send. */
  ask(request: InteractiveRequest): Promise<unknown>;
  /** Receives every traffic entry, redacted. */
  onTraffic(entry: TrafficEntry): void;
  /** Told of every request before it is answered (the page shows toasts and overlays for some). */
  onRequest?(type: OperationType, payload: unknown, host: Host): void;
  /** Receives problems the host cannot report to the app. */
  onError(message: string): void;
}

/** A running session. */
export interface Session {
  readonly host: Host;
  /** The URL loaded in the iframe. */
  readonly url: string;
  dispose(): void;
}

/** `appUrl` with the location query parameter set. */
export function appUrlFor(appUrl: string, location: JsApiLocation): string {
  const url = new URL(appUrl);
  url.searchParams.set(LOCATION_QUERY_PARAM, location);
  return url.href;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new Error("the session ended"));
      },
      { once: true },
    );
  });
}

/** An error the host sends as `{ message, code, details }`. */
export function hostFailure(message: string, code: string, details?: unknown): Error {
  return Object.assign(new Error(message), { code, ...(details === undefined ? {} : { details }) });
}

/** Streams `text` to the app as prompt-assistant chunks (a word at a time), then returns the final answer. */
export async function streamPromptAnswer(
  host: Host,
  promptId: string,
  text: string,
  signal: AbortSignal,
  delayMs = 40,
): Promise<{ id: string; response: string }> {
  let partial = "";
  for (const chunk of text.split(/(?<= )/)) {
    if (signal.aborted) break;
    partial += chunk;
    host.push("ui_prompt_assistant_response_streamed", {
      id: promptId,
      chunk,
      partial_response: partial,
    });
    if (delayMs > 0) await sleep(delayMs, signal);
  }
  return { id: promptId, response: partial };
}

/** Answers as `scripted` says: its body or its error after its delay; `hang` never (until the session ends). */
async function settleScripted(scripted: ScriptedAnswer, signal: AbortSignal): Promise<unknown> {
  if (scripted.kind === "hang")
    return new Promise((_, reject) =>
      signal.addEventListener("abort", () => reject(new Error("the session ended")), {
        once: true,
      }),
    );
  if (scripted.delayMs) await sleep(scripted.delayMs, signal);
  if (scripted.kind === "respond") return structuredClone(scripted.body);
  const { message, code = "HANDLER_ERROR", details } = scripted.error;
  throw hostFailure(message, code, details);
}

/** The simulator's default answer; a missing record is added in hostbridge.fixtures.json, not a library option. */
function simulatorAnswer(context: HandlerContext): unknown {
  try {
    return context.fallback();
  } catch (error) {
    if (isHostSimulatorError(error)) error.message = dataHintInPageTerms(error.message);
    throw error;
  }
}

/** Creates the host for the iframe and loads the app into it (with `?jsApiLocation=<location>`). */
export function startSession(options: SessionOptions): Session {
  const answer = async (payload: unknown, context: HandlerContext): Promise<unknown> => {
    options.onRequest?.(context.type, payload, context.host);
    const request = context.host.requests.find((record) => record.id === context.requestId);
    const scripted = request && options.scripted?.(request);
    if (scripted) return settleScripted(scripted, context.signal);
    const override = options.overrideFor(context.type);
    if (override) {
      if (override.delayMs > 0) await sleep(override.delayMs, context.signal);
      if (override.kind === "error")
        throw hostFailure(override.message, override.code, override.details);
      return structuredClone(override.body);
    }
    if (!waitsForPerson(context.type)) return simulatorAnswer(context);
    const canned = context.fallback();
    if (options.interactive === "dialog") {
      return options.ask({
        type: context.type,
        requestId: context.requestId,
        payload,
        canned,
        host: context.host,
        signal: context.signal,
      });
    }
    if (context.type === "ui_prompt_assistant") {
      const { id, response } = canned as { id: string; response: string };
      return streamPromptAnswer(context.host, id, response, context.signal);
    }
    return canned;
  };
  const handlers: Partial<Record<OperationType, HostHandler<OperationType>>> = {};
  for (const type of ALL_OPERATIONS) handlers[type] = answer;

  const host = createHost({
    iframe: options.iframe,
    appOrigin: options.appOrigin,
    location: options.location,
    mode: options.mode,
    env: options.envPatch,
    fixtures: options.data,
    handlers: handlers as HostHandlers,
    interactive: "manual",
    latency: options.latencyMs,
    strictLocation: options.strictLocation,
    wire: options.wire,
    onError: (error) => options.onError(error.message),
  });
  if (options.envReplacement) {
    host.fixtures.env = {
      ...structuredClone(options.envReplacement),
      mode: options.mode,
    } as Host["fixtures"]["env"];
  }
  const off = host.on((entry) => options.onTraffic(entry));
  const url = appUrlFor(options.appUrl, options.location);
  options.iframe.src = url;
  return {
    host,
    url,
    dispose() {
      off();
      host.dispose();
    },
  };
}
