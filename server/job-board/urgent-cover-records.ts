import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { UrgentCoverDetail } from "../../domain/api/urgent-cover";
import { todayIsoDate } from "../../domain/dates";
import type { Database } from "../db/client";
import {
  orderOffers,
  pharmacyOfferSettings,
  pharmacyProfiles,
  pharmacyStaffMarks,
  placementRatings,
  placements,
  staffAvailability,
  staffAvailabilityDays,
  users,
} from "../db/schema";

/**
 * What urgent cover keeps about one person (docs/decisions/0056-urgent-cover-offers.md),
 * for the console's detail page and (the person's own parts) the data export.
 */

/** The ratings about the person: the owner's of them as staff, the staff's of their pharmacy. */
export const ratingsAboutPerson = (id: string) =>
  or(
    and(
      eq(placementRatings.side, "owner"),
      sql`${placementRatings.placementId} in (select ${placements.id} from ${placements} where ${placements.staffId} = ${id})`,
    ),
    and(
      eq(placementRatings.side, "staff"),
      sql`${placementRatings.placementId} in (select ${placements.id} from ${placements} where ${placements.ownerId} = ${id})`,
    ),
  ) as SQL;

/** Everything the console shows; operators only (ratings never reach the other side). */
export async function urgentCoverDetail(db: Database, id: string): Promise<UrgentCoverDetail> {
  const [[settings], days, marks, ratings, offers, [offerSettings]] = await Promise.all([
    db.select().from(staffAvailability).where(eq(staffAvailability.userId, id)),
    db
      .select()
      .from(staffAvailabilityDays)
      .where(
        and(
          eq(staffAvailabilityDays.userId, id),
          sql`${staffAvailabilityDays.day} >= ${todayIsoDate()}::date`,
        ),
      )
      .orderBy(staffAvailabilityDays.day)
      .limit(400),
    db
      .select({
        mark: pharmacyStaffMarks,
        staffName: sql<string>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${pharmacyStaffMarks.staffId})`,
        pharmacyName: pharmacyProfiles.pharmacyName,
      })
      .from(pharmacyStaffMarks)
      .leftJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, pharmacyStaffMarks.ownerId))
      .where(or(eq(pharmacyStaffMarks.ownerId, id), eq(pharmacyStaffMarks.staffId, id))),
    db
      .select({ rating: placementRatings, placement: placements })
      .from(placementRatings)
      .innerJoin(placements, eq(placements.id, placementRatings.placementId))
      .where(or(eq(placementRatings.raterId, id), ratingsAboutPerson(id)))
      .orderBy(desc(placementRatings.createdAt))
      .limit(100),
    db
      .select()
      .from(orderOffers)
      .where(eq(orderOffers.staffId, id))
      .orderBy(desc(orderOffers.createdAt))
      .limit(50),
    db.select().from(pharmacyOfferSettings).where(eq(pharmacyOfferSettings.ownerId, id)),
  ]);
  return {
    availability: settings
      ? {
          user_id: settings.userId,
          weekdays: settings.weekdays,
          travel_km: settings.travelKm,
          overnight: settings.overnight,
          offer_channel: settings.offerChannel,
          daily_offer_cap: settings.dailyOfferCap,
          days: days.map((day) => ({ day: day.day, available: day.available })),
        }
      : null,
    marks: marks.map(({ mark, staffName, pharmacyName }) => ({
      owner_id: mark.ownerId,
      staff_id: mark.staffId,
      mark: mark.mark as "favourite" | "blocked",
      pharmacy_name: pharmacyName,
      staff_name: staffName,
      created_at: mark.createdAt.toISOString(),
    })),
    ratings: ratings.map(({ rating, placement }) => ({
      id: rating.id,
      placement_id: rating.placementId,
      side: rating.side as "owner" | "staff",
      given: rating.raterId === id,
      stars: rating.stars,
      comment: rating.comment,
      pharmacy_name: placement.pharmacyName,
      staff_name: placement.staffName,
      last_day: placement.lastDay,
      created_at: rating.createdAt.toISOString(),
    })),
    offers: offers.map((offer) => ({
      id: offer.id,
      order_id: offer.orderId,
      status: offer.status,
      channel: offer.channel,
      favourite: offer.favourite,
      sent_at: offer.sentAt?.toISOString() ?? null,
    })),
    auto_propose: offerSettings
      ? { owner_id: offerSettings.ownerId, enabled: offerSettings.autoPropose }
      : null,
  };
}

/** The person's own urgent-cover data for the export: settings, days, marks and ratings given, offers. */
export async function urgentCoverExport(db: Database, id: string) {
  const [settings, days, marks, ratings, offers, offerSettings] = await Promise.all([
    db.select().from(staffAvailability).where(eq(staffAvailability.userId, id)),
    db.select().from(staffAvailabilityDays).where(eq(staffAvailabilityDays.userId, id)),
    // An owner's own marks; the marks others set about a person are the agency's note.
    db.select().from(pharmacyStaffMarks).where(eq(pharmacyStaffMarks.ownerId, id)),
    db.select().from(placementRatings).where(eq(placementRatings.raterId, id)),
    db.select().from(orderOffers).where(eq(orderOffers.staffId, id)),
    db.select().from(pharmacyOfferSettings).where(eq(pharmacyOfferSettings.ownerId, id)),
  ]);
  return {
    availability: settings[0] ?? null,
    availability_days: days,
    marks_set: marks,
    ratings_given: ratings,
    offers_received: offers,
    pharmacy_offer_settings: offerSettings[0] ?? null,
  };
}
