/**
 * Fills an empty database with a generated agency (issue 29; docs/decisions/0052-large-agency.md):
 *   npm run seed -- --size large   (2,000 pharmacies ... 2,000,000 audit entries)
 *   npm run seed -- --size small   (a few hundred rows, for trying things out)
 * Uses the server's database settings (DATABASE_URL or DATA_DIR). Every seeded account
 * has the password printed at the end; never point it at a real agency's database (it
 * refuses one that has accounts).
 */
import { parseArgs } from "node:util";
import { hashPassword } from "../auth/passwords";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import {
  SEED_ADMIN_EMAIL,
  SEED_PASSWORD,
  SEED_SIZES,
  SeedRefused,
  seedAgency,
} from "../db/seed/seed";
import { allPostcodes } from "../postcodes/postcode-directory";

/** The directory's postcodes as the seed takes them. */
function seedPostcodes() {
  return allPostcodes().map(({ postcode, city, state }) => ({
    postcode,
    city,
    state: state.slice(3),
  }));
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { size: { type: "string", default: "small" } },
    strict: true,
  });
  const size = values.size;
  if (size !== "large" && size !== "small") {
    console.error("Usage: npm run seed -- --size large|small");
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await applyMigrations(database);
    const started = performance.now();
    await seedAgency(
      database,
      {
        size: SEED_SIZES[size],
        passwordHash: await hashPassword(SEED_PASSWORD),
        postcodes: seedPostcodes(),
      },
      (step, ms) => console.log(`${step.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(7)} s`),
    );
    console.log(`Seeded "${size}" in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    console.log(
      `Log in as ${SEED_ADMIN_EMAIL} (operator) or any seeded account with "${SEED_PASSWORD}".`,
    );
    return 0;
  } catch (error) {
    if (error instanceof SeedRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
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
