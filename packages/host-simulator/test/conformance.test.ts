import { describe, expect, it } from "vitest";
import { createMockHost, formatConformanceReport, runConformance } from "../src/index";
import type { ConformanceReport } from "../src/index";
import { decodePostRobotFrame } from "@hostbridge/protocol-types/wire";
import type { Transport } from "@hostbridge/transport";
import { createBrokenHost } from "./helpers/brokenHost";
import type { Breakage } from "./helpers/brokenHost";

const CHECK = {
  svcOk: "SVC request is answered with status ok",
  svcEcho: "SVC response echoes the request id, type and body",
  svcBody: "SVC response body passes the operation's response schema",
  svcError: "SVC invalid payload is answered with status error and a message",
  svcUnknown: "SVC unknown operation is answered with status error",
  admin: "ADMIN request is answered with an ADMIN_RESPONSE of the same id",
  adminError: "ADMIN error uses the error extension { message, code?, details? }",
  dsr: "DSR request is answered with a DSR_RESPONSE of the same id",
  dsrError: "DSR error uses the error extension { message, code?, details? }",
  appEvents: "events from the app get no reply and do not disturb the host",
  hostEvents: "events from the host are valid SVC_EVENT envelopes",
  pushed: "pushed UI, admin and DSR messages are valid",
  stray: "responses with unknown ids sent to the host are ignored",
  malformed: "malformed messages are dropped without a reply or a crash",
  concurrent: "concurrent requests are each answered once, correlated by id",
  operations: "SVC every high-level operation is known and checks its payload",
} as const;

const PLATFORM_CHECK = {
  hello: "platform wire: post-robot hello is answered with an ack and an instanceID",
  ackOnArrival: "platform wire: a request that waits for a person is acked on arrival",
  operations: "platform wire: ui, admin and dsr operations are answered by name with their data",
  error: "platform wire: an invalid payload is answered with ack error and a message",
  bare: "platform wire: bare UI operations and high-level bookkeeping requests",
  hostEvents: "platform wire: host events are PITCHER_EVENT with event { type, body }",
  pushed:
    "platform wire: pushes are bare (native UI messages) or post-robot requests named by type",
  malformed: "platform wire: malformed post-robot frames are dropped without a reply or a crash",
} as const;
const ALL = [...Object.values(CHECK), ...Object.values(PLATFORM_CHECK)];

const failedOf = (report: ConformanceReport) =>
  report.results
    .filter((r) => !r.ok)
    .map((r) => r.name)
    .sort();
const messageOf = (report: ConformanceReport, name: string) =>
  report.results.find((r) => r.name === name)?.message ?? "";

async function runBroken(breakage: Breakage): Promise<ConformanceReport> {
  const target = createBrokenHost(breakage);
  try {
    // (these hosts are broken on the envelope wire, which is all they speak)
    return await runConformance({ ...target, wires: ["envelopes"] });
  } finally {
    target.dispose();
  }
}

type Obj = Record<string, unknown>;

describe("the conformance kit against the simulator", () => {
  it("passes every check on both wires, the hooked ones included", async () => {
    const mock = createMockHost({ appSetDataOnReady: false });
    const report = await runConformance({
      transport: mock.transport,
      emitEvent: (key, body) => void mock.host.emit(key, body as never),
      pushMessage: (type, payload) => void mock.host.push(type, payload as never),
    });
    mock.dispose();
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
    expect(report).toMatchObject({ passed: ALL.length, failed: 0, skipped: 0 });
    expect(report.results.map((r) => r.name)).toEqual(ALL);
  });

  it("skips the checks whose hooks are missing, and formats the report for people", async () => {
    const mock = createMockHost();
    const report = await runConformance({ transport: mock.transport, quietPeriod: 50 });
    mock.dispose();
    expect(report).toMatchObject({ passed: ALL.length - 4, failed: 0, skipped: 4 });
    const text = formatConformanceReport(report);
    expect(text).toContain(`PASS  ${CHECK.svcOk}\n`);
    expect(text).toContain(`SKIP  ${CHECK.hostEvents}\n      no emitEvent hook given\n`);
    expect(text.trimEnd().split("\n").at(-1)).toBe("20 passed, 0 failed, 4 skipped");
  });
});

describe("the conformance kit against deliberately broken hosts", () => {
  it("fails every platform-wire check of a host that speaks only the envelopes", async () => {
    const mock = createMockHost({ wire: "envelopes" });
    const report = await runConformance({
      transport: mock.transport,
      wires: ["platform"],
      timeout: 200,
      quietPeriod: 50,
      emitEvent: (key, body) => void mock.host.emit(key, body as never),
      pushMessage: (type, payload) => void mock.host.push(type, payload as never),
    });
    mock.dispose();
    // (subscribe, unsubscribe and broadcast are high-level operations: every host answers them)
    expect(failedOf(report)).toEqual(
      Object.values(PLATFORM_CHECK)
        .filter((name) => name !== PLATFORM_CHECK.bare)
        .sort(),
    );
    expect(messageOf(report, PLATFORM_CHECK.hello)).toMatch(/no post-robot response with hash/);
  });

  it("catches a host that acks a waiting request only when a person answers it", async () => {
    const mock = createMockHost();
    // the host's acks never travel alone: only with a response, as a host that acks at answer time
    const acksWithAnswers: Transport = {
      send: (m) => mock.transport.send(m),
      close: () => mock.transport.close(),
      listen: (onMessage, onDrop) =>
        mock.transport.listen((m) => {
          const frame = decodePostRobotFrame(m);
          if (!frame?.every((p) => p.type === "postrobot_message_ack")) onMessage(m);
        }, onDrop),
    };
    const report = await runConformance({
      transport: acksWithAnswers,
      wires: ["platform"],
      quietPeriod: 50,
    });
    mock.dispose();
    expect(failedOf(report)).toContain(PLATFORM_CHECK.ackOnArrival);
    expect(messageOf(report, PLATFORM_CHECK.ackOnArrival)).toMatch(
      /no postrobot_message_ack to ui_select_content within 1000 ms; ack a request as it arrives/,
    );
  });

  it("catches a host that echoes the wrong request id", async () => {
    const report = await runBroken({
      outbound: (m) => {
        if (m.type === "SVC_RESPONSE")
          (m.request as Obj).id = `wrong-${String((m.request as Obj).id)}`;
        return m;
      },
    });
    expect(failedOf(report)).toEqual(
      [
        CHECK.svcOk,
        CHECK.svcEcho,
        CHECK.svcBody,
        CHECK.svcError,
        CHECK.svcUnknown,
        CHECK.appEvents,
        CHECK.stray,
        CHECK.malformed,
        CHECK.concurrent,
      ].sort(),
    );
    expect(messageOf(report, CHECK.svcEcho)).toMatch(
      /no SVC_RESPONSE echoed request\.id "conformance-.+" for ui_app_resize.+the request id must be echoed exactly/,
    );
    expect(messageOf(report, CHECK.admin)).toBe(
      "admin_get_env answered with the request id and a valid AdminEnv",
    );
  });

  it("catches a host that leaves out response.status", async () => {
    const report = await runBroken({
      outbound: (m) => {
        if (m.type === "SVC_RESPONSE") delete (m.response as Obj).status;
        return m;
      },
    });
    expect(failedOf(report)).toContain(CHECK.svcOk);
    expect(messageOf(report, CHECK.svcOk)).toContain("has no response.status");
    expect(messageOf(report, CHECK.svcEcho)).toContain(
      'response.status: must be one of "ok", "error"',
    );
    expect(failedOf(report)).not.toContain(CHECK.admin);
  });

  it("catches an admin error that is not the { message, code, details } extension", async () => {
    const report = await runBroken({
      outbound: (m) => {
        if (m.type === "ADMIN_RESPONSE" && m.error) m.error = "something went wrong";
        return m;
      },
    });
    expect(failedOf(report)).toEqual([CHECK.adminError]);
    expect(messageOf(report, CHECK.adminError)).toContain("error: must be an object");
  });

  it("catches an SVC error body without a message", async () => {
    const report = await runBroken({
      outbound: (m) => {
        const response = m.response as Obj | undefined;
        if (response?.status === "error") response.body = { code: (response.body as Obj).code };
        return m;
      },
    });
    expect(failedOf(report)).toEqual([CHECK.svcError, CHECK.svcUnknown].sort());
    expect(messageOf(report, CHECK.svcError)).toContain("with a non-empty message");
  });

  it("catches a host that answers admin requests with another id", async () => {
    const report = await runBroken({
      outbound: (m) => {
        if (m.type === "ADMIN_RESPONSE") m.id = "admin-response";
        return m;
      },
    });
    expect(failedOf(report)).toEqual([CHECK.admin, CHECK.adminError, CHECK.concurrent].sort());
    expect(messageOf(report, CHECK.admin)).toContain('answered with id ["admin-response"]');
  });

  it("catches a host that replies to malformed input", async () => {
    const report = await runBroken({
      inbound: (m) =>
        typeof m === "object" &&
        m !== null &&
        "type" in m &&
        (m as Obj).type !== "SVC_REQUEST" &&
        (m as Obj).type !== "ADMIN_REQUEST" &&
        (m as Obj).type !== "DSR_REQUEST" &&
        (m as Obj).type !== "SVC_EVENT" &&
        !String((m as Obj).type).endsWith("_RESPONSE")
          ? [
              {
                type: "SVC_RESPONSE",
                request: { id: "?", type: "?" },
                response: { status: "error", body: { message: "bad input" } },
              },
            ]
          : [],
    });
    expect(failedOf(report)).toEqual([CHECK.malformed]);
    expect(messageOf(report, CHECK.malformed)).toContain(
      "malformed messages must be dropped silently",
    );
  });

  it("catches a host that stops answering after malformed input", async () => {
    const report = await runBroken({ crashOnMalformed: true });
    expect(failedOf(report)).toEqual([CHECK.malformed, CHECK.concurrent].sort());
    expect(messageOf(report, CHECK.malformed)).toContain(
      "the host stopped answering after 12 malformed messages",
    );
  });

  it("catches a host that answers every request twice", async () => {
    const report = await runBroken({
      outbound: (m) => (m.type?.toString().endsWith("RESPONSE") ? [m, m] : m),
    });
    expect(failedOf(report)).toEqual([CHECK.concurrent]);
    expect(messageOf(report, CHECK.concurrent)).toContain("were answered more than once");
  });

  it("catches a host that mixes up concurrent DSR responses", async () => {
    let lastDsrId = "";
    const report = await runBroken({
      inbound: (m) => {
        if (typeof m === "object" && m !== null && (m as Obj).type === "DSR_REQUEST")
          lastDsrId = String((m as Obj).id);
      },
      outbound: (m) => {
        if (m.type === "DSR_RESPONSE") m.id = lastDsrId;
        return m;
      },
    });
    expect(failedOf(report)).toEqual([CHECK.concurrent]);
    expect(messageOf(report, CHECK.concurrent)).toMatch(
      /concurrent requests got no response with their id \(for example dsr_get_env\)/,
    );
  });

  it("catches a host that replies to events", async () => {
    const report = await runBroken({
      inbound: (m) =>
        typeof m === "object" && m !== null && (m as Obj).type === "SVC_EVENT"
          ? [{ type: "SVC_RESPONSE", request: (m as Obj).request, response: { status: "ok" } }]
          : [],
    });
    // the kit's malformed input includes an SVC_EVENT without { id, type }, which this host answers too
    expect(failedOf(report)).toEqual([CHECK.appEvents, CHECK.malformed].sort());
    expect(messageOf(report, CHECK.appEvents)).toContain("events get no response");
  });

  it("catches invalid event bodies and pushed messages without an id", async () => {
    const report = await runBroken({
      outbound: (m) => {
        if (m.type === "SVC_EVENT" && (m.request as Obj).type === "route_changed")
          (m.request as Obj).body = { route_name: 1 };
        if (m.type === "ADMIN_MESSAGE") delete m.id;
        return m;
      },
    });
    expect(failedOf(report)).toEqual([CHECK.hostEvents, CHECK.pushed].sort());
    expect(messageOf(report, CHECK.hostEvents)).toContain(
      "the route_changed event body fails its schema: body: is required (expected an object)",
    );
    expect(messageOf(report, CHECK.pushed)).toContain(
      "the admin_env_changed message envelope is not valid: id: is required",
    );
  });
});
