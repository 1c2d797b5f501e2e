// The place a run of the kit opens: one of the places the dev server lists from the app's manifest
// (`DevConfig.places`), the one asked for, else the one the server opened (`place` of startHost, else
// the first).
import type { DevConfig, DevPlace } from "@hostbridge/dev-server/contract";

/** The place `id` names (else the server's), or an error naming the app's places. */
export function placeOf(config: DevConfig, id: string | undefined): DevPlace | undefined {
  const wanted = id ?? config.place ?? undefined;
  if (wanted === undefined) return undefined;
  const place = config.places.find((item) => item.id === wanted);
  if (place) return place;
  throw new Error(
    config.places.length === 0
      ? `place ${wanted}: the app has no valid app.json to list places from`
      : `place ${wanted} is not a place of this app; its places are: ${config.places.map((item) => `${item.id} (${item.kind}, ${item.entry})`).join(", ")}`,
  );
}
