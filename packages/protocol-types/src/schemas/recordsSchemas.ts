/** Schemas of the open records whose known fields are typed. */
import * as z from "zod";

/** `Canvas`: an open record with a string `id`. */
export const CanvasSchema = z.looseObject({ id: z.string() });

/** `CanvasRetrieve`: an open record with a string `id`. */
export const CanvasRetrieveSchema = z.looseObject({ id: z.string() });

/** `User`: an open record whose known fields are all optional. */
export const UserSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  role: z.string().optional(),
  language: z.string().optional(),
  timezone: z.string().optional(),
  picture: z.string().nullable().optional(),
  preferred_username: z.string().optional(),
  is_active: z.boolean().optional(),
});

/** `File`: an open record with a string `id`. */
export const FileSchema = z.looseObject({ id: z.string() });
