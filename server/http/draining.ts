import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * How a stopping process lets go of its connections without losing a request
 * (docs/decisions/0050-rolling-deploys.md, revised in the tenth session):
 *
 * 1. The drain (`begin`): the process still listens and answers every request as usual,
 *    keep-alive included, but `/readyz` says 503, so a load balancer that probes takes
 *    it out. A proxy like nginx keeps sending on the connections it holds and opens
 *    hardly any new ones.
 * 2. The release (`release`): it stops accepting (a new connection is refused, which a
 *    proxy safely sends to the next process, POSTs too) and every answer from now on
 *    carries `Connection: close`, so each open connection ends right after an answer,
 *    never while a request may be on its way; idle ones the proxy closes itself (its
 *    upstream `keepalive_timeout`, 3 s in the guide, is shorter than the wait here).
 *
 * The first version sent `Connection: close` from the drain's start: nginx then opened
 * a new connection for every request, and those that waited in the kernel's accept
 * queue when the listener closed were reset, which fails a POST (seen in CI, issue 31).
 */
export class Draining {
  #since: number | undefined;
  #releasing = false;

  get active(): boolean {
    return this.#since !== undefined;
  }

  get releasing(): boolean {
    return this.#releasing;
  }

  begin(): void {
    this.#since ??= Date.now();
  }

  /**
   * Stops accepting and waits until every open connection has ended after its answer,
   * at most `waitMs`; the caller then closes what is left (Fastify's close).
   */
  async release(server: Server, waitMs: number): Promise<void> {
    this.begin();
    this.#releasing = true;
    const ended = new Promise<void>((resolve) => {
      // Only the listener: http.Server#close would also cut the idle keep-alive
      // connections, on which a proxy may be sending a request at this very moment.
      if (!server.listening) return resolve();
      NetServer.prototype.close.call(server, () => resolve());
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([ended, late]);
    clearTimeout(timer);
  }
}

export function registerDraining(app: FastifyInstance, draining: Draining): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (draining.releasing) reply.header("connection", "close");
    return payload;
  });
}
