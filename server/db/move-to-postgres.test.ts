import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../auth/passwords";
import { createFileStorage } from "../storage/database-file-storage";
import { PASSWORD, pdfBytes, seedUser } from "../testing/accounts";
import { migratedDataDir } from "../testing/migrated-data-dir";
import { type DatabaseHandle, openDatabase } from "./client";
import { moveToPostgres, TargetNotEmpty } from "./move-to-postgres";
import { users } from "./schema";

const baseUrl = process.env.TEST_DATABASE_URL;

/** Every table's row count and row digest, as both databases print them. */
async function fingerprint(database: DatabaseHandle) {
  await database.db.execute(sql.raw("set timezone to 'UTC'"));
  const tables = (await database.db.execute(
    sql.raw("select tablename as name from pg_tables where schemaname = 'public' order by 1"),
  )) as unknown as { rows: { name: string }[] };
  const figures: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n, coalesce(md5(string_agg(h, '' order by h)), '') as d
                 from (select md5(row_to_json(t)::text) as h from "${name}" t) x`),
    )) as unknown as { rows: { n: number; d: string }[] };
    figures[name] = `${result.rows[0]?.n}:${result.rows[0]?.d}`;
  }
  return figures;
}

/**
 * `npm run db:move-to-postgres` (issue 33 item 7): a seeded embedded database in a real
 * data folder, moved into a fresh PostgreSQL database, arrives with every row and every
 * stored document identical; a database that is not empty is refused untouched.
 */
describe.skipIf(!baseUrl)("moving the embedded database to PostgreSQL", () => {
  const name = `deploy_move_${randomBytes(5).toString("hex")}`;
  let dataDir: string;
  let targetUrl: string;
  const document = pdfBytes(700_000); // three chunks of 256 KiB
  let documentKey = "";
  let before: Record<string, string>;

  beforeAll(async () => {
    dataDir = await migratedDataDir("apostaff-move-");
    const embedded = await openDatabase({ dataDir });
    for (let index = 0; index < 30; index += 1) {
      await seedUser(embedded.db, { role: index % 2 ? "pharmacist" : "pharmacy_owner" });
    }
    documentKey = (await createFileStorage(embedded.db).save(Readable.from([document]))).key;
    before = await fingerprint(embedded);
    await embedded.close();

    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl as string);
    url.pathname = `/${name}`;
    targetUrl = url.toString();
  }, 60_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("moves every row and document, and refuses a database that is not empty", async () => {
    const moved = await moveToPostgres({ dataDir, databaseUrl: targetUrl });
    expect(moved.find((table) => table.table === "users")?.rows).toBe(30);

    const postgres = await openDatabase({ databaseUrl: targetUrl });
    try {
      expect(await fingerprint(postgres)).toEqual(before);
      const stored = await createFileStorage(postgres.db).read(documentKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stored) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(document)).toBe(true);
      // Password hashes came across unchanged: a moved account logs in as before.
      const [user] = await postgres.db.select().from(users).limit(1);
      expect(await verifyPassword(user?.passwordHash ?? "", PASSWORD)).toBe(true);
    } finally {
      await postgres.close();
    }

    await expect(moveToPostgres({ dataDir, databaseUrl: targetUrl })).rejects.toBeInstanceOf(
      TargetNotEmpty,
    );
    // The embedded database is still there, as it was.
    const embedded = await openDatabase({ dataDir });
    try {
      expect(await fingerprint(embedded)).toEqual(before);
    } finally {
      await embedded.close();
    }
  }, 60_000);
});
