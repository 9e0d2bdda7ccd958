import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{web,server,domain,scripts}/**/*.test.{ts,tsx}"],
    setupFiles: ["./server/testing/fail-on-console-error.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
