// What the host received, recorded the same way for every host (the reference, the simulator page,
// the kit's host page): an init script that, in the top window, reads each message a child frame
// posts to it off the wire, in arrival order (`window.__received`).
import type { HostEntry } from "../trace";
import type { DifferentialWindow } from "./driver";
import { readWire } from "./hostControls";

if (window === window.top) {
  const received: HostEntry[] = [];
  (window as DifferentialWindow).__received = received;
  window.addEventListener("message", (event) => {
    if (event.source && event.source !== window) received.push(...readWire(event.data));
  });
}
