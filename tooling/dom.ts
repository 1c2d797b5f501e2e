// A tiny DOM builder, so an app needs no framework: h("button", { onclick: go }, "Go"). Its users: the
// example app (and so the `full` template, which scripts/template.mjs gives its own src/dom.ts copy of
// this file) and the dev host page. It lives here, below both, so that tooling imports nothing from apps.

/** What can be a child of an element: nodes, text, or nothing (false, null, undefined are skipped). */
export type Child = Node | string | number | false | null | undefined | readonly Child[];

/** Attributes (`class`, `data-*`, `aria-*`, ...) and `on<event>` listeners of an element. */
export type Props = Record<
  string,
  string | number | boolean | null | undefined | ((event: Event) => void)
>;

/**
 * Creates an element: `props` become attributes (`true` sets an empty attribute, `false`/`null`/
 * `undefined` leave it out) or, for `on<event>` keys with a function, event listeners.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props?: Props | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (typeof value === "function") element.addEventListener(key.slice(2), value);
    else if (value === true) element.setAttribute(key, "");
    else if (value !== false && value !== null && value !== undefined)
      element.setAttribute(key, String(value));
  }
  append(element, children);
  return element;
}

/** Appends children (flattening arrays, skipping empty values). */
export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    if (Array.isArray(child)) append(parent, child as readonly Child[]);
    else if (child instanceof Node) parent.appendChild(child);
    else
      parent.appendChild(
        document.createTextNode(typeof child === "number" ? String(child) : (child as string)),
      );
  }
}

/** Replaces all children of `parent`. */
export function replace(parent: Node, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, children);
}
