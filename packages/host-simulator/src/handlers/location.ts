// The routes of nested apps that `ui_update_location` registers, mounts, updates and restores.
import type { LocationRoute } from "@hostbridge/protocol-types";
import type { OperationRequest } from "../operations";
import type { SimulatorState } from "./handlerTypes";

export function applyLocation(
  state: SimulatorState,
  action: OperationRequest<"ui_update_location">,
): void {
  const routes = state.routes;
  const blank = (): LocationRoute => ({
    path: "/",
    query: {},
    is_inactive: false,
    is_mounted: false,
    is_restoring: false,
  });
  switch (action.action) {
    case "register":
      routes[action.child_app] = {
        ...blank(),
        path: action.path ?? "/",
        query: action.query ?? {},
      };
      return;
    case "unregister":
      delete routes[action.app];
      return;
    case "mounted":
      routes[action.app] = {
        ...(routes[action.app] ?? blank()),
        is_mounted: true,
        is_inactive: false,
      };
      return;
    case "update":
      for (const [app, route] of Object.entries(action.routes))
        routes[app] = { ...(routes[app] ?? blank()), ...route };
      return;
    case "restore":
      for (const [app, route] of Object.entries(action.routes)) {
        routes[app] = { ...(routes[app] ?? blank()), ...route, is_restoring: true };
      }
      return;
    case "restore_completed":
      routes[action.app] = {
        ...(routes[action.app] ?? blank()),
        path: action.path,
        query: action.query,
        is_restoring: false,
      };
      return;
    case "get_routes_request":
      // Answered with an `update_location` event, after the response (see the host).
      state.emit("update_location", {
        action: "get_routes_response",
        app: action.app,
        routes: structuredClone(routes),
      });
      return;
    case "get_routes_response":
      return;
  }
}
