/** Building blocks shared by the schemas. */
import * as z from "zod";
import { isPlainObject } from "../guards";

/** An open record (`Record<string, unknown>`): any plain object, never an array or `null`. */
export const OpenRecordSchema = z.record(z.string(), z.unknown());

const isEmptyPlainObject = (value: unknown): boolean =>
  isPlainObject(value) && Object.keys(value).length === 0;

/**
 * The payload of an operation that takes none (`request: void` in the typed maps): no payload at
 * all, or an empty object `{}` (which some clients send for "nothing").
 */
export const NoPayloadSchema = z.custom<void>(
  (value) => value === undefined || isEmptyPlainObject(value),
  { error: "must be left out: this operation takes no payload" },
);

/** The payload of an event that carries none: left out, or an empty object `{}`. */
export const NoEventPayloadSchema = z.custom<undefined>(
  (value) => value === undefined || isEmptyPlainObject(value),
  { error: "must be left out: this event carries no payload" },
);

/** A list of open records. */
export const OpenRecordListSchema = z.array(OpenRecordSchema);

/** The body of a status-only response (`response: void`): anything, ignored by the app. */
export const IgnoredBodySchema = z.custom<void>(() => true);

/** The image `render_page_as_image` answers: an `ArrayBuffer`. */
export const PageImageSchema = z.instanceof(ArrayBuffer);
