/** The ServiceEvent schema: `{ type, body }` checked by the event map (`./eventMapSchemas`). */
import * as z from "zod";
import { EVENT_KEYS } from "../constants";
import type { ServiceEvent } from "../types/events";
import { EVENT_SCHEMAS } from "./eventMapSchemas";
import { NoEventPayloadSchema } from "./primitives";

type ServiceEventVariant = z.ZodObject<{ type: z.ZodLiteral<string>; body: z.ZodType }>;

const serviceEventVariants = EVENT_KEYS.map((key) => {
  const body: z.ZodType = EVENT_SCHEMAS[key];
  // An event without a payload has no `body` key at all.
  return z.object({
    type: z.literal(key),
    body: body === NoEventPayloadSchema ? body.optional() : body,
  });
}) as unknown as [ServiceEventVariant, ...ServiceEventVariant[]];

/**
 * `ServiceEvent`: `{ type, body }` where `body` must match the payload schema of `type` (the event
 * carried by the low-level API's `event` name and by `SVC_EVENT` envelopes).
 */
export const ServiceEventSchema: z.ZodType<ServiceEvent, ServiceEvent> = z.discriminatedUnion(
  "type",
  serviceEventVariants,
) as unknown as z.ZodType<ServiceEvent, ServiceEvent>;
