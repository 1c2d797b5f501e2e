import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { planInstall, planPublish } from "@hostbridge/deploy-client";
import { tempDir } from "./helpers/tempApp";

describe("request plans", () => {
  it("describes the publish request with sizes and sha256, hiding the key", async () => {
    const dir = await tempDir();
    const path = join(dir, "app-1.zip");
    await writeFile(path, "zipbytes");
    const plan = await planPublish({
      baseUrl: "https://platform.example.com/base",
      archivePath: path,
    });
    expect(plan.method).toBe("POST");
    expect(plan.url).toBe("https://platform.example.com/base/api/v1/apps/publish/");
    expect(plan.headers["X-API-Key"]).toBe("***");
    expect(plan.parts).toEqual([
      {
        name: "file",
        filename: "app-1.zip",
        contentType: "application/zip",
        size: 8,
        sha256: createHash("sha256").update("zipbytes").digest("hex"),
      },
    ]);
    const boundary = /boundary=(.+)$/.exec(plan.headers["Content-Type"]!)![1]!;
    const expectedLength =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="app-1.zip"\r\nContent-Type: application/zip\r\n\r\n`
        .length +
      8 +
      2 +
      `--${boundary}--\r\n`.length;
    expect(plan.headers["Content-Length"]).toBe(String(expectedLength));
  });

  it("refuses an archive that is not a regular file, as publish does, with CONFIG", async () => {
    const dir = await tempDir();
    await expect(
      planPublish({ baseUrl: "https://platform.example.com", archivePath: dir }),
    ).rejects.toMatchObject({
      code: "CONFIG",
      message: expect.stringContaining("not a regular file"),
    });
  });

  it("describes one install request per instance and marks a missing key", () => {
    const plans = planInstall({
      baseUrl: "http://127.0.0.1:4000",
      appName: "demo-app",
      instanceIds: ["a", "b"],
      version: "<published version>",
      hasApiKey: false,
    });
    expect(plans.map((plan) => plan.url)).toEqual([
      "http://127.0.0.1:4000/api/v1/apps/demo-app/install/",
      "http://127.0.0.1:4000/api/v1/apps/demo-app/install/",
    ]);
    expect(plans[1]!.parts).toEqual([
      { name: "instance_ids", value: "b", size: 1 },
      { name: "version", value: "<published version>", size: 19 },
    ]);
    expect(plans[0]!.headers["X-API-Key"]).toBe("(not set)");
  });
});
