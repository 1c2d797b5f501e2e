// The workflow runner of the quick-start suite (workflow.ts) runs what a template's workflow says,
// in the order a runner would, and refuses what it does not understand rather than skipping it.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluateIf, jobOrder, runWorkflow, substitute } from "./workflow";

const push = { ref: "refs/heads/main", event_name: "push" };
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "hb-workflow-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function workflow(text: string): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.yml`);
  await writeFile(file, text);
  return file;
}

describe("the workflow runner", () => {
  it("evaluates the template's deploy condition for a push to main and for a pull request", () => {
    const deployIf = "github.ref == 'refs/heads/main' && github.event_name == 'push'";
    expect(evaluateIf(deployIf, push)).toBe(true);
    expect(evaluateIf(deployIf, { ref: "refs/pull/1/merge", event_name: "pull_request" })).toBe(
      false,
    );
    expect(evaluateIf("${{ github.event_name != 'push' }}", push)).toBe(false);
    expect(() => evaluateIf("always()", push)).toThrow(/unsupported if: expression/);
  });

  it("fills in secrets and refuses any other expression or a missing secret", () => {
    expect(substitute("${{ secrets.KEY }}", { KEY: "k" })).toBe("k");
    expect(() => substitute("${{ secrets.OTHER }}", { KEY: "k" })).toThrow(
      /needs the secret OTHER/,
    );
    expect(() => substitute("${{ vars.URL }}", {})).toThrow(/unsupported expression/);
  });

  it("orders jobs after the jobs they need", () => {
    const steps: never[] = [];
    expect(jobOrder({ deploy: { needs: "test", steps }, test: { steps } })).toEqual([
      "test",
      "deploy",
    ]);
    expect(() => jobOrder({ a: { needs: ["b"], steps }, b: { needs: "a", steps } })).toThrow(
      /need each other/,
    );
  });

  it("runs run: steps in order in bash -e with the env, skips actions, and stops at the first failure", async () => {
    const file = await workflow(`
name: ci
on: push
env: { GREETING: hello }
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: echo "$GREETING $KEY" > out.txt
        env: { KEY: "\${{ secrets.KEY }}" }
      - run: |
          false
          echo never
      - run: echo unreachable
`);
    const checkouts: string[] = [];
    const run = runWorkflow(file, {
      github: push,
      secrets: { KEY: "k" },
      env: { PATH: process.env.PATH },
      checkout: async (job) => {
        checkouts.push(job);
        return dir;
      },
    });
    await expect(run).rejects.toThrow(/job test, step "false\necho never\n" exited 1/);
    expect(checkouts).toEqual(["test"]);
    expect(await readFile(join(dir, "out.txt"), "utf8")).toBe("hello k\n");
  });

  it("refuses what a runner would do that it cannot (another shell, a matrix)", async () => {
    const options = { github: push, secrets: {}, env: {}, checkout: async () => dir };
    const shell = await workflow(
      "on: push\njobs:\n  t:\n    steps:\n      - run: echo\n        shell: pwsh\n",
    );
    await expect(runWorkflow(shell, options)).rejects.toThrow(/shell is not supported/);
    const matrix = await workflow(
      "on: push\njobs:\n  t:\n    strategy: { matrix: { node: [20, 22] } }\n    steps: []\n",
    );
    await expect(runWorkflow(matrix, options)).rejects.toThrow(/strategy is not supported/);
  });
});
