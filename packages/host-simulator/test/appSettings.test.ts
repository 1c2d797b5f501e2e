// An app's settings as an admin saves them: the form is the platform's `app.config.json` reference's own
// examples (developer.pitcher.com, "Application Configuration Manifest"), the values are checked as the
// form would, and every `get_app_config` variant and the start data carry what was saved.
import { useAdmin } from "@hostbridge/admin-api";
import { useDsr } from "@hostbridge/dsr-api";
import { useHostApi } from "@hostbridge/sdk";
import { describe, expect, it } from "vitest";
import {
  checkSettingsValues,
  createMockHost,
  isHostSimulatorError,
  settingsDefaults,
} from "../src/index";
import type { AppSettingsOptions } from "../src/index";
import { link, settle } from "./helpers/setup";
import { SETTINGS_APP_CONFIG } from "../../../test/existing-client/settingsApp";

// The reference's examples, as the settings app of test/existing-client has them.
const FORM: AppSettingsOptions["form"] = SETTINGS_APP_CONFIG;

const SAVED = {
  order_submit_endpoint: "https://orders.example.com",
  selected_currency: "EUR",
  max_discount: 15,
};

describe("the values of a settings form", () => {
  it("starts an untouched form with its checkboxes unchecked and nothing else set", () => {
    expect(settingsDefaults(FORM)).toEqual({ allow_theming: false });
  });

  it("accepts values of each field's type and fills in the defaults", () => {
    expect(checkSettingsValues(FORM, SAVED)).toEqual({
      values: { ...SAVED, allow_theming: false },
      problems: [],
    });
  });

  it("refuses a missing required value, a wrong type, an option the select lacks and an unknown field, naming each", () => {
    const { problems } = checkSettingsValues(FORM, {
      selected_currency: "GBP",
      max_discount: "ten",
      allow_theming: "yes",
      colour: "red",
    });
    expect(problems).toEqual([
      {
        field: "colour",
        kind: "unknown",
        message: expect.stringContaining("is not a field of the settings form"),
      },
      { field: "order_submit_endpoint", kind: "required", message: "is required" },
      {
        field: "selected_currency",
        kind: "invalid",
        message: "must be one of its options: USD, EUR",
      },
      { field: "max_discount", kind: "invalid", message: "must be a number" },
      {
        field: "allow_theming",
        kind: "invalid",
        message: "must be true or false (checked or not)",
      },
    ]);
  });

  it("checks dates and multi-selects", () => {
    const form = {
      sections: [
        {
          fields: [
            { type: "date", name: "launch" },
            {
              type: "multi-select",
              name: "regions",
              options: [
                { label: "EU", value: "eu" },
                { label: "US", value: "us" },
              ],
            },
          ],
        },
      ],
    };
    expect(
      checkSettingsValues(form, { launch: "2026-02-30", regions: ["eu", "apac"] }).problems,
    ).toEqual([
      { field: "launch", kind: "invalid", message: "must be a date written YYYY-MM-DD" },
      { field: "regions", kind: "invalid", message: "must be a list of its options: eu, us" },
    ]);
    expect(checkSettingsValues(form, { launch: "2026-02-28", regions: ["us"] }).problems).toEqual(
      [],
    );
  });
});

describe("a host given the app's settings", () => {
  const appSettings: AppSettingsOptions = { form: FORM, values: SAVED };
  const app = { name: "order-app", displayName: "Orders", version: "2024.07.11.09.56.22" };

  it("answers get_app_config, admin_get_app_config and dsr_get_app_config with the saved values", async () => {
    const expected = {
      app_name: "order-app",
      display_name: "Orders",
      settings: { ...SAVED, allow_theming: false },
    };
    const mock = createMockHost({ app, appSettings, appSetDataOnReady: false });
    const ui = useHostApi({ transport: mock.transport });
    const admin = useAdmin({ transport: mock.transport });
    const dsr = useDsr({ transport: mock.transport });
    expect(await ui.getAppConfig()).toMatchObject(expected);
    expect(await ui.getAppConfig({ app_name: "order-app" })).toMatchObject(expected);
    expect(await admin.getAppConfig()).toMatchObject(expected);
    expect(await admin.getAppConfig({ app_name: "order-app" })).toMatchObject(expected);
    expect(await dsr.getAppConfig()).toMatchObject(expected);
    expect(await dsr.getAppConfig({ app_name: "order-app" })).toMatchObject(expected);
    for (const api of [ui, admin, dsr]) api.dispose();
    mock.dispose();
  });

  it("gives the saved values in the start data's settings", async () => {
    const l = link({ appSettings });
    l.appEnd.send({ type: "ui_app_loaded", body: {} });
    for (let i = 0; i < 50 && !JSON.stringify(l.received).includes("ui_app_set_data"); i += 1)
      await settle();
    const pushed = JSON.stringify(
      l.received.find((m) => JSON.stringify(m).includes("ui_app_set_data")),
    );
    expect(pushed).toContain('"order_submit_endpoint":"https://orders.example.com"');
    expect(pushed).toContain('"allow_theming":false');
    l.dispose();
  });

  it("refuses to start with values the form refuses, saying which and why", () => {
    let thrown: unknown;
    try {
      createMockHost({
        appSettings: { form: FORM, values: { max_discount: "ten", colour: "red" } },
      });
    } catch (error) {
      thrown = error;
    }
    expect(isHostSimulatorError(thrown, "INVALID_OPTIONS")).toBe(true);
    expect((thrown as Error).message).toContain("max_discount (must be a number)");
    expect((thrown as Error).message).toContain("colour (is not a field of the settings form");
  });

  it("starts an app not configured yet (a required field empty) without that value", async () => {
    const mock = createMockHost({ appSettings: { form: FORM, values: { max_discount: 5 } } });
    const api = useHostApi({ transport: mock.transport });
    const config = await api.getAppConfig();
    expect(config.settings).toEqual({ max_discount: 5, allow_theming: false });
    api.dispose();
    mock.dispose();
  });
});
