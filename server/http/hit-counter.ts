import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitBuckets } from "../db/schema";

/** A key's hits to add to its window in the database. */
export interface KeyHits {
  key: string;
  hits: number;
  windowMs: number;
}

/** A key's window in the database after adding: all processes' hits, and its end. */
export interface KeyWindow {
  key: string;
  hits: number;
  resetAt: Date;
}

/**
 * Adds hits to fixed-window counters in one statement and answers each key's window. A
 * window that has ended starts over with the hits added now.
 */
export async function addHits(
  db: Database,
  keyHits: KeyHits[],
  now = new Date(),
): Promise<KeyWindow[]> {
  if (keyHits.length === 0) return [];
  // Keys in a fixed order, so two processes adding to the same keys cannot deadlock.
  const rows = [...keyHits]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ key, hits, windowMs }) => ({
      key,
      hits,
      resetAt: new Date(now.getTime() + windowMs),
    }));
  const expired = sql`${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz`;
  return db
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
}

/** What @fastify/rate-limit needs to know: the hit's number in its window, and time left. */
export interface WindowState {
  current: number;
  ttl: number;
}

interface KeyCount {
  windowMs: number;
  /** End of the window, in ms since the epoch. */
  resetAt: number;
  /** All processes' hits in the window, as the database last answered. */
  synced: number;
  /** This process's hits not yet added to the database. */
  pending: number;
}

export interface HitCounterOptions {
  /** How often pending hits go to the database; the other processes' hits arrive as often. */
  flushEveryMs?: number;
  /** Keys kept in memory; beyond this the longest unused are forgotten (see below). */
  maxKeys?: number;
  /** How long a key with one hit, already sent, is kept before it is forgotten (see below). */
  singleHitMemoryMs?: number;
  /** Told when a flush fails; the hits stay pending and go with the next one. */
  onFlushError?: (error: unknown) => void;
  /** Told when a flush reached the database (the log ends an outage with it). */
  onFlushed?: () => void;
}

/**
 * Rate-limit counters shared by every server process through the database, and counted
 * in memory first: a hit is answered at once from this process's count, and the hits
 * of the last few milliseconds go to the database together, which answers every
 * process's totals. A request waits for no statement, and a busy server writes one
 * statement per flush (50 ms) instead of one per request.
 *
 * The price: a process hears of the other processes' hits on a key with the flush after
 * its own next hit of that key, and a key it has not seen or has forgotten (after a
 * restart, or beyond `maxKeys`) starts from its own hits until that flush. A sender
 * spreading a burst over several processes, or sending it right after a restart, can
 * thus get past a limit by what one process lets through before its next flush. That
 * is fine for limits that slow down scripts; the database is no longer asked on every
 * request, and a database outage leaves each process counting on its own.
 *
 * Most keys are a visitor who sends one form once. Kept for their whole window (10
 * minutes and more), a stream of them filled memory up to `maxKeys` (300 visitors a
 * second: 17 MB of heap after 5 minutes, and growing). So a key whose window holds one
 * hit only, once the database has it, is kept for 10 to 20 s (`singleHitMemoryMs`, two
 * generations of at most `maxKeys`) and then forgotten: its next hit counts from zero
 * until the flush after it, like a key not seen before, so a burst within one flush gets
 * at most one hit more than the limit through. (docs/decisions/0014, "Keys with one
 * hit".)
 */
export class HitCounter {
  private readonly counts = new Map<string, KeyCount>();
  /** Keys with one hit, sent: two generations, the older one dropped at each turn. */
  private singles = new Map<string, KeyCount>();
  private olderSingles = new Map<string, KeyCount>();
  private singlesSince = Date.now();
  private readonly singleHitMemoryMs: number;
  /** Keys with hits not yet sent. */
  private readonly pendingKeys = new Set<string>();
  private readonly flushEveryMs: number;
  private readonly maxKeys: number;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly options: HitCounterOptions = {},
  ) {
    this.flushEveryMs = options.flushEveryMs ?? 50;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.singleHitMemoryMs = options.singleHitMemoryMs ?? 10_000;
  }

  /** Counts one hit for `key` in a fixed window of `windowMs`. */
  hit(key: string, windowMs: number, now = Date.now()): WindowState {
    let count = this.counts.get(key) ?? this.takeSingle(key, now);
    // Taken out and put back last, so the map's order is the order of last use.
    this.counts.delete(key);
    this.makeRoom(now);
    if (!count || count.resetAt <= now) {
      count = { windowMs, resetAt: now + windowMs, synced: 0, pending: 0 };
    }
    count.pending += 1;
    this.counts.set(key, count);
    this.pendingKeys.add(key);
    this.scheduleFlush();
    return { current: count.synced + count.pending, ttl: count.resetAt - now };
  }

  /** Sends the pending hits and learns every process's totals; one flush at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.sendPending().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Sends what is pending and stops flushing; call before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    // A flush under way took its hits before the newer ones: send those after it.
    await this.flushing;
    await this.flush();
  }

  private async sendPending(): Promise<void> {
    const sent = new Map<string, { count: KeyCount; hits: number }>();
    for (const key of this.pendingKeys) {
      const count = this.counts.get(key);
      if (count && count.pending > 0) sent.set(key, { count, hits: count.pending });
    }
    this.pendingKeys.clear();
    try {
      const windows = await addHits(
        this.db,
        [...sent].map(([key, { count, hits }]) => ({ key, hits, windowMs: count.windowMs })),
      );
      for (const window of windows) {
        const entry = sent.get(window.key);
        if (!entry) continue;
        // Hits that came in during the flush stay pending for the next one.
        entry.count.pending -= entry.hits;
        entry.count.synced = window.hits;
        entry.count.resetAt = window.resetAt.getTime();
        if (entry.count.pending === 0 && window.hits <= 1) this.setAside(window.key, entry.count);
      }
      if (sent.size > 0) this.options.onFlushed?.();
    } catch (error) {
      for (const key of sent.keys()) this.pendingKeys.add(key);
      this.options.onFlushError?.(error);
    }
    if (this.pendingKeys.size > 0) this.scheduleFlush();
  }

  /** Keys held in memory, those with one hit included. */
  get size(): number {
    return this.counts.size + this.singles.size + this.olderSingles.size;
  }

  /**
   * Moves a key with one hit, sent, to the newer generation of singles; a generation
   * holds at most `maxKeys`, so a flood of addresses turns them over sooner.
   */
  private setAside(key: string, count: KeyCount): void {
    if (this.counts.get(key) !== count) return;
    this.counts.delete(key);
    if (this.singles.size >= this.maxKeys) this.turnSingles(Date.now());
    this.singles.set(key, count);
  }

  /** A key with one hit still remembered, taken out of the singles; drops the old ones. */
  private takeSingle(key: string, now: number): KeyCount | undefined {
    if (now - this.singlesSince >= this.singleHitMemoryMs) this.turnSingles(now);
    const count = this.singles.get(key) ?? this.olderSingles.get(key);
    this.singles.delete(key);
    this.olderSingles.delete(key);
    return count;
  }

  private turnSingles(now: number): void {
    this.olderSingles = this.singles;
    this.singles = new Map();
    this.singlesSince = now;
  }

  private scheduleFlush(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushEveryMs);
    this.timer.unref();
  }

  /**
   * Makes room for one more key: forgets the longest unused keys beyond `maxKeys` and
   * keys whose window has ended, but not those with hits still to send. Looks at a few
   * keys per hit, so a full map costs no more than a small one.
   */
  private makeRoom(now = Date.now()): void {
    let looked = 0;
    for (const [key, count] of this.counts) {
      if (looked++ >= 8) return;
      const ended = count.resetAt <= now;
      if ((this.counts.size >= this.maxKeys || ended) && count.pending === 0) {
        this.counts.delete(key);
      }
    }
  }
}
