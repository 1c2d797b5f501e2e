// Whether a request may run, in the order the host checks it: a known operation, in the envelope
// family of its environment, at a location that may call it (strictLocation), with a valid payload,
// on a platform that serves it. The first refusal is the answer.
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import type { HostErrorInfo, JsApiLocation, Mode } from "@hostbridge/protocol-types";
import { allowedAt, requestKindHint, requestKindOf, platformProblem } from "../operations";
import type { OperationEnvironment } from "../operations";
import { fromPlatformCasing } from "../fromPlatformCasing";
import { checkRequest } from "../validation";

/** A request as it arrived. */
export interface ArrivedRequest {
  requestKind: RequestKind;
  type: string;
  payload: unknown;
  /** The environment of the operation; `undefined` when the protocol has no such operation. */
  known: OperationEnvironment | undefined;
}

/** Where the host stands when it checks a request. */
export interface AdmissionRules {
  location: JsApiLocation;
  strictLocation: boolean;
  mode: Mode;
}

/** Admitted (with the payload as parsed, defaults filled in), or refused with an error to answer. */
export type Admission =
  | { ok: true; env: OperationEnvironment; value: unknown }
  | ({ ok: false; code: string; issues?: string[] } & HostErrorInfo);

const ENVELOPE_NAMES: Record<RequestKind, string> = {
  svc: "SVC_REQUEST",
  admin: "ADMIN_REQUEST",
  dsr: "DSR_REQUEST",
};

const CONSTANT_LISTS: Record<RequestKind, string> = {
  svc: "UI_API_METHOD_TYPES / HIGH_LEVEL_API_METHOD_TYPES",
  admin: "ADMIN_API_METHOD_TYPES",
  dsr: "DSR_API_METHOD_TYPES",
};

/** Checks `request` against `rules`. */
export function admit(request: ArrivedRequest, rules: AdmissionRules): Admission {
  const { requestKind, type, payload, known } = request;
  if (known === undefined) {
    return {
      ok: false,
      code: "UNKNOWN_OPERATION",
      message: `unknown operation "${type}": this host answers the ${requestKind === "svc" ? "UI (ui_*) and high-level" : requestKind} operations of the protocol; check the spelling against ${CONSTANT_LISTS[requestKind]}`,
    };
  }
  if (requestKindOf(known) !== requestKind) {
    return {
      ok: false,
      code: "UNKNOWN_OPERATION",
      message: `"${type}" is ${known === "impact" ? "a high-level" : `an ${known}`} operation, but it came in a ${ENVELOPE_NAMES[requestKind]} envelope; send it in ${requestKindHint(known)}`,
    };
  }
  if (rules.strictLocation && !allowedAt(rules.location, known)) {
    return {
      ok: false,
      code: "WRONG_LOCATION",
      message: `"${type}" belongs to the ${known} environment, but this host simulates the ${rules.location} location (strictLocation); call it from an app running in ${known === "impact" ? "the ui or impact" : `the ${known}`} location`,
    };
  }
  // (what the platform's existing client sends is read as the spec's keys: ../fromPlatformCasing)
  const checked = checkRequest(type, fromPlatformCasing(type, known, payload));
  if (!checked.ok) {
    return {
      ok: false,
      code: "INVALID_PAYLOAD",
      message: `${type} was sent an invalid payload: ${checked.issues.join("; ")}. Fix the payload and send the request again.`,
      issues: checked.issues,
    };
  }
  const problem = platformProblem(type, rules.mode);
  if (problem) return { ok: false, code: "UNSUPPORTED_PLATFORM", message: problem };
  return { ok: true, env: known, value: checked.value };
}
