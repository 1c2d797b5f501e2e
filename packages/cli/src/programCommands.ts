// The commands of `hostbridge`, one registration each: flags, help text and the action. Each action
// imports its command's implementation when it runs (start-up loads none of them; see cli.ts).
import type { Command } from "commander";
import type { CommonFlags } from "./context";
import type { DeployFlags } from "./commands/deploy";
import type { InitFlags } from "./commands/init";
import type { InstallFlags } from "./commands/install";
import type { MigrateFlags } from "./commands/migrate";
import type { PackFlags } from "./commands/pack";
import type { PlatformFlags } from "./commands/platform";
import type { PublishFlags } from "./commands/publish";
import type { ValidateFlags } from "./commands/validate";
import type { RunCommand } from "./dev/command";
import { withExamples } from "./help";
import { common, keyOptions, targetOptions } from "./options";

/** `hostbridge init [dir]`: create an app from a template. */
export function registerInit(program: Command, run: RunCommand): void {
  withExamples(
    common(
      program
        .command("init")
        .argument("[dir]", "directory to create the app in (default: current directory)"),
      false,
    ),
    "init",
  )
    .description(
      "create an app from a template (Vite, TypeScript, @hostbridge/sdk, app.json, deploy config)",
    )
    .option("--name <name>", "the app name (default: from the directory name)")
    .option(
      "--template <name>",
      "vanilla (one page, a picker, a pushed message, a test, CI; alias lean), vue (the same in Vue 3), react (the same in React) or full (the example app); asked in a terminal, else vanilla",
    )
    .option(
      "--link <checkout>",
      "depend on the packed @hostbridge packages of a HostBridge checkout (`npm run pack:local` there) instead of the registry",
    )
    .option("-y, --yes", "do not ask anything")
    .option("--force", "write the template into a directory that is not empty")
    .action((dir: string | undefined, flags: InitFlags & CommonFlags) =>
      run("init", flags, async (ctx) =>
        (await import("./commands/init")).initCommand(ctx, dir, flags),
      ),
    );
}

/** `hostbridge validate`: check the app; send nothing. */
export function registerValidate(program: Command, run: RunCommand): void {
  withExamples(keyOptions(common(program.command("validate")), "scan"), "validate")
    .description(
      "check app.json, the files to pack and the config; send nothing. Only what the spec requires fails (app.json is a JSON object with a non-empty name); suspicions are warnings",
    )
    .option(
      "--strict",
      "fail (exit 3) on warnings too: name characters, version format, entry page, size",
    )
    .action((flags: ValidateFlags & CommonFlags) =>
      run("validate", flags, async (ctx) =>
        (await import("./commands/validate")).validateCommand(ctx, flags),
      ),
    );
}

/** `hostbridge pack`: write the app archive. */
export function registerPack(program: Command, run: RunCommand): void {
  withExamples(keyOptions(common(program.command("pack")), "scan"), "pack")
    .description("write the app archive (default .hostbridge/<name>-<sha8>.zip in the app dir)")
    .option("--list", "list every file with the rule that includes or excludes it; write nothing")
    .option("--out <file>", "where to write the archive")
    .option(
      "--version <stamp|increment|x.y.z>",
      "the version the archive's app.json carries (stamp, increment or a version, as publish --version); app.json itself is not changed",
    )
    .action((flags: PackFlags & CommonFlags) =>
      run("pack", flags, async (ctx) => (await import("./commands/pack")).packCommand(ctx, flags)),
    );
}

/** `hostbridge publish`: pack and upload a new version. */
export function registerPublish(program: Command, run: RunCommand): void {
  withExamples(targetOptions(keyOptions(common(program.command("publish"))), false), "publish")
    .description(
      "pack and upload the app as a new version (users see nothing until it is installed)",
    )
    .option("--archive <zip>", "upload this archive instead of packing the app dir")
    .option(
      "--version <stamp|increment|x.y.z>",
      "the version the published app.json carries: stamp (the date and time in UTC, YYYY.MM.DD.HH.mm.ss, as the platform's makers number versions), increment (the patch number plus one) or a semver or date-stamp version; once the platform accepted the publish, app.json gets it too (unless it was edited meanwhile)",
    )
    .option(
      "--skip-unchanged",
      "publish nothing when the archive's sha256 equals the one the platform last reported for this app (when it reported one)",
    )
    .action((flags: PublishFlags & CommonFlags) =>
      run("publish", flags, async (ctx) =>
        (await import("./commands/publish")).publishCommand(ctx, flags),
      ),
    );
}

/** `hostbridge install`: install a published version on instances. */
export function registerInstall(program: Command, run: RunCommand): void {
  withExamples(targetOptions(keyOptions(common(program.command("install"))), true), "install")
    .description("install a published version on instances (default: the latest version)")
    .option("--app <name>", "the app name (default: from app.json)")
    .option(
      "--version <n>",
      "pin the version to install (a HostBridge local-platform extension, not in the spec: sent only when given; default: the latest)",
    )
    .action((flags: InstallFlags & CommonFlags) =>
      run("install", flags, async (ctx) =>
        (await import("./commands/install")).installCommand(ctx, flags),
      ),
    );
}

/** `hostbridge deploy`: validate, pack, publish and install. */
export function registerDeploy(program: Command, run: RunCommand): void {
  withExamples(targetOptions(keyOptions(common(program.command("deploy"))), true), "deploy")
    .description("validate, pack, publish and install that version on the profile's instances")
    .option(
      "--version <stamp|increment|x.y.z>",
      "the version the published app.json carries: stamp (the date and time in UTC, YYYY.MM.DD.HH.mm.ss, as the platform's makers number versions), increment (the patch number plus one) or a semver or date-stamp version; once the platform accepted the publish, app.json gets it too (unless it was edited meanwhile)",
    )
    .action((flags: DeployFlags & CommonFlags) =>
      run("deploy", flags, async (ctx) =>
        (await import("./commands/deploy")).deployCommand(ctx, flags),
      ),
    );
}

/** `hostbridge platform`: run a local platform until Ctrl-C. */
export function registerPlatform(program: Command, run: RunCommand): void {
  withExamples(common(program.command("platform"), false), "platform")
    .description("run a local platform (publish and install endpoints) until Ctrl-C")
    .option("--port <n>", "port to listen on, 0 for any free port (default 4000)")
    .option("--host <host>", "interface to listen on (default 127.0.0.1)")
    .option(
      "--dir <dir>",
      "state directory (default $HOSTBRIDGE_PLATFORM_DIR, else a per-user directory such as ~/.local/state/hostbridge/platform; never inside the app, where its dev server would see every publish)",
    )
    .option(
      "--api-key-file <file>",
      "file with the accepted API key, created with a random key if missing (default <dir>/api-key)",
    )
    .option("--instance <id...>", "instance ids the platform knows (default: any id)")
    .option("--max-upload <size>", "largest accepted archive, e.g. 100MiB (default 512MiB)")
    .option(
      "--max-unpacked <size>",
      "most bytes an archive may unpack to, refused at publish (default 4 x --max-upload)",
    )
    .option(
      "--max-ratio <n>",
      "highest unpacked/packed ratio accepted, refused at publish as a zip bomb (default 200)",
    )
    .option(
      "--allowed-host <name...>",
      "host names to answer besides loopback names and IP addresses (DNS rebinding guard)",
    )
    .action((flags: PlatformFlags & CommonFlags) =>
      run("platform", flags, async (ctx) =>
        (await import("./commands/platform")).platformCommand(ctx, flags),
      ),
    );
}

/** `hostbridge migrate [dir]`: move an app from `@pitcher/js-api` to `@hostbridge/sdk`. */
export function registerMigrate(program: Command, run: RunCommand): void {
  withExamples(
    common(
      program
        .command("migrate")
        .argument("[dir]", "the app to migrate (default: the current directory or --app-dir)"),
    ),
    "migrate",
  )
    .description(
      "move an app off @pitcher/js-api in two steps. Step 1 (default): swap the dependency and every reference to the module for @hostbridge/compat, nothing else. Step 2 (--modernize [rule...]): move to the modern API by compat's rules, one at a time, each judged by the app's own type-check, build and tests (the scripts its package.json has) and rolled back when it fails them; with no rule named, every rule, and the app leaves compat for @hostbridge/sdk. Reports every place that needs a person in hostbridge-migrate-report.json (exit 8 while any is left); all files or none; needs @hostbridge/migrate",
    )
    .option("--dry-run", "print the unified diff and the report; write nothing")
    .option(
      "--modernize [rules...]",
      "step 2: rewrite by these rules of @hostbridge/compat (ids as its notices name them); none named: every rule, leaving compat",
    )
    .option(
      "--partial",
      "write the files that parse even when others do not (default: a file that does not parse keeps the whole app as it was)",
    )
    .option("--require-clean", "refuse when the app has uncommitted git changes (for CI)")
    .option(
      "--todo-comments",
      "also write a TODO(hostbridge-migrate) comment above each place that needs a person",
    )
    .option(
      "--no-check",
      "step 2: write every rule at once, unjudged (by default rule by rule, each judged by the app's own type-check, build and tests, and rolled back when it fails them)",
    )
    .option(
      "--no-lockfile",
      "step 1: leave the app's lockfile as it was (by default its package manager updates it, lockfile only, so npm ci keeps passing)",
    )
    .action((dir: string | undefined, flags: MigrateFlags & CommonFlags) =>
      run("migrate", flags, async (ctx) =>
        (await import("./commands/migrate")).migrateCommand(ctx, dir, flags),
      ),
    );
}
