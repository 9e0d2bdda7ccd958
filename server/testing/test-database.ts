import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { lendTemplateDatabase } from "./pglite-pool";

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  /** A fresh, migrated database of its own; `close()` also removes it. */
  open(): Promise<DatabaseHandle>;
}

async function openFreshPostgres(baseUrl: string): Promise<DatabaseHandle> {
  const name = `apostaff_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  // A copy of the database migrated once for the run (database-templates.ts).
  const template = inject("postgresTemplate");
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (!template) await applyMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The databases every database test runs on: the embedded PGlite always, and
 * PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
 */
export const testDatabaseKinds: TestDatabaseKind[] = [
  {
    name: "pglite",
    open: async () => {
      const templatePath = inject("pgliteTemplate");
      // Lent from this worker's pool, reset between files (docs/decisions/0067).
      if (templatePath) return lendTemplateDatabase(templatePath);
      const handle = await openDatabase({});
      await applyMigrations(handle);
      return handle;
    },
  },
];

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  testDatabaseKinds.push({ name: "postgres", open: () => openFreshPostgres(postgresUrl) });
}
