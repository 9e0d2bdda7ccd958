import { defineConfig } from "vitest/config";
import { hyphenationPlugin } from "./scripts/hyphenation-plugin";

export default defineConfig({
  plugins: [hyphenationPlugin()],
  test: {
    include: ["{web,server,domain,scripts}/**/*.test.{ts,tsx}"],
    setupFiles: ["./server/testing/fail-on-console-error.ts"],
    globalSetup: ["./server/testing/database-templates.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
