import { and, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import { paths } from "../../domain/paths";
import {
  INVOICE_COPY_DUE_DAYS,
  INVOICE_COPY_REMINDER_DAYS_BEFORE,
  STANDING_PLACEMENT_STATUSES,
  START_REMINDER_DAYS_BEFORE,
} from "../../domain/placement-status";
import { publicLink } from "../accounts/account-records";
import { placementParties } from "../brokerage/placement-contacts";
import { lockPlacement } from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { placements } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import {
  invoiceCopyReminderEmail,
  placementStartReminderEmail,
} from "../mail/templates/placement-mails";
import { invoiceCopyDue } from "../placements/placement-view";

type Links = Pick<Config, "publicUrl">;

/**
 * Reminds both sides two days before a placement's first day, whether or not the
 * operator has marked it "vermittelt" already (it stands until cancelled, see
 * STANDING_PLACEMENT_STATUSES). Each placement in its own transaction, re-checked under its lock and marked, so a second run (or a
 * run after a crash) sends nothing twice. Answers how many placements were reminded.
 */
export async function sendStartReminders(db: Database, config: Links, now: Date): Promise<number> {
  const today = todayIsoDate(now);
  const due = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        inArray(placements.status, [...STANDING_PLACEMENT_STATUSES]),
        isNull(placements.startReminderSentAt),
        gte(placements.firstDay, today),
        lte(placements.firstDay, addDaysToIsoDate(today, START_REMINDER_DAYS_BEFORE)),
      ),
    );
  let sent = 0;
  const url = publicLink(config, paths.accountPlacements);
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const placement = await lockPlacement(tx, id);
      if (!STANDING_PLACEMENT_STATUSES.includes(placement.status)) return false;
      if (placement.startReminderSentAt) return false;
      const parties = await placementParties(tx, placement);
      if (parties.owner && parties.staffContact) {
        await enqueueEmail(
          tx,
          placementStartReminderEmail(
            parties.owner.email,
            parties.owner,
            placement,
            parties.staffContact,
            "owner",
            url,
          ),
        );
      }
      if (parties.staff && parties.ownerContact) {
        await enqueueEmail(
          tx,
          placementStartReminderEmail(
            parties.staff.email,
            parties.staff,
            placement,
            parties.ownerContact,
            "staff",
            url,
          ),
        );
      }
      await tx.update(placements).set({ startReminderSentAt: now }).where(eq(placements.id, id));
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/**
 * Reminds the provider of the invoice copy a few days before its deadline (14 days
 * after the last day, AGB Dienstleister § 8), once per placement, while none is there.
 */
export async function sendInvoiceCopyReminders(
  db: Database,
  config: Links,
  now: Date,
): Promise<number> {
  const today = todayIsoDate(now);
  // Due date minus the lead time has come: lastDay + 14 - 4 <= today.
  const latestLastDay = addDaysToIsoDate(
    today,
    INVOICE_COPY_REMINDER_DAYS_BEFORE - INVOICE_COPY_DUE_DAYS,
  );
  const due = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        inArray(placements.status, [...STANDING_PLACEMENT_STATUSES]),
        isNull(placements.invoiceCopyKey),
        isNull(placements.invoiceReminderSentAt),
        lte(placements.lastDay, latestLastDay),
      ),
    );
  let sent = 0;
  const url = publicLink(config, paths.accountPlacements);
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const placement = await lockPlacement(tx, id);
      if (placement.invoiceCopyKey || placement.invoiceReminderSentAt) return false;
      if (!STANDING_PLACEMENT_STATUSES.includes(placement.status)) return false;
      const { staff } = await placementParties(tx, placement);
      if (staff) {
        await enqueueEmail(
          tx,
          invoiceCopyReminderEmail(staff.email, staff, placement, invoiceCopyDue(placement), url),
        );
      }
      await tx.update(placements).set({ invoiceReminderSentAt: now }).where(eq(placements.id, id));
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
