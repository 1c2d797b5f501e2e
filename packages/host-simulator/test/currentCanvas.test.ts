import { describe, expect, it } from "vitest";
import { linkPerTest } from "./helpers/setup";

describe("ui_update_canvas as the platform takes it", () => {
  const start = linkPerTest();

  it("saves the canvas the app runs in when the request names no id (context and fields only)", async () => {
    const l = start();
    const { response } = await l.bridge.request("ui_update_canvas", {
      context: { my_app: { step: 2 } },
      fields: "id,context",
    });
    expect(response.status).toBe("ok");
    expect(response.body).toEqual({ id: "canvas-sim-0001", context: { my_app: { step: 2 } } });
    expect(
      l.host.fixtures.canvases.find((canvas) => canvas.id === "canvas-sim-0001")?.context,
    ).toEqual({
      my_app: { step: 2 },
    });
  });

  it("still saves the canvas a request names", async () => {
    const l = start();
    const other = l.host.fixtures.canvases[1]!;
    const { response } = await l.bridge.request("ui_update_canvas", {
      id: other.id as string,
      name: "Renamed",
      fields: "id,name",
    });
    expect(response.body).toEqual({ id: other.id, name: "Renamed" });
  });
});
