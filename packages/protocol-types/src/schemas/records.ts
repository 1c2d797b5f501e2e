/** Schemas of the open records whose known fields the spec shows. */
import * as z from "zod";

/** `Canvas`: an open record with a string `id`. */
export const CanvasSchema = z.looseObject({ id: z.string() });

/** `CanvasRetrieve`: an open record with a string `id`. */
export const CanvasRetrieveSchema = z.looseObject({ id: z.string() });

/** `File`: an open record with a string `id`. */
export const FileSchema = z.looseObject({ id: z.string() });
