import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { DEFAULT_CONNECTION_SETTINGS } from "./connection-limits";

const SLOW_CONNECTIONS = 60;

/** A request that promises a body and sends it one byte every 200 ms. */
function slowBody(port: number): Socket {
  const socket = connect({ host: "127.0.0.1", port });
  socket.on("error", () => {});
  socket.on("connect", () => {
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n",
    );
    const drip = setInterval(() => {
      if (socket.destroyed) clearInterval(drip);
      else socket.write("{");
    }, 200);
    socket.on("close", () => clearInterval(drip));
  });
  return socket;
}

/** GET /healthz from another loopback address, as a probe of the orchestrator would. */
function probe(port: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path: "/healthz", localAddress: "127.0.0.2", timeout: 5000 },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("connection limits and timeouts", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let port: number;

  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    app = await buildTestApp(database, {
      connections: {
        ...DEFAULT_CONNECTION_SETTINGS,
        maxConnections: 1000,
        maxConnectionsPerClient: 20,
        requestTimeoutMs: 1500,
        // Node needs the header timeout below the request timeout.
        headersTimeoutMs: 1000,
      },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("keeps /healthz answering through a slow-body flood and drops the slow bodies", async () => {
    const sockets = Array.from({ length: SLOW_CONNECTIONS }, () => slowBody(port));
    try {
      // Beyond the cap per address, connections are closed at once.
      const open = () => sockets.filter((socket) => !socket.destroyed).length;
      await expect.poll(open, { timeout: 1000, interval: 20 }).toBeLessThanOrEqual(20);
      const health = await probe(port);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(1000);
      // The slow bodies do not hold their connections past the request timeout.
      await expect.poll(open, { timeout: 5000, interval: 100 }).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 60_000);
});
