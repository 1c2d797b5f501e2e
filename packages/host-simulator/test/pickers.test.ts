// Which files the content picker offers for a request: the request's filters (the spec's
// UiSelectContentRequest) hide or disable files, for the simulator's own pick and the dev host's dialog.
import { describe, expect, it } from "vitest";
import type { UiApiResponse } from "@hostbridge/protocol-types";
import { UI_API_RESPONSE_SCHEMAS } from "@hostbridge/protocol-types/schemas";
import { contentPickerChoices, createFixtures, pickedFile, pickedPage } from "../src/index";
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

describe("a picked item, as the platform's picker answers it", () => {
  const deck = files[0]!;
  const restricted = files.find((file) => file.id === "file-sim-0004")!;

  it("carries a picked file's published fields, from the file's record", () => {
    expect(pickedFile(deck)).toEqual({
      type: "file",
      id: "file-sim-0001",
      name: "Cardiology Portfolio Overview.pptx",
      status: "viewable",
      content_type: "pdf",
      access_type: "public",
      thumbnail_url: "https://files.example.com/thumbnails/file-sim-0001.png",
      original_url: "https://files.example.com/original/file-sim-0001.pptx",
      original_extension: "pptx",
      tags: ["cardiology", "overview"],
      permissions: deck.permissions,
      metadata: { pptx_data: { slide_count: 12 }, therapeutic_area: "Cardiology" },
      created_by: deck.created_by,
      owned_by: deck.owned_by,
      modified_at: deck.modified_at,
      expires_at: null,
      available_at: null,
    });
    expect(pickedFile(restricted)).toMatchObject({
      access_type: "restricted",
      permissions: expect.objectContaining({ can_share: false, can_download: false }),
    });
    // (what a picked file is not: the file's own fields beyond the picker's entry)
    expect(pickedFile(deck)).not.toHaveProperty("content_url");
    expect(pickedFile(deck)).not.toHaveProperty("folder");
  });

  it("leaves out a field whose value a picked file cannot have, and copies what it keeps", () => {
    const record = { id: "f-9", name: "Draft.pdf", thumbnail_url: null, tags: ["a"] };
    const picked = pickedFile(record);
    expect(picked).toEqual({ type: "file", id: "f-9", name: "Draft.pdf", tags: ["a"] });
    picked.tags!.push("b");
    expect(record.tags).toEqual(["a"]);
  });

  it("names a picked page by its own id, with its file, its index and its thumbnail", () => {
    expect(pickedPage(deck, 0)).toEqual({
      type: "page",
      id: "file-sim-0001-page-1",
      name: "Page 1",
      file: { id: "file-sim-0001", name: "Cardiology Portfolio Overview.pptx" },
      page_index: 0,
      permissions: deck.permissions,
      thumbnail_url: "https://files.example.com/thumbnails/file-sim-0001.png",
    });
    const withThumbnails = { ...deck, content_thumbnails: ["p1.png", "p2.png", "p3.png"] };
    expect(pickedPage(withThumbnails, 2)).toMatchObject({ page_index: 2, thumbnail_url: "p3.png" });
    // (no thumbnail of its own known: none rather than the file's)
    expect(pickedPage(deck, 4)).not.toHaveProperty("thumbnail_url");
  });

  it("is what the simulator answers, and passes the picker's answer schema", async () => {
    const linked = link({ interactive: "auto" });
    try {
      const ask = async (payload: Record<string, unknown>) =>
        (
          await linked.bridge.request<UiApiResponse<"ui_select_content">>(
            "ui_select_content",
            payload,
          )
        ).response.body!;
      const filesAnswer = await ask({ min_selections: 2 });
      expect(filesAnswer.content).toEqual([pickedFile(files[0]!), pickedFile(files[1]!)]);
      const pagesAnswer = await ask({ content_type: "slide" });
      expect(pagesAnswer.content).toEqual([pickedPage(files[0]!, 0)]);
      for (const answer of [filesAnswer, pagesAnswer])
        expect(UI_API_RESPONSE_SCHEMAS.ui_select_content.safeParse(answer).success).toBe(true);
    } finally {
      linked.dispose();
    }
  });
});
