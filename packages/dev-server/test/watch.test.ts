import { describe, expect, it } from "vitest";
import { entryFolders } from "../src/watch";

describe("the folders watched for an app's entry pages", () => {
  it("watches each entry's folder once, leaving out folders another one holds", () => {
    expect(
      entryFolders(["dist/index.html", "hooks/on-canvas-update.html", "dist/canvas/canvas.html"]),
    ).toEqual(["dist", "hooks"]);
  });

  it("watches the whole app when one entry sits at its root", () => {
    expect(entryFolders(["hooks/hook.html", "index.html", "dist/admin.html"])).toEqual(["."]);
  });

  it("tells a folder from another that only starts with its name", () => {
    expect(entryFolders(["dist/index.html", "dist-hooks/hook.html", "./dist/x.html"])).toEqual([
      "dist",
      "dist-hooks",
    ]);
  });
});
