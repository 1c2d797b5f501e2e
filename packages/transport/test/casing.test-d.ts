import { describe, expectTypeOf, it } from "vitest";
import type {
  AdminEnv,
  OpenRecord,
  UiOpenRequest,
  UiSelectContentResponse,
} from "@hostbridge/protocol-types";
import type { CamelCase, CamelCasedDeep, Cased } from "@hostbridge/transport";

describe("CamelCase", () => {
  it("follows the runtime rule for snake_case keys", () => {
    expectTypeOf<CamelCase<"crm_shape">>().toEqualTypeOf<"crmShape">();
    expectTypeOf<CamelCase<"initial_metadata_filters">>().toEqualTypeOf<"initialMetadataFilters">();
    expectTypeOf<CamelCase<"a_b_c">>().toEqualTypeOf<"aBC">();
    expectTypeOf<CamelCase<"section_1_id">>().toEqualTypeOf<"section_1Id">();
    expectTypeOf<CamelCase<"_private">>().toEqualTypeOf<"_private">();
    expectTypeOf<CamelCase<"a__b">>().toEqualTypeOf<"a__b">();
    expectTypeOf<CamelCase<"trailing_">>().toEqualTypeOf<"trailing_">();
    expectTypeOf<CamelCase<"fileId">>().toEqualTypeOf<"fileId">();
    expectTypeOf<CamelCase<string>>().toEqualTypeOf<string>();
  });
});

describe("CamelCasedDeep / Cased", () => {
  it("camelCases keys deeply, keeping optionality, and leaves opaque maps' contents alone", () => {
    type Env = CamelCasedDeep<AdminEnv>;
    expectTypeOf<Env["svc"]["accessToken"]>().toEqualTypeOf<string>();
    expectTypeOf<Env["svc"]["tokenClaims"]>().toEqualTypeOf<OpenRecord>();
    expectTypeOf<Env>().toHaveProperty("crmShape");
    expectTypeOf<Env>().not.toHaveProperty("crm_shape");
    expectTypeOf<Env["state"]>().toEqualTypeOf<CamelCasedDeep<AdminEnv["state"]>>();
    expectTypeOf<CamelCasedDeep<{ app_context: { inner_key: 1 } }>>().toEqualTypeOf<{
      appContext: { inner_key: 1 };
    }>();
    expectTypeOf<CamelCasedDeep<{ deep_list?: { item_id: string }[] }>>().toEqualTypeOf<{
      deepList?: { itemId: string }[];
    }>();
  });

  it("keeps keys that are camelCase on the wire, and leaves leaves alone", () => {
    type Open = CamelCasedDeep<UiOpenRequest>;
    expectTypeOf<Open>().toHaveProperty("fileId");
    expectTypeOf<Open>().toHaveProperty("appContext");
    expectTypeOf<Open>().toHaveProperty("appEmbedLocation");
    expectTypeOf<CamelCasedDeep<{ at_time: Date; on_done: (x: number) => void }>>().toEqualTypeOf<{
      atTime: Date;
      onDone: (x: number) => void;
    }>();
  });

  it("is the identity for snake casing", () => {
    expectTypeOf<
      Cased<UiSelectContentResponse, "snake">
    >().toEqualTypeOf<UiSelectContentResponse>();
    expectTypeOf<Cased<UiSelectContentResponse, "camel">>().toEqualTypeOf<
      CamelCasedDeep<UiSelectContentResponse>
    >();
    expectTypeOf<Cased<UiSelectContentResponse, "camel">>().toHaveProperty("userAction");
  });
});
