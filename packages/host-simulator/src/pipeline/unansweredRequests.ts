// The requests of a host that are not answered yet: the one owner of the waiting list (interactive
// requests in arrival order, until a person answers, cancels, fails or streams them) and of each
// request's route (how it came in, so that its answer goes back the same way). The pipeline tracks and
// parks requests, the responder reads routes and settles, the interactive waits find; nobody else
// changes either.
import type { RequestKind } from "@hostbridge/protocol-types/wire";
import { HostSimulatorError } from "../errors";
import type { RecordedRequest, RequestTarget } from "../hostTypes";
import type { PlatformRequest } from "../wire/answerEncoding";

/** How a request came in: when, in which envelope family, and on the platform wire or not. */
export interface RequestRoute {
  started: number;
  requestKind: RequestKind;
  platform: PlatformRequest | undefined;
  /** `pitcher`: a `PITCHER_REQUEST` of the existing client, answered in its names. */
  names?: "pitcher" | undefined;
}

/** The unanswered requests of a host and their routes. */
export interface UnansweredRequests {
  /** Remembers how `record` came in (its answer goes back the same way). */
  track(record: RecordedRequest, route: RequestRoute): void;
  /** How `record` came in (it was tracked when it arrived). */
  routeOf(record: RecordedRequest): RequestRoute;
  /** Keeps `record` waiting for a person. */
  park(record: RecordedRequest): void;
  /** `record` was answered: it waits no more. */
  settled(record: RecordedRequest): void;
  /** The waiting requests (optionally only of one type), oldest first: a copy. */
  waiting(type?: string): RecordedRequest[];
  /** The waiting request with id `target`, else the first of type `target`; `NO_PENDING_REQUEST` when none. */
  find(target: RequestTarget, what: string): RecordedRequest;
}

/** The unanswered requests of one host. */
export function createUnansweredRequests(): UnansweredRequests {
  const routes = new WeakMap<RecordedRequest, RequestRoute>();
  const parked: RecordedRequest[] = [];
  return {
    track(record, route) {
      routes.set(record, route);
    },
    routeOf: (record) => routes.get(record)!,
    park(record) {
      parked.push(record);
    },
    settled(record) {
      const index = parked.indexOf(record);
      if (index !== -1) parked.splice(index, 1);
    },
    waiting: (type) => parked.filter((r) => type === undefined || r.type === type),
    find(target, what) {
      const found = parked.find((r) => r.id === target) ?? parked.find((r) => r.type === target);
      if (!found) {
        const open = parked.map((r) => `${r.type} (${r.id})`).join(", ");
        throw new HostSimulatorError(
          "NO_PENDING_REQUEST",
          `cannot ${what} "${target}": no pending request has that id or type; pending: ${open || "none"}. Interactive requests stay pending only with interactive: "manual" and no custom handler; wait for one with host.waitForRequest()`,
        );
      }
      return found;
    },
  };
}
