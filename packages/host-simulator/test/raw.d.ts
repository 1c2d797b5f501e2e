// Vite's `?raw` imports (browser tests load the real post-robot and the platform's client as text).
declare module "*?raw" {
  const text: string;
  export default text;
}
