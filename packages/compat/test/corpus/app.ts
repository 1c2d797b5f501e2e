// A type-level corpus: app code written against @pitcher/js-api 1.26.0 from its README and its
// declarations, in the client's usual style. typeCorpus.test.ts type-checks this one file twice,
// once with "@pitcher/js-api" resolving to the client and once to @hostbridge/compat: both must pass.
// Never edit it to make compat pass.
import {
  getAvailableApis,
  highLevelApi,
  PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
  PeerConnectivityActions,
  PITCHER_EVENT,
  PitcherEventName,
  registerPeerConnectivityHandler,
  sendPeerConnectivityEvent,
  UI_API_METHOD_TYPES,
  UI_MESSAGE_TYPES,
  useAdmin,
  useApi,
  useDsr,
  usePitcherApi,
  useUi,
} from "@pitcher/js-api";
import type {
  AdminEnv,
  ApiOptions,
  DsrEnv,
  JsApiLocation,
  NotificationPayload,
  PeerConnectivityEvent,
  PitcherEnv,
  UiAppSetDataPayload,
  UiSelectContentRequest,
  UiSelectContentResponse,
} from "@pitcher/js-api";
import type { CanvasRetrieve, File, User } from "@pitcher/js-api/types/openapi";

const options: ApiOptions = {
  casing: "snake",
  logLevel: "info",
  errorLogger: (payload) => console.error(payload),
  fetchMode: "postmessage",
};

export async function start(): Promise<string> {
  const api = usePitcherApi(options);
  const env: PitcherEnv = await api.getEnv();
  const token: string = env.pitcher.access_token;
  const mode: "WEB" | "IOS" | "WINDOWS" | "ANDROID" = env.mode;
  const user: User = env.pitcher.user;
  console.log(user, env.pitcher.organization, env.pitcher.instance, env.launch_darkly);

  const onOpened = (payload: unknown) => console.log(payload);
  api.on(PitcherEventName.CANVAS_UPDATED, onOpened);
  api.on("canvas_opened", onOpened);
  api.off("canvas_opened", onOpened);
  api.API.on("event", (event) => console.log(event));

  const notice: NotificationPayload = { content: "Saved", type: "alert" };
  await api.notify(notice);
  try {
    await api.getCanvas({ id: "c1" });
  } catch (error) {
    const body = error as { detail?: string };
    console.warn(body.detail);
  }
  await api.broadcast({ type: PitcherEventName.CANVAS_UPDATED, body: { context: {} } });
  if (highLevelApi) await highLevelApi.getEnv();
  return `${token}:${mode}`;
}

/** The snake_case aliases the client offers at run time, typed by the app itself. */
type UiWithAliases = ReturnType<typeof useUi> & {
  app_loaded(): Promise<void>;
  app_resize(payload: { height: number }): Promise<void>;
  select_content(payload?: UiSelectContentRequest): Promise<UiSelectContentResponse>;
};

export async function inUi(): Promise<void> {
  const ui = useUi() as UiWithAliases;
  await ui.appLoaded();
  await ui.app_loaded();
  await ui.appResize({ height: 400 });
  await ui.app_resize({ height: 300 });
  const request: UiSelectContentRequest = { content_type: "file", max_selections: 3 };
  const picked: UiSelectContentResponse = await ui.selectContent(request);
  console.log(picked, await ui.select_content());
  const off = await ui.onAppSetData(async (data: UiAppSetDataPayload) => {
    console.log(data);
  });
  off();
  const stop = await ui.on(UI_MESSAGE_TYPES.UI_APP_UPDATE_DATA, async (data) => {
    console.log(data);
  });
  stop();
  await ui.toast({ type: "info", message: "Hello" });
  await ui.openGlobalPopup("my-app", { from: "corpus" });
  console.log(UI_API_METHOD_TYPES.UI_APP_LOADED, PITCHER_EVENT);
}

export async function inAdminAndDsr(): Promise<void> {
  const admin = useAdmin() as ReturnType<typeof useAdmin> & { get_env(): Promise<AdminEnv> };
  const env: AdminEnv = await admin.getEnv();
  console.log(env.pitcher.organization, await admin.get_env());
  const file: File = await admin.getFile({ id: "f1" });
  console.log(file.id);
  const dsr = useDsr() as ReturnType<typeof useDsr> & { embeddable_ready(): Promise<void> };
  const dsrEnv: DsrEnv = await dsr.getEnv();
  await dsr.embeddableReady();
  await dsr.embeddable_ready();
  console.log(dsrEnv.mode);
}

export function routing(): JsApiLocation[] {
  const locations = getAvailableApis();
  const api = useApi();
  console.log("getEnv" in api);
  return locations;
}

export async function peers(): Promise<void> {
  const off = registerPeerConnectivityHandler(
    PEER_CONNECTIVITY_HANDLER_MATCH_ALL,
    (event: PeerConnectivityEvent) => console.log(event.action, event.context),
  );
  await sendPeerConnectivityEvent({
    action: PeerConnectivityActions.CANVAS_OPEN,
    context: { canvasId: "c1" },
  });
  off();
}

export function canvasTitle(canvas: CanvasRetrieve): string {
  return String(canvas.name);
}
