import type { Server } from "node:http";
import type { FastifyServerOptions } from "fastify";

export interface ConnectionSettings {
  /** Open connections of the whole server; beyond it new ones are closed at once. */
  maxConnections: number;
  /** Open connections from one address (0: no limit; off behind a trusted proxy). */
  maxConnectionsPerClient: number;
  /** Time to receive a whole request, body included (uploads of 10 MB must fit). */
  requestTimeoutMs: number;
  /** Time to receive the request line and headers. */
  headersTimeoutMs: number;
  /** A connection that sends and receives nothing this long is closed. */
  idleTimeoutMs: number;
}

export const DEFAULT_CONNECTION_SETTINGS: Omit<
  ConnectionSettings,
  "maxConnections" | "maxConnectionsPerClient"
> = { requestTimeoutMs: 120_000, headersTimeoutMs: 10_000, idleTimeoutMs: 30_000 };

/**
 * Fastify's timeouts: without them a request body sent one byte at a time held its
 * connection for ever, and 20,000 such connections used up the file descriptors.
 * Node checks the request and header timeouts every `connectionsCheckingInterval`.
 */
export function serverTimeouts(settings: ConnectionSettings): Partial<FastifyServerOptions> {
  return {
    requestTimeout: settings.requestTimeoutMs,
    connectionTimeout: settings.idleTimeoutMs,
    http: {
      headersTimeout: settings.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, settings.requestTimeoutMs),
    },
  } as Partial<FastifyServerOptions>;
}

/**
 * Caps open connections, in all and per client address, so one sender cannot take the
 * descriptors every other visitor and the health probes need. The cap per address is
 * meant for a server facing the internet itself; behind a proxy every connection comes
 * from the proxy, which buffers slow clients itself (docs/operations.md).
 */
export function limitConnections(server: Server, settings: ConnectionSettings): void {
  server.maxConnections = settings.maxConnections;
  const perClient = settings.maxConnectionsPerClient;
  if (perClient <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
