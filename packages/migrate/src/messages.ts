// Every message the codemod prints, in one place: docs/migration.md quotes them, and a test checks
// that each one the codemod can print is in the guide (row number in brackets).

const GUIDE = "see docs/migration.md";

export const MESSAGES = {
  oldPackagePath: (text: string) =>
    `"${text}" is a path into the installed @pitcher/js-api folder, which goes with the dependency: point it at @hostbridge/compat (its module name, or a file it ships) by hand (docs/migration.md #s4)`,
  unmappedPath: (specifier: string) =>
    `${specifier}: @hostbridge/compat has no module at this path (it offers the root and the types/... paths): import it from @hostbridge/compat by hand (docs/migration.md #s4)`,
  mockedClient: (from: string, to: string) =>
    `a test double of ${from}: leaving it, the app imports ${to}: mock that, with its names (useHostApi for usePitcherApi) and shapes (docs/migration.md #2)`,
  emitToSelf: (name: string) =>
    `${name}(): the existing client also delivers this event to the app's own on() handlers; @hostbridge/sdk sends it to the host only: where the app relies on hearing its own event, call that handler directly (docs/migration.md #36)`,
  deepTypes: (specifier: string) =>
    `${specifier}: @hostbridge/sdk has no such module; @hostbridge/compat stays a dependency for these types (type-only, nothing at run time) until you replace them with ours (docs/migration.md #4)`,
  scriptTagOtherFile: (src: string) =>
    `a script tag loads ${src}, a file of the existing client other than its script-tag build (js-api.umd.min.js): compat has no such file; load @hostbridge/compat's script-tag build (dist/js-api.umd.min.js, the same global) by hand (docs/migration.md #s5)`,
  keptImport: (name: string, from: string) =>
    `${name} has no equivalent export in @hostbridge/sdk: it stays imported from ${from}, which stays a dependency, until you replace it: ${GUIDE} for what replaces it (docs/migration.md #5)`,
  noEquivalentExport: (name: string, target: string) =>
    `${name} has no equivalent export in ${target}: ${GUIDE} for what replaces it (docs/migration.md #5)`,
  dynamicLoad: (from: string, to: string) =>
    `loads ${from} with require() or import(): change it to a static import from ${to} by hand (the codemod follows static imports only) (docs/migration.md #2)`,
  barrel: (from: string, to: string) =>
    `re-exports everything of ${from}: of ${to} once the app leaves it, whose exports differ; check what the modules importing this one use (docs/migration.md #2)`,
  unmappedType: (name: string) =>
    `type ${name} has no equivalent in @hostbridge/sdk: replace it with one of our types (${GUIDE}) (docs/migration.md #4)`,
  factoryReturnCasing: (written: string, named: string) =>
    `${written}: ours is generic in the casing, so this type has both casings at once; the app passes a casing other than snake_case here, so write the sdk's ${named}<"camel"> (or ${named}) by hand (docs/migration.md #4)`,
  factoryImportDropped: (from: string, to: string) =>
    `import from ${from} removed: the app names its factories only in ReturnType<typeof ...>, now the named types of ${to} (docs/migration.md #4)`,
  handlerOfSeveralEvents: (parameter: string) =>
    `(${parameter}): on() hands this handler the event's payload, not a PitcherEvent, and it handles more than one event (or one the codemod cannot name): type the parameter with EventMap[key] from @hostbridge/sdk by hand (docs/migration.md #4)`,
  eventKeyString: (method: string, key: string) =>
    `${method}(${key}, ...): the key is typed as any string, which the existing client's ${method}() takes; ours takes only the names it declares (a literal type: keyof EventMap from @hostbridge/sdk for the host's events): type the key so by hand (docs/migration.md #4)`,
  noEquivalent: (kind: string, name: string) =>
    `${kind}.${name} has no equivalent in our ${kind} API: ${GUIDE} (docs/migration.md #13)`,
  ambiguousMember: (kind: string, name: string) =>
    `${kind}.${name}: the value may be any of these objects, whose member is called differently in ours: rename it by hand (docs/migration.md #13)`,
  untypedMember: (name: string) =>
    `.${name} on a value of unknown type: if it is the existing client's ui/admin/dsr object, ours calls it otherwise (${GUIDE}); give the value a type or rename it by hand (docs/migration.md #13)`,
  dynamicMember: (kind: string) =>
    `a member of the ${kind} object chosen at run time: the existing client's names (snake_case aliases, renamed methods) are not ours; check every name it can take (docs/migration.md #13)`,
  restOfApi: (kind: string) =>
    `...rest of the ${kind} object: the members it is used for may be called otherwise in ours (docs/migration.md #13)`,
  crmQueryAdaptive:
    "crmQueryAdaptive is not offered: call crmQuery (Web) or crmSmartQuery (iOS) as the environment's mode says (docs/migration.md #14)",
  rejectionWhole: (where: string) =>
    `${where} uses the rejection as a whole: the existing client rejects with the raw response body, ours with a HostError (an Error whose body holds it; timeouts and transport failures are HostBridgeErrors without one) (docs/migration.md #16)`,
  rejectionDestructured: (where: string) =>
    `${where} destructures the rejection: ours rejects with a HostError, whose body holds the response body (docs/migration.md #16)`,
  rejectionReadInHelper: (member: string, from: string) =>
    `reads .${member} of a rejection handed here whole (from ${from}): the existing client rejects a high-level call with the raw response body, which holds .${member}; ours with a HostError (an Error whose body holds it: err.body?.${member}; timeouts and transport failures are HostBridgeErrors without one), so this read gets undefined: read err.body?.${member} here, or hand this function err.body there (docs/migration.md #16)`,
  catchAfterThen:
    ".catch() after .then(): it gets the high-level call's rejection (the raw response body there, a HostError with .body in ours) and whatever the .then handlers throw: change the reads by hand (docs/migration.md #16)",
  mixedTry:
    "this catch gets rejections of high-level calls (ours: HostError with the body in .body) and of other code: change the reads by hand (docs/migration.md #16)",
  unprovenRejection: (names: string) =>
    `this rejection handler reads ${names} and the codemod cannot prove where the rejection comes from: if from a high-level call, ours rejects with a HostError whose body holds those fields (err.body?.detail; err.code is then "HOST_ERROR") (docs/migration.md #16)`,
  unprovenHandedOn: (use: string) =>
    `this rejection handler hands the rejection on whole (${use}) and the codemod cannot prove where it comes from: if from a high-level call, ours rejects with a HostError (an Error whose body holds the raw response body: err.body?.detail; err.code is then "HOST_ERROR"), so check what reads it there (docs/migration.md #16)`,
  factoryOptions: (name: string, casing: string) =>
    `${name}(options): ours takes options too, with other defaults: a 30 s timeout per call, hostOrigin to set in production, fetchMode 'prefer-online' only with your own onlineHandlers (no built-in REST handlers), errorLogger kept but called with every error the SDK sees (a HostError, a timeout, a dropped message; not the client's { message, js_api_response } of a failed call), ${casing === "camel" ? "casing 'camel' converts answers by another rule in ours: a CRM record's fields (Id, Name, Quantity__c) and the keys inside records, objects, data, crm_shape, token_claims, query, args and the context maps come as the host sent them, where the existing client gives id, name, quantityC (only a key's _x becomes X), so check every read of those, " : ""}and a call with other options retires the previous instance (docs/migration.md #18)`,
  typedErrorLogger: (type: string) =>
    `errorLogger's parameter is typed ${type}, the client's failed call ({ message, js_api_response }): ours calls errorLogger with every error the SDK sees (a HostError, a timeout, a dropped message), as unknown: type it unknown and narrow it (docs/migration.md #18)`,
  openGlobalPopup:
    "ui.openGlobalPopup(appName, extraContext) takes one payload object in ours ({ app_name, extra_context }): rewrite the arguments (docs/migration.md #19)",
  subscriptionThen: (kind: string, name: string) =>
    `${kind}.${name}(...).then(...) -> Promise.resolve(${kind}.${name}(...)).then(...) (ours returns the unsubscribe function itself, not a promise of it; the .then() still gets it) (docs/migration.md #21)`,
  availableApisRead: (name: string, line: string) =>
    `${name} holds getAvailableApis()'s array of locations (line ${line}), which ours returns as { location, apis }: adapt this read (docs/migration.md #22)`,
  availableApisKept: (from: string, reads: string) =>
    `getAvailableApis() stays imported from ${from}: ours returns { location, apis } (the environment detected from the jsApiLocation query parameter first), not the client's array of locations; to move it to @hostbridge/sdk, adapt ${reads} and the test doubles that return an array (docs/migration.md #22)`,
  getAvailableApis:
    "getAvailableApis() returns { location, apis } in ours, not an array of locations: adapt the code that reads it (docs/migration.md #22)",
  useApi:
    "useApi(): ours returns the API of the location the page runs in as it is, with a location field: in ui the ui methods without the high-level methods merged in (no ui or impact keys either), in dsr the dsr methods without broadcast; use useHostApi() for those (docs/migration.md #23)",
  peerResultPromise:
    "sendPeerConnectivityEvent(...) -> Promise.resolve(sendPeerConnectivityEvent(...)): ours returns whether it sent the event (a boolean), not a promise; wrapped, the code that waits for it still gets a promise (docs/migration.md #27b)",
  peerResultValue:
    "reads what sendPeerConnectivityEvent() gave: true or false in ours (whether it sent the event), undefined on the existing client: check what this code does with it (docs/migration.md #27b)",
  peerResultCatch:
    "a rejection handler of sendPeerConnectivityEvent(): the existing client's promise never rejects (it logs a failure to the console); ours throws at the call (a payload without an action, a bridge that cannot send), so this handler never runs: catch around the call instead (docs/migration.md #27b)",
  peerSourceOption: (quote: string) =>
    `sendPeerConnectivityEvent(): passes the source option ${quote}web${quote}, the metadata.source the existing client sends (ours sends ${quote}app${quote} unless told), so every receiver reads what it read before (docs/migration.md #27b)`,
  peerSourceByHand:
    "sendPeerConnectivityEvent() with spread arguments: pass { source: 'web' } as its options by hand, the metadata.source the existing client sends (ours sends 'app' unless told) (docs/migration.md #27b)",
  peerSourceRead:
    "reads a delivered peer event's metadata.source: for an event sent without one, ours says 'unknown' where the existing client said 'native' (events ours sends say 'app' unless given the source option; the codemod passes 'web' at each send it rewrote): check what this code does with it (docs/migration.md #27b)",
  peerExtrasMember: (from: string, to: string) =>
    `${from} -> ${to}: a delivered peer event has no metadata.extras in ours when the sender gave none (the existing client delivers {}) (docs/migration.md #27b)`,
  peerExtrasWritten:
    "writes into a delivered peer event's metadata.extras: ours delivers none when the sender gave none (the existing client delivers {}): create it first (docs/migration.md #27b)",
  untypedPitcher:
    "reads .pitcher from a value whose type is unknown: if it is the environment record, ours calls that block svc (docs/migration.md #28)",
  jsApiLocation:
    "reads jsApiLocation from the parent window: ours detects the environment from the jsApiLocation query parameter (detectLocation()); a cross-origin parent hides this property (docs/migration.md #30)",
  scriptTagCopy: (file: string) =>
    `${file} loads a copy of the existing client with a script tag (global pitcher.*): the codemod never edits it; replace the tag with @hostbridge/sdk's script-tag build (dist/hostbridge.global.js, window.hostbridge) and change the page's pitcher.* calls by hand (docs/migration.md #15)`,
  vendoredCopy: (file: string) =>
    `${file} is a vendored copy of the existing client: left byte for byte as it was; delete it once no page loads it (docs/migration.md #15)`,
  withheldRule: (what: string, rule: string) =>
    `not rewritten: ${what}; the rule ${rule} was rolled back in this run (its result failed the app's own checks, the failure is above): make this change by hand, or leave it with its rule`,
  symlink: (file: string) =>
    `${file} is a symbolic link: not followed or changed; migrate its target where it lives`,
} as const;
