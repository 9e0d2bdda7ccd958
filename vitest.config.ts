import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { hyphenationPlugin } from "./scripts/hyphenation-plugin";
import { ChildProcessesFirst } from "./server/testing/child-processes-first";

/** Test files that replace a module with `vi.mock`: such a mock would leak into later files. */
const MODULE_MOCKING_TESTS = ["server/http/api-contract.test.ts"];

export default defineConfig({
  plugins: [hyphenationPlugin()],
  test: {
    setupFiles: ["./server/testing/fail-on-console-error.ts"],
    globalSetup: ["./server/testing/database-templates.ts", "./server/testing/server-bundle.ts"],
    // A timeout catches a hang, not slowness (that is the benchmarks' job): the longest
    // stories take 10-25 s on a busy 2-core machine, so 20 s failed them now and then.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Many database tests wait on PostgreSQL, child processes or timers, so one worker
    // more than the cores keeps them busy: on 2 cores the run took 6.7 min instead of 8.8.
    maxWorkers: availableParallelism() + 1,
    // Files that wait on child processes start first (server/testing/child-processes-first.ts).
    sequence: { sequencer: ChildProcessesFirst },
    projects: [
      {
        // A worker keeps its modules from one test file to the next: each file no longer
        // loads Fastify, drizzle and the app's 300 modules anew (a third less CPU for the
        // API tests). Test files leave no state behind (timers restored, no module-level
        // changes); one that mocks a module needs the isolated project below.
        extends: true,
        test: {
          name: "shared",
          isolate: false,
          include: ["{web,server,domain,scripts}/**/*.test.{ts,tsx}"],
          exclude: MODULE_MOCKING_TESTS,
        },
      },
      {
        extends: true,
        test: { name: "isolated", isolate: true, include: MODULE_MOCKING_TESTS },
      },
    ],
  },
});
