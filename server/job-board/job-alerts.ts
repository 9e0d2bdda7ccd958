import { and, eq } from "drizzle-orm";
import { paths } from "../../web/paths";
import { publicLink } from "../auth/accounts";
import type { Config } from "../config";
import { savedSearches, users } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { jobAlertEmail } from "../mail/templates/job-alert";
import { orderMatchesSearch } from "./matching";
import { type Db, type OrderWithPeriods, orderSummary } from "./order-records";

/**
 * On publishing: one e-mail to each active person with a saved search the order matches
 * (one mail per person, however many of their searches match). In the publishing
 * transaction, so the mails go out exactly when the order is published.
 */
export async function queueJobAlerts(
  db: Db,
  config: Pick<Config, "publicUrl">,
  order: OrderWithPeriods,
): Promise<number> {
  const rows = await db
    .select({ search: savedSearches, user: users })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(users.status, "active"), eq(savedSearches.type, order.type)));
  const notified = new Set<string>();
  for (const { search, user } of rows) {
    if (notified.has(user.id)) continue;
    if (!orderMatchesSearch(order, search)) continue;
    notified.add(user.id);
    await enqueueEmail(
      db,
      jobAlertEmail(user.email, user, orderSummary(order), publicLink(config, paths.jobSearch)),
    );
  }
  return notified.size;
}
