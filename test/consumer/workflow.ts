// Runs a GitHub Actions workflow file the way a runner would, as far as a template's workflow goes:
// its jobs in the order `needs` gives, each in a fresh checkout, each `run:` step in order through
// `bash --noprofile --norc -eo pipefail` (GitHub's default shell on Linux), with the workflow's, the
// job's and the step's `env`. A `uses:` step (an action: checkout, setup-node) is skipped and reported
// as skipped. What this runner does not know (another shell, a working directory, a matrix, an
// expression other than `secrets.NAME` or a comparison of `github.ref` / `github.event_name`) fails
// the run instead of being passed over, so the workflow cannot outgrow the test silently.
import { readFile } from "node:fs/promises";
import { parse } from "yaml";
import { run } from "./helpers";

/** The `github` context of the simulated event. */
export interface GitHubEvent {
  ref: string;
  event_name: string;
}

/** One step as the run met it. */
export interface StepOutcome {
  job: string;
  /** `name:`, else the `run:` command or the action. */
  step: string;
  outcome: "ran" | "skipped";
  /** Why it was skipped (an action, or the job's `if:`). */
  why?: string;
  output: string;
}

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
  env?: Record<string, string>;
  if?: string;
}
interface Job {
  name?: string;
  "runs-on"?: string;
  needs?: string | string[];
  if?: string;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  name?: string;
  on?: unknown;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const KNOWN = {
  workflow: ["name", "on", "env", "jobs"],
  job: ["name", "runs-on", "needs", "if", "env", "steps"],
  step: ["name", "id", "uses", "with", "run", "env", "if"],
};

function onlyKnown(what: keyof typeof KNOWN, where: string, value: object): void {
  const unknown = Object.keys(value).filter((key) => !KNOWN[what].includes(key));
  if (unknown.length)
    throw new Error(
      `${where}: ${unknown.join(", ")} is not supported by test/consumer/workflow.ts`,
    );
}

/** Evaluates an `if:` made of `github.ref` / `github.event_name` compared to strings, joined by `&&`. */
export function evaluateIf(expression: string, github: GitHubEvent): boolean {
  const body = expression.replace(/^\$\{\{\s*([\s\S]*?)\s*\}\}$/, "$1").trim();
  return body.split("&&").every((part) => {
    const match = /^github\.(ref|event_name)\s*(==|!=)\s*'([^']*)'$/.exec(part.trim());
    if (!match) throw new Error(`unsupported if: expression "${expression}"`);
    const [, field, operator, literal] = match as unknown as [
      string,
      keyof GitHubEvent,
      string,
      string,
    ];
    return (github[field] === literal) === (operator === "==");
  });
}

/** `value` with each `${{ secrets.NAME }}` replaced; any other expression, or an unknown secret, throws. */
export function substitute(value: string, secrets: Readonly<Record<string, string>>): string {
  return value.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, expression: string) => {
    const secret = /^secrets\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(expression);
    if (!secret) throw new Error(`unsupported expression \${{ ${expression} }}`);
    const found = secrets[secret[1]!];
    if (found === undefined) throw new Error(`the workflow needs the secret ${secret[1]}`);
    return found;
  });
}

/** The jobs in an order that runs every job after the jobs it `needs` (file order otherwise). */
export function jobOrder(jobs: Record<string, Job>): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name))
      throw new Error(`jobs need each other: ${[...path, name].join(" -> ")}`);
    const job = jobs[name];
    if (!job) throw new Error(`job "${path.at(-1)}" needs "${name}", which the workflow lacks`);
    for (const need of [job.needs ?? []].flat()) visit(need, [...path, name]);
    order.push(name);
  };
  for (const name of Object.keys(jobs)) visit(name, []);
  return order;
}

const stepLabel = (step: Step) => step.name ?? step.run ?? step.uses ?? "(a step)";

export interface RunWorkflowOptions {
  github: GitHubEvent;
  secrets: Readonly<Record<string, string>>;
  /** The runner's environment (GitHub adds CI, GITHUB_ACTIONS, GITHUB_REF, GITHUB_EVENT_NAME). */
  env: NodeJS.ProcessEnv;
  /** A fresh checkout of the repository for a job (every job runs on a runner of its own). */
  checkout(job: string): Promise<string>;
}

/** Runs the workflow in `file`; resolves with every step's outcome, rejects at the first failing step. */
export async function runWorkflow(
  file: string,
  options: RunWorkflowOptions,
): Promise<StepOutcome[]> {
  const workflow = parse(await readFile(file, "utf8")) as Workflow;
  onlyKnown("workflow", file, workflow);
  const outcomes: StepOutcome[] = [];
  const { github, secrets } = options;
  for (const jobName of jobOrder(workflow.jobs)) {
    const job = workflow.jobs[jobName]!;
    onlyKnown("job", `${file} jobs.${jobName}`, job);
    if (job.if !== undefined && !evaluateIf(job.if, github)) {
      for (const step of job.steps)
        outcomes.push({
          job: jobName,
          step: stepLabel(step),
          outcome: "skipped",
          why: `if: ${job.if}`,
          output: "",
        });
      continue;
    }
    const dir = await options.checkout(jobName);
    for (const [index, step] of job.steps.entries()) {
      onlyKnown("step", `${file} jobs.${jobName}.steps[${index}]`, step);
      const label = stepLabel(step);
      if (step.if !== undefined && !evaluateIf(step.if, github)) {
        outcomes.push({
          job: jobName,
          step: label,
          outcome: "skipped",
          why: `if: ${step.if}`,
          output: "",
        });
        continue;
      }
      if (step.uses !== undefined) {
        outcomes.push({
          job: jobName,
          step: label,
          outcome: "skipped",
          why: "an action (uses:)",
          output: "",
        });
        continue;
      }
      if (step.run === undefined)
        throw new Error(`${file} jobs.${jobName}.steps[${index}] has neither run: nor uses:`);
      const env: NodeJS.ProcessEnv = {
        ...options.env,
        CI: "true",
        GITHUB_ACTIONS: "true",
        GITHUB_REF: github.ref,
        GITHUB_EVENT_NAME: github.event_name,
      };
      for (const scope of [workflow.env, job.env, step.env])
        for (const [key, value] of Object.entries(scope ?? {}))
          env[key] = substitute(String(value), secrets);
      const ran = await run(
        "bash",
        ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run],
        dir,
        env,
      );
      const output = `${ran.stdout}\n${ran.stderr}`;
      if (ran.code !== 0) {
        throw new Error(
          `${file}: job ${jobName}, step "${label}" exited ${ran.code} in ${dir}\n${ran.stdout.slice(-3000)}\n${ran.stderr.slice(-3000)}`,
        );
      }
      outcomes.push({ job: jobName, step: label, outcome: "ran", output });
    }
  }
  return outcomes;
}
