// Vite's `?raw` imports (browser tests load the real post-robot and the platform's client as text).
declare module "*?raw" {
  const text: string;
  // eslint-disable-next-line no-restricted-syntax -- a Vite `?raw` module has a default export
  export default text;
}
