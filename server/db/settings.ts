import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { appSettings } from "./schema";

/**
 * The stored value of `key`, created with `create()` when there is none yet. Several
 * processes starting at once agree on one value: the first insert wins, the others
 * read what it wrote.
 */
export async function getOrCreateSetting(
  db: Database,
  key: string,
  create: () => string,
): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} could not be stored`);
  return row.value;
}
