// The envelope wire's round trips of the conformance kit: a request sent as an app would, and the
// response that must come back with its id (or a failure saying what came instead).
import { MESSAGE_TYPES, isRecord } from "@hostbridge/protocol-types";
import { encodeRequest } from "@hostbridge/protocol-types/wire";
import { conformanceId, describe, fail } from "./probe";
import type { Probe } from "./probe";

export const isSvcResponse = (
  m: unknown,
): m is Record<string, unknown> & {
  request?: Record<string, unknown>;
  response?: Record<string, unknown>;
} => isRecord(m) && m.type === MESSAGE_TYPES.RESPONSE;
export const svcResponseFor = (id: string) => (m: unknown) =>
  isSvcResponse(m) && isRecord(m.request) && m.request.id === id;
export const responseFor = (wire: string, id: string) => (m: unknown) =>
  isRecord(m) && m.type === wire && m.id === id;

/** Sends a SVC request and returns its response, or fails saying what came back instead. */
export async function svcRoundTrip(
  probe: Probe,
  type: string,
  body?: Record<string, unknown>,
): Promise<
  Record<string, unknown> & { request: Record<string, unknown>; response: Record<string, unknown> }
> {
  const id = conformanceId();
  const start = probe.inbox.length;
  probe.send(encodeRequest("svc", id, type, body));
  const response = await probe.waitFor(start, svcResponseFor(id));
  if (response === undefined) {
    const others = probe.inbox.slice(start).filter(isSvcResponse);
    fail(
      others.length
        ? `no SVC_RESPONSE echoed request.id "${id}" for ${type} within ${probe.timeout} ms; the host sent ${others.length} SVC_RESPONSE(s) with request ${describe(others.map((o) => o.request))}: the request id must be echoed exactly`
        : `no SVC_RESPONSE to a ${type} SVC_REQUEST arrived within ${probe.timeout} ms`,
    );
  }
  const envelope = response as Record<string, unknown>;
  if (!isRecord(envelope.response))
    fail(`the SVC_RESPONSE to ${type} has no response object: ${describe(envelope)}`);
  return envelope as Record<string, unknown> & {
    request: Record<string, unknown>;
    response: Record<string, unknown>;
  };
}

/** Sends an admin/DSR request and returns its response, or fails. */
export async function envelopeRoundTrip(
  probe: Probe,
  requestKind: "admin" | "dsr",
  type: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const id = conformanceId();
  const start = probe.inbox.length;
  const wire = requestKind === "admin" ? MESSAGE_TYPES.ADMIN_RESPONSE : MESSAGE_TYPES.DSR_RESPONSE;
  probe.send(encodeRequest(requestKind, id, type, data));
  const response = await probe.waitFor(start, responseFor(wire, id));
  if (response === undefined) {
    const others = probe.inbox.slice(start).filter((m) => isRecord(m) && m.type === wire) as Record<
      string,
      unknown
    >[];
    fail(
      others.length
        ? `no ${wire} carried id "${id}" for ${type} within ${probe.timeout} ms; the host answered with id ${describe(others.map((o) => o.id))}: the request id must be echoed exactly`
        : `no ${wire} to a ${type} request arrived within ${probe.timeout} ms`,
    );
  }
  return response as Record<string, unknown>;
}

export async function assertAlive(probe: Probe, after: string): Promise<void> {
  try {
    const response = await svcRoundTrip(probe, "get_env");
    if (response.response.status !== "ok")
      fail(`get_env answered status ${describe(response.response.status)}`);
  } catch (error) {
    fail(`the host stopped answering after ${after}: ${(error as Error).message}`);
  }
}
