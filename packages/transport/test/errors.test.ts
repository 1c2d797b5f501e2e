import { describe, expect, it } from "vitest";
import {
  createBridge,
  createMemoryTransportPair,
  ERROR_CODES,
  HostBridgeError,
  HostError,
  isHostBridgeError,
  personMessage,
} from "@hostbridge/transport";

describe("errors", () => {
  it("lists every code once, each equal to its key", () => {
    expect(Object.entries(ERROR_CODES).every(([key, value]) => key === value)).toBe(true);
    expect(Object.keys(ERROR_CODES).sort()).toEqual([
      "HOST_ERROR",
      "INVALID_PAYLOAD",
      "LOAD_FAILED",
      "NOT_EMBEDDED",
      "NO_PROVIDER",
      "ORIGIN_NOT_CONFIGURED",
      "REQUEST_ABORTED",
      "REQUEST_TIMEOUT",
      "TRANSPORT_CLOSED",
      "UNSUPPORTED_PLATFORM",
    ]);
  });

  it("keeps code, name, cause, request type and detail on a local error", () => {
    const cause = new Error("root");
    const error = new HostBridgeError("REQUEST_TIMEOUT", "took too long", {
      cause,
      requestType: "ui_open",
      detail: { a: 1 },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("HostBridgeError");
    expect(error.code).toBe("REQUEST_TIMEOUT");
    expect(error.cause).toBe(cause);
    expect(error.requestType).toBe("ui_open");
    expect(error.detail).toEqual({ a: 1 });
    expect(error.message).toBe("took too long");
  });

  it("makes host errors a distinct subclass carrying the body, request type and response", () => {
    const response = { type: "SVC_RESPONSE" };
    const error = new HostError("crm_query", { message: "bad SOQL" }, response);
    expect(error).toBeInstanceOf(HostBridgeError);
    expect(error.name).toBe("HostError");
    expect(error.code).toBe("HOST_ERROR");
    expect(error.requestType).toBe("crm_query");
    expect(error.body).toEqual({ message: "bad SOQL" });
    expect(error.response).toBe(response);
    expect(error.message).toBe("bad SOQL");
    expect(new HostBridgeError("REQUEST_TIMEOUT", "x")).not.toBeInstanceOf(HostError);
  });

  it("has one shape in every environment: the host's words as a message fit to show a person, its code beside", () => {
    const ui = new HostError("ui_open", { message: "File not found.", code: "not_found" }, {});
    const admin = new HostError(
      "admin_get_canvas",
      null,
      {},
      {
        message: "File not found.",
        code: "not_found",
        details: { id: "f1" },
      },
    );
    // post-robot's error (the platform wire's ui operations): `{ message, code, data }`
    const platform = new HostError(
      "ui_open",
      { message: "File not found.", code: "not_found", data: {} },
      {},
    );
    for (const error of [ui, admin, platform]) {
      expect(String(error)).toBe("HostError: File not found.");
      expect([error.hostMessage, error.hostCode]).toEqual(["File not found.", "not_found"]);
    }
    expect(admin.hostError?.details).toEqual({ id: "f1" });
    // a REST-style body (`detail`; a code that is not a string is not the protocol's), a bare string,
    // and nothing the host said
    const rest = new HostError("get_canvas", { detail: "Not found.", code: 404 }, {});
    expect([rest.message, rest.hostCode]).toEqual(["Not found.", undefined]);
    expect(new HostError("ui_open", "Not allowed here", {}).message).toBe("Not allowed here");
    const silent = new HostError("ui_open", { message: "" }, {});
    expect([silent.message, silent.hostMessage, silent.hostCode]).toEqual([
      "The host could not do this.",
      undefined,
      undefined,
    ]);
  });

  it("gives a sentence fit to show a person for every failure, keeping the developer's message on the error", async () => {
    // a request no host answers, a request the app aborts, a call on a disposed bridge: real failures
    const [appEnd] = createMemoryTransportPair();
    const bridge = createBridge({ transport: appEnd, timeout: 20 });
    const timedOut = await bridge.request("ui_app_loaded").catch((error: unknown) => error);
    const controller = new AbortController();
    const aborted = bridge.request("ui_open", { fileId: "f1" }, { signal: controller.signal });
    controller.abort();
    const abortedError = await aborted.catch((error: unknown) => error);
    bridge.dispose();
    const closed = await bridge.request("ui_app_loaded").catch((error: unknown) => error);

    expect(isHostBridgeError(timedOut, "REQUEST_TIMEOUT")).toBe(true);
    expect((timedOut as Error).message).toMatch(/ui_app_loaded/); // the developer's words stay
    expect(personMessage(timedOut)).toBe("The host did not answer.");
    expect(personMessage(abortedError)).toBe("Cancelled.");
    expect(personMessage(closed)).toBe("The app was closed.");
    // the host's own words; a developer's mistake and a foreign error get the general sentence
    expect(personMessage(new HostError("ui_open", { message: "File not found." }, {}))).toBe(
      "File not found.",
    );
    expect(personMessage(new HostError("ui_open", null, {}))).toBe("The host could not do this.");
    for (const other of [
      new HostBridgeError("ORIGIN_NOT_CONFIGURED", "pass hostOrigin"),
      new TypeError("x is undefined"),
      "a string",
      undefined,
    ])
      expect(personMessage(other)).toBe("Something went wrong.");
  });

  it("prefers the admin/DSR error message and keeps the error object", () => {
    const error = new HostError(
      "admin_get_canvas",
      null,
      {},
      { message: "no canvas", code: "NOT_FOUND" },
    );
    expect(error.message).toBe("no canvas");
    expect(error.hostError).toEqual({ message: "no canvas", code: "NOT_FOUND" });
  });

  it("recognises HostBridge errors, optionally by code, and nothing else", () => {
    const timeout = new HostBridgeError("REQUEST_TIMEOUT", "x");
    expect(isHostBridgeError(timeout)).toBe(true);
    expect(isHostBridgeError(timeout, "REQUEST_TIMEOUT")).toBe(true);
    expect(isHostBridgeError(timeout, "REQUEST_ABORTED")).toBe(false);
    expect(isHostBridgeError(new HostError("t", null, null), "HOST_ERROR")).toBe(true);
    for (const value of [
      new Error("x"),
      { code: "REQUEST_TIMEOUT" },
      null,
      undefined,
      "REQUEST_TIMEOUT",
      42,
    ]) {
      expect(isHostBridgeError(value)).toBe(false);
    }
  });

  it("recognises errors made by another copy of the package (registry symbol brand)", () => {
    const foreign = Object.assign(new Error("x"), {
      code: "TRANSPORT_CLOSED",
      [Symbol.for("@hostbridge/error")]: "HostBridgeError",
    });
    expect(isHostBridgeError(foreign, "TRANSPORT_CLOSED")).toBe(true);
    // (the brand names the family: another package's coded error is not a HostBridge error)
    const deployError = Object.assign(new Error("x"), {
      code: "TRANSPORT_CLOSED",
      [Symbol.for("@hostbridge/error")]: "DeployError",
    });
    expect(isHostBridgeError(deployError)).toBe(false);
  });
});
