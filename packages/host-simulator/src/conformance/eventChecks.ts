// The envelope wire's checks of events both ways and of pushed UI, admin and DSR messages.
import { MESSAGE_TYPES, isRecord } from "@hostbridge/protocol-types";
import type { EventKey } from "@hostbridge/protocol-types";
import {
  AdminMessageSchema,
  DsrMessageSchema,
  ServiceMessageSchema,
  UiMessageEnvelopeSchema,
  UiMessageSchema,
} from "@hostbridge/protocol-types/schemas";
import { encodeEvent } from "@hostbridge/protocol-types/wire";
import type { PushMessageType } from "../hostTypes";
import { checkEvent, checkMessage, messageEnvironmentOf } from "../validation";
import { CheckSkipped, conformanceId, describe, fail, problems, RESPONSE_TYPES } from "./probe";
import type { Check } from "./probe";
import { assertAlive } from "./roundTrips";

/** The envelope wire's checks of events both ways and of pushed UI, admin and DSR messages. */
export const EVENT_CHECKS: Check[] = [
  {
    name: "events from the app get no reply and do not disturb the host",
    async run(probe) {
      const id = conformanceId();
      const start = probe.inbox.length;
      probe.send(encodeEvent(id, "canvas_opened", { body: { canvas_id: "conformance-canvas" } }));
      const replies = await probe.collect(start, (m) =>
        RESPONSE_TYPES.has(isRecord(m) ? m.type : undefined),
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
            isRecord(m) &&
            m.type === MESSAGE_TYPES.EVENT &&
            isRecord(m.request) &&
            m.request.type === key,
        );
        if (event === undefined)
          fail(
            `asked the host to emit ${key}, but no SVC_EVENT of that type arrived within ${probe.timeout} ms`,
          );
        const issues = problems(ServiceMessageSchema, event, "envelope");
        if (issues.length) fail(`the ${key} event is not a valid SVC_EVENT: ${issues.join("; ")}`);
        const checked = checkEvent(
          key,
          (event as { request: Record<string, unknown> }).request.body,
        );
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
          if (!isRecord(m)) return false;
          if (m.type === type) return true; // bare UI envelope
          return isRecord(m.body) && m.body.type === type;
        });
        if (message === undefined)
          fail(
            `asked the host to push ${type}, but nothing of that type arrived within ${probe.timeout} ms`,
          );
        const m = message as Record<string, unknown> & { body: Record<string, unknown> };
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
];
