// Where @hostbridge/compat differs from @pitcher/js-api 1.26.0 by design: the one table, in code (the
// compat differential applies each row to what the client observed before comparing) and in
// docs/migration.md ("Compat: where we are stricter"), row for row. A difference not in this table fails.

export interface CompatDifference {
  /** What differs. */
  what: string;
  /** Why compat does it so. */
  why: string;
  /** What compat shows instead, applied to what the client observed (rows the corpus cannot reach have none). */
  apply?: <T extends { app: unknown[]; host: unknown[]; subscribes: number; noHost?: boolean }>(
    observed: T,
  ) => T;
  /** What the host receives from compat only (no client sends it): left out of compat's side before comparing. */
  compatOnly?: (received: { type?: unknown }) => boolean;
}

export const COMPAT_DIFFERENCES: readonly CompatDifference[] = [
  {
    what: "Origin policy: compat posts only to the host's origin (hostOrigin, else the page's ancestor or referrer) and accepts messages only from it; the client posts bare UI messages and high-level requests with \"*\" and listens to native pushes from any window.",
    why: 'never "*": a page that frames the app must not read or forge its traffic',
  },
  {
    what: "Timeouts: a request the host never answers rejects after 30 s with REQUEST_TIMEOUT (pickers and other person-waiting operations wait forever); the client waits forever.",
    why: "every request settles",
  },
  {
    what: 'No REST calls from the app: fetchMode "prefer-online" serves only the types given to onlineHandlers (configureCompat({ bridge })), the rest go to the host; the client calls the platform REST API itself with the user\'s access token.',
    why: "the token stays with the host",
  },
  {
    what: "updateLocation() resolves the host's answer; the client resolves post-robot's response event ({ source: the host's window, origin, data }).",
    why: "the app gets values, never the host's window",
    apply: (observed) => ({
      ...observed,
      app: observed.app.map((row) => {
        const [step, value] = row as [string, { ok?: { data?: unknown } }];
        return /^sweep ui\.update_?[lL]ocation$/.test(step) && value.ok && "data" in value.ok
          ? [step, { ok: value.ok.data }]
          : row;
      }),
    }),
  },
  {
    what: "One more `subscribe` request when the app uses useUi(), useAdmin() or useDsr(): their shared bridge subscribes to the host's events once it knows it speaks the platform wire, as every HostBridge bridge does; the client subscribes once per usePitcherApi() instance only.",
    why: "one engine: a bridge that may get events subscribes to them",
    apply: (observed) => ({ ...observed, subscribes: observed.subscribes + 1 }),
  },
  {
    what: "Notices in development: on a page with the `hostbridge-compat` URL flag (the dev host sets it), compat reports each old feature the app uses once, to the host, as a `hostbridge_compat_notice` event (to the host's origin only); the client sends nothing of the kind.",
    why: "the dev host lists what to modernise",
    compatOnly: (received) => received.type === "hostbridge_compat_notice",
  },
  {
    what: "crmQueryAdaptive() on an iOS host with offline CRM sync (mode IOS, launch_darkly.sfdc_offline_enabled) rejects with an Error that says to call crmSmartQuery() with Smart SQL; the client translates the SOQL to Smart SQL itself, sends it as crm_smart_query and reshapes the rows into records. Everywhere else both send crm_query.",
    why: "no query language rewritten in the app: the query the host runs is the one the app wrote",
  },
  {
    what: 'Called with no payload at all, notify(), getFile(), getFileRevisions() and crmSmartQuery() of usePitcherApi() throw a TypeError at once on the client (it reads a field of the missing payload); compat sends the payload the client shapes (notify: { type: "native" }) or rejects with the client\'s own message (crmSmartQuery: "Query is required and must be a string").',
    why: "a missing argument never crashes the app",
  },
  {
    what: "No side effect on import: compat sets no window.postRobot and listens to nothing until the first call.",
    why: "importing works in Node (SSR) and costs nothing unused",
  },
  {
    what: "A late host: when the host does not answer post-robot's first hello within 1 s (a busy host page, post-robot loaded late), compat's first call is sent again on the platform wire once the host answers a hello, and resolves; the client's first call rejects with post-robot's \"No ack\". Later calls reach the host on both.",
    why: "no slow start loses a call",
  },
  {
    what: 'A high-level response whose status is neither "ok" nor "error" rejects its call as a failure (with the response body, as an error status does); the client throws "unsupported response status" inside its message listener and the call never settles.',
    why: "a malformed message never throws inside the app",
  },
  {
    what: "One post-robot hello per bridge: useUi()/useAdmin()/useDsr() share one bridge and each usePitcherApi() instance has its own, each saying hello once; the client's post-robot says hello once per window.",
    why: "each bridge decides its wire for itself",
  },
  {
    what: "A host error thrown as a string or a plain object rejects compat's ui/admin/dsr call with an Error carrying its message (and code, data); the client rejects with what post-robot deserialised.",
    why: "every rejection is an Error with the host's message",
  },
  {
    what: "A Date in a ui/admin/dsr payload reaches the host as its ISO string; the client's post-robot sends it as a Date.",
    why: "payloads are JSON on the platform wire",
  },
  {
    what: 'A host push for a message type the app no longer listens to (after its unsubscribe function ran) is acknowledged and dropped; the client\'s post-robot answers the host "No handler found".',
    why: "the host never fails for the app's bookkeeping",
  },
  {
    what: "A ui/admin/dsr call on a page with no host around it (the app's page opened on its own) rejects at once with \"No handler found for post message: <type>\", as the client's does; the client's message goes on with \" from <origin> in <the page's address>\".",
    why: "an error the app's own bridge raises names the operation, not the page's address",
    // (only where there is no host: a host's own "No handler found" keeps its tail on both sides)
    apply: (observed) => ({
      ...observed,
      app: observed.app.map((row) => {
        const [step, value] = row as [string, { rejected?: { message?: string } }];
        const message = observed.noHost ? value?.rejected?.message : undefined;
        return message?.startsWith("No handler found for post message: ")
          ? [step, { rejected: { ...value.rejected, message: message.split(" from ")[0] } }]
          : row;
      }),
    }),
  },
  {
    what: "A host error on a call the client fires and forgets (bare UI operations) is not raised in the app; neither is it on the client, whose post-robot gets no answer.",
    why: "a call that gets no answer cannot fail",
  },
  {
    what: "Methods of useUi(), useAdmin(), useDsr() and usePitcherApi() work when taken off their object (const { toast } = useUi()); the client's throw, reading this.",
    why: "a method is a function the app can pass around",
  },
  {
    what: "The client's own console lines (deprecation warnings, crmQueryAdaptive's, a peer event without an action, a throwing peer handler) are not printed; compat reports its notices to the host in development (the dev host lists them) and the app's failures to errorLogger.",
    why: "no library writes to the app's console",
  },
];
