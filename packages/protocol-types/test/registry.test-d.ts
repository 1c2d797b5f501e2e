import { describe, expectTypeOf, it } from "vitest";
import type {
  AdminApiMap,
  DsrApiMap,
  GetAppConfigPayload,
  HighLevelApiMap,
  OperationType,
  UiApiMap,
  UiSelectContentRequest,
  UiSelectContentResponse,
} from "@hostbridge/protocol-types";
import type { OPERATION_SCHEMAS } from "@hostbridge/protocol-types/schemas";
import type { MutuallyAssignable } from "./helpers/typeEquality";

describe("the registry's types", () => {
  it("gives the schema table exactly the registry's operations", () => {
    expectTypeOf<
      MutuallyAssignable<keyof typeof OPERATION_SCHEMAS, OperationType>
    >().toEqualTypeOf<true>();
  });

  it("derives each typed map entry from its row's type arguments", () => {
    expectTypeOf<UiApiMap["ui_select_content"]["request"]>().toEqualTypeOf<
      UiSelectContentRequest | undefined
    >();
    expectTypeOf<
      UiApiMap["ui_select_content"]["response"]
    >().toEqualTypeOf<UiSelectContentResponse>();
    expectTypeOf<UiApiMap["ui_app_loaded"]["request"]>().toEqualTypeOf<void>();
    expectTypeOf<HighLevelApiMap["get_env"]["request"]>().toEqualTypeOf<void>();
  });

  it("gives the admin, DSR and high-level app config reads one payload type", () => {
    expectTypeOf<AdminApiMap["admin_get_app_config"]["request"]>().toEqualTypeOf<
      GetAppConfigPayload | undefined
    >();
    expectTypeOf<DsrApiMap["dsr_get_app_config"]["request"]>().toEqualTypeOf<
      HighLevelApiMap["get_app_config"]["request"]
    >();
  });
});
