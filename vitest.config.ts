import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { hyphenationPlugin } from "./scripts/hyphenation-plugin";

export default defineConfig({
  plugins: [hyphenationPlugin()],
  test: {
    include: ["{web,server,domain,scripts}/**/*.test.{ts,tsx}"],
    setupFiles: ["./server/testing/fail-on-console-error.ts"],
    globalSetup: ["./server/testing/database-templates.ts"],
    // A timeout catches a hang, not slowness (that is the benchmarks' job): the longest
    // stories take 10-25 s on a busy 2-core machine, so 20 s failed them now and then.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Many database tests wait on PostgreSQL, child processes or timers, so one worker
    // more than the cores keeps them busy: on 2 cores the run took 6.7 min instead of 8.8.
    maxWorkers: availableParallelism() + 1,
  },
});
