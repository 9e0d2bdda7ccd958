import type { FastifyInstance } from "fastify";

/**
 * The first phase of a stop (issue 33 item 1): the process still listens and answers
 * every request as usual, but `/readyz` says 503 (a load balancer that probes it takes
 * the process out) and every answer carries `Connection: close`, so the proxy's
 * keep-alive connections end one by one after an answer instead of being cut while a
 * request may be on its way. Idle ones the proxy closes itself: its upstream
 * `keepalive_timeout` is shorter than the drain (deploy/nginx/apostaff.conf). After
 * the drain, main.ts stops accepting and closes what is left.
 */
export class Draining {
  #since: number | undefined;

  get active(): boolean {
    return this.#since !== undefined;
  }

  begin(): void {
    this.#since ??= Date.now();
  }
}

export function registerDraining(app: FastifyInstance, draining: Draining): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (draining.active) reply.header("connection", "close");
    return payload;
  });
}
