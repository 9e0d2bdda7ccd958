import { desc, eq, or } from "drizzle-orm";
import type { PlacementView } from "../../domain/api/placements";
import { messagesEn } from "../../domain/messages/en";
import type { CancelledBy } from "../../domain/placement-status";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import { otherSideContacts } from "../brokerage/placement-contacts";
import { cancelPlacement, lockPlacement } from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { type Placement, placements } from "../db/schema";
import { HttpError } from "../http/http-error";
import type { UploadedPdf } from "../storage/pdf-uploads";
import { ratedPlacements } from "./placement-ratings";
import { placementView } from "./placement-view";
import { workReportViewsOfMany } from "./worked-days";

/**
 * "Meine Einsätze" (docs/decisions/0015-placement-record.md): the placements an owner or a
 * staff member is part of, and what each side (or an operator) may do with one.
 */

/** Which side of the placement the account is on; undefined: none (operators: any). */
function sideOf(
  placement: Placement,
  account: Pick<AuthenticatedAccount, "id" | "role">,
): CancelledBy | undefined {
  if (account.role === "admin") return "operator";
  if (account.role === "pharmacy_owner" && placement.ownerId === account.id) return "owner";
  if (account.role === "pharmacist" && placement.staffId === account.id) return "staff";
  return undefined;
}

/** The placement if the account may see it; someone else's is "not found". */
export async function visiblePlacement(
  db: Database,
  id: string,
  account: AuthenticatedAccount,
): Promise<Placement> {
  const [placement] = await db.select().from(placements).where(eq(placements.id, id));
  if (!placement || !sideOf(placement, account)) {
    throw new HttpError(404, messagesEn["placement.notFound"]);
  }
  return placement;
}

/**
 * The placement whose invoice copy the account asks for: its staff member uploads the
 * copy, and operators read it too. Someone else's placement is "not found", as on every
 * placement route; the placement's own owner is told why not (403).
 */
export async function invoiceCopyPlacement(
  db: Database,
  id: string,
  account: AuthenticatedAccount,
): Promise<Placement> {
  const placement = await visiblePlacement(db, id, account);
  if (sideOf(placement, account) === "owner") {
    throw new HttpError(403, messagesEn["placement.invoiceCopyStaffOnly"]);
  }
  return placement;
}

/** The account's placements, newest first, each with the other side's contact data. */
export async function ownPlacements(
  db: Database,
  account: Pick<AuthenticatedAccount, "id" | "role">,
  now: Date = new Date(),
): Promise<PlacementView[]> {
  const rows = await db
    .select()
    .from(placements)
    .where(or(eq(placements.ownerId, account.id), eq(placements.staffId, account.id)))
    .orderBy(desc(placements.firstDay))
    .limit(200);
  // A few queries for all rows, not some per row (issue 29).
  const [rated, ownerContacts, staffContacts, reports] = await Promise.all([
    ratedPlacements(
      db,
      account,
      rows.map((row) => row.id),
    ),
    otherSideContacts(
      db,
      rows.filter((row) => sideOf(row, account) !== "owner"),
      "staff",
    ),
    otherSideContacts(
      db,
      rows.filter((row) => sideOf(row, account) === "owner"),
      "owner",
    ),
    workReportViewsOfMany(db, rows, now),
  ]);
  return rows.map((row) => ({
    ...placementView(
      row,
      (sideOf(row, account) === "owner" ? staffContacts : ownerContacts).get(row.id) ?? null,
      now,
      reports.get(row.id) ?? [],
    ),
    rated: rated.has(row.id),
  }));
}

/**
 * Cancels a standing placement with a reason, as its owner, its staff member or an
 * operator; the other side and the agency are mailed, and the audit log records it
 * whoever cancelled (docs/decisions/0037-readable-audit-log.md). What becomes of the
 * order is the owner's choice, which the owner must make (422 without): searched again
 * or ended. The staff member cannot end the pharmacy's order; an operator may choose
 * (on the owner's word), else it is searched again.
 */
export async function cancelPlacementAs(
  db: Database,
  config: Config,
  account: AuthenticatedAccount,
  id: string,
  choice: { reason: string; searchAgain?: boolean | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, id);
    const side = sideOf(placement, account);
    if (!side) throw new HttpError(404, messagesEn["placement.notFound"]);
    // The pharmacy's order is not the staff member's to end.
    const searchAgain = side === "staff" ? true : choice.searchAgain;
    await cancelPlacement(tx, config, placement, {
      by: side,
      actorId: account.id,
      reason: choice.reason,
      searchAgain,
    });
    await recordAudit(tx, account, {
      action: "placement.cancel",
      targetType: "placement",
      targetId: placement.id,
      details: {
        cancelled_by: side,
        reason: choice.reason,
        ...(placement.orderId ? { search_again: searchAgain ?? true } : {}),
      },
    });
  });
}

/** Points the placement at a new invoice copy; the previous file is the caller's to remove. */
export async function storeInvoiceCopy(
  db: Database,
  placementId: string,
  file: UploadedPdf,
): Promise<void> {
  await db
    .update(placements)
    .set({
      invoiceCopyKey: file.key,
      invoiceCopyName: file.originalName,
      invoiceCopyBytes: file.byteSize,
      invoiceCopyAt: new Date(),
    })
    .where(eq(placements.id, placementId));
}
