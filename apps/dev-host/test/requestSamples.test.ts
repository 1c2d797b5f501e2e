import { HIGH_LEVEL_API_METHOD_TYPES, platformOf } from "@hostbridge/protocol-types";
import { OPERATION_SCHEMAS, describeZodIssues } from "@hostbridge/protocol-types/schemas";
import { createMockHost } from "@hostbridge/host-simulator";
import { createBridge } from "@hostbridge/transport";
import { afterEach, describe, expect, it } from "vitest";
import { sampleRequest } from "../src/samples";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("the prefilled request payloads", () => {
  it.each(HIGH_LEVEL_API_METHOD_TYPES.map((type) => [type]))(
    "%s: the sample passes the request schema and a fresh simulated host answers it ok",
    async (type) => {
      const mock = createMockHost({ mode: platformOf(type) ?? "WEB", interactive: "auto" });
      const bridge = createBridge({ transport: mock.transport, wire: "envelopes" });
      cleanups.push(
        () => bridge.dispose(),
        () => mock.dispose(),
      );
      const payload = sampleRequest(type, mock.host.fixtures);
      const parsed = OPERATION_SCHEMAS[type].request.safeParse(structuredClone(payload));
      expect(parsed.success ? [] : describeZodIssues(parsed.error)).toEqual([]);
      const envelope = await bridge.request(type, payload as object | undefined);
      expect(envelope.response, type).toMatchObject({ status: "ok" });
    },
  );
});
