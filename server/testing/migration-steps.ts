import { readFileSync } from "node:fs";

/**
 * Test helper: the hand-written data steps of a migration (its statements marked
 * `-- hand-written:`, after what drizzle-kit generated), to run them again on rows a
 * test wrote as they were before the migration.
 */
export function handWrittenSteps(migrationFile: string): string[] {
  return readFileSync(new URL(`../db/migrations/${migrationFile}`, import.meta.url), "utf8")
    .split("--> statement-breakpoint")
    .filter((statement) => statement.includes("-- hand-written:"));
}
