// Which commands the binary lets Ctrl-C abort (through the AbortSignal every request and the packer
// take) instead of ending the process at once: those that talk to the platform.

/** Commands whose requests Ctrl-C aborts, so they can say what reached the platform. */
const INTERRUPTIBLE = new Set(["publish", "deploy", "install", "validate", "pack"]);

/** Whether `argv` (after the program name) runs a command that Ctrl-C should abort, not kill. */
export function interruptibleCommand(argv: readonly string[]): boolean {
  const command = argv.find((arg) => !arg.startsWith("-"));
  return command !== undefined && INTERRUPTIBLE.has(command);
}
