import { createHash, randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { extract } from "tar-fs";
import type { TestProject } from "vitest/node";
import {
  type Database,
  type DatabaseHandle,
  embeddedDatabaseFolder,
  openDatabase,
} from "../db/client";
import { applyMigrations } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated embedded database that every test database starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that test databases are copied from, or "". */
    postgresTemplate: string;
  }
}

let postgresTemplate: string | undefined;

/**
 * Vitest's global set-up: migrates one database of each kind once per run, so that each
 * test file copies a migrated database (a file read, `CREATE DATABASE … TEMPLATE`)
 * instead of running every migration again: most of the suite's time went there. The
 * embedded one is kept between runs under node_modules/.cache, named by a hash of the
 * migrations, so a run of one test file does not spend 20 s migrating; both kinds are
 * migrated side by side.
 */
export async function setup(project: TestProject): Promise<void> {
  const [pgliteDump, postgres] = await Promise.all([
    cachedPgliteTemplate(),
    migratedPostgresTemplate(process.env.TEST_DATABASE_URL),
  ]);
  project.provide("pgliteTemplate", pgliteDump);
  postgresTemplate = postgres;
  project.provide("postgresTemplate", postgres ?? "");
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../db/migrations", import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(
  new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url),
);
const TEMPLATE_CACHE = fileURLToPath(
  new URL("../../node_modules/.cache/apostaff-test-templates", import.meta.url),
);

/**
 * A dump of a migrated embedded database, made once per set of migrations (also for the
 * browser tests' server, e2e/support/prepare-data-dir.ts).
 */
export async function cachedPgliteTemplate(): Promise<string> {
  const dump = path.join(TEMPLATE_CACHE, `pglite-${await migrationsFingerprint()}.tar`);
  if (existsSync(dump)) return dump;
  const embedded = new PGlite({ extensions: { btree_gist, pg_trgm } });
  await applyMigrations({
    db: drizzlePglite({ client: embedded }) as unknown as Database,
    kind: "pglite",
  } as DatabaseHandle);
  const bytes = Buffer.from(await (await embedded.dumpDataDir("none")).arrayBuffer());
  await embedded.close();
  // Written aside and renamed, so a run started meanwhile never reads half a file.
  await mkdir(TEMPLATE_CACHE, { recursive: true });
  const partial = `${dump}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, dump);
  return dump;
}

/**
 * Puts a dump of `cachedPgliteTemplate` where a server on `dataDir` looks for its
 * database. A server started on an empty DATA_DIR first runs PGlite's initdb, about 10
 * of the 15 CPU-seconds of a start; tests that are not about a first start skip it.
 */
export async function unpackPgliteTemplate(dump: string, dataDir: string): Promise<void> {
  const folder = embeddedDatabaseFolder(dataDir);
  await mkdir(folder, { recursive: true });
  // The dump was taken from an open database; a stopped one has no postmaster.pid.
  const ignore = (name: string) => path.basename(name) === "postmaster.pid";
  await pipeline(createReadStream(dump), extract(folder, { ignore }));
}

/** A hash of every migration file and of the embedded database's version. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash("sha256").update(await readFile(PGLITE_PACKAGE));
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (!(await stat(full)).isFile()) continue;
    hash.update(file).update(await readFile(full));
  }
  return hash.digest("hex").slice(0, 16);
}

/** A migrated PostgreSQL database to copy from, or undefined without TEST_DATABASE_URL. */
async function migratedPostgresTemplate(baseUrl: string | undefined): Promise<string | undefined> {
  if (!baseUrl) return undefined;
  const name = `apostaff_template_${randomBytes(5).toString("hex")}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await applyMigrations(handle);
  await handle.close();
  return name;
}

export async function teardown(): Promise<void> {
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
