/**
 * Location routes and the update-location actions (the union UpdateLocationPitcherEvent, carried by
 * `update_location` events and the `ui_update_location` operation), discriminated on `action`.
 */
import type { OpenRecord } from "./records";

/** The route of one app. */
export type LocationRoute = {
  /** The app is registered but not in use. */
  is_inactive: boolean;
  /** The app is mounted. */
  is_mounted: boolean;
  /** The app is restoring its route. */
  is_restoring: boolean;
  /** Path inside the app. */
  path: string;
  /** Query parameters. */
  query: OpenRecord;
};

/** Routes keyed by app identifier. */
export type LocationRoutes = Record<string, LocationRoute>;

/** A route as given in an `update` action: no flags. */
export type LocationRouteUpdate = Omit<
  LocationRoute,
  "is_restoring" | "is_mounted" | "is_inactive"
>;

/** A route as given in a `restore` action: no `is_mounted`. */
export type LocationRouteRestore = Omit<LocationRoute, "is_mounted">;

/** Register a child app. */
export type LocationRegisterAction = {
  /** Discriminator. */
  action: "register";
  /** The child app. */
  child_app: string;
  /** Its parent app. */
  parent_app?: string;
  /** Initial path. */
  path?: string;
  /** Initial query. */
  query?: OpenRecord;
};

/** Unregister an app. */
export type LocationUnregisterAction = {
  /** Discriminator. */
  action: "unregister";
  /** The app. */
  app: string;
};

/** An app was mounted. */
export type LocationMountedAction = {
  /** Discriminator. */
  action: "mounted";
  /** The app. */
  app: string;
};

/** Update routes. */
export type LocationUpdateAction = {
  /** Discriminator. */
  action: "update";
  /** Routes keyed by app identifier, without flags. */
  routes: Record<string, LocationRouteUpdate>;
};

/** Restore routes. */
export type LocationRestoreAction = {
  /** Discriminator. */
  action: "restore";
  /** Routes keyed by app identifier, without `is_mounted`. */
  routes: Record<string, LocationRouteRestore>;
};

/** An app finished restoring its route. */
export type LocationRestoreCompletedAction = {
  /** Discriminator. */
  action: "restore_completed";
  /** The app. */
  app: string;
  /** Path it restored. */
  path: string;
  /** Query it restored. */
  query: OpenRecord;
};

/** Ask for the routes of an app. */
export type LocationGetRoutesRequestAction = {
  /** Discriminator. */
  action: "get_routes_request";
  /** The app asking. */
  app: string;
};

/** The routes, answering a `get_routes_request`. */
export type LocationGetRoutesResponseAction = {
  /** Discriminator. */
  action: "get_routes_response";
  /** The app that asked. */
  app: string;
  /** The routes. */
  routes: LocationRoutes;
};

/** The update-location action union (the spec's UpdateLocationPitcherEvent), keyed by `action`. */
export type UpdateLocationPitcherEvent =
  | LocationRegisterAction
  | LocationUnregisterAction
  | LocationMountedAction
  | LocationUpdateAction
  | LocationRestoreAction
  | LocationRestoreCompletedAction
  | LocationGetRoutesRequestAction
  | LocationGetRoutesResponseAction;

/** Same as {@link UpdateLocationPitcherEvent}, under a name that says what it is. */
export type UpdateLocationAction = UpdateLocationPitcherEvent;
