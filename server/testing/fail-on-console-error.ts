import { afterEach, vi } from "vitest";

// An unexpected console.error in a test is a bug that would otherwise scroll by unseen.
// A worker runs this before each test file (vitest.config.ts shares workers between
// files), so it wraps the console's own function, never its own wrapper of the last file.
const ORIGINAL = Symbol.for("apostaff.console.error");
const holder = console as unknown as Record<symbol, typeof console.error | undefined>;
holder[ORIGINAL] ??= console.error;
const original = holder[ORIGINAL];
let consoleErrors: unknown[][] = [];
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
