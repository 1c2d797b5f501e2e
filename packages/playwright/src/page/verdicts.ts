// The schemas' verdict on what the app sent, and the plain copies of the host's records the test
// receives through page.evaluate.
import type { RecordedEvent, RecordedRequest } from "@hostbridge/host-simulator";
import { isOperationType } from "@hostbridge/protocol-types";
import { describeZodIssues, OPERATION_SCHEMAS } from "@hostbridge/protocol-types/schemas";
import type { KitEvent, KitRequest } from "../pageApi";

/** Problems of `payload` as the request of `type` (empty when it is valid). */
export function requestIssues(type: string, payload: unknown): string[] {
  if (!isOperationType(type)) return [`${type} is not an operation of the protocol`];
  const result = OPERATION_SCHEMAS[type].request.safeParse(payload);
  return result.success ? [] : describeZodIssues(result.error, { root: "payload" });
}

/** A plain copy of a recorded request, with the verdict and the page load it came from. */
export function kitRequest(record: RecordedRequest, pageLoad: number): KitRequest {
  const issues = requestIssues(record.type, record.payload);
  return structuredClone({
    id: record.id,
    type: record.type,
    payload: record.payload,
    status: record.status,
    ...(record.response === undefined ? {} : { response: record.response }),
    ...(record.error === undefined ? {} : { error: record.error }),
    valid: issues.length === 0,
    issues,
    at: record.receivedAt,
    pageLoad,
  });
}

/** A plain copy of a recorded event, with the verdict. */
export function kitEvent(record: RecordedEvent): KitEvent {
  return structuredClone({
    id: record.id,
    type: record.type,
    body: record.body,
    valid: record.valid,
    issues: [...record.issues],
    at: record.receivedAt,
  });
}
