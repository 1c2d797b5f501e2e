// The conformance checks of the platform wire (docs/protocol.md "The platform wire"): what a host
// built the way the platform's deployed hosts are must do for an app speaking post-robot 10.
import {
  POST_ROBOT_ACK_TIMEOUT,
  POST_ROBOT_HELLO,
  POST_ROBOT_MESSAGE_TYPES,
  UI_NATIVE_MESSAGE_TYPES,
  environmentOfType,
  isRecord,
} from "@hostbridge/protocol-types";
import type { EventKey, PostRobotMessage, PostRobotResponse } from "@hostbridge/protocol-types";
import {
  ADMIN_API_RESPONSE_SCHEMAS,
  DSR_API_RESPONSE_SCHEMAS,
} from "@hostbridge/protocol-types/schemas";
import {
  answerFrame,
  decodePostRobotFrame,
  encodePostRobotFrame,
  encodePlatformServiceRequest,
  isPostRobotRequest,
  postRobotRequest,
} from "@hostbridge/protocol-types/wire";
import { CheckSkipped, conformanceId, describe, fail, problems, RESPONSE_TYPES } from "./probe";
import type { Check, Probe } from "./probe";
import type { PushMessageType } from "../hostTypes";
import { checkEvent, checkMessage } from "../validation";

/** How soon an ack must come: well inside post-robot's 2 s, with room for a busy page. */
const PROMPT_ACK_MS = 1000;

const framesOf = (m: unknown): PostRobotMessage[] => decodePostRobotFrame(m) ?? [];
const withHash = (hash: string) => (m: unknown) => framesOf(m).some((p) => p.hash === hash);

/** Sends one post-robot request and returns its response; fails unless an ack came first. */
async function ask(probe: Probe, name: string, data: unknown): Promise<PostRobotResponse> {
  const request = postRobotRequest(name, conformanceId(), data);
  const start = probe.inbox.length;
  probe.send(encodePostRobotFrame([request]));
  const isResponse = (m: unknown) =>
    framesOf(m).some(
      (p) => p.hash === request.hash && p.type === POST_ROBOT_MESSAGE_TYPES.RESPONSE,
    );
  if ((await probe.waitFor(start, isResponse)) === undefined)
    fail(
      `no post-robot response with hash "${request.hash}" to ${name} arrived within ${probe.timeout} ms`,
    );
  const answers = probe.inbox.slice(start).filter(withHash(request.hash)).flatMap(framesOf);
  const kinds = answers.filter((p) => p.hash === request.hash).map((p) => p.type);
  if (kinds[0] !== POST_ROBOT_MESSAGE_TYPES.ACK)
    fail(
      `the answer to ${name} did not start with a postrobot_message_ack (got ${describe(kinds)})`,
    );
  const response = answers.find((p) => p.type === POST_ROBOT_MESSAGE_TYPES.RESPONSE)!;
  if (response.name !== name) fail(`the response to ${name} is named ${describe(response.name)}`);
  return response;
}

/** Fails unless the host still answers post-robot requests. */
async function alive(probe: Probe, after: string): Promise<void> {
  try {
    const response = await ask(probe, "admin_get_env", undefined);
    if (response.ack !== "success") fail(`admin_get_env answered ack ${describe(response.ack)}`);
  } catch (error) {
    fail(`the host stopped answering after ${after}: ${(error as Error).message}`);
  }
}

/** Sends a high-level request as the platform's `PITCHER_REQUEST` and returns its status. */
async function highLevel(probe: Probe, type: string, body: unknown): Promise<unknown> {
  const id = conformanceId();
  const start = probe.inbox.length;
  probe.send(encodePlatformServiceRequest(id, type, body));
  const response = await probe.waitFor(
    start,
    (m) =>
      isRecord(m) && m.type === "PITCHER_RESPONSE" && isRecord(m.request) && m.request.id === id,
  );
  if (response === undefined)
    fail(`no PITCHER_RESPONSE to a ${type} PITCHER_REQUEST arrived within ${probe.timeout} ms`);
  return ((response as Record<string, unknown>).response as Record<string, unknown> | undefined)
    ?.status;
}

/** The platform wire's checks, run after the envelope checks by `runConformance`. */
export const PLATFORM_CHECKS: Check[] = [
  {
    name: "platform wire: post-robot hello is answered with an ack and an instanceID",
    async run(probe) {
      const response = await ask(probe, POST_ROBOT_HELLO, { instanceID: conformanceId() });
      const data = response.data as Record<string, unknown> | undefined;
      if (response.ack !== "success" || typeof data?.instanceID !== "string")
        fail(
          `the hello response is ${describe(response)}; expected ack success and data { instanceID }`,
        );
      return "hello answered";
    },
  },
  {
    name: "platform wire: a request that waits for a person is acked on arrival",
    async run(probe) {
      // post-robot's sender gives up after POST_ROBOT_ACK_TIMEOUT (2 s) without an ack; its
      // receiver acks as the request arrives and responds when the handler settles
      const request = postRobotRequest("ui_select_content", conformanceId(), {});
      const start = probe.inbox.length;
      const sent = performance.now();
      probe.send(encodePostRobotFrame([request]));
      const isAck = (m: unknown) =>
        framesOf(m).some((p) => p.hash === request.hash && p.type === POST_ROBOT_MESSAGE_TYPES.ACK);
      const ack = await probe.waitFor(start, isAck, PROMPT_ACK_MS);
      if (ack === undefined)
        fail(
          `no postrobot_message_ack to ui_select_content within ${PROMPT_ACK_MS} ms; ack a request as it arrives (before a person answers), as post-robot does, or the app gives up after ${POST_ROBOT_ACK_TIMEOUT} ms`,
        );
      return `acked in ${Math.round(performance.now() - sent)} ms`;
    },
  },
  {
    name: "platform wire: ui, admin and dsr operations are answered by name with their data",
    async run(probe) {
      const ui = await ask(probe, "ui_embeddable_ready", undefined);
      if (ui.ack !== "success") fail(`ui_embeddable_ready answered ${describe(ui)}`);
      for (const [name, schema] of [
        ["admin_get_env", ADMIN_API_RESPONSE_SCHEMAS.admin_get_env],
        ["dsr_get_env", DSR_API_RESPONSE_SCHEMAS.dsr_get_env],
      ] as const) {
        const response = await ask(probe, name, undefined);
        if (response.ack !== "success") fail(`${name} answered ${describe(response)}`);
        const issues = problems(schema, response.data, "data");
        if (issues.length) fail(`the ${name} data fails its schema: ${issues.join("; ")}`);
      }
      return "ui_embeddable_ready, admin_get_env and dsr_get_env answered";
    },
  },
  {
    name: "platform wire: an invalid payload is answered with ack error and a message",
    async run(probe) {
      const response = await ask(probe, "ui_print_canvas", { id: "c", notify_url: "http://x" });
      const error = response.error as Record<string, unknown> | undefined;
      if (response.ack !== "error" || typeof error?.message !== "string")
        fail(
          `an invalid ui_print_canvas was answered ${describe(response)}; expected ack "error" with error.message`,
        );
      return "error answered";
    },
  },
  {
    name: "platform wire: bare UI operations and high-level bookkeeping requests",
    async run(probe) {
      const start = probe.inbox.length;
      probe.send({ type: "ui_app_resize", body: { height: 200 } });
      const replies = await probe.collect(
        start,
        (m) => framesOf(m).length > 0 || RESPONSE_TYPES.has(isRecord(m) ? m.type : undefined),
      );
      if (replies.length) fail(`the host answered a bare ui_app_resize with ${describe(replies)}`);
      for (const [type, body] of [
        ["subscribe", null],
        ["broadcast", { type: "canvas_opened", body: { body: { canvas_id: "conformance" } } }],
      ] as const) {
        const status = await highLevel(probe, type, body);
        if (status !== "ok") fail(`${type} was answered with status ${describe(status)}`);
      }
      return "bare post unanswered; subscribe and broadcast answered ok";
    },
  },
  {
    name: "platform wire: host events are PITCHER_EVENT with event { type, body }",
    async run(probe, target) {
      if (!target.emitEvent) throw new CheckSkipped("no emitEvent hook given");
      const key: EventKey = "canvas_opened";
      const start = probe.inbox.length;
      await target.emitEvent(key, { body: { canvas_id: "conformance" } });
      const event = await probe.waitFor(
        start,
        (m) =>
          isRecord(m) && m.type === "PITCHER_EVENT" && isRecord(m.event) && m.event.type === key,
      );
      if (event === undefined)
        fail(`no PITCHER_EVENT with event.type ${key} arrived within ${probe.timeout} ms`);
      const checked = checkEvent(
        key,
        ((event as Record<string, unknown>).event as Record<string, unknown>).body,
      );
      if (!checked.ok) fail(`the ${key} event body fails its schema: ${checked.issues.join("; ")}`);
      return "event valid";
    },
  },
  {
    name: "platform wire: pushes are bare (native UI messages) or post-robot requests named by type",
    async run(probe, target) {
      if (!target.pushMessage) throw new CheckSkipped("no pushMessage hook given");
      const cases: [PushMessageType, unknown][] = [
        ["ui_canvas_updated", undefined],
        ["ui_meeting_canceled", { eventId: "00USIM000000001AAA" }],
        ["admin_env_changed", undefined],
      ];
      for (const [type, payload] of cases) {
        const start = probe.inbox.length;
        await target.pushMessage(type, payload);
        const native = (UI_NATIVE_MESSAGE_TYPES as readonly string[]).includes(type);
        const found = await probe.waitFor(start, (m) =>
          native
            ? isRecord(m) && m.type === type && "body" in m
            : framesOf(m).some((p) => isPostRobotRequest(p) && p.name === type),
        );
        if (found === undefined)
          fail(
            `asked the host to push ${type}, but no ${native ? "bare { type, body }" : "post-robot request"} arrived`,
          );
        const request = framesOf(found).find(isPostRobotRequest);
        if (request) probe.send(answerFrame(request, { ok: true, data: undefined }));
        const data = request ? request.data : (found as Record<string, unknown>).body;
        const env = environmentOfType(type) ?? "ui";
        const checked = checkMessage(env, type, data);
        if (!checked.ok) fail(`the ${type} payload fails its schema: ${checked.issues.join("; ")}`);
      }
      return `${cases.length} pushes valid`;
    },
  },
  {
    name: "platform wire: malformed post-robot frames are dropped without a reply or a crash",
    async run(probe) {
      const key = "__post_robot_10_0_46__";
      const start = probe.inbox.length;
      for (const bad of [
        `{"${key}":5}`,
        `{"${key}":[{"type":"postrobot_message_request","name":"admin_get_env"}]`,
        `{"${key}":[{"id":"x","origin":"","type":"postrobot_message_request","hash":"","name":"admin_get_env"}]}`,
        `{"${key}":[{"id":"x","origin":"","type":"nope","hash":"h","name":"admin_get_env"}]}`,
      ])
        probe.send(bad);
      const replies = await probe.collect(start, (m) => framesOf(m).length > 0);
      if (replies.length) fail(`the host answered malformed frames with ${describe(replies)}`);
      await alive(probe, "malformed frames");
      return "malformed frames dropped";
    },
  },
];
