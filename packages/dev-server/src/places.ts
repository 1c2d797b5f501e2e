// Which of the app's places the dev server opens: the places are listed from the app's manifest by
// `appPlaces` (each enabled module, then each hook); the first is the default, `--place <id>` picks
// another. The page gets them all (with the URL each entry is served at) to show its picker.
import { appPlaces } from "@hostbridge/deploy-contract";
import type { AppPlace } from "@hostbridge/deploy-contract";
import { DevServerError } from "./errors";

/** One place with how the app's entry is named there, for the error and the terminal. */
export function placeLabel(place: AppPlace): string {
  return `${place.id} (${place.kind}, ${place.entry})`;
}

/** The places of a manifest (none without a valid `app.json`). */
export function placesOf(manifest: Record<string, unknown> | null): AppPlace[] {
  return manifest ? appPlaces(manifest) : [];
}

/**
 * The place to open: the one whose id is `wanted`, else the first. Throws a `USAGE` error naming the
 * app's places when `wanted` is not one of them (or the app has no `app.json` to list them from).
 */
export function choosePlace(
  places: readonly AppPlace[],
  wanted: string | undefined,
): AppPlace | undefined {
  if (wanted === undefined) return places[0];
  const found = places.find((place) => place.id === wanted);
  if (found) return found;
  if (places.length === 0)
    throw new DevServerError(
      "USAGE",
      `place ${wanted}: the app has no valid app.json to list places from; open it with no place (\`--place\` of hostbridge dev, \`place\` of the kit), or add the module or hook to app.json`,
    );
  throw new DevServerError(
    "USAGE",
    `place ${wanted} is not a place of this app; its places are: ${places.map(placeLabel).join(", ")}. Pass one of these ids (\`--place\` of hostbridge dev, \`place\` of the kit), or none to open the first`,
  );
}
