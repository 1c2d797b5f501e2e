/** Schemas of the location routes and the update-location action union. */
import * as z from "zod";
import { OpenRecordSchema } from "./primitives";

/** `LocationRoute`. */
export const LocationRouteSchema = z.object({
  is_inactive: z.boolean(),
  is_mounted: z.boolean(),
  is_restoring: z.boolean(),
  path: z.string(),
  query: OpenRecordSchema,
});

/** `LocationRoutes`: routes keyed by app identifier. */
export const LocationRoutesSchema = z.record(z.string(), LocationRouteSchema);

/** `LocationRouteUpdate`: a route without flags. */
export const LocationRouteUpdateSchema = LocationRouteSchema.omit({
  is_inactive: true,
  is_mounted: true,
  is_restoring: true,
});

/** `LocationRouteRestore`: a route without `is_mounted`. */
export const LocationRouteRestoreSchema = LocationRouteSchema.omit({ is_mounted: true });

/** `LocationRegisterAction`. */
export const LocationRegisterActionSchema = z.object({
  action: z.literal("register"),
  child_app: z.string(),
  parent_app: z.string().optional(),
  path: z.string().optional(),
  query: OpenRecordSchema.optional(),
});

/** `LocationUnregisterAction`. */
export const LocationUnregisterActionSchema = z.object({
  action: z.literal("unregister"),
  app: z.string(),
});

/** `LocationMountedAction`. */
export const LocationMountedActionSchema = z.object({
  action: z.literal("mounted"),
  app: z.string(),
});

/** `LocationUpdateAction`. */
export const LocationUpdateActionSchema = z.object({
  action: z.literal("update"),
  routes: z.record(z.string(), LocationRouteUpdateSchema),
});

/** `LocationRestoreAction`. */
export const LocationRestoreActionSchema = z.object({
  action: z.literal("restore"),
  routes: z.record(z.string(), LocationRouteRestoreSchema),
});

/** `LocationRestoreCompletedAction`. */
export const LocationRestoreCompletedActionSchema = z.object({
  action: z.literal("restore_completed"),
  app: z.string(),
  path: z.string(),
  query: OpenRecordSchema,
});

/** `LocationGetRoutesRequestAction`. */
export const LocationGetRoutesRequestActionSchema = z.object({
  action: z.literal("get_routes_request"),
  app: z.string(),
});

/** `LocationGetRoutesResponseAction`. */
export const LocationGetRoutesResponseActionSchema = z.object({
  action: z.literal("get_routes_response"),
  app: z.string(),
  routes: LocationRoutesSchema,
});

/** `UpdateLocationPitcherEvent`: the action union, discriminated on `action`. */
export const UpdateLocationPitcherEventSchema = z.discriminatedUnion("action", [
  LocationRegisterActionSchema,
  LocationUnregisterActionSchema,
  LocationMountedActionSchema,
  LocationUpdateActionSchema,
  LocationRestoreActionSchema,
  LocationRestoreCompletedActionSchema,
  LocationGetRoutesRequestActionSchema,
  LocationGetRoutesResponseActionSchema,
]);

/** `UpdateLocationAction`: the same schema as {@link UpdateLocationPitcherEventSchema}. */
export const UpdateLocationActionSchema = UpdateLocationPitcherEventSchema;
