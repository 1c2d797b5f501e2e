import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type {
  AdminApiMap,
  AdminApiMethodType,
  AdminMessageMap,
  AdminMessageType,
  DsrApiMap,
  DsrApiMethodType,
  DsrMessageMap,
  DsrMessageType,
  EventKey,
  EventMap,
  HighLevelApiMap,
  HighLevelApiMethodType,
  UiApiMap,
  UiApiMethodType,
  UiMessageMap,
  UiMessageType,
} from "@hostbridge/protocol-types";
import type {
  ADMIN_API_REQUEST_SCHEMAS,
  ADMIN_API_RESPONSE_SCHEMAS,
  ADMIN_MESSAGE_SCHEMAS,
  DSR_API_REQUEST_SCHEMAS,
  DSR_API_RESPONSE_SCHEMAS,
  DSR_MESSAGE_SCHEMAS,
  EVENT_SCHEMAS,
  HIGH_LEVEL_API_REQUEST_SCHEMAS,
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  UI_API_REQUEST_SCHEMAS,
  UI_API_RESPONSE_SCHEMAS,
  UI_MESSAGE_SCHEMAS,
} from "@hostbridge/protocol-types/schemas";
import type { MutuallyAssignable, StrictlyEqual } from "./helpers/typeEquality";

type OpMap = Record<string, { request: unknown; response: unknown }>;
type SchemaMap = Record<string, z.ZodType>;

/** Operations whose request type differs from the input of their request schema. */
type RequestMismatches<M extends OpMap, S extends SchemaMap> = {
  [K in keyof M & keyof S]: StrictlyEqual<M[K]["request"], z.input<S[K]>> extends true ? never : K;
}[keyof M & keyof S];

/** Operations whose response type differs from the output of their response schema. */
type ResponseMismatches<M extends OpMap, S extends SchemaMap> = {
  [K in keyof M & keyof S]: StrictlyEqual<M[K]["response"], z.output<S[K]>> extends true
    ? never
    : K;
}[keyof M & keyof S];

/** Keys whose payload type differs from the input of their schema. */
type PayloadMismatches<M, S extends SchemaMap> = {
  [K in keyof M & keyof S]: StrictlyEqual<M[K], z.input<S[K]>> extends true ? never : K;
}[keyof M & keyof S];

describe("typed maps and schema maps", () => {
  it("have exactly the keys of the constant lists", () => {
    expectTypeOf<MutuallyAssignable<keyof UiApiMap, UiApiMethodType>>().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof UI_API_REQUEST_SCHEMAS, UiApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof UI_API_RESPONSE_SCHEMAS, UiApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<keyof AdminApiMap, AdminApiMethodType>>().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof ADMIN_API_REQUEST_SCHEMAS, AdminApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof ADMIN_API_RESPONSE_SCHEMAS, AdminApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<keyof DsrApiMap, DsrApiMethodType>>().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof DSR_API_REQUEST_SCHEMAS, DsrApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof DSR_API_RESPONSE_SCHEMAS, DsrApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof HighLevelApiMap, HighLevelApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof HIGH_LEVEL_API_REQUEST_SCHEMAS, HighLevelApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof HIGH_LEVEL_API_RESPONSE_SCHEMAS, HighLevelApiMethodType>
    >().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<keyof UiMessageMap, UiMessageType>>().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof UI_MESSAGE_SCHEMAS, UiMessageType>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof AdminMessageMap, AdminMessageType>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof ADMIN_MESSAGE_SCHEMAS, AdminMessageType>
    >().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<keyof DsrMessageMap, DsrMessageType>>().toEqualTypeOf<true>();
    expectTypeOf<
      MutuallyAssignable<keyof typeof DSR_MESSAGE_SCHEMAS, DsrMessageType>
    >().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<keyof EventMap, EventKey>>().toEqualTypeOf<true>();
    expectTypeOf<MutuallyAssignable<keyof typeof EVENT_SCHEMAS, EventKey>>().toEqualTypeOf<true>();
  });

  it("validate exactly the request type of every operation", () => {
    expectTypeOf<
      RequestMismatches<UiApiMap, typeof UI_API_REQUEST_SCHEMAS>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      RequestMismatches<AdminApiMap, typeof ADMIN_API_REQUEST_SCHEMAS>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      RequestMismatches<DsrApiMap, typeof DSR_API_REQUEST_SCHEMAS>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      RequestMismatches<HighLevelApiMap, typeof HIGH_LEVEL_API_REQUEST_SCHEMAS>
    >().toEqualTypeOf<never>();
  });

  it("validate exactly the response type of every operation", () => {
    type ByDesign = "ui_select_content";
    expectTypeOf<
      Exclude<ResponseMismatches<UiApiMap, typeof UI_API_RESPONSE_SCHEMAS>, ByDesign>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      Exclude<
        ResponseMismatches<AdminApiMap, typeof ADMIN_API_RESPONSE_SCHEMAS>,
        "admin_select_content"
      >
    >().toEqualTypeOf<never>();
    expectTypeOf<
      ResponseMismatches<DsrApiMap, typeof DSR_API_RESPONSE_SCHEMAS>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      ResponseMismatches<HighLevelApiMap, typeof HIGH_LEVEL_API_RESPONSE_SCHEMAS>
    >().toEqualTypeOf<never>();
    // (SelectedFile | SelectedPage)[] is two identical open records: assignable both ways, not identical.
    expectTypeOf<
      MutuallyAssignable<
        UiApiMap["ui_select_content"]["response"],
        z.output<(typeof UI_API_RESPONSE_SCHEMAS)["ui_select_content"]>
      >
    >().toEqualTypeOf<true>();
  });

  it("validate exactly the payload of every pushed message and event", () => {
    expectTypeOf<
      PayloadMismatches<UiMessageMap, typeof UI_MESSAGE_SCHEMAS>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      PayloadMismatches<AdminMessageMap, typeof ADMIN_MESSAGE_SCHEMAS>
    >().toEqualTypeOf<never>();
    expectTypeOf<
      PayloadMismatches<DsrMessageMap, typeof DSR_MESSAGE_SCHEMAS>
    >().toEqualTypeOf<never>();
    // peer_connectivity_event: `action` is PeerConnectivityAction (string & {} for completion) vs string.
    expectTypeOf<
      Exclude<PayloadMismatches<EventMap, typeof EVENT_SCHEMAS>, "peer_connectivity_event">
    >().toEqualTypeOf<never>();
    expectTypeOf<
      MutuallyAssignable<
        EventMap["peer_connectivity_event"],
        z.input<(typeof EVENT_SCHEMAS)["peer_connectivity_event"]>
      >
    >().toEqualTypeOf<true>();
  });
});
