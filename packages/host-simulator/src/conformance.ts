import { MESSAGE_TYPES, WIRES } from "@hostbridge/protocol-types";
import type { EventKey, Wire } from "@hostbridge/protocol-types";
import {
  ADMIN_API_RESPONSE_SCHEMAS,
  AdminMessageSchema,
  AdminResponseSchema,
  DSR_API_RESPONSE_SCHEMAS,
  DsrMessageSchema,
  DsrResponseSchema,
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  HostErrorInfoSchema,
  ServiceMessageSchema,
  ServiceResponseSchema,
  UiMessageEnvelopeSchema,
  UiMessageSchema,
} from "@hostbridge/protocol-types/schemas";
import type { Transport } from "@hostbridge/transport";
import {
  CheckFailed,
  CheckSkipped,
  conformanceId,
  describe,
  fail,
  Probe,
  problems,
  RESPONSE_TYPES,
} from "./conformanceProbe";
import type { Check } from "./conformanceProbe";
import { OPERATION_CHECKS } from "./conformanceOperations";
import { PLATFORM_CHECKS } from "./conformancePlatform";
import { isObj } from "./guards";
import type { Obj } from "./guards";
import type { PushMessageType } from "./types";
import { checkEvent, checkMessage, messageEnvironmentOf } from "./validation";

/** The host implementation to check, seen from the app's side. */
export interface ConformanceTarget {
  /** The app's end of a transport connected to the host under test. The kit listens on it and sends raw envelopes through it; it does not close it. */
  transport: Transport;
  /**
   * Asks the host under test to fire `key` with `body` (an `SVC_EVENT` to the app). Without it,
   * the check of host events is skipped.
   */
  emitEvent?: (key: EventKey, body: unknown) => void | Promise<void>;
  /**
   * Asks the host under test to push message `type` with `payload` (UI, admin or DSR message).
   * Without it, the checks of pushed messages are skipped.
   */
  pushMessage?: (type: PushMessageType, payload: unknown) => void | Promise<void>;
  /**
   * The wires to check: the spec's envelopes and the platform's deployed wire (post-robot 10 for
   * ui/admin/dsr, `SVC_*` for the high-level API, events with `event`). Default both, envelopes
   * first; the platform checks' names start with "platform wire:".
   */
  wires?: readonly Wire[];
  /** Milliseconds to wait for each expected reply. Default `1000`. */
  timeout?: number;
  /** Milliseconds of silence that count as "no reply". Default `150`. */
  quietPeriod?: number;
}

/** The outcome of one conformance check. */
export interface ConformanceResult {
  /** What was checked. */
  name: string;
  /** Whether the host behaved as the protocol requires (`true` for skipped checks too). */
  ok: boolean;
  /** The check could not run (a hook the target did not provide). */
  skipped: boolean;
  /** What the host did right, or exactly what it got wrong. */
  message: string;
}

/** The result of {@link runConformance}. */
export interface ConformanceReport {
  /** Checks passed. */
  passed: number;
  /** Checks failed. */
  failed: number;
  /** Checks skipped. */
  skipped: number;
  /** Every check, in the order run. */
  results: ConformanceResult[];
}

const svcRequest = (id: string, type: string, body?: Obj) => ({
  type: MESSAGE_TYPES.REQUEST,
  request: body === undefined ? { id, type } : { id, type, body },
});
const adminRequest = (id: string, type: string, data?: unknown) => ({
  id,
  type: MESSAGE_TYPES.ADMIN_REQUEST,
  body: { type, data },
});
const dsrRequest = (id: string, type: string, data?: unknown) => ({
  id,
  type: MESSAGE_TYPES.DSR_REQUEST,
  body: { type, data },
});

const isSvcResponse = (m: unknown): m is Obj & { request?: Obj; response?: Obj } =>
  isObj(m) && m.type === MESSAGE_TYPES.RESPONSE;
const svcResponseFor = (id: string) => (m: unknown) =>
  isSvcResponse(m) && isObj(m.request) && m.request.id === id;
const responseFor = (wire: string, id: string) => (m: unknown) =>
  isObj(m) && m.type === wire && m.id === id;

/** Sends a SVC request and returns its response, or fails saying what came back instead. */
async function svcRoundTrip(
  probe: Probe,
  type: string,
  body?: Obj,
): Promise<Obj & { request: Obj; response: Obj }> {
  const id = conformanceId();
  const start = probe.inbox.length;
  probe.send(svcRequest(id, type, body));
  const response = await probe.waitFor(start, svcResponseFor(id));
  if (response === undefined) {
    const others = probe.inbox.slice(start).filter(isSvcResponse);
    fail(
      others.length
        ? `no SVC_RESPONSE echoed request.id "${id}" for ${type} within ${probe.timeout} ms; the host sent ${others.length} SVC_RESPONSE(s) with request ${describe(others.map((o) => o.request))}: the request id must be echoed exactly`
        : `no SVC_RESPONSE to a ${type} SVC_REQUEST arrived within ${probe.timeout} ms`,
    );
  }
  const envelope = response as Obj;
  if (!isObj(envelope.response))
    fail(`the SVC_RESPONSE to ${type} has no response object: ${describe(envelope)}`);
  return envelope as Obj & { request: Obj; response: Obj };
}

/** Sends an admin/DSR request and returns its response, or fails. */
async function envelopeRoundTrip(
  probe: Probe,
  channel: "admin" | "dsr",
  type: string,
  data?: unknown,
): Promise<Obj> {
  const id = conformanceId();
  const start = probe.inbox.length;
  const wire = channel === "admin" ? MESSAGE_TYPES.ADMIN_RESPONSE : MESSAGE_TYPES.DSR_RESPONSE;
  probe.send(channel === "admin" ? adminRequest(id, type, data) : dsrRequest(id, type, data));
  const response = await probe.waitFor(start, responseFor(wire, id));
  if (response === undefined) {
    const others = probe.inbox.slice(start).filter((m) => isObj(m) && m.type === wire) as Obj[];
    fail(
      others.length
        ? `no ${wire} carried id "${id}" for ${type} within ${probe.timeout} ms; the host answered with id ${describe(others.map((o) => o.id))}: the request id must be echoed exactly`
        : `no ${wire} to a ${type} request arrived within ${probe.timeout} ms`,
    );
  }
  return response as Obj;
}

async function assertAlive(probe: Probe, after: string): Promise<void> {
  try {
    const response = await svcRoundTrip(probe, "get_env");
    if (response.response.status !== "ok")
      fail(`get_env answered status ${describe(response.response.status)}`);
  } catch (error) {
    fail(`the host stopped answering after ${after}: ${(error as Error).message}`);
  }
}

const CHECKS: Check[] = [
  {
    name: "SVC request is answered with status ok",
    async run(probe) {
      const { response } = await svcRoundTrip(probe, "ui_app_loaded");
      if (!("status" in response))
        fail(
          'the SVC_RESPONSE to ui_app_loaded has no response.status; every response carries status "ok" or "error"',
        );
      if (response.status !== "ok")
        fail(
          `ui_app_loaded was answered with response.status ${describe(response.status)}, expected "ok"`,
        );
      return "ui_app_loaded answered with status ok";
    },
  },
  {
    name: "SVC response echoes the request id, type and body",
    async run(probe) {
      const body = { height: 480 };
      const envelope = await svcRoundTrip(probe, "ui_app_resize", body);
      const issues = problems(ServiceResponseSchema, envelope, "response envelope");
      if (issues.length)
        fail(`the SVC_RESPONSE is not a valid ServiceResponse: ${issues.join("; ")}`);
      if (envelope.request.type !== "ui_app_resize")
        fail(
          `request.type was echoed as ${describe(envelope.request.type)}, expected "ui_app_resize"`,
        );
      if (
        envelope.request.body !== undefined &&
        describe(envelope.request.body) !== describe(body)
      ) {
        fail(
          `request.body was echoed as ${describe(envelope.request.body)}, expected ${describe(body)}`,
        );
      }
      return "request { id, type, body } echoed, envelope valid";
    },
  },
  {
    name: "SVC response body passes the operation's response schema",
    async run(probe) {
      const { response } = await svcRoundTrip(probe, "get_env");
      if (response.status !== "ok")
        fail(
          `get_env was answered with status ${describe(response.status)}: ${describe(response.body)}`,
        );
      const issues = problems(
        HIGH_LEVEL_API_RESPONSE_SCHEMAS.get_env,
        response.body,
        "response.body",
      );
      if (issues.length) fail(`the get_env answer is not a valid ServiceEnv: ${issues.join("; ")}`);
      return "get_env answered a valid ServiceEnv";
    },
  },
  {
    name: "SVC invalid payload is answered with status error and a message",
    async run(probe) {
      const { response } = await svcRoundTrip(probe, "ui_select_content", { min_selections: 1000 });
      if (response.status !== "error") {
        fail(
          `ui_select_content with min_selections 1000 (allowed: an integer from 0 to 999) was answered with status ${describe(response.status)}, expected "error"`,
        );
      }
      const body = response.body;
      if (!isObj(body) || typeof body.message !== "string" || body.message === "") {
        fail(
          `the error response body should be { message, code?, ... } with a non-empty message; got ${describe(body)}`,
        );
      }
      if (!body.message.includes("min_selections"))
        fail(
          `the error message should name the field (min_selections); got ${describe(body.message)}`,
        );
      return `error status with message ${describe(body.message)}`;
    },
  },
  {
    name: "SVC unknown operation is answered with status error",
    async run(probe) {
      const { response } = await svcRoundTrip(probe, "conformance_unknown_operation");
      if (response.status !== "error")
        fail(
          `an unknown operation was answered with status ${describe(response.status)}, expected "error"`,
        );
      if (!isObj(response.body) || typeof response.body.message !== "string")
        fail(`the error body has no message: ${describe(response.body)}`);
      return "unknown operation answered with an error";
    },
  },
  {
    name: "ADMIN request is answered with an ADMIN_RESPONSE of the same id",
    async run(probe) {
      const response = await envelopeRoundTrip(probe, "admin", "admin_get_env");
      const issues = problems(AdminResponseSchema, response, "envelope");
      if (issues.length) fail(`the ADMIN_RESPONSE is not valid: ${issues.join("; ")}`);
      if (response.error !== undefined) fail(`admin_get_env failed: ${describe(response.error)}`);
      const bodyIssues = problems(ADMIN_API_RESPONSE_SCHEMAS.admin_get_env, response.body, "body");
      if (bodyIssues.length)
        fail(`the admin_get_env body is not a valid AdminEnv: ${bodyIssues.join("; ")}`);
      return "admin_get_env answered with the request id and a valid AdminEnv";
    },
  },
  {
    name: "ADMIN error uses the error extension { message, code?, details? }",
    async run(probe) {
      const response = await envelopeRoundTrip(
        probe,
        "admin",
        "admin_conformance_unknown_operation",
      );
      if (response.error === undefined)
        fail(`an unknown admin operation was answered without an \`error\`: ${describe(response)}`);
      const issues = problems(HostErrorInfoSchema, response.error, "error");
      if (issues.length)
        fail(
          `the admin \`error\` is not { message, code?, details? }: ${issues.join("; ")} (got ${describe(response.error)})`,
        );
      return "error extension present and well formed";
    },
  },
  {
    name: "DSR request is answered with a DSR_RESPONSE of the same id",
    async run(probe) {
      const response = await envelopeRoundTrip(probe, "dsr", "dsr_get_env");
      const issues = problems(DsrResponseSchema, response, "envelope");
      if (issues.length) fail(`the DSR_RESPONSE is not valid: ${issues.join("; ")}`);
      if (response.error !== undefined) fail(`dsr_get_env failed: ${describe(response.error)}`);
      const bodyIssues = problems(DSR_API_RESPONSE_SCHEMAS.dsr_get_env, response.body, "body");
      if (bodyIssues.length)
        fail(`the dsr_get_env body is not a valid DsrEnv: ${bodyIssues.join("; ")}`);
      return "dsr_get_env answered with the request id and a valid DsrEnv";
    },
  },
  {
    name: "DSR error uses the error extension { message, code?, details? }",
    async run(probe) {
      const response = await envelopeRoundTrip(probe, "dsr", "dsr_conformance_unknown_operation");
      if (response.error === undefined)
        fail(`an unknown DSR operation was answered without an \`error\`: ${describe(response)}`);
      const issues = problems(HostErrorInfoSchema, response.error, "error");
      if (issues.length)
        fail(
          `the DSR \`error\` is not { message, code?, details? }: ${issues.join("; ")} (got ${describe(response.error)})`,
        );
      return "error extension present and well formed";
    },
  },
  {
    name: "events from the app get no reply and do not disturb the host",
    async run(probe) {
      const id = conformanceId();
      const start = probe.inbox.length;
      probe.send({
        type: MESSAGE_TYPES.EVENT,
        request: { id, type: "canvas_opened", body: { body: { canvas_id: "conformance-canvas" } } },
      });
      const replies = await probe.collect(start, (m) =>
        RESPONSE_TYPES.has(isObj(m) ? m.type : undefined),
      );
      if (replies.length)
        fail(`the host answered an event with ${describe(replies)}; events get no response`);
      await assertAlive(probe, "an event");
      return "event accepted silently";
    },
  },
  {
    name: "events from the host are valid SVC_EVENT envelopes",
    async run(probe, target) {
      if (!target.emitEvent) throw new CheckSkipped("no emitEvent hook given");
      const cases: [EventKey, unknown][] = [
        ["canvas_opened", { body: { canvas_id: "conformance-canvas" } }],
        ["route_changed", { body: { route_name: "home", route_path: "/" } }],
        ["ui:show-modal", undefined],
      ];
      for (const [key, body] of cases) {
        const start = probe.inbox.length;
        await target.emitEvent(key, body);
        const event = await probe.waitFor(
          start,
          (m) =>
            isObj(m) &&
            m.type === MESSAGE_TYPES.EVENT &&
            isObj(m.request) &&
            m.request.type === key,
        );
        if (event === undefined)
          fail(
            `asked the host to emit ${key}, but no SVC_EVENT of that type arrived within ${probe.timeout} ms`,
          );
        const issues = problems(ServiceMessageSchema, event, "envelope");
        if (issues.length) fail(`the ${key} event is not a valid SVC_EVENT: ${issues.join("; ")}`);
        const checked = checkEvent(key, (event as { request: Obj }).request.body);
        if (!checked.ok)
          fail(`the ${key} event body fails its schema: ${checked.issues.join("; ")}`);
      }
      return `${cases.length} events valid`;
    },
  },
  {
    name: "pushed UI, admin and DSR messages are valid",
    async run(probe, target) {
      if (!target.pushMessage) throw new CheckSkipped("no pushMessage hook given");
      const cases: [PushMessageType, unknown][] = [
        ["ui_canvas_updated", undefined],
        ["ui_meeting_canceled", { accountId: "001SIM000000001AAA", eventId: "00USIM000000001AAA" }],
        ["admin_env_changed", undefined],
        ["dsr_env_changed", undefined],
      ];
      for (const [type, payload] of cases) {
        const env = messageEnvironmentOf(type)!;
        const start = probe.inbox.length;
        await target.pushMessage(type, payload);
        const message = await probe.waitFor(start, (m) => {
          if (!isObj(m)) return false;
          if (m.type === type) return true; // bare UI envelope
          return isObj(m.body) && m.body.type === type;
        });
        if (message === undefined)
          fail(
            `asked the host to push ${type}, but nothing of that type arrived within ${probe.timeout} ms`,
          );
        const m = message as Obj & { body: Obj };
        const schema =
          env === "admin"
            ? AdminMessageSchema
            : env === "dsr"
              ? DsrMessageSchema
              : m.type === type
                ? UiMessageEnvelopeSchema
                : UiMessageSchema;
        const issues = problems(schema, m, "envelope");
        if (issues.length) fail(`the ${type} message envelope is not valid: ${issues.join("; ")}`);
        const data = env === "ui" ? (m.type === type ? m.body : m.body.body) : m.body.data;
        const checked = checkMessage(env, type, data);
        if (!checked.ok) fail(`the ${type} payload fails its schema: ${checked.issues.join("; ")}`);
      }
      return `${cases.length} messages valid`;
    },
  },
  {
    name: "responses with unknown ids sent to the host are ignored",
    async run(probe) {
      const start = probe.inbox.length;
      probe.send({
        type: MESSAGE_TYPES.RESPONSE,
        request: { id: conformanceId(), type: "get_env" },
        response: { status: "ok", body: {} },
      });
      probe.send({ id: conformanceId(), type: MESSAGE_TYPES.ADMIN_RESPONSE, body: {} });
      probe.send({
        id: conformanceId(),
        type: MESSAGE_TYPES.DSR_RESPONSE,
        body: {},
        error: { message: "unknown" },
      });
      const replies = await probe.collect(start, (m) =>
        RESPONSE_TYPES.has(isObj(m) ? m.type : undefined),
      );
      if (replies.length) fail(`the host replied to stray responses with ${describe(replies)}`);
      await assertAlive(probe, "responses with unknown ids");
      return "stray responses ignored";
    },
  },
  {
    name: "malformed messages are dropped without a reply or a crash",
    async run(probe) {
      const malformed: unknown[] = [
        null,
        42,
        "SVC_REQUEST",
        [],
        {},
        { type: MESSAGE_TYPES.REQUEST },
        { type: MESSAGE_TYPES.REQUEST, request: { id: 7, type: "get_env" } },
        { type: MESSAGE_TYPES.REQUEST, request: { type: "get_env" } },
        { type: MESSAGE_TYPES.ADMIN_REQUEST, id: conformanceId() },
        { type: MESSAGE_TYPES.DSR_REQUEST, body: { type: "dsr_get_env" } },
        { type: MESSAGE_TYPES.EVENT, request: "canvas_opened" },
        { type: "CONFORMANCE_NOT_AN_ENVELOPE", id: conformanceId() },
      ];
      const start = probe.inbox.length;
      for (const value of malformed) probe.send(value);
      const replies = await probe.collect(start, (m) =>
        RESPONSE_TYPES.has(isObj(m) ? m.type : undefined),
      );
      if (replies.length)
        fail(
          `the host replied to malformed input with ${describe(replies)}; malformed messages must be dropped silently`,
        );
      await assertAlive(probe, `${malformed.length} malformed messages`);
      return `${malformed.length} malformed messages dropped`;
    },
  },
  {
    name: "concurrent requests are each answered once, correlated by id",
    async run(probe) {
      const sent: { id: string; channel: "svc" | "admin" | "dsr"; type: string }[] = [];
      const start = probe.inbox.length;
      for (let i = 0; i < 8; i += 1) {
        for (const [channel, type, body] of [
          ["svc", "ui_app_resize", { height: 100 + i }],
          ["svc", "get_env", undefined],
          ["admin", "admin_get_env", undefined],
          ["dsr", "dsr_get_env", undefined],
        ] as const) {
          const id = conformanceId();
          sent.push({ id, channel, type });
          probe.send(
            channel === "svc"
              ? svcRequest(id, type, body)
              : channel === "admin"
                ? adminRequest(id, type)
                : dsrRequest(id, type),
          );
        }
      }
      const idOf = (m: unknown): string | undefined => {
        if (!isObj(m)) return undefined;
        if (m.type === MESSAGE_TYPES.RESPONSE)
          return isObj(m.request) ? (m.request.id as string) : undefined;
        return RESPONSE_TYPES.has(m.type) ? (m.id as string) : undefined;
      };
      const deadline = Date.now() + probe.timeout * 2;
      const answered = () => new Set(probe.inbox.slice(start).map(idOf));
      while (sent.some((s) => !answered().has(s.id)) && Date.now() < deadline) {
        await probe.waitFor(probe.inbox.length, () => true, Math.max(1, deadline - Date.now()));
      }
      const responses = await probe.collect(start, (m) => idOf(m) !== undefined);
      const counts = new Map<string, number>();
      for (const r of responses) counts.set(idOf(r)!, (counts.get(idOf(r)!) ?? 0) + 1);
      const missing = sent.filter((s) => !counts.has(s.id));
      if (missing.length)
        fail(
          `${missing.length} of ${sent.length} concurrent requests got no response with their id (for example ${missing[0]!.type})`,
        );
      const doubled = sent.filter((s) => (counts.get(s.id) ?? 0) > 1);
      if (doubled.length)
        fail(
          `${doubled.length} requests were answered more than once (for example ${doubled[0]!.type}); each request gets exactly one response`,
        );
      const foreign = [...counts.keys()].filter((id) => !sent.some((s) => s.id === id));
      if (foreign.length)
        fail(
          `the host sent responses with ids it never received: ${describe(foreign.slice(0, 3))}`,
        );
      for (const s of sent) {
        const r = responses.find((m) => idOf(m) === s.id) as Obj;
        const wire =
          s.channel === "svc"
            ? MESSAGE_TYPES.RESPONSE
            : s.channel === "admin"
              ? MESSAGE_TYPES.ADMIN_RESPONSE
              : MESSAGE_TYPES.DSR_RESPONSE;
        if (r.type !== wire)
          fail(
            `the ${s.type} request (${s.id}) was answered with a ${describe(r.type)}, expected ${wire}`,
          );
        if (s.channel === "svc") {
          const echo = (r.request as Obj).type;
          if (echo !== s.type)
            fail(`the response for ${s.type} (${s.id}) echoes request.type ${describe(echo)}`);
          if ((r.response as Obj | undefined)?.status !== "ok")
            fail(`${s.type} (${s.id}) was answered with ${describe(r.response)}`);
        } else if (r.error !== undefined) fail(`${s.type} (${s.id}) failed: ${describe(r.error)}`);
      }
      return `${sent.length} concurrent requests answered once each`;
    },
  },
];

/**
 * Exercises a HOST implementation through a transport with every envelope kind, the way an app
 * would, and reports what it got wrong: SVC responses (status, echo of id/type/body, error shape,
 * unknown operations), ADMIN and DSR responses (ids, the `error` extension), events both ways,
 * pushed messages (envelopes and payloads checked against the schemas), stray responses and
 * malformed input (dropped without a reply, host still answering), and concurrent requests
 * (each answered exactly once, correlated by id). Never throws for a misbehaving host.
 *
 * @example
 * ```ts
 * import { createMockHost, runConformance, formatConformanceReport } from "@hostbridge/host-simulator";
 *
 * const mock = createMockHost();
 * const report = await runConformance({
 *   transport: mock.transport,
 *   emitEvent: (key, body) => void mock.host.emit(key, body as never),
 *   pushMessage: (type, payload) => void mock.host.push(type, payload as never),
 * });
 * console.log(formatConformanceReport(report));
 * mock.dispose();
 * ```
 */
export async function runConformance(target: ConformanceTarget): Promise<ConformanceReport> {
  const probe = new Probe(target.transport, target.timeout ?? 1000, target.quietPeriod ?? 150);
  const results: ConformanceResult[] = [];
  try {
    const wires = target.wires ?? WIRES;
    const checks = [
      ...(wires.includes("envelopes") ? [...CHECKS, ...OPERATION_CHECKS] : []),
      ...(wires.includes("platform") ? PLATFORM_CHECKS : []),
    ];
    for (const check of checks) {
      try {
        const message = await check.run(probe, target);
        results.push({ name: check.name, ok: true, skipped: false, message });
      } catch (error) {
        if (error instanceof CheckSkipped)
          results.push({ name: check.name, ok: true, skipped: true, message: error.message });
        else if (error instanceof CheckFailed)
          results.push({ name: check.name, ok: false, skipped: false, message: error.message });
        else
          results.push({
            name: check.name,
            ok: false,
            skipped: false,
            message: `the check could not run: ${String(error)}`,
          });
      }
    }
  } finally {
    probe.close();
  }
  const skipped = results.filter((r) => r.skipped).length;
  const failed = results.filter((r) => !r.ok).length;
  return { passed: results.length - failed - skipped, failed, skipped, results };
}

/**
 * The report as text for a terminal or a log: one line per check (`PASS`, `FAIL`, `SKIP`), the
 * reason under each failure, and a summary line.
 *
 * @example
 * ```ts
 * const report = await runConformance({ transport });
 * process.stdout.write(formatConformanceReport(report));
 * ```
 */
export function formatConformanceReport(report: ConformanceReport): string {
  const lines = report.results.map((r) => {
    const label = r.skipped ? "SKIP" : r.ok ? "PASS" : "FAIL";
    return r.ok && !r.skipped ? `${label}  ${r.name}` : `${label}  ${r.name}\n      ${r.message}`;
  });
  lines.push("");
  lines.push(`${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
  return `${lines.join("\n")}\n`;
}
