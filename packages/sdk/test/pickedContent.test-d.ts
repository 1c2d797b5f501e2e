// The picked content HostBridge types (`SelectedFile`, `SelectedPage`: the items of the content
// picker's answer) and the platform's client (`@pitcher/js-api` 1.26.0, as the registry ships it: its
// content selector's picked file and picked page) agree field by field, as the host records do
// (./clientRecords.test-d.ts): what the client declares for a field fits ours, ours fits the client's
// (a field the client requires and we leave optional counts as agreeing: the reasons are on our
// records), and ours names every field the client declares. Where ours is deliberately wider, the test
// names the fields: the client's enumerations (the platform adds values, we take any string) and the
// user id of a user reference (a number on the platform, a string in our stand-ins). The `type`
// discriminant tells a picked file from a picked page without a cast.
import type * as Ours from "@hostbridge/protocol-types";
import type { UiApi } from "@hostbridge/sdk";
import type {
  SelectedFile as ClientSelectedFile,
  SelectedPage as ClientSelectedPage,
} from "@pitcher/js-api/lib/apps/content-selector/stores/app";
import type { UiSelectContentResponse as ClientSelectContentResponse } from "@pitcher/js-api/lib/sdk/api/modules/ui/types.ui";
import { describe, expectTypeOf, it } from "vitest";
import type { ClientDoesNotFit, OursDoesNotFit, Unnamed } from "./helpers/recordFit";

type PickedItem = NonNullable<Ours.UiSelectContentResponse["content"]>[number];
type ClientPickedItem = NonNullable<ClientSelectContentResponse["content"]>[number];

describe("our picked content and the existing client's", () => {
  it("take every value the client declares, for every field both know", () => {
    expectTypeOf<ClientDoesNotFit<Ours.SelectedFile, ClientSelectedFile>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.SelectedPage, ClientSelectedPage>>().toEqualTypeOf<never>();
    expectTypeOf<
      ClientDoesNotFit<Ours.FilePermissions, NonNullable<ClientSelectedFile["permissions"]>>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      ClientDoesNotFit<Ours.FileSummary, ClientSelectedPage["file"]>
    >().toEqualTypeOf<never>();
    // (every item the client's picker answers is one of ours)
    expectTypeOf<ClientSelectedFile>().toExtend<PickedItem>();
    expectTypeOf<ClientSelectedPage>().toExtend<PickedItem>();
  });

  it("fit the client's types the other way, but where ours is wider on purpose", () => {
    expectTypeOf<OursDoesNotFit<Ours.SelectedFile, ClientSelectedFile>>().toEqualTypeOf<
      "status" | "content_type" | "access_type" | "created_by" | "owned_by"
    >();
    expectTypeOf<OursDoesNotFit<Ours.SelectedPage, ClientSelectedPage>>().toEqualTypeOf<never>();
    expectTypeOf<
      OursDoesNotFit<Ours.FilePermissions, NonNullable<ClientSelectedFile["permissions"]>>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      OursDoesNotFit<Ours.FileSummary, ClientSelectedPage["file"]>
    >().toEqualTypeOf<never>();
  });

  it("name every field the client declares", () => {
    expectTypeOf<Unnamed<Ours.SelectedFile, ClientSelectedFile>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Ours.SelectedPage, ClientSelectedPage>>().toEqualTypeOf<never>();
    expectTypeOf<
      Unnamed<Ours.FilePermissions, NonNullable<ClientSelectedFile["permissions"]>>
    >().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Ours.FileSummary, ClientSelectedPage["file"]>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<PickedItem, ClientPickedItem>>().toEqualTypeOf<never>();
  });

  it("give an app the picked item's fields to read without a cast, told apart by `type`", () => {
    type Picked = Awaited<ReturnType<UiApi["selectContent"]>>;
    expectTypeOf<NonNullable<Picked["content"]>[number]>().toEqualTypeOf<PickedItem>();
    const item = {} as PickedItem;
    if (item.type === "page") {
      expectTypeOf(item).toEqualTypeOf<Ours.SelectedPage>();
      expectTypeOf(item.page_index).toEqualTypeOf<number | undefined>();
      expectTypeOf(item.file?.id).toEqualTypeOf<string | undefined>();
    }
    if (item.type === "file") {
      expectTypeOf(item).toEqualTypeOf<Ours.SelectedFile>();
      expectTypeOf(item.status).toEqualTypeOf<string | undefined>();
      expectTypeOf(item.original_url).toEqualTypeOf<string | null | undefined>();
      expectTypeOf(item.permissions?.can_share).toEqualTypeOf<boolean | undefined>();
      expectTypeOf(item.created_by?.email).toEqualTypeOf<string | undefined>();
      expectTypeOf(item.tags).toEqualTypeOf<string[] | undefined>();
    }
    // (an item of a host that sends no `type` is still read as either, its id a string)
    expectTypeOf(item.id).toEqualTypeOf<string | undefined>();
    // @ts-expect-error a picked file's type is "file", a picked page's "page"
    const folder: PickedItem = { type: "folder" };
    void folder;
  });
});
