// The handle the inspector leaves on screen while it is closed: a small touch-sized tab on the right
// edge that says how many records it holds (it keeps recording) and reopens the overlay when tapped,
// so a person on a tablet never needs a reload (which would lose the recording) to see it again.

const HANDLE_STYLE =
  "position:fixed;z-index:2147483647;right:0;top:50%;transform:translateY(-50%);min-height:44px;" +
  "min-width:44px;padding:0 10px;background:#111c;color:#eee;border:1px solid #444;border-right:0;" +
  "border-radius:8px 0 0 8px;font:12px/1.2 system-ui,sans-serif;touch-action:manipulation";

/** Puts the handle in `parent`; `update(count)` shows the record count, `remove` takes it away. */
export function mountHandle(parent: HTMLElement, reopen: () => void, count: number) {
  const button = parent.ownerDocument.createElement("button");
  button.className = "hbi-handle";
  button.style.cssText = HANDLE_STYLE;
  const update = (records: number) => {
    button.textContent = `inspector · ${records}`;
    button.setAttribute("aria-label", `open the HostBridge inspector (${records} records so far)`);
  };
  update(count);
  button.addEventListener("click", reopen);
  parent.append(button);
  return { update, remove: () => button.remove() };
}
