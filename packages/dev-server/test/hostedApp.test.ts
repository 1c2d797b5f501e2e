// The app the simulated host runs, as the config names it (`hostedApp`): `getAppConfig({ app_name })`
// with the app's own name must find its config, so the name is app.json's, and for an app of the
// platform's existing client run from its own folder without app.json, its package.json's.
import { describe, expect, it } from "vitest";
import { appConfigPerTest } from "./helpers/appConfig";

const configOf = appConfigPerTest();
const page = "<!doctype html><title>app</title>";

describe("the app the dev host's simulated host runs", () => {
  it("is app.json's name, display name and version, even beside a package.json of another name", async () => {
    const config = await configOf({
      "index.html": page,
      "app.json": JSON.stringify({ name: "order-app", display_name: "Orders", version: "1.2.0" }),
      "package.json": JSON.stringify({ name: "orders-web", version: "0.0.0" }),
    });
    const facts = { name: "order-app", displayName: "Orders", version: "1.2.0" };
    expect(config.app).toEqual(facts);
    expect(config.hostedApp).toEqual(facts);
  });

  it("is package.json's name (only the name) for an app without app.json", async () => {
    const config = await configOf({
      "index.html": page,
      "package.json": JSON.stringify({ name: "field-visit-notes", version: "0.0.0" }),
    });
    expect(config.app).toBeNull();
    expect(config.hostedApp).toEqual({ name: "field-visit-notes" });
  });

  it("is none for a folder with neither, or a package.json without a name or not JSON", async () => {
    expect((await configOf({ "index.html": page })).hostedApp).toBeNull();
    const unnamed = await configOf({ "index.html": page, "package.json": '{ "private": true }' });
    expect(unnamed.hostedApp).toBeNull();
    const broken = await configOf({ "index.html": page, "package.json": "{ name: " });
    expect(broken.hostedApp).toBeNull();
  });
});
