import rateLimit from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { groupCommit } from "../db/group-commit";
import { rateLimitBuckets } from "../db/schema";
import { statusMessages } from "./error-handler";

interface Hit {
  key: string;
  windowMs: number;
}
/** What @fastify/rate-limit needs to know: the hit's number in its window, and time left. */
interface WindowState {
  current: number;
  ttl: number;
}

/** Counts one hit for `key` in a fixed window and answers the window's state. */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<WindowState> {
  const [state] = await countHits(db, [{ key, windowMs }], now);
  if (!state) throw new Error("rate limit count returned nothing");
  return state;
}

/**
 * Counts several hits in one statement: one row per key, however many of its hits the
 * batch holds; each hit then learns its own place in the window, in order.
 */
export async function countHits(
  db: Database,
  hits: Hit[],
  now = new Date(),
): Promise<WindowState[]> {
  const perKey = new Map<string, { hits: number; windowMs: number }>();
  for (const hit of hits) {
    const entry = perKey.get(hit.key) ?? { hits: 0, windowMs: hit.windowMs };
    entry.hits += 1;
    perKey.set(hit.key, entry);
  }
  // Keys in a fixed order, so two processes counting the same keys cannot deadlock.
  const rows = [...perKey]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, entry]) => ({
      key,
      hits: entry.hits,
      resetAt: new Date(now.getTime() + entry.windowMs),
    }));
  const expired = sql`${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz`;
  const counted = await db
    .insert(rateLimitBuckets)
    .values(rows)
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${expired} then excluded.hits else ${rateLimitBuckets.hits} + excluded.hits end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({
      key: rateLimitBuckets.key,
      hits: rateLimitBuckets.hits,
      resetAt: rateLimitBuckets.resetAt,
    });
  // The window's count after the batch, less the batch's later hits of the same key.
  const countAfter = new Map(counted.map((row) => [row.key, row]));
  const counting = new Map<string, number>();
  return hits.map((hit) => {
    const row = countAfter.get(hit.key);
    if (!row) throw new Error("rate limit upsert returned no row");
    const place = (counting.get(hit.key) ?? 0) + 1;
    counting.set(hit.key, place);
    const batchHits = perKey.get(hit.key)?.hits ?? 1;
    return {
      current: row.hits - batchHits + place,
      ttl: Math.max(0, row.resetAt.getTime() - now.getTime()),
    };
  });
}

/**
 * A @fastify/rate-limit store on the database, shared by every server process. Hits
 * that arrive together are counted in one statement (group-commit.ts).
 */
function databaseStore(db: Database) {
  const count = groupCommit<Hit, WindowState>({
    writeOne: (hit) => countHit(db, hit.key, hit.windowMs),
    writeMany: (hits) => countHits(db, hits),
  });
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
      count({ key, windowMs: timeWindow }).then(
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
