import { eq, sql } from "drizzle-orm";
import type { consoleOverviewAnswer } from "../../domain/api/admin";
import type { z } from "../../domain/zod";
import type { Database } from "../db/client";
import { cleaningRequests, courierRequests, outboxEmails, users } from "../db/schema";

/** The counts on the console's start page (/admin). */
export async function consoleOverview(
  db: Database,
): Promise<Omit<z.infer<typeof consoleOverviewAnswer>, "mail_delivery">> {
  const number = sql<number>`count(*)::int`;
  const [accounts, courier, cleaning, mails] = await Promise.all([
    db
      .select({
        owners: sql<number>`count(*) filter (where ${users.role} = 'pharmacy_owner')::int`,
        staff: sql<number>`count(*) filter (where ${users.role} = 'pharmacist')::int`,
        inactive: sql<number>`count(*) filter (where ${users.role} = 'pharmacist' and ${users.status} = 'inactive')::int`,
        blocked: sql<number>`count(*) filter (where ${users.status} = 'blocked')::int`,
      })
      .from(users),
    db.select({ n: number }).from(courierRequests).where(eq(courierRequests.status, "new")),
    db.select({ n: number }).from(cleaningRequests).where(eq(cleaningRequests.status, "new")),
    // Two counts, each over its partial index: the outbox holds a million sent mails.
    db
      .select({
        failed: sql<number>`(select count(*) from ${outboxEmails} where ${outboxEmails.status} = 'failed')::int`,
        pending: sql<number>`(select count(*) from ${outboxEmails} where ${outboxEmails.status} = 'pending')::int`,
      })
      .from(sql`(select 1) as "one"`),
  ]);
  return {
    inactive_staff: accounts[0]?.inactive ?? 0,
    blocked_accounts: accounts[0]?.blocked ?? 0,
    owners: accounts[0]?.owners ?? 0,
    staff: accounts[0]?.staff ?? 0,
    new_courier_requests: courier[0]?.n ?? 0,
    new_cleaning_requests: cleaning[0]?.n ?? 0,
    failed_emails: mails[0]?.failed ?? 0,
    pending_emails: mails[0]?.pending ?? 0,
  };
}
