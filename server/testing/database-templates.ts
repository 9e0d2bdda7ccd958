import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated embedded database that every test database starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that test databases are copied from, or "". */
    postgresTemplate: string;
  }
}

let folder: string | undefined;
let postgresTemplate: string | undefined;

/**
 * Vitest's global set-up: migrates one database of each kind once per run, so that each
 * test file copies a migrated database (a file read, `CREATE DATABASE … TEMPLATE`)
 * instead of running every migration again: most of the suite's time went there.
 */
export async function setup(project: TestProject): Promise<void> {
  folder = await mkdtemp(path.join(tmpdir(), "apostaff-templates-"));
  const embedded = new PGlite({ extensions: { btree_gist } });
  await applyMigrations({
    db: drizzlePglite({ client: embedded }) as unknown as Database,
    kind: "pglite",
  } as DatabaseHandle);
  const dump = path.join(folder, "pglite.tar");
  await writeFile(dump, Buffer.from(await (await embedded.dumpDataDir("none")).arrayBuffer()));
  await embedded.close();
  project.provide("pgliteTemplate", dump);

  const baseUrl = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", "");
  if (!baseUrl) return;
  postgresTemplate = `apostaff_template_${randomBytes(5).toString("hex")}`;
  await adminQuery(baseUrl, `create database ${postgresTemplate}`);
  const url = new URL(baseUrl);
  url.pathname = `/${postgresTemplate}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await applyMigrations(handle);
  await handle.close();
  project.provide("postgresTemplate", postgresTemplate);
}

export async function teardown(): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true });
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl && postgresTemplate) {
    await adminQuery(baseUrl, `drop database if exists ${postgresTemplate} with (force)`);
  }
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
