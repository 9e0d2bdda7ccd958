/**
 * Creates an operator account from the command line:
 *   npm run admin:create -- --email admin@example.org --password 'a long secret'
 * Uses the same database settings as the server (DATABASE_URL or DATA_DIR). With the
 * embedded database, stop the server first: only one process can open it.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { ensureAdmin } from "../accounts/admin-account";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";

const argumentsSchema = z.object({
  email: z.email({ error: "--email must be an e-mail address" }),
  password: z
    .string({ error: "--password is required" })
    .min(12, { error: "--password must have at least 12 characters" }),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
    strict: true,
  });
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(issue.message);
    console.error("Usage: npm run admin:create -- --email <address> --password <password>");
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await applyMigrations(database);
    const outcome = await ensureAdmin(database.db, parsed.data);
    const messages = {
      created: `Operator account ${parsed.data.email} created.`,
      exists: `Operator account ${parsed.data.email} exists already; left unchanged.`,
      "taken-by-other-role": `${parsed.data.email} already belongs to a non-operator account.`,
    } as const;
    (outcome === "taken-by-other-role" ? console.error : console.log)(messages[outcome]);
    return outcome === "taken-by-other-role" ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
