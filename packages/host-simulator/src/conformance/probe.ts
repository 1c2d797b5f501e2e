// The conformance kit's probe: the app end of the host under test, and the failure/skip signals of
// its checks. Shared by the envelope-wire checks (conformance.ts) and the platform-wire checks.
import { MESSAGE_TYPES } from "@hostbridge/protocol-types";
import { describeZodIssues } from "@hostbridge/protocol-types/schemas";
import type { Transport } from "@hostbridge/transport";
import { createId } from "@hostbridge/protocol-types/wire";
import type { z } from "zod";
import { delay } from "../delay";
import type { ConformanceTarget } from "./conformanceTypes";

// (Not coded errors: private signals of the conformance run, which catches each one around its check
// and records it as the check's verdict, failed or skipped; the message is the whole of what they say.)

/** A check found the host wrong (its message says how). */
export class CheckFailed extends Error {}
/** A check could not run (a hook the target did not provide). */
export class CheckSkipped extends Error {}

/** Fails the running check with `message`. */
export function fail(message: string): never {
  throw new CheckFailed(message);
}

/** The schema problems of `value`, described from `root`. */
export function problems(schema: z.ZodType, value: unknown, root: string): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : describeZodIssues(result.error, { root });
}

/** A unique id for a message the kit sends. */
export const conformanceId = () => `conformance-${createId()}`;

/** `value` as short text for a failure message. */
export function describe(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return text === undefined
      ? String(value)
      : text.length > 200
        ? `${text.slice(0, 200)}...`
        : text;
  } catch {
    return String(value);
  }
}

/** The envelope types of responses. */
export const RESPONSE_TYPES = new Set<unknown>([
  MESSAGE_TYPES.RESPONSE,
  MESSAGE_TYPES.ADMIN_RESPONSE,
  MESSAGE_TYPES.DSR_RESPONSE,
]);

/** Collects what the host sends and lets checks wait for it. */
export class Probe {
  readonly inbox: unknown[] = [];
  private readonly wakers = new Set<() => void>();
  private readonly stop: () => void;

  constructor(
    private readonly transport: Transport,
    readonly timeout: number,
    readonly quietPeriod: number,
  ) {
    this.stop = transport.listen((message) => {
      this.inbox.push(message);
      for (const wake of [...this.wakers]) wake();
    });
  }

  send(message: unknown): void {
    this.transport.send(message as object);
  }

  /** The first message from `start` on that matches, or `undefined` after `timeout`. */
  async waitFor(
    start: number,
    match: (m: unknown) => boolean,
    timeout = this.timeout,
  ): Promise<unknown> {
    const scan = () => this.inbox.slice(start).find(match);
    const found = scan();
    if (found !== undefined) return found;
    return new Promise((resolve) => {
      const done = (value: unknown) => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve(value);
      };
      const wake = () => {
        const hit = scan();
        if (hit !== undefined) done(hit);
      };
      const timer = setTimeout(() => done(undefined), timeout);
      this.wakers.add(wake);
    });
  }

  /** Every message from `start` on that matches, after waiting `ms`. */
  async collect(
    start: number,
    match: (m: unknown) => boolean,
    ms = this.quietPeriod,
  ): Promise<unknown[]> {
    await delay(ms);
    return this.inbox.slice(start).filter(match);
  }

  close(): void {
    this.stop();
  }
}

/** One conformance check: its name, and what it runs (resolving a success message). */
export type Check = {
  name: string;
  run: (probe: Probe, target: ConformanceTarget) => Promise<string>;
};
