import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { statusMessages } from "./error-handler";
import type { HitCounter } from "./hit-counter";

/**
 * A @fastify/rate-limit store over a HitCounter: counted in memory, shared by every
 * server process through the database (hit-counter.ts).
 */
function sharedStore(counter: HitCounter) {
  return class SharedRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      // Passed by @fastify/rate-limit at run time, though its types leave it out.
      timeWindow?: number,
    ): void {
      if (timeWindow === undefined) {
        callback(new Error("rate limit store called without a time window"));
        return;
      }
      callback(null, counter.hit(key, timeWindow));
    }
    child(): SharedRateLimitStore {
      return this;
    }
  };
}

/**
 * Rate limits are opt-in per route: `config: { rateLimit: { max, timeWindow, groupId } }`.
 * The groupId keeps each route's counter apart.
 */
export async function registerRateLimits(app: FastifyInstance, counter: HitCounter): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(counter),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: statusMessages[429],
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
