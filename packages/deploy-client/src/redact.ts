// The one way an API key is kept out of every text that may reach a person (errors, logs, reports).
// A file of its own: errors, HTTP and response parsing all use it, and none of them should import
// another just for it.

/** Replaces every occurrence of `secret` in `text` by `***` (no-op for an empty secret). */
export function redact(text: string, secret: string | undefined): string {
  if (!secret) return text;
  return text.split(secret).join("***");
}
