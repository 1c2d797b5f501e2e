/** The schema of a page of a listing (`PaginatedList<T>`). */
import * as z from "zod";

/** `PaginatedList<T>`: `count`, `results` (each checked by `item`), `next` / `previous`, more allowed. */
export const paginatedListSchema = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    count: z.number().int().nonnegative(),
    next: z.string().nullable().optional(),
    previous: z.string().nullable().optional(),
    results: z.array(item),
  });
