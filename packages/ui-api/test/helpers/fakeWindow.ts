/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes from the wire are untyped on purpose */
// A minimal browser `window` for Node tests: an embedded page whose parent records what it is sent,
// and which counts the `message` listeners added to it.
import { vi } from "vitest";

/** The fake window, with what the tests inspect. */
export interface FakeWindow {
  /** `message` listeners currently attached. */
  readonly listeners: Set<(event: unknown) => void>;
  /** How many times `addEventListener("message", ...)` was called. */
  added: number;
  /** Messages posted to the parent, with their target origin. */
  posted: { message: any; targetOrigin: string }[];
  /** Delivers a message from the parent to every listener. */
  fromParent(data: unknown, origin?: string): void;
  /** Removes the global again. */
  restore(): void;
}

/** What the fake window looks like. */
export interface FakeWindowOptions {
  /** `location.search` of the app's page. */
  search?: string;
  /** Properties of a same-origin parent window (for example `{ jsApiLocation: "admin" }`). */
  parentGlobals?: Record<string, unknown>;
  /** Make reading the parent's properties throw a SecurityError, as a cross-origin parent does. */
  crossOriginParent?: boolean;
}

/** Installs a fake `window` global (embedded in a parent at `https://host.example.com`). */
export function installFakeWindow(options: FakeWindowOptions = {}): FakeWindow {
  const listeners = new Set<(event: unknown) => void>();
  const target = {
    ...options.parentGlobals,
    postMessage(message: unknown, targetOrigin: string) {
      fake.posted.push({ message: structuredClone(message), targetOrigin });
    },
  };
  const parent = options.crossOriginParent
    ? new Proxy(target, {
        get(t, key) {
          if (key === "postMessage") return t.postMessage;
          throw new DOMException(
            `Blocked a frame from accessing a cross-origin frame (${String(key)}).`,
            "SecurityError",
          );
        },
      })
    : target;
  const win = {
    parent,
    opener: null,
    location: {
      search: options.search ?? "",
      href: `https://app.example.com/${options.search ?? ""}`,
      ancestorOrigins: ["https://host.example.com"],
    },
    addEventListener(type: string, listener: (event: unknown) => void) {
      if (type !== "message") return;
      fake.added++;
      listeners.add(listener);
    },
    removeEventListener(type: string, listener: (event: unknown) => void) {
      if (type === "message") listeners.delete(listener);
    },
  };
  const fake: FakeWindow = {
    listeners,
    added: 0,
    posted: [],
    fromParent(data, origin = "https://host.example.com") {
      for (const listener of [...listeners]) listener({ data, origin, source: parent });
    },
    restore: () => vi.unstubAllGlobals(),
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("location", win.location);
  return fake;
}
