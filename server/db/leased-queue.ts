import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { isDatabaseUnavailable } from "./availability";
import type { Database } from "./client";

/**
 * A table that several processes work off as a queue, each row sent somewhere outside
 * the database (a mail over SMTP, a push to a push service): the outbox and the push
 * queue (docs/decisions/0045-mail-lease-instead-of-a-held-transaction.md,
 * docs/decisions/0053-web-push-queue.md). A worker claims one due row at a time with a
 * lease in one statement (FOR UPDATE SKIP LOCKED, so no row lock outlives it), delivers
 * it with no transaction open while renewing the lease, and records the outcome only
 * while the claim is its own. The lease runs on the database's clock, the same for
 * every process, so a dead worker's row is free again once its lease ran out.
 */

/** The columns a leased queue works with; the table may have any others. */
export type QueueTable = PgTable & {
  id: PgColumn;
  /** "pending" while the row waits to be delivered. */
  status: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  /** Counted up by each claim: the claim's token, changed only by the next claim. */
  attempts: PgColumn;
};

/** What the queue needs of a row it claimed. */
interface ClaimedRow {
  id: unknown;
  attempts: number;
}

/** The worker's log (pino's, Fastify's): a run that failed, a database away. */
export interface QueueLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LeasedQueueOptions<Row extends ClaimedRow> {
  db: Database;
  table: QueueTable;
  /** Names the worker in its log lines ("mail", "push"). */
  name: string;
  log: QueueLog;
  /** How often the worker looks for due rows when nobody wakes it. */
  pollIntervalMs?: number;
  /**
   * Delivers one claimed row (the lease is renewed meanwhile) and records its outcome
   * with `record`; answers whether it counts as sent.
   */
  deliver: (row: Row) => Promise<boolean>;
}

/** A claim belongs to its worker this long; renewed every LEASE_RENEW_MS while it works. */
const LEASE_SECONDS = 30;
const LEASE_RENEW_MS = 5_000;
/** How long a worker tries to record an outcome while the database is unreachable. */
const RECORD_PATIENCE_MS = 2 * 60_000;
const RECORD_RETRY_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before the next attempt after `attempts` failed ones: doubling, up to `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxMs);
}

/**
 * Works a queue table in this process: `start()` polls it (and `wake()` looks at once,
 * e.g. after a commit that queued rows), `deliverDue()` delivers what is due now,
 * `stop()` finishes the row in hand and leaves the rest to other processes.
 */
export class LeasedQueue<Row extends ClaimedRow> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private wakeAgain = false;
  private stopped = true;
  private stopping = false;

  constructor(private readonly options: LeasedQueueOptions<Row>) {}

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    const { log, name } = this.options;
    this.running = this.deliverDue()
      .catch((error: unknown) =>
        isDatabaseUnavailable(error)
          ? log.warn({ err: error }, `${name} worker waits for the database`)
          : log.error({ err: error }, `${name} worker run failed`),
      )
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollIntervalMs ?? 1000);
          this.timer.unref();
        }
      });
  }

  /** Finishes the row being delivered (not the rest of the queue: other processes take it). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Delivers every row that was due when the pass began, one claim at a time; answers
   * how many were sent. A row that fails now is not tried again in the same pass.
   */
  async deliverDue(): Promise<number> {
    // +1 ms: the database keeps microseconds, a JS date only milliseconds, so a row
    // queued within the current millisecond would otherwise look not yet due.
    const passStartedAt = new Date(Date.now() + 1);
    let sent = 0;
    for (;;) {
      if (this.stopping) return sent;
      const row = await this.claimNext(passStartedAt);
      if (!row) return sent;
      if (await this.holdingLease(row, () => this.options.deliver(row))) sent += 1;
    }
  }

  /**
   * Writes `values` to the claimed row while the claim is still this worker's; answers
   * whether it was (false: the lease ran out and another worker claimed the row). The
   * row may have been delivered while the database was away (a restart, a failover):
   * the write is tried again until it answers, since an unrecorded row would be
   * delivered again once its lease ran out. Writing it twice changes nothing.
   */
  async record(row: Row, values: Record<string, unknown>): Promise<boolean> {
    const { db, table } = this.options;
    const giveUpAt = Date.now() + RECORD_PATIENCE_MS;
    for (;;) {
      try {
        const written = await db
          .update(table)
          .set(values)
          .where(this.ownRow(row))
          .returning({ id: table.id });
        return written.length > 0;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || Date.now() > giveUpAt) throw error;
        await sleep(RECORD_RETRY_MS);
      }
    }
  }

  /**
   * Takes the next due row that nobody holds: one statement, so no row lock outlives it.
   * The claim counts the attempt.
   */
  private async claimNext(dueBy: Date): Promise<Row | undefined> {
    const { db, table } = this.options;
    const due = db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.status, "pending"),
          lte(table.nextAttemptAt, dueBy),
          or(isNull(table.lockedUntil), lt(table.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(table.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(table)
      .set({ lockedUntil: leaseEnd(), attempts: sql`${table.attempts} + 1` })
      .where(inArray(table.id, due))
      .returning();
    return row as Row | undefined;
  }

  /** The row while this worker's claim on it stands. */
  private ownRow(row: Row): SQL | undefined {
    const { table } = this.options;
    return and(eq(table.id, row.id), eq(table.attempts, row.attempts));
  }

  /** Runs `work` while renewing the lease on `row`, so a long wait outside keeps it. */
  private async holdingLease<T>(row: Row, work: () => Promise<T>): Promise<T> {
    const { db, table } = this.options;
    const renew = setInterval(() => {
      db.update(table)
        .set({ lockedUntil: leaseEnd() })
        .where(and(this.ownRow(row), eq(table.status, "pending")))
        .catch(() => {
          // The database is away for a moment: the lease still runs, the next renewal
          // or the outcome's record comes when it is back.
        });
    }, LEASE_RENEW_MS);
    try {
      return await work();
    } finally {
      clearInterval(renew);
    }
  }
}

/** The end of a lease taken or renewed now, on the database's clock. */
function leaseEnd() {
  return sql`now() + interval '${sql.raw(String(LEASE_SECONDS))} seconds'`;
}
