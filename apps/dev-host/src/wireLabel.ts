// Which wire a logged message travelled on (the spec's envelopes or the platform's post-robot wire),
// as a suffix of its status in the message log.
import type { TrafficEntry } from "@hostbridge/host-simulator";

/** `" · platform"` / `" · envelopes"` for traffic that carries its wire, else `""`. */
export const wireLabel = (item: object): string => {
  const wire = (item as Partial<Pick<TrafficEntry, "wire">>).wire;
  return wire ? ` · ${wire}` : "";
};
