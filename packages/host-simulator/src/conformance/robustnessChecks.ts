// The envelope wire's checks of what a host must survive: stray responses, malformed input, concurrent requests.
import { MESSAGE_TYPES, isRecord } from "@hostbridge/protocol-types";
import {
  encodeEnvironmentResponse,
  encodeRequest,
  encodeServiceResponse,
} from "@hostbridge/protocol-types/wire";
import { conformanceId, describe, fail, RESPONSE_TYPES } from "./probe";
import type { Check } from "./probe";
import { assertAlive } from "./roundTrips";

/** The envelope wire's checks of what a host must survive: stray responses, malformed input, concurrent requests. */
export const ROBUSTNESS_CHECKS: Check[] = [
  {
    name: "responses with unknown ids sent to the host are ignored",
    async run(probe) {
      const start = probe.inbox.length;
      probe.send(encodeServiceResponse(conformanceId(), "get_env", undefined, "ok", {}));
      probe.send(encodeEnvironmentResponse("admin", conformanceId(), { ok: true, body: {} }));
      probe.send({
        id: conformanceId(),
        type: MESSAGE_TYPES.DSR_RESPONSE,
        body: {},
        error: { message: "unknown" },
      });
      const replies = await probe.collect(start, (m) =>
        RESPONSE_TYPES.has(isRecord(m) ? m.type : undefined),
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
        RESPONSE_TYPES.has(isRecord(m) ? m.type : undefined),
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
      const sent: { id: string; requestKind: "svc" | "admin" | "dsr"; type: string }[] = [];
      const start = probe.inbox.length;
      for (let i = 0; i < 8; i += 1) {
        for (const [requestKind, type, body] of [
          ["svc", "ui_app_resize", { height: 100 + i }],
          ["svc", "get_env", undefined],
          ["admin", "admin_get_env", undefined],
          ["dsr", "dsr_get_env", undefined],
        ] as const) {
          const id = conformanceId();
          sent.push({ id, requestKind, type });
          probe.send(encodeRequest(requestKind, id, type, body));
        }
      }
      const idOf = (m: unknown): string | undefined => {
        if (!isRecord(m)) return undefined;
        if (m.type === MESSAGE_TYPES.RESPONSE)
          return isRecord(m.request) ? (m.request.id as string) : undefined;
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
        const r = responses.find((m) => idOf(m) === s.id) as Record<string, unknown>;
        const wire =
          s.requestKind === "svc"
            ? MESSAGE_TYPES.RESPONSE
            : s.requestKind === "admin"
              ? MESSAGE_TYPES.ADMIN_RESPONSE
              : MESSAGE_TYPES.DSR_RESPONSE;
        if (r.type !== wire)
          fail(
            `the ${s.type} request (${s.id}) was answered with a ${describe(r.type)}, expected ${wire}`,
          );
        if (s.requestKind === "svc") {
          const echo = (r.request as Record<string, unknown>).type;
          if (echo !== s.type)
            fail(`the response for ${s.type} (${s.id}) echoes request.type ${describe(echo)}`);
          if ((r.response as Record<string, unknown> | undefined)?.status !== "ok")
            fail(`${s.type} (${s.id}) was answered with ${describe(r.response)}`);
        } else if (r.error !== undefined) fail(`${s.type} (${s.id}) failed: ${describe(r.error)}`);
      }
      return `${sent.length} concurrent requests answered once each`;
    },
  },
];
