// The e2e project's global setup: one empty folder per run for the consumer files' shared tarballs
// (test/consumer/workspace.ts packs into it on first use), deleted at the end of the run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

export function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), "hb-packs-"));
  project.provide("consumerPacksRoot", root);
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 3 });
}
