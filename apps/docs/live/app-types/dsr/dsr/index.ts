// The app's page in a digital sales room: it tells the room it is ready (`embeddableReady()`, sent as
// `dsr_embeddable_ready`), then reads where it runs (`getEnv()`: the canvas and file in view).
import { useDsr } from "@hostbridge/sdk";

// The platform's origin (here, the docs page's): the client API's messages go to it only.
const dsr = useDsr({ hostOrigin: location.origin });
const view = document.querySelector<HTMLElement>("[data-view=env]")!;

try {
  await dsr.embeddableReady();
  const env = await dsr.getEnv();
  view.textContent = JSON.stringify(env.state ?? {}, null, 2);
} catch (error) {
  view.textContent = `the room did not answer: ${(error as Error).message}`;
}
