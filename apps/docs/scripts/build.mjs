// `npm run docs`: generates the reference pages from the code, then builds the static site into
// dist/ (type-checking every TypeScript block), and prints how long each half took.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const docs = fileURLToPath(new URL("../", import.meta.url));
const run = (title, command, args) => {
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: docs, stdio: "inherit" });
  console.log(`[docs] ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
};
run("generate", process.execPath, ["scripts/generate.mjs"]);
run("vitepress build", process.execPath, ["node_modules/vitepress/bin/vitepress.js", "build", "."]);
