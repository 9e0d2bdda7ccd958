import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * "Deleted means gone" (docs/decisions/0049-deleted-means-gone.md). PostgreSQL leaves a
 * deleted or overwritten row's bytes in its table's pages (a plain VACUUM only marks the
 * space free), in its indexes and TOAST chunks, and in the WAL that recorded the change.
 * On the embedded database those files are all there is, and `db:backup` copies them:
 * so every night the tables that changed are rewritten (VACUUM FULL, which writes a new
 * file with the live rows only and truncates the old one), and the WAL segments that
 * still hold the old rows are switched away and removed (`wal_recycle=off`, set where
 * PGlite is opened, so a finished segment is deleted rather than renamed for reuse).
 * On PostgreSQL a plain VACUUM of the same tables; its WAL archive and backups are the
 * DBA's (docs/operations.md).
 */

/** Runs one statement; answers its rows. */
export type RunSql = (statement: string) => Promise<Record<string, unknown>[]>;

export function drizzleRunner(db: Database): RunSql {
  return async (statement) => {
    const result = await db.execute(sql.raw(statement));
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The option that keeps PostgreSQL from renaming a finished WAL segment for reuse. */
export const NO_WAL_RECYCLING = ["-c", "wal_recycle=off"] as const;

/** Where the counters seen at the last compaction are kept. */
export const COMPACTION_SETTING = "compaction.table-changes";

/**
 * Per table of the public schema: updates, deletions and dead rows so far, its TOAST
 * table's included. A table whose figure differs from the last compaction's had a row
 * deleted or overwritten since (or the statistics were lost in a crash: then it differs
 * too, and the table is compacted once more than needed; a table that had no change at
 * all before the crash is the one case missed, decision 0049).
 */
const TABLE_CHANGES = `
  select c.relname as name,
    (coalesce(s.n_tup_upd, 0) + coalesce(s.n_tup_del, 0) + coalesce(s.n_dead_tup, 0)
      + coalesce(t.n_tup_upd, 0) + coalesce(t.n_tup_del, 0) + coalesce(t.n_dead_tup, 0))::text
      as changes
  from pg_class c
  left join pg_stat_all_tables s on s.relid = c.oid
  left join pg_stat_all_tables t on t.relid = c.reltoastrelid
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
  order by c.relname`;

const quoted = (name: string) => `"public"."${name.replaceAll('"', '""')}"`;

/** The tables changed since the last compaction, and the figures to remember for next time. */
async function changedTables(run: RunSql, kind: "pglite" | "postgres") {
  // The embedded session's statistics reach the views at its next statement (PostgreSQL's
  // other connections report theirs within a second; the function is new in 15).
  if (kind === "pglite") await run("select pg_stat_force_next_flush()");
  const now = await run(TABLE_CHANGES);
  // A folder without apostaff's tables (db:backup of any PGlite folder) remembers nothing.
  const remembers = now.some((row) => row.name === "app_settings");
  const [stored] = remembers
    ? await run(`select value from app_settings where key = ${literal(COMPACTION_SETTING)}`)
    : [];
  const before = stored ? (JSON.parse(String(stored.value)) as Record<string, string>) : {};
  const figures = Object.fromEntries(now.map((row) => [String(row.name), String(row.changes)]));
  // A table never updated or deleted from holds no dead rows: nothing to rewrite.
  const changed = Object.keys(figures).filter((name) => (before[name] ?? "0") !== figures[name]);
  return { changed, figures, remembers };
}

async function remember(run: RunSql, figures: Record<string, string>): Promise<void> {
  await run(
    `insert into app_settings (key, value)
     values (${literal(COMPACTION_SETTING)}, ${literal(JSON.stringify(figures))})
     on conflict (key) do update set value = excluded.value`,
  );
}

/**
 * Moves the WAL past everything written so far and lets the checkpoint delete the
 * finished segments: switch, checkpoint, until one segment is left. Segments that an
 * older installation recycled for later use (with old WAL inside) are used up on the way.
 */
async function forgetWrittenWal(run: RunSql): Promise<number> {
  for (let round = 1; round <= 32; round++) {
    await run("select pg_switch_wal()");
    await run("checkpoint");
    const [row] = await run(
      "select count(*)::int as segments from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$'",
    );
    if (Number(row?.segments) <= 1) return round;
  }
  throw new Error("the WAL still has more than one segment after 32 switches");
}

export interface CompactionResult {
  /** The tables rewritten (embedded) or vacuumed (PostgreSQL). */
  tables: string[];
  /** Embedded only: WAL switches it took to leave one segment. */
  walSwitches?: number;
}

/**
 * The nightly job's work (server/jobs/lifecycle-jobs.ts) and `db:backup`'s first step.
 * Embedded: VACUUM FULL of every changed table, then the WAL step. Holds the embedded
 * database for as long as rewriting those tables takes (measured in decision 0049).
 */
export async function compactDatabase(
  run: RunSql,
  kind: "pglite" | "postgres",
): Promise<CompactionResult> {
  const { changed, figures, remembers } = await changedTables(run, kind);
  let tables = changed;
  if (remembers) {
    // Remembered first: the row it writes is then compacted with the rest.
    await remember(run, figures);
    if (!changed.includes("app_settings")) tables = [...changed, "app_settings"];
  }
  for (const table of tables) {
    await run(`vacuum ${kind === "pglite" ? "full " : ""}${quoted(table)}`);
  }
  if (kind === "postgres") return { tables };
  return { tables, walSwitches: await forgetWrittenWal(run) };
}
