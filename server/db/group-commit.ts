/**
 * Group commit: writes that arrive together go to the database as one statement instead
 * of one statement (and one commit) each. Calls are collected until the current turn of
 * the event loop ends, and while the previous statement is under way. A quiet server
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
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function groupCommit<Item, Result>({
  writeOne,
  writeMany,
  maxBatch = 64,
}: GroupCommitOptions<Item, Result>): (item: Item) => Promise<Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let writing = false;
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
    writing = true;
    try {
      await settle(batch);
    } finally {
      writing = false;
      schedule();
    }
  }

  function schedule(): void {
    if (scheduled || writing || waiting.length === 0) return;
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
