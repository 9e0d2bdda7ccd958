import { afterEach, vi } from "vitest";

// An unexpected console.error in a test is a bug that would otherwise scroll by unseen.
let consoleErrors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  consoleErrors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = consoleErrors;
  consoleErrors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
