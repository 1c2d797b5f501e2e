// The HostBridge documentation site. Pages under reference/, api/ and contributing/ are written by
// scripts/generate.mjs from the code (the registry, the error codes, the CLI's help, the doc
// comments) before each build; every TypeScript block is type-checked (./twoslash.ts), so a
// renamed method fails the build.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitepress";
import type { DefaultTheme } from "vitepress";
import { search } from "./search";
import { twoslashTransformer } from "./twoslash";

const generated = (file: string): DefaultTheme.SidebarItem[] => {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  if (!existsSync(path)) throw new Error(`${file} is missing: run \`npm run generate\` first`);
  return JSON.parse(readFileSync(path, "utf8")) as DefaultTheme.SidebarItem[];
};

/** The published packages, each with its page under packages/ (what its README points to). */
const PACKAGES = [
  "sdk",
  "ui-api",
  "admin-api",
  "dsr-api",
  "peer-connectivity",
  "vue",
  "react",
  "transport",
  "protocol-types",
  "host-simulator",
  "playwright",
  "opentelemetry",
  "cli",
  "create",
  "vite-plugin",
  "dev-server",
  "deploy-client",
  "deploy-contract",
  "local-platform",
  "migrate",
  "compat",
];

const guide: DefaultTheme.SidebarItem[] = [
  {
    text: "Getting started",
    items: [
      { text: "Vanilla TypeScript", link: "/guide/vanilla" },
      { text: "Vue 3", link: "/guide/vue" },
      { text: "React", link: "/guide/react" },
    ],
  },
  {
    text: "Concepts",
    items: [
      { text: "Locations and modes", link: "/concepts/locations" },
      { text: "The two wires", link: "/concepts/wires" },
      { text: "Start-up", link: "/concepts/startup" },
      { text: "Errors and timeouts", link: "/concepts/errors" },
      { text: "Security: origins", link: "/concepts/security" },
      { text: "Testing", link: "/concepts/testing" },
      { text: "Observability", link: "/concepts/observability" },
      { text: "Deploy", link: "/concepts/deploy" },
      { text: "Migration", link: "/concepts/migration" },
      { text: "Migration guide, step by step", link: "/contributing/migration" },
    ],
  },
  {
    text: "App types",
    items: [
      { text: "Overview", link: "/app-types/" },
      { text: "Sidebar app", link: "/app-types/sidebar" },
      { text: "Canvas component", link: "/app-types/canvas-component" },
      { text: "Popups", link: "/app-types/popups" },
      { text: "Multimedia selector", link: "/app-types/multimedia-selector" },
      { text: "Canvas hooks", link: "/app-types/hooks" },
      { text: "Admin and settings", link: "/app-types/admin" },
      { text: "DSR component", link: "/app-types/dsr" },
    ],
  },
  {
    text: "Packages",
    collapsed: true,
    items: [
      { text: "Overview", link: "/packages/" },
      ...PACKAGES.map((name) => ({ text: `@hostbridge/${name}`, link: `/packages/${name}` })),
    ],
  },
  {
    text: "Contributor docs",
    items: [
      { text: "Architecture", link: "/contributing/architecture" },
      { text: "Wire protocol", link: "/contributing/protocol" },
      { text: "Publishing", link: "/contributing/publishing" },
    ],
  },
];

export default defineConfig({
  title: "HostBridge",
  description:
    "The typed SDK and toolchain for apps embedded in a host platform: guides, a page per operation, live examples.",
  cleanUrls: false,
  lastUpdated: false,
  outDir: "dist",
  srcExclude: ["README.md", "live/**", "scripts/**"],
  head: [
    ["meta", { name: "theme-color", content: "#3451b2" }],
    ["link", { rel: "icon", type: "image/svg+xml", href: "/favicon.svg" }],
  ],
  markdown: {
    codeTransformers: [twoslashTransformer()],
  },
  themeConfig: {
    search,
    nav: [
      { text: "Guide", link: "/guide/vanilla" },
      { text: "Operations", link: "/reference/operations/" },
      { text: "Errors", link: "/reference/errors" },
      { text: "CLI", link: "/reference/cli" },
      { text: "API", link: "/api/" },
      { text: "Packages", link: "/packages/" },
    ],
    sidebar: {
      "/guide/": guide,
      "/concepts/": guide,
      "/app-types/": guide,
      "/contributing/": guide,
      "/packages/": guide,
      "/reference/": generated("reference/sidebar.json"),
      "/api/": generated("api/typedoc-sidebar.json"),
    },
    outline: { level: [2, 3] },
  },
});
