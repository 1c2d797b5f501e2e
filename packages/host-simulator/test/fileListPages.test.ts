import { describe, expect, it } from "vitest";
import { linkPerTest } from "./helpers/setup";

// A file list is a page (`count`, `next`, `results`): an app asks for its order, page and size, and
// searches by name, on `admin_get_files` as on the high-level `get_files`, as on every list the
// platform pages.
describe("file lists: order, page and search", () => {
  const start = linkPerTest();
  const files = [
    { id: "f-1", name: "Visit report March", modified_at: "2026-03-02T10:00:00Z", tags: ["r"] },
    { id: "f-2", name: "Brochure", modified_at: "2026-05-10T10:00:00Z", tags: ["r"] },
    { id: "f-3", name: "Visit report May", modified_at: "2026-05-30T10:00:00Z", tags: ["r"] },
  ];
  const ids = (body: unknown) => (body as { results: { id: string }[] }).results.map((f) => f.id);

  it.each([
    ["admin", "admin_get_files"],
    ["ui", "get_files"],
  ] as const)(
    "%s: %s orders by a field, newest first with '-', and pages",
    async (location, type) => {
      const l = start({ location, fixtures: { files } });
      // (the body: admin requests resolve it, high-level ones the whole envelope)
      const list = async (query: Record<string, unknown>) =>
        type == "admin_get_files"
          ? l.bridge.requestAdmin(type, query)
          : (await l.bridge.request(type, query)).response.body;
      const newest = await list({ ordering: "-modified_at", page_size: 2 });
      expect(ids(newest)).toEqual(["f-3", "f-2"]);
      expect(newest).toMatchObject({
        count: 3,
        next: expect.stringContaining("page=2"),
      });
      const second = await list({
        ordering: "-modified_at",
        page_size: 2,
        page: 2,
      });
      expect(ids(second)).toEqual(["f-1"]);
      const oldest = await list({ ordering: "modified_at", tags: ["r"] });
      expect(ids(oldest)).toEqual(["f-1", "f-2", "f-3"]);
      const found = await list({ search: "visit report", ordering: "name" });
      expect(ids(found)).toEqual(["f-1", "f-3"]);
    },
  );
});
