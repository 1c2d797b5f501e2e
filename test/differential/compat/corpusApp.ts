// The corpus of the compat differential: app code of the existing client, run once with the client's
// script-tag build (`js-api.umd.min.js`, as the registry ships it) and once with @hostbridge/compat's
// (the same file name and global), before this script. It uses every export, the aliases, the options,
// success and each kind of failure, pushes, events, emit to itself and peer connectivity, and logs
// what the app observes, in order (`window.__corpus`).

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return -- an untyped app of the client's script-tag build, as its README shows */
const pitcher: any = (window as any).pitcher;

/** The client's run-time exports (compat has a few more of its own). */
const EXPORTS = [
  "ADMIN_API_METHOD_TYPES", "ADMIN_API_TYPES", "ADMIN_MESSAGE", "ADMIN_MESSAGE_TYPES",
  "DEFAULT_PEER_CONNECTIVITY_VERSION", "DSR_API_METHOD_TYPES", "DSR_API_TYPES", "DSR_MESSAGE",
  "DSR_MESSAGE_TYPES", "PEER_CONNECTIVITY_EVENT", "PEER_CONNECTIVITY_HANDLER_MATCH_ALL",
  "PITCHER_EVENT", "PeerConnectivityActions", "PitcherBroadcastedEventName", "PitcherEventName",
  "PitcherExternalEventName", "PitcherMessageType", "PitcherResponseStatus", "UI_API_METHOD_TYPES",
  "UI_MESSAGE", "UI_MESSAGE_TYPES", "UI_NATIVE_MESSAGE_TYPES", "getAvailableApis", "highLevelApi",
  "registerPeerConnectivityHandler", "sendPeerConnectivityEvent", "useAdmin", "useApi", "useDsr",
  "usePitcherApi", "useUi",
]; // prettier-ignore

const log: unknown[] = [];
const corpus = { log, done: false };
(window as unknown as { __corpus: typeof corpus }).__corpus = corpus;
const note = (step: string, value: unknown) => log.push([step, value]);

/** A rejection as the app can observe it: Error or not, and its own fields. */
const rejection = (error: unknown) => ({
  isError: error instanceof Error,
  message: error instanceof Error ? error.message : undefined,
  fields: JSON.parse(JSON.stringify(error ?? null)) as unknown,
});

async function step(name: string, run: () => unknown): Promise<void> {
  try {
    note(name, { ok: await run() });
  } catch (error) {
    note(name, { rejected: rejection(error) });
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

async function run(): Promise<void> {
  const heard: unknown[] = [];
  note(
    "exports",
    EXPORTS.map((name) => [name, typeof pitcher[name]]),
  );
  note(
    "constants",
    EXPORTS.filter((n) => typeof pitcher[n] !== "function").map((n) => pitcher[n]),
  );
  const ui = pitcher.useUi();
  const admin = pitcher.useAdmin();
  const dsr = pitcher.useDsr();
  note("ui members", Object.keys(ui).sort());
  note("admin members", Object.keys(admin).sort());
  note("dsr members", Object.keys(dsr).sort());
  note("same ui object", pitcher.useUi() === ui);
  await step("getAvailableApis", () => pitcher.getAvailableApis());

  const errors: unknown[] = [];
  const api = pitcher.usePitcherApi({
    // (what the client's README says errorLogger gets: the message and the host's whole answer)
    errorLogger: (e: { message: string; js_api_response?: string }) =>
      void errors.push([
        e.message,
        e.js_api_response?.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, "<id>"),
      ]),
  });
  note("high-level members", Object.keys(api).sort());
  note("highLevelApi is the instance", pitcher.highLevelApi === api);

  api.on("canvas_opened", (body: unknown) => heard.push(["on canvas_opened", body]));
  api.API.on("event", (event: unknown) => heard.push(["API event", event]));
  void (await ui.onAppUpdateData(
    (data: unknown) => void heard.push(["push ui_app_update_data", data]),
  ));
  const offMeeting = await ui.on("ui_meeting_canceled", (data: unknown) => {
    heard.push(["push ui_meeting_canceled", data]);
  });
  note("on() resolves", typeof offMeeting);

  await step("getEnv", async () => {
    const env = (await api.getEnv()) as {
      mode: string;
      pitcher: Record<string, unknown> & { org_config?: object };
    };
    return {
      mode: env.mode,
      pitcher: Object.keys(env.pitcher).sort(),
      orgConfig: env.pitcher.org_config,
    };
  });
  await step("getCanvas fails", () => api.getCanvas({ id: "missing" }));
  note("errorLogger", errors);
  await step("getFolders snake", () =>
    api.getFolders({ pageSize: 5, filters: { fileType: "pdf" } }),
  );
  const camel = pitcher.usePitcherApi({ casing: "camel" });
  await step("getFolders camel", () => camel.getFolders({ page_size: 5 }));
  await step("getCanvas camel fails", () => camel.getCanvas({ id: "missing" }));
  await step("getFolder default", () => camel.getFolder());
  await step("API.request", () => api.API.request("is_offline"));

  await step("selectContent", () => ui.selectContent({ max_selections: 1 }));
  await step("select_content alias", () => ui.select_content());
  await step("ui_select_content", () => ui.ui_select_content({ max_selections: 2 }));
  await step("selectAgendaContent fails with a code", () => ui.selectAgendaContent());
  await step("selectCanvases fails", () => ui.select_canvases());
  await step("openGlobalPopup", () => ui.openGlobalPopup("my-app", { from: "corpus" }));
  await step("update_canvas alias", () => ui.update_canvas({ id: "c1", name: "Deck" }));
  await step("toast", () => ui.toast({ type: "info", message: "Hi" }));
  await step("app_resize alias", () => ui.app_resize({ height: 300 }));
  await step("appLoaded", () => ui.appLoaded());
  await until(() => heard.length >= 4);

  api.API.emit("event", { type: "canvas_opened", body: { local: true } });
  await step("broadcast", () => api.broadcast({ type: "my_event", body: { a: 1 } }));

  await step("admin getEnv", async () => {
    const env = (await admin.get_env()) as { pitcher: { org_config?: object } };
    return env.pitcher.org_config;
  });
  await step("dsr get_app_config", () => dsr.get_app_config());
  await step("useApi members", () => Object.keys(pitcher.useApi() as object).sort());

  pitcher.registerPeerConnectivityHandler(
    pitcher.PEER_CONNECTIVITY_HANDLER_MATCH_ALL as string,
    (event: unknown) => {
      heard.push(["peer", event, Object.isFrozen(event)]);
    },
  );
  await step("sendPeerConnectivityEvent", () =>
    pitcher.sendPeerConnectivityEvent({
      action: "canvas.open",
      context: { canvasId: "c1" },
      metadata: { correlationId: "c-0", timestamp: 2 },
    }),
  );
  await until(() => heard.some((entry) => (entry as unknown[])[0] === "peer"));
  offMeeting();
  note("heard", heard);

  // Every method of useUi(), useAdmin(), useDsr() and usePitcherApi(), snake_case aliases included, once each with
  // the same payload, where the host answers every operation at once (the post-robot host asks for
  // it with `?sweep`): each settles, and the host receives, the same on both.
  if (!new URLSearchParams(location.search).has("sweep")) return;
  for (const [label, methods] of [
    ["ui", ui],
    ["admin", admin],
    ["dsr", dsr],
    ["high-level", api],
  ] as const)
    for (const name of Object.keys(methods as object).sort()) {
      if (typeof methods[name] !== "function" || /^on([A-Z]|$)/.test(name)) continue;
      await step(`sweep ${label}.${name}`, () => methods[name]({ sweep: name }));
    }

  // The payloads the client checks or shapes itself before sending, good and bad: each settles,
  // and the host receives, the same on both.
  const high = api as unknown as Record<string, (payload?: unknown) => Promise<unknown>>;
  const shaped: [string, unknown][] = [
    ["getFile", { id: "f1", version: 2 }],
    ["getFile", { file_id: "f2" }],
    ["getFileRevisions", { id: "f1", page: 2 }],
    ["getFiles", { type: "pdf", content_type: ["video", "image"], page_size: 5 }],
    ["getRecentFiles", undefined],
    ["refreshServiceToken", undefined],
    ["notify", { title: "Saved" }],
    ["notify", { title: "Saved", type: "toast" }],
    ["getAppConfig", { app_name: "my-app" }],
    ["crmCreate", { sobject: "Account", records: [{ Name: "Acme" }] }],
    ["crmCreate", { sobject: "Account", records: [] }],
    ["crmCreate", { sobject: "Account", records: [{ Name: "A" }, [1]] }],
    ["crmCreate", undefined],
    ["crmUpsert", { sobject: "Account", records: [{ Name: "A" }], external_id_field: " " }],
    ["crmUpsert", { sobject: "Account", records: [{}], external_id_field: "Ext__c" }],
    ["crmDescribe", { sobject: " " }],
    ["crmLayout", { sobject: "Contact", record_type_id: "012" }],
    ["crmSmartObjectMetadata", { object: "Account", record_type_id: "" }],
    ["crmSmartObjectMetadata", { object: "Account" }],
    ["crmSmartObjectLayout", { object: 3 }],
    ["crmSmartObjectValidationRules", { object: "Contact" }],
    ["crmSmartQuery", { query: "SELECT Name FROM Account" }],
    ["crmSmartQuery", { query: "SELECT {Account:Name} FROM {Account}" }],
    ["crmSmartQuery", { query: "" }],
    ["crmSmartUpsertObjects", { objects: [] }],
    ["crmSmartUpsertObjects", { objects: [null] }],
    ["crmSmartUpsertObjects", { objects: [{ table_name: "Account", objects: [{ a: 1 }, null] }] }],
    [
      "crmSmartUpsertObjects",
      { objects: [{ table_name: "A", external_id_path: "", objects: [{}] }] },
    ],
    ["crmSmartUpsertObjects", { objects: [{ table_name: "Account", objects: [{ Name: "A" }] }] }],
    ["crmSmartDeleteObjects", { objects: [{ table_name: " ", ids: ["a"] }] }],
    ["crmSmartDeleteObjects", { objects: [{ table_name: "Account", ids: [] }] }],
    ["crmSmartDeleteObjects", { objects: [{ table_name: "Account", ids: ["a", " "] }] }],
    ["crmSmartDeleteObjects", { objects: [{ table_name: "Account", ids: ["a", "b"] }] }],
    ["crmQueryAdaptive", { query: "SELECT Name FROM Account" }],
    ["crmQueryAdaptive", { query: 7 }],
  ];
  for (const [index, [name, payload]] of shaped.entries())
    await step(`sweep shaped ${index} ${name}`, () => high[name]!(payload));
}

run().then(
  () => void (corpus.done = true),
  (error: unknown) => {
    note("corpus threw", String(error));
    corpus.done = true;
  },
);
