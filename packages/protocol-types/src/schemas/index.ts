import { z } from "zod";
/** placeholder */
export const ResponseStatusSchema = z.enum(["ok", "error"]);
