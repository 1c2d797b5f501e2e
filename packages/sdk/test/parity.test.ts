// API parity with the platform's existing client, `@pitcher/js-api` (a test-only devDependency):
// every high-level request type it sends, every event name it knows and every high-level method it
// exposes must have a HostBridge counterpart. Its names are read from its shipped files at test
// time (see helpers/existingClient.ts); nothing here lists them.
import { EVENT_KEYS, HIGH_LEVEL_API_METHOD_TYPES } from "@hostbridge/protocol-types";
import { useHostApi } from "@hostbridge/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeHost } from "../../ui-api/test/helpers/fakeHost";
import {
  eventNamesDeclaredBy,
  EXISTING_CLIENT_FILES,
  existingClientVersion,
  highLevelMethodNamesDeclaredBy,
  missingFrom,
  readExistingClientFile,
  requestTypesSentBy,
} from "./helpers/existingClient";

/**
 * The existing client's high-level members `useHostApi()` deliberately does not offer, and why
 * (the package's documentation page, apps/docs/packages/sdk.md, says the same).
 */
const NOT_OFFERED: Record<string, string> = {
  crmQueryAdaptive:
    "a client-side SOQL-to-SmartStore translator that picks crm_query or crm_smart_query by env; " +
    "HostBridge sends either operation as asked (crmQuery on Web, crmSmartQuery on iOS)",
};

const bundle = readExistingClientFile(EXISTING_CLIENT_FILES.bundle);
const eventDeclarations = readExistingClientFile(EXISTING_CLIENT_FILES.events);
const methodDeclarations = readExistingClientFile(EXISTING_CLIENT_FILES.highLevelApi);

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe("the existing client's files, as the parity test reads them", () => {
  it("is @pitcher/js-api 1.26.0, the version these figures describe", () => {
    expect(existingClientVersion()).toBe("1.26.0");
  });

  it("finds the 80 high-level request types it sends, including those sent outside its modules", () => {
    const sent = requestTypesSentBy(bundle);
    expect(sent.size).toBe(80);
    // sent by the low-level API's constructor and by inline members of createHighLevelApi()
    expect(sent.get("subscribe")).toBeDefined();
    expect(sent.get("enter_fullscreen")).toEqual(new Set(["enterFullscreen"]));
    // getAppConfig() falls back to get_file on file:// pages
    expect(sent.get("get_file")).toEqual(new Set(["getAppConfig", "getFile"]));
    expect([...sent.keys()].some((type) => /^(ui|admin|dsr)_/.test(type))).toBe(false);
  });

  it("ignores mentions of a request in comments and strings", () => {
    const text = `/** API.request("in_a_comment") */ const s = 'x.request("in_a_string")';`;
    expect(requestTypesSentBy(text).size).toBe(0);
  });

  it("finds the 45 event names it declares, the spec's 42 among them", () => {
    const events = eventNamesDeclaredBy(eventDeclarations);
    expect(events).toHaveLength(45);
    expect(events).toContain("canvas_opened");
    expect(events).toContain("favorites:changed");
  });

  it("finds the high-level methods createHighLevelApi() declares", () => {
    const methods = highLevelMethodNamesDeclaredBy(methodDeclarations);
    expect(methods).toContain("enterFullscreen");
    expect(methods).toContain("patchCoreFolder");
    expect(methods.length).toBeGreaterThanOrEqual(80);
  });
});

describe("parity of HostBridge with the existing client", () => {
  it("has a high-level operation for every request type the existing client sends", () => {
    const theirs = requestTypesSentBy(bundle).keys();
    expect(missingFrom(HIGH_LEVEL_API_METHOD_TYPES, theirs)).toEqual([]);
  });

  it("knows every event name the existing client knows", () => {
    expect(missingFrom(EVENT_KEYS, eventNamesDeclaredBy(eventDeclarations))).toEqual([]);
  });

  it("offers every high-level method of the existing client on useHostApi(), by the same name", () => {
    const api = useHostApi({ transport: createFakeHost().transport });
    dispose = api.dispose;
    const ours = Object.keys(api).filter(
      (name) => typeof (api as unknown as Record<string, unknown>)[name] === "function",
    );
    const theirs = highLevelMethodNamesDeclaredBy(methodDeclarations).filter(
      (name) => !(name in NOT_OFFERED) && name !== "API",
    );
    expect(missingFrom(ours, theirs)).toEqual([]);
    expect(api.API).toBeDefined();
    // the names it sends each request type under, too
    const senders = [...requestTypesSentBy(bundle).values()].flatMap((names) => [...names]);
    expect(missingFrom([...ours, ...Object.keys(NOT_OFFERED)], senders)).toEqual([]);
  });

  it("fails, naming it, when the existing client sends a request type we lack", () => {
    const modified = `${bundle}\nfunction beamUp(payload) { return this.API.request("beam_up", payload); }\n`;
    const theirs = requestTypesSentBy(modified).keys();
    expect(missingFrom(HIGH_LEVEL_API_METHOD_TYPES, theirs)).toEqual(["beam_up"]);
    // and when one of ours were gone
    const fewer = HIGH_LEVEL_API_METHOD_TYPES.filter((type) => type !== "enter_fullscreen");
    expect(missingFrom(fewer, requestTypesSentBy(bundle).keys())).toEqual(["enter_fullscreen"]);
  });

  it("fails, naming it, when the existing client knows an event we lack", () => {
    const modified = eventDeclarations.replace(
      'ENV_CHANGED = "env_changed",',
      'ENV_CHANGED = "env_changed",\n    TELEPORTED = "teleported",',
    );
    expect(modified).not.toBe(eventDeclarations);
    expect(missingFrom(EVENT_KEYS, eventNamesDeclaredBy(modified))).toEqual(["teleported"]);
  });
});
