import { type DatabaseHandle, embeddedDatabaseHandle } from "../db/client";
import {
  type EmbeddedClient,
  EmbeddedDatabaseStoppedError,
  openEmbeddedClient,
} from "../db/embedded/embedded-database";
import { literal } from "../db/seed/seed-sql";

/**
 * Test databases on the embedded PGlite, lent from a pool per test worker
 * (docs/decisions/0067-test-databases-lent-from-a-pool.md). Starting one from the
 * migrated template costs about 1.5 CPU-seconds, and the suite opens about 85; a
 * database given back is emptied to the template's state instead (every table
 * truncated, the template's rows and sequences back, the session reset) and lent to the
 * next test file. One whose structure a test changed (a table made or dropped, a
 * migration undone) is not lent again: it is closed, as before.
 */

/** Idle databases kept per worker: a file rarely has more than two open at once. */
const MAX_IDLE = 2;
/** A reset that waits longer (a transaction left open) gives the database up. */
const RESET_TIMEOUT_MS = 10_000;

interface PooledDatabase {
  client: EmbeddedClient;
  /** The template's structure (tables, columns, indexes, functions, roles…). */
  fingerprint: string;
  /** Public tables, truncated at each reset. */
  tables: string[];
  /** The template's rows, per table that has any: put back after the truncate. */
  rows: { table: string; columns: string[]; json: string }[];
  /** Sequences not owned by a column, set back to where the template had them. */
  sequences: { name: string; value: string; called: boolean }[];
}

const idle = new Map<string, PooledDatabase[]>();

/** A fresh test database from the migrated template, lent until its handle is closed. */
export async function lendTemplateDatabase(templatePath: string): Promise<DatabaseHandle> {
  const pooled = idle.get(templatePath)?.pop() ?? (await openPooled(templatePath));
  let given: Promise<void> | undefined;
  const refuse = () => Promise.reject(new EmbeddedDatabaseStoppedError("embedded database closed"));
  // The handle stops answering once given back: a timer the test left behind cannot
  // write into the next file's database.
  const lentClient = (client: EmbeddedClient): EmbeddedClient => ({
    query: (...args) => (given ? refuse() : client.query(...args)),
    exec: (sql) => (given ? refuse() : client.exec(sql)),
    executeNamed: (...args) => (given ? refuse() : client.executeNamed(...args)),
    transaction: (callback) => (given ? refuse() : client.transaction(callback)),
    withStatementBudget: (budgetMs) => lentClient(client.withStatementBudget(budgetMs)),
    close: () => handle.close(),
  });
  const lent = lentClient(pooled.client);
  const handle = embeddedDatabaseHandle(lent, () => {
    given ??= giveBack(templatePath, pooled);
    return given;
  });
  return handle;
}

async function openPooled(templatePath: string): Promise<PooledDatabase> {
  const client = await openEmbeddedClient({ dataDir: undefined, templatePath });
  const tables = (
    await client.query(
      "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1",
    )
  ).rows.map((row) => (row as { name: string }).name);
  const rows: PooledDatabase["rows"] = [];
  for (const table of tables) {
    const { json } = (
      await client.query(`select coalesce(json_agg(t), '[]')::text as json from ${table} t`)
    ).rows[0] as { json: string };
    if (json === "[]") continue;
    const columns = (
      await client.query(
        `select quote_ident(attname) as name from pg_attribute
          where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
          order by attnum`,
        [table],
      )
    ).rows.map((row) => (row as { name: string }).name);
    rows.push({ table, columns, json });
  }
  const sequences = (
    await client.query(
      `select quote_ident(s.sequencename) as name, coalesce(s.last_value, s.start_value)::text as value,
              s.last_value is not null as called
         from pg_sequences s
        where s.schemaname = 'public'
          and not exists (select 1 from pg_depend d
                           where d.objid = format('public.%I', s.sequencename)::regclass
                             and d.deptype in ('a', 'i'))`,
    )
  ).rows as PooledDatabase["sequences"];
  return { client, fingerprint: await fingerprintOf(client), tables, rows, sequences };
}

async function giveBack(templatePath: string, pooled: PooledDatabase): Promise<void> {
  const kept = idle.get(templatePath) ?? [];
  idle.set(templatePath, kept);
  const reset = kept.length < MAX_IDLE && (await withTimeout(resetToTemplate(pooled)));
  // Checked again: another database may have come back during the reset.
  if (reset && kept.length < MAX_IDLE) kept.push(pooled);
  else await pooled.client.close();
}

/** True when the database is back in the template's state, false when it cannot be. */
async function resetToTemplate(pooled: PooledDatabase): Promise<boolean> {
  const { client } = pooled;
  // Settings, advisory locks, LISTENs, temporary tables and prepared statements.
  await client.exec("discard all");
  if ((await fingerprintOf(client)) !== pooled.fingerprint) return false;
  const restore = [
    "set session_replication_role = replica",
    `truncate ${pooled.tables.join(", ")} restart identity cascade`,
    ...pooled.rows.map(
      (copy) =>
        `insert into ${copy.table} (${copy.columns.join(", ")}) overriding system value
           select ${copy.columns.join(", ")}
             from json_populate_recordset(null::${copy.table}, ${literal(copy.json)})`,
    ),
    ...pooled.sequences.map(
      (sequence) =>
        `select setval(${literal(`public.${sequence.name}`)}, ${sequence.value}, ${sequence.called})`,
    ),
    "reset session_replication_role",
  ];
  await client.exec(restore.join(";\n"));
  // Finished WAL segments go (wal_recycle is off): a database lent many times does not
  // grow in memory.
  await client.exec("checkpoint");
  return true;
}

async function withTimeout(reset: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), RESET_TIMEOUT_MS);
  });
  try {
    return await Promise.race([reset.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a test could change in a database besides its rows: schemas, tables, columns,
 * defaults, constraints, indexes, triggers, functions, types, extensions, roles,
 * settings, and which migrations ran.
 */
async function fingerprintOf(client: EmbeddedClient): Promise<string> {
  const result = await client.query(`
    with own as (
      select oid, nspname from pg_namespace
       where nspname not in ('pg_catalog', 'information_schema')
         and nspname not like 'pg_toast%' and nspname not like 'pg_temp%'
    )
    select md5(string_agg(line, E'\\n' order by line)) as fingerprint from (
      select 'namespace ' || nspname as line from pg_namespace
      union all
      select 'class ' || own.nspname || '.' || c.relname || ' ' || c.relkind::text || ' '
             || c.relpersistence::text || ' ' || c.relrowsecurity
        from pg_class c join own on own.oid = c.relnamespace
      union all
      select 'column ' || a.attrelid::regclass || '.' || a.attname || ' '
             || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull || ' '
             || a.attgenerated::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join own on own.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where a.attnum > 0 and not a.attisdropped
      union all
      select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(c.oid)
        from pg_constraint c join own on own.oid = c.connamespace
      union all
      select 'index ' || pg_get_indexdef(i.indexrelid)
        from pg_index i join pg_class c on c.oid = i.indexrelid join own on own.oid = c.relnamespace
      union all
      select 'trigger ' || tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text
        from pg_trigger where not tgisinternal
      union all
      select 'function ' || p.oid::regprocedure || ' ' || md5(coalesce(p.prosrc, ''))
        from pg_proc p join own on own.oid = p.pronamespace
      union all
      select 'type ' || own.nspname || '.' || t.typname
        from pg_type t join own on own.oid = t.typnamespace
      union all
      select 'policy ' || polrelid::regclass || ' ' || polname from pg_policy
      union all
      select 'extension ' || extname || ' ' || extversion from pg_extension
      union all
      select 'role ' || rolname || ' ' || rolsuper from pg_roles
      union all
      select 'setting ' || coalesce(array_to_string(setconfig, ','), '') from pg_db_role_setting
      union all
      select 'migrations ' || count(*) from drizzle.__drizzle_migrations
    ) lines`);
  return (result.rows[0] as { fingerprint: string }).fingerprint;
}

/** How many databases wait to be lent (for the pool's own test). */
export const idleTemplateDatabases = (templatePath: string) => idle.get(templatePath)?.length ?? 0;
