// Which files the content picker offers for a request: the request's filters (the spec's
// UiSelectContentRequest) hide or disable files, for the simulator's own pick and the dev host's dialog.
import { describe, expect, it } from "vitest";
import { contentPickerChoices, createFixtures } from "../src/index";
import { link } from "./helpers/setup";

const files = createFixtures().files;
const shown = (payload: Record<string, unknown>) =>
  contentPickerChoices(files, payload)
    .filter((choice) => choice.hiddenBy.length === 0)
    .map((choice) => String(choice.file.original_extension));

describe("the content picker's files for a request", () => {
  it("offers every file when the request sets no filter", () => {
    const choices = contentPickerChoices(files, {});
    expect(choices).toHaveLength(files.length);
    expect(choices.every((c) => c.hiddenBy.length === 0 && c.disabledBy.length === 0)).toBe(true);
  });

  it("shows only the files of the allowed extensions, whatever their case or a leading dot", () => {
    expect(shown({ allowed_original_extensions: ["pptx"] })).toEqual(["pptx", "pptx"]);
    expect(shown({ allowed_original_extensions: [".PDF"] })).toEqual(["pdf", "pdf", "pdf"]);
    const video = contentPickerChoices(files, { allowed_original_extensions: ["pptx"] }).find(
      (choice) => choice.file.original_extension === "mp4",
    );
    expect(video?.hiddenBy).toEqual([
      {
        filter: "allowed_original_extensions",
        reason: "its extension mp4 is not one of pptx",
      },
    ]);
  });

  it("hides files outside allowed_ids and allowed_content_types, and names every filter that hides one", () => {
    const choices = contentPickerChoices(files, {
      allowed_ids: ["file-sim-0001", "file-sim-0003"],
      allowed_content_types: ["video"],
    });
    const byId = new Map(choices.map((c) => [c.file.id, c.hiddenBy.map((by) => by.filter)]));
    expect(byId.get("file-sim-0003")).toEqual([]);
    expect(byId.get("file-sim-0001")).toEqual(["allowed_content_types"]);
    expect(byId.get("file-sim-0002")).toEqual(["allowed_ids", "allowed_content_types"]);
  });

  it("applies allowed_asset_content_types to assets and allowed_content_types to content files", () => {
    const asset = { ...files[2]!, id: "asset-1", type: "asset", content_type: "image" };
    const [choice] = contentPickerChoices([asset], {
      allowed_content_types: ["pdf"],
      allowed_asset_content_types: ["video"],
    });
    expect(choice!.hiddenBy.map((by) => by.filter)).toEqual(["allowed_asset_content_types"]);
  });

  it("shows but disables files without pptx_data, not sharable, or without pages when pages are asked for", () => {
    const disabled = (payload: Record<string, unknown>) =>
      contentPickerChoices(files, payload)
        .filter((choice) => choice.disabledBy.length > 0)
        .map((choice) => [choice.file.id, choice.disabledBy.map((by) => by.filter)]);
    expect(disabled({ disable_no_sharable: true })).toEqual([
      ["file-sim-0004", ["disable_no_sharable"]],
    ]);
    expect(disabled({ disable_no_pptx_data: true })).toHaveLength(files.length - 1);
    expect(disabled({ content_type: "slide" })).toEqual([["file-sim-0003", ["content_type"]]]);
    expect(disabled({ only_allow_content_pdf_pages: true })).toEqual([
      ["file-sim-0003", ["only_allow_content_pdf_pages"]],
    ]);
  });

  it("is what the simulator picks from when it answers for the person", async () => {
    const linked = link({ interactive: "auto" });
    try {
      const { response } = await linked.bridge.request<{
        content: { original_extension: string }[];
      }>("ui_select_content", { allowed_original_extensions: ["pptx"], min_selections: 5 });
      expect(response.body!.content.map((c) => c.original_extension)).toEqual(["pptx", "pptx"]);
    } finally {
      linked.dispose();
    }
  });
});
