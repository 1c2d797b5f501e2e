// The typed-records app (test/fixtures/typedRecordsApp.ts, written from the platform's docs) against the
// simulated host: it reads the environment's user and instance, the canvas it runs on with its account,
// a file the person picks and its settings as an admin saved them, with no cast, and shows the
// simulator's data as the platform would send it.
import { useHostApi } from "@hostbridge/sdk";
import { useUi } from "@hostbridge/ui-api";
import { describe, expect, it } from "vitest";
import { createMockHost } from "../src/index";
import { showRecords } from "./fixtures/typedRecordsApp";
import { SETTINGS_APP_CONFIG } from "../../../test/existing-client/settingsApp";

describe("an app reading typed host records", () => {
  it("shows the user, the instance, the canvas with its account, a picked file and its settings", async () => {
    const mock = createMockHost({
      location: "ui",
      mode: "WEB",
      interactive: "auto",
      app: { name: "order-settings" },
      appSettings: {
        form: SETTINGS_APP_CONFIG,
        values: { order_submit_endpoint: "https://orders.example.com", max_discount: 15 },
      },
    });
    const host = useHostApi({ transport: mock.transport });
    const ui = useUi({ transport: mock.transport });

    const view = await showRecords(host, ui);

    expect(view).toEqual({
      user: "Dana Reyes <dana.reyes@example.com>, admin (en, Europe/Berlin)",
      instance: "Acme Test Instance (inst-sim-0001), files in eu",
      canvas: "Riverside Cardiology: Q2 Review from template Account Review Template, personal",
      account: "Riverside Cardiology Clinic (001SIM000000001AAA)",
      sections: "section-sim-0001: Agenda; section-sim-0002: Portfolio",
      madeBy: "Dana Reyes, owned by Dana Reyes",
      pickedFile:
        "Cardiology Portfolio Overview.pptx: pdf from pptx, 1048576 bytes, viewable, in Sales Decks, download true",
      settings:
        'order-settings: allow_theming=false, order_submit_endpoint="https://orders.example.com", max_discount=15',
    });
    expect(mock.host.requests.map((request) => request.type)).toEqual([
      "get_env",
      "get_canvas",
      "ui_select_content",
      "get_file",
      "get_app_config",
    ]);
    host.dispose();
    ui.dispose();
    mock.dispose();
  });
});
