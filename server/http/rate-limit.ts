import rateLimit from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { rateLimitBuckets } from "../db/schema";
import { statusMessages } from "./error-handler";

/** Counts one hit for `key` in a fixed window and answers the window's state. */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<{ current: number; ttl: number }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  return { current: row.hits, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/** A @fastify/rate-limit store on the database, shared by every server process. */
function databaseStore(db: Database) {
  return class DatabaseRateLimitStore {
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
      countHit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/**
 * Rate limits are opt-in per route: `config: { rateLimit: { max, timeWindow, groupId } }`.
 * The groupId keeps each route's counter apart.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: statusMessages[429],
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
