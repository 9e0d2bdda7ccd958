import { and, eq, inArray } from "drizzle-orm";
import type { PlacementRatingBody } from "../../domain/availability";
import { todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { Database } from "../db/client";
import { pharmacyStaffMarks, placementRatings, placements } from "../db/schema";
import { HttpError } from "../http/http-error";

/**
 * Ratings after a placement (docs/decisions/0056-urgent-cover-offers.md): each side rates
 * once after the last day (a second rating replaces the first); the owner may mark the
 * person a favourite or "nicht mehr vorschlagen". Only operators read ratings.
 */
export async function ratePlacement(
  db: Database,
  account: AuthenticatedAccount,
  placementId: string,
  body: PlacementRatingBody,
  now = new Date(),
): Promise<void> {
  const [placement] = await db.select().from(placements).where(eq(placements.id, placementId));
  const own =
    (account.role === "pharmacy_owner" && placement?.ownerId === account.id) ||
    (account.role === "pharmacist" && placement?.staffId === account.id);
  if (!placement || !own) throw new HttpError(404, messagesEn["placement.notFound"]);
  if (placement.status === "cancelled" || placement.lastDay >= todayIsoDate(now)) {
    throw new HttpError(409, "A placement is rated after its last day");
  }
  const side = account.role === "pharmacy_owner" ? "owner" : "staff";
  await db.transaction(async (tx) => {
    await tx
      .insert(placementRatings)
      .values({ placementId, side, raterId: account.id, stars: body.stars, comment: body.comment })
      .onConflictDoUpdate({
        target: [placementRatings.placementId, placementRatings.side],
        set: { stars: body.stars, comment: body.comment, raterId: account.id, createdAt: now },
      });
    if (side === "owner" && body.mark !== undefined && placement.staffId) {
      const key = and(
        eq(pharmacyStaffMarks.ownerId, account.id),
        eq(pharmacyStaffMarks.staffId, placement.staffId),
      );
      if (body.mark === null) await tx.delete(pharmacyStaffMarks).where(key);
      else {
        await tx
          .insert(pharmacyStaffMarks)
          .values({ ownerId: account.id, staffId: placement.staffId, mark: body.mark })
          .onConflictDoUpdate({
            target: [pharmacyStaffMarks.ownerId, pharmacyStaffMarks.staffId],
            set: { mark: body.mark, createdAt: now },
          });
      }
    }
    await recordAudit(tx, account, {
      action: "placement.rate",
      targetType: "placement",
      targetId: placementId,
      details: { side, stars: body.stars, ...(body.mark !== undefined ? { mark: body.mark } : {}) },
    });
  });
}

/** Which of the placements the account's side has rated already. */
export async function ratedPlacements(
  db: Database,
  account: Pick<AuthenticatedAccount, "role">,
  placementIds: string[],
): Promise<Set<string>> {
  if (placementIds.length === 0 || account.role === "admin") return new Set();
  const side = account.role === "pharmacy_owner" ? "owner" : "staff";
  const rows = await db
    .select({ id: placementRatings.placementId })
    .from(placementRatings)
    .where(
      and(inArray(placementRatings.placementId, placementIds), eq(placementRatings.side, side)),
    );
  return new Set(rows.map((row) => row.id));
}
