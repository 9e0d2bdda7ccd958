import { and, eq } from "drizzle-orm";
import { paths } from "../../domain/paths";
import { siteConfig } from "../../domain/site-config";
import { publicLink } from "../accounts/account-records";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import { findOrder, orderSummary } from "../brokerage/order-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import {
  pharmacyOfferSettings,
  pharmacyProfiles,
  pharmacyStaffMarks,
  searchOrders,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { autoProposalEmail } from "../mail/templates/auto-proposal";
import { proposeCandidate } from "./operator-actions";

/**
 * Automatic proposal (docs/decisions/0056-urgent-cover-offers.md): where the operator
 * allowed it for the pharmacy, a favourite's "Ich habe Zeit" proposes them at once (the
 * owner still confirms) and the agency is mailed. Answers whether it proposed.
 */
export async function autoProposeFavourite(
  db: Database,
  config: Pick<Config, "publicUrl">,
  staff: AuthenticatedAccount,
  orderId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ order: searchOrders })
    .from(searchOrders)
    .innerJoin(pharmacyOfferSettings, eq(pharmacyOfferSettings.ownerId, searchOrders.ownerId))
    .innerJoin(
      pharmacyStaffMarks,
      and(
        eq(pharmacyStaffMarks.ownerId, searchOrders.ownerId),
        eq(pharmacyStaffMarks.staffId, staff.id),
        eq(pharmacyStaffMarks.mark, "favourite"),
      ),
    )
    .where(and(eq(searchOrders.id, orderId), eq(pharmacyOfferSettings.autoPropose, true)));
  // Only a published order without a candidate yet: a proposal is never taken from someone.
  if (row?.order.status !== "published") return false;
  try {
    await proposeCandidate(db, config, staff, orderId, staff.id, true);
  } catch (error) {
    // Booked meanwhile or the order moved on: the application stands for the operator.
    if (error instanceof HttpError) return false;
    throw error;
  }
  const order = await findOrder(db, orderId);
  const [pharmacy] = await db
    .select({ name: pharmacyProfiles.pharmacyName })
    .from(pharmacyProfiles)
    .where(eq(pharmacyProfiles.userId, row.order.ownerId));
  if (order) {
    await enqueueEmail(
      db,
      autoProposalEmail(
        siteConfig.emails.agency,
        `${staff.firstName} ${staff.lastName}`,
        pharmacy?.name ?? "",
        orderSummary(order),
        publicLink(config, paths.adminOrders),
      ),
    );
  }
  return true;
}

/** The operator allows or stops automatic proposals for one pharmacy (owner account). */
export async function setAutoPropose(
  db: Database,
  operator: AuthenticatedAccount,
  ownerId: string,
  enabled: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pharmacyOfferSettings)
      .values({ ownerId, autoPropose: enabled })
      .onConflictDoUpdate({ target: pharmacyOfferSettings.ownerId, set: { autoPropose: enabled } });
    await recordAudit(tx, operator, {
      action: "pharmacy.auto_propose",
      targetType: "user",
      targetId: ownerId,
      details: { enabled },
    });
  });
}
