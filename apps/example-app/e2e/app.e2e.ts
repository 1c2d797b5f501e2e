// The app in a real browser, inside the simulated host (`npm run test:e2e`, Playwright Test with
// @hostbridge/playwright). It reads the page only through the data-view / data-action attributes,
// so the same file tests every HostBridge template.
import { expect, test } from "@hostbridge/playwright";

test.use({ hostOptions: { env: { svc: { user: { name: "Ada E2E" } } } } });

test("the app loads and tells the host so (appLoaded)", async ({ host }) => {
  const loaded = await host.waitForRequest("ui_app_loaded");
  expect(loaded.issues).toEqual([]);
});

test("the app shows the environment the host gives it", async ({ host }) => {
  const env = host.app.locator('[data-view="env"]');
  await expect(env).toContainText("Ada E2E");
  await expect(env).toContainText("WEB");
  await host.expectSent([{ kind: "request", type: "get_env" }]);
});

test("the app shows the file picked in the host's picker", async ({ host }) => {
  await host.app.locator('[data-action="pick"]').click();
  const pick = await host.waitForRequest("ui_select_content");
  expect(pick.issues).toEqual([]);
  await host.answer("ui_select_content", {
    user_action: "selected",
    content_type: "file",
    content: [{ id: "file-e2e", name: "Picked in e2e.pdf" }],
  });
  await expect(host.app.locator('[data-view="picked"]')).toContainText("Picked in e2e.pdf");
});

test("the app shows what the host pushes", async ({ host }) => {
  await host.waitForRequest("ui_embeddable_ready");
  const pushed = host.app.locator('[data-view="pushed"]');
  // The host answers ui_embeddable_ready by pushing its own start data, which may land after this
  // test's push: push again until the page ends on this test's data.
  await expect(async () => {
    await host.push("ui_app_set_data", {
      canvas: { id: "canvas-e2e", name: "Pushed in e2e" },
      client: null,
      component_id: "component-e2e",
      in_call: false,
      is_edit_mode: false,
      section_index: null,
      section_list_id: null,
      settings: null,
      used_in_section: null,
      user: null,
    });
    await expect(pushed).toContainText("Pushed in e2e", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});
