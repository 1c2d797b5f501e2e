// A Vue component whose `<script setup>` imports one of the client's enums and whose template reads
// it too (a `<script setup>` block's imports are its template's): leaving the client, the member the
// script hands to the API becomes its literal, and the import stays, for the template, where no
// rewrite reaches. The component is written as an app's author writes one, beside the Vue app's own.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { planMigration, writeMigration } from "@hostbridge/migrate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempApp } from "./helpers/tempApp";
import { vueTsc } from "./helpers/typeCheck";

const COMPONENT = "src/components/CanvasBadge.vue";
const SOURCE = `<script setup lang="ts">
import { ref } from 'vue'
import { PitcherEventName, usePitcherApi } from '@pitcher/js-api'

const api = usePitcherApi()
const updates = ref(0)
api.on(PitcherEventName.CANVAS_UPDATED, () => {
  updates.value++
})
</script>

<template>
  <span :data-event="PitcherEventName.CANVAS_UPDATED">{{ updates }} updates</span>
</template>
`;

let dir: string;
let dispose: () => void;
let lines: string[];

beforeAll(async () => {
  ({ dir, dispose } = tempApp("vue-service"));
  writeFileSync(join(dir, COMPONENT), SOURCE);
  const plan = await planMigration(dir, { modernize: [] });
  lines = plan.files
    .filter((file) => file.file === COMPONENT)
    .flatMap((file) => file.needsPerson.map((entry) => `${entry.line} ${entry.why}`));
  writeMigration(plan);
}, 180_000);

afterAll(() => dispose?.());

describe("a client enum in a <script setup> and its template", () => {
  it("becomes a literal where the script hands it to the API; its import stays for the template, and says so", () => {
    const after = readFileSync(join(dir, COMPONENT), "utf8");
    expect(after).toContain("api.on('canvas_updated', () => {");
    expect(after).toContain(':data-event="PitcherEventName.CANVAS_UPDATED"');
    expect(after).toContain("import { PitcherEventName } from '@pitcher/js-api'");
    expect(lines).toEqual([
      expect.stringMatching(
        /^3 PitcherEventName has no equivalent export in @hostbridge\/sdk: it stays imported from @pitcher\/js-api/,
      ),
    ]);
  });

  it("type-checks with vue-tsc, template included", () => {
    expect(vueTsc(dir)).toEqual({ output: "", status: 0 });
  }, 120_000);
});
