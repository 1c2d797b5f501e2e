// The request timeouts of one session (./bridgeSession) on one timer. A timer per request cost a
// MessagePort round trip in Chromium about 17 µs of the SDK's 26 µs over a raw client (armed in the
// send, cleared in the receive, and the renderer's scheduler between the two; bench/README "Round
// trip: where the SDK's time went"). Here the timer is armed for the earliest deadline only and is
// not cleared when a request settles, so a request due later than the armed timer (every sequential
// request with the same timeout) arms nothing. When the timer fires, what is due times out and the
// timer is armed again for the earliest deadline left, if any.

/** A timer handle: in Node it has `ref`/`unref`; in browsers it is a number, which has neither. */
type Handle = ReturnType<typeof setTimeout> & { ref?: () => unknown; unref?: () => unknown };

/** The one timer of a session's request deadlines ({@link deadlineTimer}). */
export interface DeadlineTimer {
  /**
   * A request is due at `at` (`Date.now()` time, `now` being the present; `Infinity`: never): arms
   * the timer when that is earlier than the armed one. The timer keeps a Node process alive while a
   * request is waiting (at most until it fires, for a request that is never due).
   */
  add(at: number, now: number): void;
  /** Nothing is waiting any more: the armed timer stays (it fires, finds nothing due, and ends) but no longer keeps a Node process alive. */
  idle(): void;
  /** Stops the timer (the session is disposed). */
  stop(): void;
}

/**
 * The deadline timer of one session: when it fires, `expire(now)` times out every request due at
 * `now` and returns the earliest deadline left (`Infinity`: none), for which it is armed again (a
 * timer may fire just before `Date.now()` reaches a deadline: that request then waits for the next).
 */
export function deadlineTimer(expire: (now: number) => number): DeadlineTimer {
  let timer: Handle | undefined;
  /** When the armed timer fires; `Infinity` when none is armed. */
  let armedAt = Infinity;
  const arm = (at: number, now: number) => {
    clearTimeout(timer);
    armedAt = at;
    timer = setTimeout(fire, at - now); // (a negative delay is 0)
  };
  const fire = () => {
    armedAt = Infinity;
    const now = Date.now();
    const next = expire(now);
    if (next < Infinity) arm(next, now);
  };
  return {
    add: (at, now) => (at < armedAt ? arm(at, now) : timer?.ref?.()),
    idle: () => timer?.unref?.(),
    stop: () => {
      clearTimeout(timer);
      armedAt = Infinity;
    },
  };
}
