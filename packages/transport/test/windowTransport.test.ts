import { afterEach, describe, expect, it, vi } from "vitest";
import { createBridge, createWindowTransport } from "@hostbridge/transport";
import type { MessageTarget } from "@hostbridge/transport";

// A minimal window: an EventTarget with parent/opener, whose postMessage records calls.
function fakeWindow(name: string) {
  const target = new EventTarget() as EventTarget & {
    name: string;
    parent: unknown;
    opener: unknown;
    postMessage: ReturnType<typeof vi.fn>;
  };
  const init: {
    name: string;
    parent: unknown;
    opener: unknown;
    postMessage: ReturnType<typeof vi.fn>;
  } = { name, parent: target, opener: null, postMessage: vi.fn() };
  return Object.assign(target, init);
}

function embed({
  ancestorOrigins,
  referrer = "",
}: { ancestorOrigins?: string[]; referrer?: string } = {}) {
  const self = fakeWindow("app");
  const parent = fakeWindow("host");
  self.parent = parent;
  vi.stubGlobal("window", self);
  vi.stubGlobal("location", ancestorOrigins ? { ancestorOrigins } : {});
  vi.stubGlobal("document", { referrer });
  return { self, parent };
}

const message = (
  source: unknown,
  origin: string,
  data: unknown = { type: "SVC_EVENT", request: { id: "1", type: "x" } },
) => Object.assign(new Event("message"), { source, origin, data });

describe("createWindowTransport (app side)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts to window.parent pinned to location.ancestorOrigins[0] and accepts only that window and origin", () => {
    const { self, parent } = embed({
      ancestorOrigins: ["https://host.example.com"],
      referrer: "https://other.example.com/page",
    });
    const transport = createWindowTransport();
    const got = vi.fn();
    const dropped = vi.fn();
    transport.listen(got, dropped);
    transport.send({ hello: 1 });
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { hello: 1 },
      "https://host.example.com",
    );

    self.dispatchEvent(message(parent, "https://host.example.com", { ok: 1 }));
    self.dispatchEvent(message(parent, "https://evil.example.com", { foreign: 1 }));
    self.dispatchEvent(message(fakeWindow("sibling"), "https://host.example.com", { sibling: 1 }));
    self.dispatchEvent(message(self, "https://host.example.com", { self: 1 }));
    expect(got.mock.calls).toEqual([[{ ok: 1 }]]);
    expect(dropped.mock.calls.map((c): unknown => c[0])).toEqual([
      "origin https://evil.example.com is not an allowed host origin",
      "the sender is not the target window",
      "the sender is not the target window",
    ]);
  });

  it("falls back to the origin of document.referrer when ancestorOrigins is not available", () => {
    const { parent } = embed({ referrer: "https://host.example.com/app/page?x=1" });
    createWindowTransport().send({ a: 1 });
    expect(parent.postMessage).toHaveBeenCalledWith({ a: 1 }, "https://host.example.com");
  });

  it("uses an exact hostOrigin as given (normalised), whatever the referrer says", () => {
    // (a parent origin known for certain, location.ancestorOrigins, must be allowed: ./origin.test.ts)
    const { self, parent } = embed({ referrer: "https://detected.example.com/page" });
    const transport = createWindowTransport({
      targetOrigin: "https://HOST.example.com:443/some/path",
    });
    const got = vi.fn();
    transport.listen(got);
    transport.send({});
    expect(parent.postMessage).toHaveBeenCalledWith({}, "https://host.example.com");
    self.dispatchEvent(message(parent, "https://detected.example.com"));
    expect(got).not.toHaveBeenCalled();
    self.dispatchEvent(message(parent, "https://host.example.com"));
    expect(got).toHaveBeenCalledOnce();
  });

  it("with a RegExp, posts to the detected origin when it matches and accepts any matching origin", () => {
    const { self, parent } = embed({ ancestorOrigins: ["https://eu.host.example.com"] });
    const transport = createWindowTransport({
      targetOrigin: /^https:\/\/[a-z]+\.host\.example\.com$/g,
    });
    const got = vi.fn();
    transport.listen(got);
    transport.send({});
    expect(parent.postMessage).toHaveBeenCalledWith({}, "https://eu.host.example.com");
    for (let i = 0; i < 3; i++) self.dispatchEvent(message(parent, "https://us.host.example.com")); // lastIndex of /g reset
    self.dispatchEvent(message(parent, "https://host.example.com.evil.net"));
    expect(got).toHaveBeenCalledTimes(3);
  });

  it("with a list, prefers the matching detected origin, else the first exact string", () => {
    const first = embed({ ancestorOrigins: ["https://b.example.com"] });
    createWindowTransport({
      targetOrigin: [
        /^https:\/\/x\.example\.com$/,
        "https://a.example.com",
        "https://b.example.com",
      ],
    }).send({});
    expect(first.parent.postMessage).toHaveBeenCalledWith({}, "https://b.example.com");
    const second = embed({ referrer: "https://unrelated.example.com/" });
    createWindowTransport({
      targetOrigin: [/^https:\/\/x\.example\.com$/, "https://a.example.com"],
    }).send({});
    expect(second.parent.postMessage).toHaveBeenCalledWith({}, "https://a.example.com");
  });

  it("refuses to post when a RegExp-only hostOrigin gives no concrete origin", () => {
    const { parent } = embed({ ancestorOrigins: ["https://unrelated.example.com"] });
    expect(() =>
      createWindowTransport({ targetOrigin: /^https:\/\/x\.example\.com$/ }).send({}),
    ).toThrow(expect.objectContaining({ code: "ORIGIN_NOT_CONFIGURED" }));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('never accepts "*" or a non-origin as hostOrigin, and says how to opt into "*"', () => {
    embed({ ancestorOrigins: ["https://host.example.com"] });
    for (const bad of ["*", "/", "not a url", "file:///etc/passwd", ""]) {
      expect(() => createWindowTransport({ targetOrigin: bad }).send({})).toThrow(
        expect.objectContaining({ code: "ORIGIN_NOT_CONFIGURED" }),
      );
    }
    expect(() => createWindowTransport({ targetOrigin: "*" }).send({})).toThrow(
      /unsafeAllowAnyOrigin/,
    );
  });

  it("fails fast when no origin can be determined, telling how to set hostOrigin", async () => {
    const { parent } = embed();
    const started = Date.now();
    const error = await createBridge()
      .request("ui_app_loaded")
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toMatchObject({
      code: "ORIGIN_NOT_CONFIGURED",
      message: expect.stringContaining(
        "no host origin could be determined; pass `hostOrigin` to useUi()/createBridge()",
      ),
    });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('names both fixes when the host hides its origin (Firefox, <iframe referrerpolicy="no-referrer">)', async () => {
    // what Firefox shows such a frame: ancestorOrigins ["null"] and an empty referrer
    const { parent } = embed({ ancestorOrigins: ["null"], referrer: "" });
    const error = await createBridge()
      .request("ui_app_loaded")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "ORIGIN_NOT_CONFIGURED" });
    const text = (error as Error).message;
    expect(text).toContain('location.ancestorOrigins is ["null"]');
    expect(text).toContain("pass `hostOrigin` to useUi()/createBridge()");
    expect(text).toContain('frame the app without referrerpolicy="no-referrer"');
    expect(parent.postMessage).not.toHaveBeenCalled();
    // with hostOrigin the same frame works
    createWindowTransport({ targetOrigin: "https://host.example.com" }).send({ ok: 1 });
    expect(parent.postMessage).toHaveBeenCalledWith({ ok: 1 }, "https://host.example.com");
  });

  it("reports NOT_EMBEDDED for a top-level page, and talks to window.opener when there is one", () => {
    const self = fakeWindow("top");
    vi.stubGlobal("window", self);
    vi.stubGlobal("location", {});
    vi.stubGlobal("document", { referrer: "https://opener.example.com/x" });
    expect(() =>
      createWindowTransport({ targetOrigin: "https://host.example.com" }).send({}),
    ).toThrow(
      expect.objectContaining({
        code: "NOT_EMBEDDED",
        message:
          "no host: the app is the top-level page (no parent frame, no opener); open it from the platform or the dev host",
      }),
    );
    const opener = fakeWindow("opener");
    self.opener = opener;
    createWindowTransport().send({ via: "opener" });
    expect(opener.postMessage).toHaveBeenCalledWith(
      { via: "opener" },
      "https://opener.example.com",
    );
  });

  it("with unsafeAllowAnyOrigin posts with '*', accepts any origin from the target (not other windows), and warns once", () => {
    const { self, parent } = embed();
    const warn = vi.fn();
    const transport = createWindowTransport({ unsafeAllowAnyOrigin: true, warn });
    const got = vi.fn();
    transport.listen(got);
    transport.send({});
    transport.send({});
    expect(parent.postMessage).toHaveBeenLastCalledWith({}, "*");
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain("unsafeAllowAnyOrigin");
    self.dispatchEvent(message(parent, "https://anything.example.com"));
    self.dispatchEvent(message(fakeWindow("sibling"), "https://anything.example.com"));
    expect(got).toHaveBeenCalledOnce();
  });

  it("ignores unsafeAllowAnyOrigin when an exact hostOrigin is given", () => {
    const { parent } = embed();
    const warn = vi.fn();
    createWindowTransport({
      unsafeAllowAnyOrigin: true,
      targetOrigin: "https://host.example.com",
      warn,
    }).send({});
    expect(parent.postMessage).toHaveBeenCalledWith({}, "https://host.example.com");
    expect(warn).not.toHaveBeenCalled();
  });

  it("adds one message listener while it has listeners and removes it when the last one leaves or on close", () => {
    const { self } = embed({ ancestorOrigins: ["https://host.example.com"] });
    const add = vi.spyOn(self, "addEventListener");
    const remove = vi.spyOn(self, "removeEventListener");
    const transport = createWindowTransport();
    expect(add).not.toHaveBeenCalled();
    const stopA = transport.listen(() => undefined);
    const stopB = transport.listen(() => undefined);
    expect(add).toHaveBeenCalledOnce();
    stopA();
    expect(remove).not.toHaveBeenCalled();
    stopB();
    expect(remove).toHaveBeenCalledExactlyOnceWith("message", add.mock.calls[0]?.[1]);
    transport.listen(() => undefined);
    transport.close();
    expect(remove).toHaveBeenCalledTimes(2);
    expect(() => transport.send({})).toThrow(expect.objectContaining({ code: "TRANSPORT_CLOSED" }));
  });
});

describe("createWindowTransport (host side)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("talks to an explicit target (an iframe's window) pinned to the app's origin", () => {
    const { self } = embed({ ancestorOrigins: ["https://my-own-parent.example.com"] });
    const app = fakeWindow("iframe");
    const transport = createWindowTransport({
      target: () => app as MessageTarget,
      targetOrigin: "https://app.example.com",
    });
    const got = vi.fn();
    transport.listen(got);
    transport.send({ to: "app" });
    expect(app.postMessage).toHaveBeenCalledWith({ to: "app" }, "https://app.example.com");
    self.dispatchEvent(message(app, "https://app.example.com", { from: "app" }));
    self.dispatchEvent(
      message(self.parent, "https://my-own-parent.example.com", { from: "parent" }),
    );
    expect(got.mock.calls).toEqual([[{ from: "app" }]]);
  });

  it("never guesses the origin of an explicit target from the page's own ancestors", () => {
    embed({ ancestorOrigins: ["https://my-own-parent.example.com"] });
    const app = fakeWindow("iframe");
    expect(() => createWindowTransport({ target: app as MessageTarget }).send({})).toThrow(
      expect.objectContaining({ code: "ORIGIN_NOT_CONFIGURED" }),
    );
    expect(app.postMessage).not.toHaveBeenCalled();
  });

  it("reports NOT_EMBEDDED when the target window is gone", () => {
    embed();
    expect(() =>
      createWindowTransport({ target: () => null, targetOrigin: "https://app.example.com" }).send(
        {},
      ),
    ).toThrow(
      expect.objectContaining({
        code: "NOT_EMBEDDED",
        message: expect.stringContaining("target window is gone"),
      }),
    );
  });
});
