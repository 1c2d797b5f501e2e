// The Host header check that keeps web pages from reaching the platform through DNS rebinding: a page on
// attacker.example whose name is made to resolve to 127.0.0.1 sends `Host: attacker.example`, which no
// loopback server of ours answers. The same rule Vite adopted for CVE-2025-24010 (`server.allowedHosts`).
import { isIP } from "node:net";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1"]);

/** The host name of a Host header value, lower case, without port or IPv6 brackets; undefined if malformed. */
export function hostNameOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = header.trim().toLowerCase();
  if (value.startsWith("[")) {
    const end = value.indexOf("]");
    if (end === -1 || !/^(:\d*)?$/.test(value.slice(end + 1))) return undefined;
    return value.slice(1, end);
  }
  const name = value.replace(/:\d*$/, "").replace(/\.$/, "");
  return name === "" || name.includes(":") ? undefined : name;
}

/**
 * Whether a request with this Host header is meant for this server: a loopback name (`localhost`,
 * `*.localhost`, `127.0.0.1`, `::1`), any IP address (rebinding needs a name), the interface listened on, or
 * one of `allowed`. `true` allows every name.
 */
export function hostAllowed(
  header: string | undefined,
  listenHost: string,
  allowed: ReadonlySet<string> | true,
): boolean {
  if (allowed === true) return true;
  const name = hostNameOf(header);
  if (name === undefined) return false;
  return (
    LOOPBACK_NAMES.has(name) ||
    name.endsWith(".localhost") ||
    isIP(name) !== 0 ||
    name === listenHost.toLowerCase() ||
    allowed.has(name)
  );
}
