// The envelope wire's checks of SVC requests: status, echo, response schema, errors, unknown operations.
import { isRecord } from "@hostbridge/protocol-types";
import {
  HIGH_LEVEL_API_RESPONSE_SCHEMAS,
  ServiceResponseSchema,
} from "@hostbridge/protocol-types/schemas";
import { describe, fail, problems } from "./probe";
import type { Check } from "./probe";
import { svcRoundTrip } from "./roundTrips";

/** The envelope wire's checks of SVC requests: status, echo, response schema, errors, unknown operations. */
export const SERVICE_CHECKS: Check[] = [
  {
    name: "SVC request is answered with status ok",
    async run(probe) {
      const { response } = await svcRoundTrip(probe, "ui_app_loaded");
      if (!("status" in response))
        fail(
          'the SVC_RESPONSE to ui_app_loaded has no response.status; every response carries status "ok" or "error"',
        );
      if (response.status !== "ok")
        fail(
          `ui_app_loaded was answered with response.status ${describe(response.status)}, expected "ok"`,
        );
      return "ui_app_loaded answered with status ok";
    },
  },
  {
    name: "SVC response echoes the request id, type and body",
    async run(probe) {
      const body = { height: 480 };
      const envelope = await svcRoundTrip(probe, "ui_app_resize", body);
      const issues = problems(ServiceResponseSchema, envelope, "response envelope");
      if (issues.length)
        fail(`the SVC_RESPONSE is not a valid ServiceResponse: ${issues.join("; ")}`);
      if (envelope.request.type !== "ui_app_resize")
        fail(
          `request.type was echoed as ${describe(envelope.request.type)}, expected "ui_app_resize"`,
        );
      if (
        envelope.request.body !== undefined &&
        describe(envelope.request.body) !== describe(body)
      ) {
        fail(
          `request.body was echoed as ${describe(envelope.request.body)}, expected ${describe(body)}`,
        );
      }
      return "request { id, type, body } echoed, envelope valid";
    },
  },
  {
    name: "SVC response body passes the operation's response schema",
    async run(probe) {
      const { response } = await svcRoundTrip(probe, "get_env");
      if (response.status !== "ok")
        fail(
          `get_env was answered with status ${describe(response.status)}: ${describe(response.body)}`,
        );
      const issues = problems(
        HIGH_LEVEL_API_RESPONSE_SCHEMAS.get_env,
        response.body,
        "response.body",
      );
      if (issues.length) fail(`the get_env answer is not a valid ServiceEnv: ${issues.join("; ")}`);
      return "get_env answered a valid ServiceEnv";
    },
  },
  {
    name: "SVC invalid payload is answered with status error and a message",
    async run(probe) {
      const { response } = await svcRoundTrip(probe, "ui_select_content", { min_selections: 1000 });
      if (response.status !== "error") {
        fail(
          `ui_select_content with min_selections 1000 (allowed: an integer from 0 to 999) was answered with status ${describe(response.status)}, expected "error"`,
        );
      }
      const body = response.body;
      if (!isRecord(body) || typeof body.message !== "string" || body.message === "") {
        fail(
          `the error response body should be { message, code?, ... } with a non-empty message; got ${describe(body)}`,
        );
      }
      if (!body.message.includes("min_selections"))
        fail(
          `the error message should name the field (min_selections); got ${describe(body.message)}`,
        );
      return `error status with message ${describe(body.message)}`;
    },
  },
  {
    name: "SVC unknown operation is answered with status error",
    async run(probe) {
      const { response } = await svcRoundTrip(probe, "conformance_unknown_operation");
      if (response.status !== "error")
        fail(
          `an unknown operation was answered with status ${describe(response.status)}, expected "error"`,
        );
      if (!isRecord(response.body) || typeof response.body.message !== "string")
        fail(`the error body has no message: ${describe(response.body)}`);
      return "unknown operation answered with an error";
    },
  },
];
