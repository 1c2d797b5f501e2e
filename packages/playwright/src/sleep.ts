// The kit's one pause: between polls of what the app sent (`expectSent`, a scenario's replay). The
// kit runs in the test's Node process, where a poll loop checks its own deadline and signal, so the
// pause needs no abort of its own (the simulator's waits have theirs, in host-simulator's delay.ts).

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
