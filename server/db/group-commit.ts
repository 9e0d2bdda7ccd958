/**
 * Group commit: writes that arrive together go to the database as one statement instead
 * of one statement (and one commit) each. Calls are collected until the current turn of
 * the event loop ends, and while the previous statements are under way. A quiet server
 * writes each call almost at once, alone; a busy one writes fewer, larger statements,
 * which is where the time of a small write goes (parse, plan, round trip, commit). Every
 * caller still gets its answer only after its own row is committed.
 *
 * When a batch fails (a replayed captcha answer, a deadlock, a lost connection) each of
 * its calls is written again on its own, so one bad call fails only itself.
 */
export interface GroupCommitOptions<Item, Result> {
  /** Writes one call; its error is that caller's error. */
  writeOne(item: Item): Promise<Result>;
  /** Writes several calls in one statement; answers one result per item, in order. */
  writeMany(items: Item[]): Promise<Result[]>;
  /** Upper bound of one statement's calls, so a statement's size stays bounded. */
  maxBatch?: number;
  /**
   * Batches under way at once (default one): while they are, new calls wait and gather.
   * See BATCHES_IN_FLIGHT for the database's choice.
   */
  batchesInFlight?: number;
}

/**
 * Batches in flight per database (docs/decisions/0011-group-commit.md, 2026-11-29).
 * PGlite runs statements one after another on its own thread: a further batch waits in
 * its queue, and the thread goes on to it at once instead of idling until the server has
 * answered the last batch's callers and gathered the next (`npm run bench:requests`:
 * 0.82 with one, 0.87-0.90 with four, 0.81 with eight, whose batches got too small). On
 * PostgreSQL a second or third batch runs beside the first on another connection, which
 * measured no faster (three against one, paired rounds: 0.69-1.11, median 1.00).
 */
export const BATCHES_IN_FLIGHT = { pglite: 4, postgres: 1 } as const;

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function groupCommit<Item, Result>({
  writeOne,
  writeMany,
  maxBatch = 64,
  batchesInFlight = 1,
}: GroupCommitOptions<Item, Result>): (item: Item) => Promise<Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let writing = 0;
  let scheduled = false;

  async function settle(batch: Waiting<Item, Result>[]): Promise<void> {
    const items = batch.map((entry) => entry.item);
    if (batch.length > 1) {
      try {
        const results = await writeMany(items);
        for (const [index, entry] of batch.entries()) entry.resolve(results[index] as Result);
        return;
      } catch {
        // Written again one by one below, so each caller gets its own outcome.
      }
    }
    const outcomes = await Promise.allSettled(items.map(writeOne));
    for (const [index, outcome] of outcomes.entries()) {
      const entry = batch[index] as Waiting<Item, Result>;
      if (outcome.status === "fulfilled") entry.resolve(outcome.value);
      else entry.reject(outcome.reason);
    }
  }

  async function writeNextBatch(): Promise<void> {
    scheduled = false;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(maxBatch);
    writing += 1;
    // The next batch may start gathering now if more may be in flight.
    schedule();
    try {
      await settle(batch);
    } finally {
      writing -= 1;
      schedule();
    }
  }

  function schedule(): void {
    if (scheduled || writing >= batchesInFlight || waiting.length === 0) return;
    scheduled = true;
    // After the current turn of the event loop: the calls it brings come along.
    setImmediate(() => void writeNextBatch());
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
