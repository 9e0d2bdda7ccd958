import { and, asc, eq, isNull } from "drizzle-orm";
import { type JobSearch, jobSearchParams, OFFER_PARAM } from "../../domain/job-search";
import { describeJobSearch } from "../../domain/messages/job-search-description";
import { paths } from "../../domain/paths";
import { publicLink } from "../accounts/account-records";
import { type OrderWithPeriods, orderSummary } from "../brokerage/order-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { savedSearches, staffProfiles, users } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { jobAlertEmail } from "../mail/templates/job-alert";
import { orderMatchesSearch } from "./matching";
import { alertFilters } from "./search-alerts";
import { unsubscribeKey, unsubscribeToken } from "./unsubscribe-token";

type LinkConfig = Pick<Config, "publicUrl">;

/** The search page with the alert's filters, showing `orderId` first (after login). */
export function offerLink(config: LinkConfig, filters: JobSearch, orderId: string): string {
  const params = jobSearchParams(filters);
  params.set(OFFER_PARAM, orderId);
  return publicLink(config, `${paths.jobSearch}?${params}`);
}

export function unsubscribeLink(config: LinkConfig, token: string): string {
  return publicLink(config, `${paths.alertUnsubscribe}?${new URLSearchParams({ token })}`);
}

/**
 * On publishing: one e-mail to each active person of the order's profession with an
 * active (not paused) search alert the order matches; one mail per person however many alerts match, named after
 * and unsubscribing the oldest of them. In the publishing transaction, so the mails go
 * out exactly when the order is published.
 */
export async function queueJobAlerts(
  db: Database,
  config: LinkConfig,
  order: OrderWithPeriods,
): Promise<number> {
  const rows = await db
    .select({ alert: savedSearches, user: users })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    // Only people who may apply (the order's profession) hear of it.
    .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(
      and(
        eq(users.status, "active"),
        eq(staffProfiles.profession, order.role),
        eq(savedSearches.type, order.type),
        isNull(savedSearches.pausedAt),
      ),
    )
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  const notified = new Set<string>();
  let key: string | undefined;
  for (const { alert, user } of rows) {
    if (notified.has(user.id) || !orderMatchesSearch(order, alert)) continue;
    notified.add(user.id);
    key ??= await unsubscribeKey(db);
    const filters = alertFilters(alert);
    await enqueueEmail(
      db,
      jobAlertEmail({
        to: user.email,
        person: user,
        order: orderSummary(order),
        searchDescription: describeJobSearch(filters),
        offerUrl: offerLink(config, filters, order.id),
        unsubscribeUrl: unsubscribeLink(config, unsubscribeToken(key, alert.id)),
      }),
    );
  }
  return notified.size;
}
