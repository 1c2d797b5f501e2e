import { createMockHost } from "@hostbridge/host-simulator";
import { expect as pollExpect, describe, expect, it } from "vitest";
import { dataHintInPageTerms } from "../src/pageErrors";

/** The error message of the simulator's default answer to an admin request. */
async function adminError(type: string, data: unknown): Promise<string> {
  const mock = createMockHost({ location: "admin", mode: "WEB" });
  try {
    mock.transport.send({ id: "request-1", type: "ADMIN_REQUEST", body: { type, data } });
    await pollExpect
      .poll(() => mock.host.traffic.some((entry) => entry.kind === "response"))
      .toBe(true);
    const response = mock.host.traffic.find((entry) => entry.kind === "response");
    return (response?.envelope as { error: { message: string } }).error.message;
  } finally {
    mock.dispose();
  }
}

describe("the dev host's answers for records the simulated data lacks", () => {
  it("name hostbridge.fixtures.json's data instead of createHost()'s fixtures option", async () => {
    const message = await adminError("admin_get_canvas", { id: "nope" });
    expect(message).toContain("`fixtures` option");
    const page = dataHintInPageTerms(message);
    expect(page).toMatch(/^no canvas with id "nope" in the simulated data; known ids: /);
    expect(page).toContain('add records under "data" in hostbridge.fixtures.json');
    expect(page).toContain('"canvases"');
    expect(page).not.toContain("`fixtures` option");
  });

  it("leave other messages as they are", () => {
    expect(dataHintInPageTerms("the host is offline")).toBe("the host is offline");
  });
});
