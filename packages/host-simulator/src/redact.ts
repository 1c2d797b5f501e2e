// The simulator redacts with HostBridge's one redaction list (`@hostbridge/protocol-types`): its
// traffic log, the dev host's views and the Playwright kit's recordings all pass through it.
export { REDACTED, isSecretKey, redact } from "@hostbridge/protocol-types";
export type { RedactOptions } from "@hostbridge/protocol-types";
