/**
 * Whether a push endpoint may be called (docs/decisions/0053-web-push-queue.md): https on
 * an allow-listed push service host (`PUSH_SERVICE_HOSTS`), so a subscription cannot make
 * the server send requests to an address of someone's choosing. Checked when a browser
 * subscribes and again before every send (the list may have changed since).
 *
 * An entry is a host name ("fcm.googleapis.com", port 443), "*.domain" (any subdomain,
 * port 443), or "host:port". Plain http is accepted only for an entry on a loopback
 * address (127.0.0.1, ::1, localhost): the tests' own push service.
 */
export function pushEndpointAllowed(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  const port = url.port;
  for (const entry of allowedHosts) {
    const { host: entryHost, port: entryPort } = splitEntry(entry);
    const hostMatches = entryHost.startsWith("*.")
      ? hostname.endsWith(entryHost.slice(1)) && hostname.length > entryHost.length - 1
      : hostname === entryHost;
    if (!hostMatches) continue;
    if (url.protocol === "https:" && port === (entryPort ?? "")) return true;
    if (url.protocol === "http:" && isLoopback(entryHost) && port === (entryPort ?? "")) {
      return true;
    }
  }
  return false;
}

function splitEntry(entry: string): { host: string; port: string | undefined } {
  const bracketed = /^(\[[^\]]+\])(?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1] ?? entry, port: bracketed[2] };
  const [host = entry, port] = entry.split(":");
  return { host, port: port === "443" ? undefined : port };
}

function isLoopback(host: string): boolean {
  return host === "127.0.0.1" || host === "[::1]" || host === "localhost";
}
