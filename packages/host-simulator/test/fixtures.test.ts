import {
  AdminEnvSchema,
  DsrEnvSchema,
  FileSchema,
  ServiceEnvSchema,
  UiAppSetDataPayloadSchema,
  UiUpdateCanvasRequestSchema,
  describeZodIssues,
} from "@hostbridge/protocol-types/schemas";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { createFixtures } from "../src/index";
import { adminEnvOf, dsrEnvOf, serviceEnvOf } from "../src/environment";

function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : describeZodIssues(result.error);
}

describe("createFixtures", () => {
  it("returns a fresh deep copy each time", () => {
    const a = createFixtures();
    a.canvases[0]!.name = "changed";
    a.env.svc.user.first_name = "changed";
    a.crm.Account!.pop();
    const b = createFixtures();
    expect(b.canvases[0]!.name).toBe("Riverside Cardiology: Q2 Review");
    expect(b.env.svc.user.first_name).toBe("Dana");
    expect(b.crm.Account).toHaveLength(3);
  });

  it("replaces top-level keys and merges env deeply", () => {
    const fixtures = createFixtures({
      users: [],
      env: { mode: "IOS", svc: { user: { first_name: "Ada" } } },
    });
    expect(fixtures.users).toEqual([]);
    expect(fixtures.env.mode).toBe("IOS");
    expect(fixtures.env.svc.user).toMatchObject({ first_name: "Ada", last_name: "Reyes" });
    expect(fixtures.env.svc.access_token).toMatch(/^fake-access-token-/);
    expect(fixtures.files.length).toBeGreaterThan(0);
  });
});

describe("the default fixtures", () => {
  const fixtures = createFixtures();

  it("carry obviously fake tokens", () => {
    expect(fixtures.env.svc.access_token).toMatch(/^fake-access-token-.*not-a-secret$/);
    expect(fixtures.env.svc.id_token).toMatch(/^fake-id-token-.*not-a-secret$/);
  });

  it("give environment records that pass their schemas in every location", () => {
    for (const location of ["ui", "impact", "admin", "dsr"] as const) {
      expect(issues(ServiceEnvSchema, serviceEnvOf(fixtures, location)), location).toEqual([]);
    }
    expect(issues(AdminEnvSchema, adminEnvOf(fixtures))).toEqual([]);
    expect(issues(DsrEnvSchema, dsrEnvOf(fixtures))).toEqual([]);
    expect(dsrEnvOf(fixtures).svc).toEqual({ access_token: fixtures.env.svc.access_token });
  });

  it("leave the DSR state out unless all four of its fields are known", () => {
    const partial = createFixtures({
      env: { state: { active_canvas_id: "c", active_section_id: undefined } },
    });
    partial.env.state = { active_canvas_id: "c" };
    expect(dsrEnvOf(partial)).not.toHaveProperty("state");
    expect(issues(DsrEnvSchema, dsrEnvOf(partial))).toEqual([]);
  });

  it("give canvases an app could send back in ui_update_canvas, and valid files", () => {
    for (const canvas of fixtures.canvases)
      expect(issues(UiUpdateCanvasRequestSchema, canvas), String(canvas.id)).toEqual([]);
    for (const file of fixtures.files)
      expect(issues(FileSchema, file), String(file.id)).toEqual([]);
    expect(issues(UiAppSetDataPayloadSchema, fixtures.appSetData)).toEqual([]);
  });

  it("use unique ids and consistent references", () => {
    const ids = [
      ...fixtures.files,
      ...fixtures.canvases,
      ...fixtures.folders,
      ...fixtures.users,
    ].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const folderIds = new Set(fixtures.folders.map((f) => f.id));
    for (const file of fixtures.files) expect(folderIds.has(file.folder_id as string)).toBe(true);
    const accountIds = new Set(fixtures.crm.Account!.map((a) => a.Id));
    for (const contact of fixtures.crm.Contact!)
      expect(accountIds.has(contact.AccountId as string)).toBe(true);
    expect(fixtures.env.svc.user.id).toBe(fixtures.users[0]!.id);
  });
});
