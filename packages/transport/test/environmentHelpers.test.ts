import {
  camelCase,
  createBridge,
  createEnvironmentApi,
  createInstanceCache,
  createMemoryTransportPair,
  isHostBridgeError,
  sameOptions,
} from "@hostbridge/transport";
import { createId } from "@hostbridge/protocol-types/wire";
import type { EnvironmentApiOptions } from "@hostbridge/transport";
import { describe, expect, it, vi } from "vitest";
import { flush } from "./helpers/harness";
import type { Wire } from "./helpers/harness";

type Api = Record<string, (...args: unknown[]) => unknown> & {
  location: string;
  bridge: { disposed: boolean; listenerCount: number };
};
type UseTest = (options?: EnvironmentApiOptions) => Api;

/** An admin-like environment over a memory pair whose host end records what it gets. */
function environment(name = "useTest()") {
  const [app, host] = createMemoryTransportPair();
  const seen: Wire[] = [];
  host.listen((m) => seen.push(m as Wire));
  const get = createEnvironmentApi<UseTest>({
    name,
    location: "admin",
    methods: ["admin_get_env", "admin_get_files"],
    messages: ["admin_env_changed"],
  });
  return { get, host, seen, transport: app };
}

describe("sameOptions", () => {
  it("compares plain objects key by key, treating an undefined key as absent", () => {
    expect(sameOptions({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameOptions({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameOptions(Object.create(null) as object, {})).toBe(true);
  });

  it("compares RegExps by source and flags, arrays element by element, the rest by identity", () => {
    expect(sameOptions([/a/g, "x"], [/a/g, "x"])).toBe(true);
    expect(sameOptions([/a/g], [/a/i])).toBe(false);
    expect(sameOptions([1, 2], [1])).toBe(false);
    const f = () => undefined;
    expect(sameOptions({ f }, { f })).toBe(true);
    expect(sameOptions({ f }, { f: () => undefined })).toBe(false);
    expect(sameOptions(new Map(), new Map())).toBe(false);
    expect(sameOptions(NaN, NaN)).toBe(true);
  });
});

describe("camelCase and createId", () => {
  it("camel-cases snake_case names", () => {
    expect(camelCase("select_content")).toBe("selectContent");
    expect(camelCase("_env_changed")).toBe("EnvChanged");
  });

  it("makes version-4 UUIDs", () => {
    expect(createId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe("createInstanceCache", () => {
  it("keeps one instance per equal options, an independent one for others, each ended by its last holder", () => {
    const [app] = createMemoryTransportPair();
    let lives: { dispose: () => void }[] = [];
    const create = vi.fn((options: object, bridge: unknown, life: { dispose: () => void }) => {
      lives = [...lives, life];
      return { options, bridge };
    });
    const cache = createInstanceCache("useX()", create);
    const first = cache.get({ transport: app, timeout: 5 });
    expect(cache.get({ transport: app, timeout: 5 })).toBe(first);
    const second = cache.get({ transport: app, timeout: 6 });
    expect(second).not.toBe(first);
    expect(cache.peek()).toBe(second);
    expect(create).toHaveBeenCalledTimes(2);
    const bridgeOf = (api: { bridge: unknown }) => api.bridge as { disposed: boolean };
    expect(bridgeOf(first).disposed).toBe(false);
    lives[0]!.dispose();
    expect(bridgeOf(first).disposed).toBe(false);
    lives[0]!.dispose();
    expect(bridgeOf(first).disposed).toBe(true);
    expect(cache.get({ transport: app, timeout: 5 })).not.toBe(first);
    expect(bridgeOf(second).disposed).toBe(false);
  });
});

describe("createEnvironmentApi", () => {
  it("names one method per operation and one on<Message> shortcut per message type", () => {
    const { get, transport } = environment();
    const api = get({ transport });
    expect(api.location).toBe("admin");
    expect(Object.keys(api).sort()).toEqual([
      "bridge",
      "dispose",
      "getEnv",
      "getFiles",
      "location",
      "on",
      "onEnvChanged",
    ]);
    api.dispose!();
  });

  it("sends methods through the request function and delivers pushed messages to shortcuts", async () => {
    const { get, host, seen, transport } = environment();
    const api = get({ transport });
    const changed = vi.fn();
    api.onEnvChanged!(changed);
    const answer = api.getFiles!({ tags: ["x"] });
    await flush();
    expect(seen[0]).toMatchObject({
      type: "ADMIN_REQUEST",
      body: { type: "admin_get_files", data: { tags: ["x"] } },
    });
    host.send({ id: seen[0]!.id, type: "ADMIN_RESPONSE", body: [{ id: "f1" }] });
    host.send({
      id: "m1",
      type: "ADMIN_MESSAGE",
      body: { type: "admin_env_changed", data: { user: "u" } },
    });
    await expect(answer).resolves.toEqual([{ id: "f1" }]);
    await flush();
    expect(changed).toHaveBeenCalledWith({ user: "u" }, expect.anything());
    api.dispose!();
  });

  it("rejects calls on a disposed instance with TRANSPORT_CLOSED naming the factory", async () => {
    const { get, transport } = environment("useThing()");
    const api = get({ transport });
    api.dispose!();
    expect(api.bridge.disposed).toBe(true);
    const error: unknown = await (api.getEnv!() as Promise<unknown>).catch((e: unknown) => e);
    expect(isHostBridgeError(error, "TRANSPORT_CLOSED")).toBe(true);
    expect((error as Error).message).toContain("useThing()");
    expect(() => api.on!("admin_env_changed", () => undefined)).toThrow(/useThing\(\)/);
  });

  it("adds what extend returns and never disposes a bridge it was given", () => {
    const { transport } = environment();
    const bridge = createBridge({ transport });
    const useExt = createEnvironmentApi<UseTest>({
      name: "useExt()",
      location: "dsr",
      methods: [],
      messages: [],
      extend: (b, life) => ({ ping: () => (life.check(), b.casing) }),
    });
    const api = useExt({ bridge });
    expect(api.ping!()).toBe("snake");
    api.dispose!();
    expect(bridge.disposed).toBe(false);
    expect(() => api.ping!()).toThrow(/useExt\(\)/);
    bridge.dispose();
  });
});
