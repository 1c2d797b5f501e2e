// The app's page in the instance's admin: it reads the values an admin saved in the app's settings
// form (app.config.json) with `getAppConfig()`, under `settings`.
import { useAdmin } from "@hostbridge/sdk";

// The platform's origin (here, the docs page's): the client API's messages go to it only.
const admin = useAdmin({ hostOrigin: location.origin });
const view = document.querySelector<HTMLElement>("[data-view=settings]")!;

async function showSettings() {
  try {
    const config = await admin.getAppConfig();
    view.textContent = JSON.stringify(config.settings ?? {}, null, 2);
  } catch (error) {
    view.textContent = `could not read them: ${(error as Error).message}`;
  }
}

document.querySelector("[data-action=read]")!.addEventListener("click", () => void showSettings());
void showSettings();
