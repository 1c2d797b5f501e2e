import type {
  AdminEnv,
  AppConfig,
  AdminSelectContentResponse,
  PaginatedData,
} from "@hostbridge/protocol-types";
import { useAdmin } from "@hostbridge/admin-api";
import type { AdminApi, AdminMethodName } from "@hostbridge/admin-api";
import { describe, expectTypeOf, it } from "vitest";

describe("useAdmin() types", () => {
  it("names methods after the operations", () => {
    expectTypeOf<AdminMethodName<"admin_get_files">>().toEqualTypeOf<"getFiles">();
    expectTypeOf<
      AdminMethodName<"admin_get_instance_metadata_templates">
    >().toEqualTypeOf<"getInstanceMetadataTemplates">();
    expectTypeOf<AdminApi>().toHaveProperty("openCollectionPlayerOverlay");
  });

  it("types payloads and responses from AdminApiMap", () => {
    const admin = useAdmin();
    expectTypeOf(admin.getEnv()).resolves.toEqualTypeOf<AdminEnv>();
    expectTypeOf(admin.getFiles({ tags: ["a"] })).resolves.toEqualTypeOf<PaginatedData>();
    // (the order and page asked for, as the platform's lists take them)
    void admin.getFiles({ tags: ["a"], ordering: "-modified_at", page: 2, page_size: 50 });
    expectTypeOf(
      admin.selectContent({ content_type: "file" }),
    ).resolves.toEqualTypeOf<AdminSelectContentResponse>();
    expectTypeOf(admin.closeFileOverlay()).resolves.toBeVoid();
    // @ts-expect-error: admin_get_env takes no payload
    void admin.getEnv({ id: 1 });
    // @ts-expect-error: a page size is a number
    void admin.getFiles({ page_size: "50" });
    // @ts-expect-error: tags is a list of strings
    void admin.getFiles({ tags: "sales" });
    // @ts-expect-error: the admin picker has no allowed_content_types
    void admin.selectContent({ allowed_content_types: ["pdf"] });
    // @ts-expect-error: a collection player overlay needs name and groups
    void admin.openCollectionPlayerOverlay({});
  });

  it("reads this app's config, or another app's by name, as the platform's client asks", () => {
    const admin = useAdmin();
    expectTypeOf(admin.getAppConfig()).resolves.toEqualTypeOf<AppConfig>();
    expectTypeOf(
      admin.getAppConfig({ app_name: "price-list" }),
    ).resolves.toEqualTypeOf<AppConfig>();
    // @ts-expect-error: app_name is the app's name, a string
    void admin.getAppConfig({ app_name: 7 });
    void useAdmin({ casing: "camel" }).getAppConfig({ appName: "price-list" });
  });

  it("types admin_env_changed and follows casing", () => {
    useAdmin().onEnvChanged((env) => expectTypeOf(env).toEqualTypeOf<AdminEnv>());
    useAdmin().on("admin_env_changed", (env) => expectTypeOf(env.svc.access_token).toBeString());
    // @ts-expect-error: not an admin message
    useAdmin().on("dsr_env_changed", () => undefined);
    const camel = useAdmin({ casing: "camel" });
    camel.onEnvChanged((env) => expectTypeOf(env.svc.accessToken).toBeString());
    void camel.getFiles({ folderId: "f" });
    // @ts-expect-error: snake_case keys with casing camel
    void camel.getFiles({ folder_id: "f" });
  });
});
