import { describe, expect, it } from "vitest";
import { webFileEntry } from "@hostbridge/deploy-contract";

describe("web files: pages of the content library, with no app.json", () => {
  it("opens index.html, else the root's only page", () => {
    expect(webFileEntry(["index.html", "other.html", "img.png"])).toBe("index.html");
    expect(webFileEntry(["Brochure.HTM", "style.css"])).toBe("Brochure.HTM");
  });

  it("is not a web file with an app.json, with no page, or with several pages and no index.html", () => {
    expect(webFileEntry(["app.json", "index.html"])).toBeUndefined();
    expect(webFileEntry(["readme.txt"])).toBeUndefined();
    expect(webFileEntry(["a.html", "b.html"])).toBeUndefined();
  });
});
