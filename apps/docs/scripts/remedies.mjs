// What to do about each error code (the code's doc comments say what it means; this says what a
// person does next). Keyed `<set>.<code>` (errorCodes.mjs ERROR_SETS); the generator fails when a
// code has no entry here or an entry names a code the packages no longer have.
export const REMEDIES = {
  "sdk.HOST_ERROR":
    "Show `error.message` (the host's own words, fit for a person) or `personMessage(error)`. Branch on `error.hostCode` only where the host sends one: a host may send none.",
  "sdk.REQUEST_TIMEOUT":
    "Retry, or raise `timeout` for a slow operation. A message naming the wire means the host speaks the other wire: use the automatic entry rather than `/platform` or `/envelopes`.",
  "sdk.REQUEST_ABORTED":
    "Nothing: your own `AbortSignal` fired (a component unmounted, a newer request replaced it). Ignore it where you abort on purpose.",
  "sdk.TRANSPORT_CLOSED":
    "The bridge was disposed while the call ran. Create a new client (`useUi()` again) rather than reusing a disposed one; in a component, let the binding own the client.",
  "sdk.ORIGIN_NOT_CONFIGURED":
    "Pass `hostOrigin` (a string, RegExp or array) to `useUi()` / `createHostBridge()` / `<HostBridgeProvider>`. The message says which signal was missing (`ancestorOrigins`, `document.referrer`).",
  "sdk.NOT_EMBEDDED":
    "The app is not inside a host (opened directly, or running in Node). Open it in the dev host (`npx hostbridge dev`), or test it against `createMockHost()`.",
  "sdk.UNSUPPORTED_PLATFORM":
    "Check `mode` before calling: the operation page's platform table says where it runs, and the message names the operation to use on this platform.",
  "sdk.INVALID_PAYLOAD":
    "Send plain, structured-clone-able data (no functions, DOM nodes or class instances); for an upsert, give the external id the message names.",
  "sdk.NO_PROVIDER":
    "Install the binding above the component: `app.use(createHostBridge())` (Vue) or wrap the tree in `<HostBridgeProvider>` (React); in tests use `mountWithHost` / `renderWithHost`.",
  "sdk.LOAD_FAILED":
    "A chunk of your app's bundle did not load (network, deploy that removed old chunks). Reload the app; make sure the deployed build contains every chunk it references.",
  "host.INVALID_PAYLOAD":
    "Fix the payload: `issues` names each field and the rule it broke. The operation page lists every field with its type.",
  "host.UNKNOWN_OPERATION":
    "Check the operation's name and its envelope: the message says which envelope (`useUi()`, `useAdmin()`, `useDsr()`, `useHostApi()`) the operation needs.",
  "host.NOT_FOUND":
    "Use an id the host knows: the message lists the known ids; in the dev host, add records to `hostbridge.fixtures.json`.",
  "host.UNSUPPORTED_PLATFORM":
    "Call the operation only on the platform it runs on (see its page), or create the simulated host with that `mode`.",
  "host.WRONG_LOCATION":
    "Call the operation from the environment it belongs to, or create the host without `strictLocation`.",
  "host.INVALID_QUERY":
    "Fix the query: the message says what the parser expected (`SELECT ... FROM ... [WHERE] [ORDER BY] [LIMIT]`, `?` bound from `args`).",
  "host.HANDLER_ERROR":
    "Your custom handler threw; give the error a string `code` (or throw a `HostSimulatorError`) to choose what the app sees.",
  "host.INVALID_SCRIPT":
    'Fix the `host.script(type, answer)` call the error names: use an operation type of the protocol, and an answer of one kind (`{ kind: "answer", body }`, `{ kind: "fail", error: { message } }` or `{ kind: "hang" }`) whose body the operation\'s response schema accepts, or pass `skipValidation: true` to answer a body on purpose.',
  "host.USER_CANCELLED":
    "The person closed the dialog: treat it as a normal outcome, not a failure (show nothing, keep the previous state).",
  "host.INVALID_RESPONSE":
    "Fix the handler or fixture: what it answered fails the operation's response schema (the message names the field).",
  "host.WAIT_TIMEOUT":
    "The app did not send what the test waited for; the message lists what did arrive. Check the app's flow, or the `timeout` of the wait.",
  "host.NO_PENDING_REQUEST":
    'Wait for the request first (`await host.waitForRequest(type)`), and use `interactive: "manual"` with no custom handler for that operation.',
  "host.INVALID_OUTGOING_PAYLOAD":
    "Fix what the test pushes or answers (the message names the field), or pass `{ skipValidation: true }` to send a misbehaving host's payload on purpose.",
  "host.UNKNOWN_MESSAGE_TYPE":
    "Use a message type or event key of the protocol (the operation and event pages list them).",
  "host.INVALID_OPTIONS":
    "Fix the options of `createHost` / `createMockHost`: give `transport`, or `iframe` with `appOrigin`.",
  "host.CROSS_ORIGIN_FRAME":
    "Serve the selector or popup on the host page's origin (the dev host and the kit do so for such a place; do not pass `--cross-origin` / `sameOrigin: false`): the host calls the page's `window.initialize`, which only a same-origin frame allows.",
  "host.HOST_DISPOSED":
    "Create a new host; do not drive one after `dispose()` (in tests, dispose in `afterEach`).",
  "deploy.VALIDATION":
    "Fix app.json or the files listed in `issues`; run `npx hostbridge validate` to see them without sending anything.",
  "deploy.CONFIG":
    "Set the missing option (base URL, API key, instance ids) in the profile or flags; the message names it.",
  "deploy.AUTH":
    "Use a valid API key (`HOSTBRIDGE_API_KEY`, `--api-key-file`, `--api-key-stdin`); it may have expired or lack the right.",
  "deploy.NOT_FOUND":
    "Check the app name, version and instance ids, and the base URL of the profile.",
  "deploy.CONFLICT":
    "Read the platform's message; publish a new version rather than replacing one.",
  "deploy.TOO_LARGE":
    "Make the archive smaller: add ignore rules (`.hostbridgeignore`) for what the app does not need at run time.",
  "deploy.RATE_LIMITED": "Wait and retry; install retries by itself, honouring `Retry-After`.",
  "deploy.REJECTED": "Read the platform's message and status; the request itself has to change.",
  "deploy.SERVER":
    "Retry later; if the sha256 or size disagreed, the upload was damaged: publish again.",
  "deploy.NETWORK":
    "Check the connection and the base URL; install is retried, publish only when it provably never arrived.",
  "deploy.TIMEOUT": "Retry on a better connection, or raise the timeout.",
  "deploy.ABORTED": "Nothing: the caller aborted.",
  "deploy.OUTCOME_UNKNOWN":
    "Look at the platform's versions before publishing again: the version may exist already.",
  "deploy.REDIRECT_REFUSED":
    "Use the final URL as the base URL: a redirect would forward the API key to another host.",
  "deploy.SECRET_DETECTED":
    "Remove the file (or the key) from the app, or ignore it in `.hostbridgeignore`; rotate a key that was exposed.",
  "cli.OK": "Nothing.",
  "cli.UNEXPECTED": "Run again with `--json` and report the message as a bug.",
  "cli.USAGE":
    "Fix the flags or the configuration the message names (`hostbridge <command> --help`).",
  "cli.VALIDATION": "Run `npx hostbridge validate` and fix what it lists.",
  "cli.AUTH": "Give a valid API key (`HOSTBRIDGE_API_KEY`, `--api-key-file`, `--api-key-stdin`).",
  "cli.NETWORK":
    "Retry; after a publish whose outcome is unknown, check the versions on the platform first.",
  "cli.REJECTED": "Read the platform's message: the request has to change (size, app, version).",
  "cli.PARTIAL":
    "Install again on the instances that failed (the output lists them); install is safe to repeat.",
  "cli.NEEDS_PERSON":
    "Work through `hostbridge-migrate-report.json`: each entry says the file, the line and what to change.",
  "cli.INTERRUPTED":
    "Read the message: it says whether anything reached the platform before Ctrl-C.",
  "dev-server.USAGE": "Fix the option the message names (app URL, app directory, entry page).",
  "dev-server.CONFIG":
    "Free the port or pass another (`--port`, `--app-port`); build the dev host page if the message says it is missing.",
  "local-platform.INVALID_OPTIONS": "Fix the option of `createLocalPlatform()` the message names.",
  "local-platform.INVALID_KEYS_FILE":
    "Fix or delete the API keys file; the local platform writes a new one when none exists.",
  "local-platform.INVALID_STATE":
    "Fix or delete `state.json` in the state directory (you lose the local versions).",
  "local-platform.STATE_DIR_UNAVAILABLE": "Give a writable state directory.",
  "local-platform.LISTEN_FAILED": "Free the port or choose another (`--port`).",
};
