// The host records HostBridge types and those the platform's client (`@pitcher/js-api` 1.26.0, as the
// registry ships it) declares agree field by field on every field both know: what the client declares
// for a field fits ours, and ours fits the client's (a field the client requires and we leave optional
// counts as agreeing: the reasons are on our records). Where ours is deliberately wider, the test names
// the fields: the client's enumerations (the platform adds values, we take any string), the user id of a
// user and of every user reference (a number on the platform, a string in our stand-ins), and a canvas's
// `shared_link` (`null` until the canvas is shared) and a file's `folder` (`null` for a file in none).
import type * as Ours from "@hostbridge/protocol-types";
import type * as Client from "@pitcher/js-api/types/openapi";
import type { PitcherInstance } from "@pitcher/js-api/lib/types/instance.types";
import { describe, expectTypeOf, it } from "vitest";
import type { ClientDoesNotFit, OursDoesNotFit, Unnamed } from "./helpers/recordFit";

describe("our host records and the existing client's", () => {
  it("take every value the client declares, for every field both know", () => {
    expectTypeOf<ClientDoesNotFit<Ours.Canvas, Client.CanvasRetrieve>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.Canvas, Client.Canvas>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.Account, Client.Account>>().toEqualTypeOf<never>();
    expectTypeOf<
      ClientDoesNotFit<Ours.CanvasSection, Client.CanvasSection>
    >().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.CanvasSummary, Client.MiniCanvas>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.UserSummary, Client.MiniUser>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.FolderSummary, Client.MiniFolder>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.EventSummary, Client.MiniEvent>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.File, Client.File>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.File, Client.FileRetrieve>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.User, Client.User>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.Instance, Client.Instance>>().toEqualTypeOf<never>();
    expectTypeOf<ClientDoesNotFit<Ours.Instance, PitcherInstance>>().toEqualTypeOf<never>();
  });

  it("fit the client's types the other way, but where ours is wider on purpose", () => {
    expectTypeOf<OursDoesNotFit<Ours.Canvas, Client.CanvasRetrieve>>().toEqualTypeOf<
      "access_type" | "shared_link" | "owned_by" | "created_by" | "modified_by"
    >();
    expectTypeOf<OursDoesNotFit<Ours.Account, Client.Account>>().toEqualTypeOf<never>();
    expectTypeOf<OursDoesNotFit<Ours.CanvasSection, Client.CanvasSection>>().toEqualTypeOf<never>();
    expectTypeOf<OursDoesNotFit<Ours.CanvasSummary, Client.MiniCanvas>>().toEqualTypeOf<never>();
    expectTypeOf<OursDoesNotFit<Ours.UserSummary, Client.MiniUser>>().toEqualTypeOf<"id">();
    expectTypeOf<OursDoesNotFit<Ours.FolderSummary, Client.MiniFolder>>().toEqualTypeOf<never>();
    expectTypeOf<OursDoesNotFit<Ours.EventSummary, Client.MiniEvent>>().toEqualTypeOf<never>();
    expectTypeOf<OursDoesNotFit<Ours.File, Client.FileRetrieve>>().toEqualTypeOf<
      | "type"
      | "status"
      | "content_type"
      | "download_type"
      | "access_type"
      | "role"
      | "folder"
      | "owned_by"
      | "created_by"
      | "modified_by"
    >();
    expectTypeOf<OursDoesNotFit<Ours.User, Client.User>>().toEqualTypeOf<
      "id" | "role" | "language"
    >();
    expectTypeOf<OursDoesNotFit<Ours.Instance, Client.Instance>>().toEqualTypeOf<
      "storage_region" | "role" | "owned_by" | "created_by" | "modified_by"
    >();
  });

  it("name every field the client declares, but the file viewer's own and the file's version", () => {
    expectTypeOf<Unnamed<Ours.Canvas, Client.CanvasRetrieve>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Ours.Account, Client.Account>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Ours.CanvasSection, Client.CanvasSection>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Ours.UserSummary, Client.MiniUser>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Ours.EventSummary, Client.MiniEvent>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Ours.File, Client.FileRetrieve>>().toEqualTypeOf<
      "version" | "pspdfkit_server_url" | "pspdfkit_document_id" | "pspdfkit_auth_payload"
    >();
    expectTypeOf<Unnamed<Ours.User, Client.User>>().toEqualTypeOf<never>();
    expectTypeOf<Unnamed<Ours.Instance, Client.Instance>>().toEqualTypeOf<never>();
  });

  it("give an app the client's field types to read without a cast", () => {
    const canvas = {} as Ours.Canvas;
    expectTypeOf(canvas.account?.name).toEqualTypeOf<string | undefined>();
    expectTypeOf(canvas.sections?.[0]?.id).toEqualTypeOf<string | undefined>();
    expectTypeOf(canvas.created_by?.email).toEqualTypeOf<string | undefined>();
    const file = {} as Ours.File;
    expectTypeOf(file.content_type).toEqualTypeOf<string | undefined>();
    expectTypeOf(file.size).toEqualTypeOf<number | null | undefined>();
    const config = {} as Ours.AppConfig;
    expectTypeOf(config.settings?.max_discount).toEqualTypeOf<
      string | number | boolean | string[] | null | undefined
    >();
  });
});
