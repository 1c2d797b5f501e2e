// The operations a host answers, read from the protocol's operation registry (protocol-types):
// their environment, the envelope family they travel in, whether they wait for a person, and the
// platform that serves them.
import { platformOf, waitsForPerson } from "@hostbridge/protocol-types";
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import type {
  AdminApiMap,
  OperationType,
  DsrApiMap,
  HighLevelApiMap,
  InteractiveMethodType,
  JsApiLocation,
  Mode,
  UiApiMap,
} from "@hostbridge/protocol-types";

/** Every operation a host answers, with its request and response payload types. */
export type OperationMap = UiApiMap & AdminApiMap & DsrApiMap & HighLevelApiMap;

/** The type of any operation a host answers (UI, admin, DSR or high-level): the registry's `OperationType`. */
export type { OperationType };

/** Request payload of operation `K`. */
export type OperationRequest<K extends OperationType> = OperationMap[K]["request"];

/** Response payload of operation `K`. */
export type OperationResponse<K extends OperationType> = OperationMap[K]["response"];

/**
 * The environment an operation belongs to: `ui` (the `ui_*` operations, SVC envelopes), `impact`
 * (the high-level operations, SVC envelopes), `admin` (ADMIN envelopes) or `dsr` (DSR envelopes).
 */
export type OperationEnvironment = JsApiLocation;

/** The envelope family an environment's requests travel in. */
export function requestKindOf(environment: OperationEnvironment): RequestKind {
  return environment === "admin" ? "admin" : environment === "dsr" ? "dsr" : "svc";
}

/** How a request should be spelled to reach `environment`, for error messages. */
export function requestKindHint(environment: OperationEnvironment): string {
  switch (environment) {
    case "admin":
      return "an ADMIN_REQUEST envelope (useAdmin())";
    case "dsr":
      return "a DSR_REQUEST envelope (useDsr())";
    case "ui":
      return "a SVC_REQUEST envelope (useUi())";
    case "impact":
      return "a SVC_REQUEST envelope (useHostApi())";
  }
}

/** Whether `type` waits for a person (pickers, sharing dialogs, prompt assistant, share sheet). */
export function isInteractive(type: string): type is InteractiveMethodType {
  return waitsForPerson(type);
}

/**
 * Why `type` cannot run on a host in `mode`, or `undefined` when it can: the Web-only CRM
 * operations need `WEB`, the iOS-only `crm_smart_*` operations need `IOS`.
 */
export function platformProblem(type: string, mode: Mode): string | undefined {
  const only = platformOf(type);
  if (only === "WEB" && mode !== "WEB") {
    return `${type} is served only by Web hosts, but this host simulates ${mode}; on iOS use the crm_smart_* operations, or create the host with mode: "WEB"`;
  }
  if (only === "IOS" && mode !== "IOS") {
    return `${type} is served only by iOS hosts, but this host simulates ${mode}; on the Web use crm_create / crm_upsert / crm_describe / crm_layout, or create the host with mode: "IOS"`;
  }
  return undefined;
}

/**
 * Which environments an app at `location` may call when the host is strict about it: the ui and
 * impact locations use SVC envelopes (UI and high-level operations), admin and dsr their own.
 */
export function allowedAt(location: JsApiLocation, environment: OperationEnvironment): boolean {
  if (location === "admin" || location === "dsr") return environment === location;
  return environment === "ui" || environment === "impact";
}
