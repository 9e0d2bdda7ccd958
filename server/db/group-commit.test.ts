import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

/** A writer that records its statements; `failOn` makes a statement with that item fail. */
function recordingWriter(failOn?: number, batchesInFlight?: number) {
  const statements: number[][] = [];
  let release: (() => void) | undefined;
  let held: Promise<void> | undefined;
  const writeStatement = async (items: number[]) => {
    statements.push(items);
    if (held) await held;
    if (failOn !== undefined && items.includes(failOn)) throw new Error(`item ${failOn} failed`);
    return items.map((item) => item * 10);
  };
  const write = groupCommit<number, number>({
    writeOne: async (item) => (await writeStatement([item]))[0] as number,
    writeMany: writeStatement,
    maxBatch: 3,
    batchesInFlight,
  });
  return {
    statements,
    write,
    /** Holds the next statements until `release()`, as a slow database would. */
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      held = undefined;
      release?.();
    },
  };
}

describe("group commit", () => {
  it("writes a lone call alone", async () => {
    const writer = recordingWriter();
    expect(await writer.write(1)).toBe(10);
    expect(writer.statements).toEqual([[1]]);
  });

  it("writes calls of the same turn together, each with its own result", async () => {
    const writer = recordingWriter();
    expect(await Promise.all([writer.write(1), writer.write(2), writer.write(3)])).toEqual([
      10, 20, 30,
    ]);
    expect(writer.statements).toEqual([[1, 2, 3]]);
  });

  it("collects the calls that come while a statement is under way into the next one", async () => {
    const writer = recordingWriter();
    writer.hold();
    const first = writer.write(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [writer.write(2), writer.write(3)];
    writer.release();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30]);
    expect(writer.statements).toEqual([[1], [2, 3]]);
  });

  it("starts further batches while earlier ones are under way, up to its limit", async () => {
    const writer = recordingWriter(undefined, 2);
    writer.hold();
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const first = writer.write(1);
    await nextTurn();
    const second = [writer.write(2), writer.write(3)];
    await nextTurn();
    // Two batches are under way: the third gathers until one of them is done.
    const third = [writer.write(4), writer.write(5)];
    await nextTurn();
    expect(writer.statements).toEqual([[1], [2, 3]]);
    writer.release();
    expect(await Promise.all([first, ...second, ...third])).toEqual([10, 20, 30, 40, 50]);
    expect(writer.statements).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("keeps a statement to the batch size", async () => {
    const writer = recordingWriter();
    await Promise.all([1, 2, 3, 4, 5].map((item) => writer.write(item)));
    expect(writer.statements).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("writes a failed batch again call by call, so only the bad call fails", async () => {
    const writer = recordingWriter(2);
    const outcomes = await Promise.allSettled([writer.write(1), writer.write(2), writer.write(3)]);
    expect(outcomes).toEqual([
      { status: "fulfilled", value: 10 },
      { status: "rejected", reason: new Error("item 2 failed") },
      { status: "fulfilled", value: 30 },
    ]);
    expect(writer.statements).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
