// The envelope wire's checks of ADMIN and DSR requests: ids, bodies, the error extension.
import {
  ADMIN_API_RESPONSE_SCHEMAS,
  AdminResponseSchema,
  DSR_API_RESPONSE_SCHEMAS,
  DsrResponseSchema,
  HostErrorInfoSchema,
} from "@hostbridge/protocol-types/schemas";
import { describe, fail, problems } from "./probe";
import type { Check } from "./probe";
import { envelopeRoundTrip } from "./roundTrips";

/** The envelope wire's checks of ADMIN and DSR requests: ids, bodies, the error extension. */
export const ENVIRONMENT_CHECKS: Check[] = [
  {
    name: "ADMIN request is answered with an ADMIN_RESPONSE of the same id",
    async run(probe) {
      const response = await envelopeRoundTrip(probe, "admin", "admin_get_env");
      const issues = problems(AdminResponseSchema, response, "envelope");
      if (issues.length) fail(`the ADMIN_RESPONSE is not valid: ${issues.join("; ")}`);
      if (response.error !== undefined) fail(`admin_get_env failed: ${describe(response.error)}`);
      const bodyIssues = problems(ADMIN_API_RESPONSE_SCHEMAS.admin_get_env, response.body, "body");
      if (bodyIssues.length)
        fail(`the admin_get_env body is not a valid AdminEnv: ${bodyIssues.join("; ")}`);
      return "admin_get_env answered with the request id and a valid AdminEnv";
    },
  },
  {
    name: "ADMIN error uses the error extension { message, code?, details? }",
    async run(probe) {
      const response = await envelopeRoundTrip(
        probe,
        "admin",
        "admin_conformance_unknown_operation",
      );
      if (response.error === undefined)
        fail(`an unknown admin operation was answered without an \`error\`: ${describe(response)}`);
      const issues = problems(HostErrorInfoSchema, response.error, "error");
      if (issues.length)
        fail(
          `the admin \`error\` is not { message, code?, details? }: ${issues.join("; ")} (got ${describe(response.error)})`,
        );
      return "error extension present and well formed";
    },
  },
  {
    name: "DSR request is answered with a DSR_RESPONSE of the same id",
    async run(probe) {
      const response = await envelopeRoundTrip(probe, "dsr", "dsr_get_env");
      const issues = problems(DsrResponseSchema, response, "envelope");
      if (issues.length) fail(`the DSR_RESPONSE is not valid: ${issues.join("; ")}`);
      if (response.error !== undefined) fail(`dsr_get_env failed: ${describe(response.error)}`);
      const bodyIssues = problems(DSR_API_RESPONSE_SCHEMAS.dsr_get_env, response.body, "body");
      if (bodyIssues.length)
        fail(`the dsr_get_env body is not a valid DsrEnv: ${bodyIssues.join("; ")}`);
      return "dsr_get_env answered with the request id and a valid DsrEnv";
    },
  },
  {
    name: "DSR error uses the error extension { message, code?, details? }",
    async run(probe) {
      const response = await envelopeRoundTrip(probe, "dsr", "dsr_conformance_unknown_operation");
      if (response.error === undefined)
        fail(`an unknown DSR operation was answered without an \`error\`: ${describe(response)}`);
      const issues = problems(HostErrorInfoSchema, response.error, "error");
      if (issues.length)
        fail(
          `the DSR \`error\` is not { message, code?, details? }: ${issues.join("; ")} (got ${describe(response.error)})`,
        );
      return "error extension present and well formed";
    },
  },
];
