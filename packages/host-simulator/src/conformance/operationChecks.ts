// The conformance kit's check that a host knows every high-level operation (the spec's and the
// platform's: issue 17), without changing anything on it: each operation is sent with a payload
// its request schema rejects, and the host must answer with an error that is not "unknown
// operation". Operations whose schema takes any payload are left out unless they only read
// (`get_*`); those must answer, ok with a valid body or with an error. The platform wire's
// bookkeeping requests (`subscribe`, `unsubscribe`, `broadcast`) are checked on that wire. Lost or
// uncorrelated answers and error bodies without a message are the SVC checks' business: this one
// skips when the host does not answer at all.
import {
  HIGH_LEVEL_API_METHOD_TYPES,
  MESSAGE_TYPES,
  PLATFORM_BROADCAST,
  PLATFORM_SUBSCRIBE,
  PLATFORM_UNSUBSCRIBE,
  isRecord,
} from "@hostbridge/protocol-types";
import {
  HIGH_LEVEL_API_REQUEST_SCHEMAS,
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
} from "@hostbridge/protocol-types/schemas";
import { CheckSkipped, conformanceId, describe, fail, problems } from "./probe";
import type { Check, Probe } from "./probe";

/** Payloads, one of which each operation's schema rejects (tried in order). */
const REJECTED_CANDIDATES: Record<string, unknown>[] = [
  { conformance_probe: true },
  { page: -1, page_size: -1, size: "many", search: 42, ordering: 42, app_name: 42, provider: 42 },
];

const rejectedPayload = (
  type: keyof typeof HIGH_LEVEL_API_REQUEST_SCHEMAS,
): Record<string, unknown> | undefined =>
  REJECTED_CANDIDATES.find(
    (body) => !HIGH_LEVEL_API_REQUEST_SCHEMAS[type].safeParse(structuredClone(body)).success,
  );

async function answerTo(
  probe: Probe,
  type: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const id = conformanceId();
  const start = probe.inbox.length;
  probe.send({ type: MESSAGE_TYPES.REQUEST, request: { id, type, body } });
  const reply = await probe.waitFor(
    start,
    (m) =>
      isRecord(m) &&
      m.type === MESSAGE_TYPES.RESPONSE &&
      isRecord(m.request) &&
      m.request.id === id,
  );
  return isRecord(reply) && isRecord(reply.response) ? reply.response : undefined;
}

const BOOKKEEPING = new Set<string>([PLATFORM_SUBSCRIBE, PLATFORM_UNSUBSCRIBE, PLATFORM_BROADCAST]);

/** What is wrong with the host's answer to `type` sent with `body` (`undefined`: nothing). */
function problemWith(
  type: string,
  body: Record<string, unknown>,
  rejected: boolean,
  response: Record<string, unknown>,
) {
  if (response.status === "error")
    return isRecord(response.body) && response.body.code === "UNKNOWN_OPERATION"
      ? `${type}: answered UNKNOWN_OPERATION`
      : undefined;
  if (rejected)
    return `${type}: the invalid payload ${describe(body)} was answered ${describe(response.status)}, expected "error"`;
  const schema =
    HIGH_LEVEL_API_RESPONSE_SCHEMAS[type as keyof typeof HIGH_LEVEL_API_RESPONSE_SCHEMAS];
  const issues = problems(schema, response.body, "response.body");
  return issues.length ? `${type}: ${issues.join("; ")}` : undefined;
}

/** The checks of the high-level operations (envelope wire). */
export const OPERATION_CHECKS: Check[] = [
  {
    name: "SVC every high-level operation is known and checks its payload",
    async run(probe) {
      const found: string[] = [];
      const left: string[] = [];
      let checked = 0;
      for (const type of HIGH_LEVEL_API_METHOD_TYPES) {
        if (BOOKKEEPING.has(type)) continue;
        const body = rejectedPayload(type);
        if (!body && !type.startsWith("get_")) {
          left.push(type);
          continue;
        }
        const response = await answerTo(probe, type, body ?? {});
        if (!response) {
          if (!checked) throw new CheckSkipped(`no SVC_RESPONSE to ${type}: see the SVC checks`);
          found.push(`${type}: no SVC_RESPONSE within ${probe.timeout} ms`);
          continue;
        }
        checked++;
        const problem = problemWith(type, body ?? {}, body !== undefined, response);
        if (problem) found.push(problem);
      }
      if (found.length)
        fail(
          `${found.length} of ${checked} high-level operations misbehaved: ${found.join(" | ")}`,
        );
      return `${checked} high-level operations known, invalid payloads refused${left.length ? ` (left out, they accept any payload and change data: ${left.join(", ")})` : ""}`;
    },
  },
];
