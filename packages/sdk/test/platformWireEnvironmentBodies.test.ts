// @vitest-environment happy-dom
// Wire parity with the platform's existing client, `@pitcher/js-api` 1.26.0 (the oracle), for the
// ui, admin and dsr operations: the same method called with the same payload on both clients puts
// the same payload on the platform wire (post-robot requests, or the bare UI posts). Their requests
// are captured where a top-level page posts them (to itself); ours on a capturing transport.
import {
  ADMIN_API_METHOD_TYPES,
  DSR_API_METHOD_TYPES,
  UI_API_METHOD_TYPES,
} from "@hostbridge/protocol-types";
import { OPERATION_SCHEMAS } from "@hostbridge/protocol-types/schemas";
import { decodePostRobotFrame } from "@hostbridge/protocol-types/wire";
import { useAdmin, useDsr, useUi } from "@hostbridge/sdk";
import type { Transport } from "@hostbridge/transport";
// (its ES module build: the package's `main` is a UMD bundle)
import * as pitcher from "@pitcher/js-api/js-api.esm.js";
import { describe, expect, it } from "vitest";

type Sent = { name: string; data: unknown };
type Methods = Record<string, ((...args: unknown[]) => unknown) | undefined>;

/** The operation and payload of one platform-wire message: a post-robot request or a bare post. */
function readSent(message: unknown, into: Sent[]) {
  for (const m of decodePostRobotFrame(message) ?? [])
    if (m.type === "postrobot_message_request" && m.name !== "postrobot_hello")
      into.push({ name: m.name, data: m.data });
  const bare = message as { type?: unknown; body?: unknown };
  if (typeof bare?.type === "string" && /^ui_/.test(bare.type))
    into.push({ name: bare.type, data: bare.body });
}

const theirs: Sent[] = [];
window.addEventListener("message", (event: MessageEvent) => readSent(event.data, theirs));
const ours: Sent[] = [];
const transport: Transport = {
  send: (message) => readSent(message, ours),
  listen: () => () => {},
  close: () => {},
};
const options = { transport, wire: "platform" as const };

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const SAMPLE = { someKey: 1, nested_key: { innerKey: [{ deepKey: 2 }] }, height: 5 };
/** The arguments of "the same call": none for an operation that takes no payload, else SAMPLE. */
const argsOf = (type: string) => {
  type Checked = { success: boolean; error?: { issues: { message: string }[] } };
  const schemas = OPERATION_SCHEMAS as Record<
    string,
    { request: { safeParse(v: unknown): Checked } }
  >;
  const checked = schemas[type]!.request.safeParse(SAMPLE);
  const none = !checked.success && /must be left out/.test(checked.error!.issues[0]!.message);
  return none ? [] : [SAMPLE];
};

/**
 * Methods whose arguments differ between the clients, so "the same call" has no meaning: the
 * migration guide (docs/migration.md) lists how each is called.
 */
const CALLED_DIFFERENTLY: Record<string, string> = {
  ui_open_global_popup: "theirs: (appName, extraContext); ours: ({ app_name, extra_context })",
};

/** Operations that client offers under another method name (two of them under the platform's name of an operation the spec renamed, which HostBridge sends on that wire too). */
const THEIR_NAMES: Record<string, { method: string; wire?: string }> = {
  ui_broadcast: { method: "uiBroadcast" },
  ui_select_collection_player_content: { method: "selectCollectionContent" },
  admin_select_collection_player_content: { method: "selectCollectionContent" },
  admin_open_file_overlay: { method: "open" },
  admin_close_file_overlay: { method: "close" },
  ui_preselect_crm_meeting_id: {
    method: "preselectSfdcMeetingId",
    wire: "ui_preselect_sfdc_meeting_id",
  },
  ui_prompt_assistant: { method: "promptPia", wire: "ui_prompt_pia" },
};

const ENVIRONMENTS = [
  ["ui", UI_API_METHOD_TYPES, pitcher.useUi(), () => useUi(options)],
  ["admin", ADMIN_API_METHOD_TYPES, pitcher.useAdmin(), () => useAdmin(options)],
  ["dsr", DSR_API_METHOD_TYPES, pitcher.useDsr(), () => useDsr(options)],
] as const;

const isEmpty = (value: unknown) =>
  value !== null && typeof value === "object" && Object.keys(value).length === 0;

async function lastSent(list: Sent[], name: string) {
  await expect.poll(() => list.some((s) => s.name === name), { timeout: 1000 }).toBe(true);
  return list.filter((s) => s.name === name).at(-1)!.data;
}

describe("ui, admin and dsr payloads on the platform wire, the existing client as oracle", () => {
  for (const [env, types, theirApi, ourApi] of ENVIRONMENTS)
    for (const type of types) {
      const method = type.slice(env.length + 1);
      const theirName = THEIR_NAMES[type];
      const theirMethod = (theirApi as unknown as Methods)[theirName?.method ?? method];
      const skip = !theirMethod || type in CALLED_DIFFERENTLY;
      it.skipIf(skip)(`${type}: the same payload as the existing client`, async () => {
        theirs.length = ours.length = 0;
        const api = ourApi() as unknown as Methods;
        const ourMethod = api[camel(method)];
        expect(ourMethod, `useX().${camel(method)}`).toBeTypeOf("function");
        const args = argsOf(type);
        void Promise.resolve()
          .then(() => theirMethod!(...args))
          .catch(() => {});
        void Promise.resolve()
          .then(() => ourMethod!(...args))
          .catch(() => {});
        // (both under the platform's name of an operation the spec renamed: `ui_prompt_pia`)
        const wireName = theirName?.wire ?? type;
        const [got, expected] = [await lastSent(ours, wireName), await lastSent(theirs, wireName)];
        // (for an operation without payload, that client sends `{}` in two places, HostBridge
        // nothing; docs/protocol.md "Casing on the platform wire")
        if (!args.length && isEmpty(expected)) expect(got ?? {}).toEqual({});
        else expect(got).toEqual(expected);
      });
    }
});
