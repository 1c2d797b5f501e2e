// The differential table: one row per scenario, each run with the post-robot reference host and with
// each of our stand-ins, for each app (differential.e2e.test.ts). A step is what an app or a host
// does; time passes only where a step says so (`after`, on Playwright's clock unless `realTime`).
import type { AppKind, HostKind } from "./hosts";

// (the files of the dev host's data, devHost.ts PICKABLE_FILES: a person ticks them in its dialog)
// a picked file as the platform's content picker answers it: the client declares `type: "file"` on it
const PICKED = {
  user_action: "selected",
  content: [{ type: "file", id: "f-1", name: "Deck.pdf" }],
};
const PICKED_2 = { ...PICKED, content: [{ type: "file", id: "f-2", name: "Notes.pdf" }] };
const PICK = { max_selections: 1 };

/** One thing the app or the host does in a scenario. */
export type Step =
  /** The app starts a call (`pick`: the file picker, `getEnv`, `peer`: a peer connectivity event). */
  | { call: string; op: "pick" | "getEnv" | "peer"; arg?: unknown }
  /** Waits until `count` (default 1) requests of this type wait at the host. */
  | { arrive: string; count?: number }
  /** This many milliseconds pass (a person deciding). */
  | { after: number }
  /** The host answers, cancels or fails the `nth` (default 0, oldest) waiting request of a type. */
  | { answer: string; nth?: number; body: unknown }
  | { cancel: string; nth?: number }
  | { fail: string; nth?: number; error: { message: string; code: string } }
  /** The host pushes a message or fires a host event. */
  | { push: string; payload: unknown }
  | { emit: string; body: unknown }
  /** The app frame reloads (its trace so far is kept, then `reloaded`). */
  | { reload: true }
  /** Waits until these calls settled. */
  | { settle: string[] }
  /** Waits until the app heard `count` (default 1) entries of this kind. */
  | { hear: "push" | "event" | "peer"; count?: number };

export interface Scenario {
  name: string;
  /** Real time instead of Playwright's clock (the one real 3 s answer). */
  realTime?: boolean;
  steps: Step[];
}

/** A pick answered after `ms`. */
const answeredAfter = (ms: number): Step[] => [
  { call: "pick", op: "pick", arg: PICK },
  { arrive: "ui_select_content" },
  ...(ms ? [{ after: ms }] : []),
  { answer: "ui_select_content", body: PICKED },
  { settle: ["pick"] },
];

export const SCENARIOS: Scenario[] = [
  { name: "a pick answered at once", steps: answeredAfter(0) },
  { name: "a pick answered after 3 s", steps: answeredAfter(3000) },
  { name: "a pick answered after 30 s", steps: answeredAfter(30_000) },
  { name: "a pick answered after 3 s of real time", realTime: true, steps: answeredAfter(3000) },
  {
    name: "a picker the person closes",
    steps: [
      { call: "pick", op: "pick", arg: PICK },
      { arrive: "ui_select_content" },
      { after: 1500 },
      { cancel: "ui_select_content" },
      { settle: ["pick"] },
    ],
  },
  {
    name: "a pick the host fails",
    steps: [
      { call: "pick", op: "pick", arg: PICK },
      { arrive: "ui_select_content" },
      {
        fail: "ui_select_content",
        error: { message: "the file store is offline", code: "UNAVAILABLE" },
      },
      { settle: ["pick"] },
    ],
  },
  {
    name: "two waiting picks answered out of order",
    steps: [
      { call: "first", op: "pick", arg: PICK },
      { arrive: "ui_select_content" },
      { call: "second", op: "pick", arg: { max_selections: 2 } },
      { arrive: "ui_select_content", count: 2 },
      { after: 2500 },
      { answer: "ui_select_content", nth: 1, body: PICKED_2 },
      { settle: ["second"] },
      { after: 2500 },
      { answer: "ui_select_content", nth: 0, body: PICKED },
      { settle: ["first"] },
    ],
  },
  {
    name: "a push and a host event while a pick waits",
    steps: [
      { call: "env", op: "getEnv" },
      { settle: ["env"] },
      { call: "pick", op: "pick", arg: PICK },
      { arrive: "ui_select_content" },
      { push: "ui_app_update_data", payload: { in_call: true, is_edit_mode: false } },
      { hear: "push" },
      { emit: "canvas_opened", body: { body: { canvas_id: "cv-1" } } },
      { hear: "event" },
      { after: 2500 },
      { answer: "ui_select_content", body: PICKED },
      { settle: ["pick"] },
    ],
  },
  {
    name: "an app's peer connectivity event, and one from a peer",
    steps: [
      { call: "env", op: "getEnv" },
      { settle: ["env"] },
      { call: "peer", op: "peer", arg: { action: "canvas.open", context: { canvasId: "c1" } } },
      { settle: ["peer"] },
      {
        emit: "peer_connectivity_event",
        body: {
          action: "file.open",
          context: { fileId: "f1" },
          version: 1,
          metadata: { correlationId: "c-1", source: "ios", timestamp: 1 },
        },
      },
      { hear: "peer" },
    ],
  },
  {
    name: "the app frame reloaded while a pick waits",
    steps: [
      { call: "pick", op: "pick", arg: PICK },
      { arrive: "ui_select_content" },
      { reload: true },
      { after: 3000 },
      { answer: "ui_select_content", body: PICKED },
      { call: "again", op: "pick", arg: PICK },
      { arrive: "ui_select_content" },
      { answer: "ui_select_content", body: PICKED_2 },
      { settle: ["again"] },
    ],
  },
];

/**
 * A difference between a stand-in and the reference that is known and not yet fixed: the stand-in's
 * trace (trace.ts `lines`) exactly as it is today. The row passes while the stand-in shows exactly
 * this, and fails the moment it shows anything else, fixed included (then delete the entry).
 */
export interface KnownDifference {
  scenario: string;
  app: AppKind;
  hosts: Exclude<HostKind, "post-robot">[];
  /** Why they differ, and where it is to be fixed. */
  reason: string;
  lines: string[];
}

export const KNOWN_DIFFERENCES: KnownDifference[] = [];
