import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { candidatesAnswer } from "../../domain/api/job-board";
import { availableOn, daysOfPeriods, type OfferReason } from "../../domain/availability";
import { todayIsoDate } from "../../domain/dates";
import type { StaffProfession } from "../../domain/enums";
import { OWNER_COVER_PROFESSION } from "../../domain/search-order";
import type { z } from "../../domain/zod";
import { busyStaff } from "../brokerage/assignments";
import type { OrderWithPeriods } from "../brokerage/order-records";
import { anyUuid } from "../db/any-of";
import type { Database } from "../db/client";
import {
  jobApplications,
  orderOffers,
  pharmacyStaffMarks,
  placementRatings,
  placements,
  staffAvailability,
  staffAvailabilityDays,
  staffProfiles,
  userDocuments,
  users,
} from "../db/schema";
import { postcodeDistanceKm } from "../postcodes/postcode-directory";
import { placementDaysOf } from "./availability";
import { offerableDays, withinReach } from "./offers";

export interface RankedCandidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profession: StaffProfession;
  postalCode: string;
  city: string;
  /** 2: the role wanted; 1: an Apotheker/in for a PTA or PKA order; 0: no fit. */
  roleFit: number;
  /** May be proposed: fits the role (only an Apotheker/in for an Inhabervertretung). */
  eligible: boolean;
  distanceKm: number | null;
  wwsOverlap: string[];
  available: boolean;
  applied: boolean;
  appliedAt: Date | null;
  availableOnDays: boolean;
  favourite: boolean;
  blockedByPharmacy: boolean;
  earlierPlacements: number;
  rating: number | null;
  offerReason: OfferReason;
  offerStatus: string | null;
}

export function roleFit(wanted: StaffProfession, profession: StaffProfession): number {
  if (wanted === profession) return 2;
  return profession === OWNER_COVER_PROFESSION ? 1 : 0;
}

/** Whether a person of `profession` may be proposed for the order at all. */
export function mayBeProposed(
  order: { role: StaffProfession; ownerCover: boolean },
  profession: StaffProfession,
): boolean {
  if (order.ownerCover) return profession === OWNER_COVER_PROFESSION;
  return roleFit(order.role, profession) > 0;
}

/**
 * Best first: not booked elsewhere, not blocked by the pharmacy, eligible, available on
 * the order's days by their calendar, favourite, earlier placements there, the agency's
 * rating, role fit, more shared WWS, nearer (docs/decisions/0056-urgent-cover-offers.md).
 */
export function compareCandidates(a: RankedCandidate, b: RankedCandidate): number {
  return (
    Number(b.available) - Number(a.available) ||
    Number(a.blockedByPharmacy) - Number(b.blockedByPharmacy) ||
    Number(b.eligible) - Number(a.eligible) ||
    Number(b.availableOnDays) - Number(a.availableOnDays) ||
    Number(b.favourite) - Number(a.favourite) ||
    b.earlierPlacements - a.earlierPlacements ||
    (b.rating ?? 0) - (a.rating ?? 0) ||
    b.roleFit - a.roleFit ||
    b.wwsOverlap.length - a.wwsOverlap.length ||
    (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY)
  );
}

/**
 * The applicants of an order and the other active staff, each list ranked by role fit,
 * availability (not confirmed for an overlapping order), WWS overlap and distance.
 */
export async function rankCandidates(
  db: Database,
  order: OrderWithPeriods,
): Promise<z.infer<typeof candidatesAnswer>> {
  const applications = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.orderId, order.id), ne(jobApplications.status, "withdrawn")));
  const active = and(eq(users.role, "pharmacist"), eq(users.status, "active"));
  // Only what a candidate shows: whole rows of a thousand people cost more to read.
  const staffRows = () =>
    db
      .select({
        user: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          status: users.status,
        },
        profile: {
          profession: staffProfiles.profession,
          postalCode: staffProfiles.postalCode,
          city: staffProfiles.city,
          wwsSoftware: staffProfiles.wwsSoftware,
        },
      })
      .from(users)
      .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id));
  // The applicants always, whoever the first thousand others are: with ten thousand
  // staff an applicant was often not among them and went missing (issue 29).
  const applicantIds = applications.map((row) => row.staffId);
  const [applicantRows, otherRows] = await Promise.all([
    applicantIds.length
      ? staffRows().where(and(active, inArray(users.id, applicantIds)))
      : Promise.resolve([]),
    staffRows().where(active).limit(1000),
  ]);
  // Others of no fitting profession are not answered, so nothing is read about them.
  const staff = [
    ...applicantRows,
    ...otherRows.filter(
      ({ user, profile }) =>
        !applicantIds.includes(user.id) && roleFit(order.role, profile.profession) > 0,
    ),
  ];
  const appliedAt = new Map(applications.map((row) => [row.staffId, row.createdAt]));
  const busy = await busyStaff(db, order.periods, order.id);
  const facts = await offerFacts(
    db,
    order,
    staff.map(({ user }) => user.id),
  );
  const orderDays = daysOfPeriods(order.periods).length;

  const ranked = staff.map(({ user, profile }): RankedCandidate => {
    const fit = roleFit(order.role, profile.profession);
    const distanceKm = postcodeDistanceKm(order.postalCode, profile.postalCode) ?? null;
    const settings = facts.settings.get(user.id);
    const availableOnDays =
      settings !== undefined &&
      facts.days.some((day) =>
        availableOn(
          day,
          facts.today,
          settings.weekdays,
          facts.marked.get(user.id) ?? new Map(),
          facts.placementDays.get(user.id) ?? new Set(),
        ),
      );
    const mark = facts.marks.get(user.id);
    const offerReason: OfferReason =
      user.status !== "active"
        ? "inactive"
        : profile.profession !== order.role
          ? "otherProfession"
          : mark === "blocked"
            ? "blocked"
            : !facts.documented.has(user.id)
              ? "noDocuments"
              : !settings
                ? "noAvailability"
                : !availableOnDays
                  ? "notAvailable"
                  : !withinReach(distanceKm, settings.travelKm, settings.overnight, orderDays)
                    ? "tooFar"
                    : "offered";
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profession: profile.profession,
      postalCode: profile.postalCode,
      city: profile.city,
      roleFit: fit,
      eligible: mayBeProposed(order, profile.profession),
      distanceKm,
      wwsOverlap: profile.wwsSoftware.filter((name) => order.wwsSoftware.includes(name)),
      available: !busy.has(user.id),
      applied: appliedAt.has(user.id),
      appliedAt: appliedAt.get(user.id) ?? null,
      availableOnDays,
      favourite: mark === "favourite",
      blockedByPharmacy: mark === "blocked",
      earlierPlacements: facts.earlier.get(user.id) ?? 0,
      rating: facts.ratings.get(user.id) ?? null,
      offerReason,
      offerStatus: facts.offers.get(user.id) ?? null,
    };
  });
  ranked.sort(compareCandidates);
  return {
    applicants: ranked.filter((candidate) => candidate.applied),
    others: ranked.filter((candidate) => !candidate.applied && candidate.roleFit > 0),
  };
}

/** What the ranking needs of urgent cover for these people and this order, in few queries. */
async function offerFacts(db: Database, order: OrderWithPeriods, ids: string[]) {
  const now = new Date();
  const today = todayIsoDate(now);
  const days = offerableDays(order, now);
  const none = ids.length === 0;
  const [settingsRows, dayRows, markRows, documentRows, earlierRows, ratingRows, offerRows] = none
    ? [[], [], [], [], [], [], []]
    : await Promise.all([
        db.select().from(staffAvailability).where(anyUuid(staffAvailability.userId, ids)),
        days.length
          ? db
              .select()
              .from(staffAvailabilityDays)
              .where(
                and(
                  anyUuid(staffAvailabilityDays.userId, ids),
                  inArray(staffAvailabilityDays.day, days),
                ),
              )
          : Promise.resolve([]),
        db
          .select()
          .from(pharmacyStaffMarks)
          .where(
            and(
              eq(pharmacyStaffMarks.ownerId, order.ownerId),
              anyUuid(pharmacyStaffMarks.staffId, ids),
            ),
          ),
        db
          .selectDistinct({ userId: userDocuments.userId })
          .from(userDocuments)
          .where(and(anyUuid(userDocuments.userId, ids), eq(userDocuments.kind, "certificate"))),
        db
          .select({ staffId: placements.staffId, count: sql<number>`count(*)::int` })
          .from(placements)
          .where(
            and(
              eq(placements.ownerId, order.ownerId),
              anyUuid(placements.staffId, ids),
              ne(placements.status, "cancelled"),
            ),
          )
          .groupBy(placements.staffId),
        db
          .select({
            staffId: placements.staffId,
            stars: sql<number>`round(avg(${placementRatings.stars}), 1)::float8`,
          })
          .from(placementRatings)
          .innerJoin(placements, eq(placements.id, placementRatings.placementId))
          .where(and(eq(placementRatings.side, "owner"), anyUuid(placements.staffId, ids)))
          .groupBy(placements.staffId),
        db
          .select({ staffId: orderOffers.staffId, status: orderOffers.status })
          .from(orderOffers)
          .where(and(eq(orderOffers.orderId, order.id), anyUuid(orderOffers.staffId, ids))),
      ]);
  const marked = new Map<string, Map<string, boolean>>();
  for (const row of dayRows) {
    const map = marked.get(row.userId) ?? new Map<string, boolean>();
    map.set(row.day, row.available);
    marked.set(row.userId, map);
  }
  return {
    today,
    days,
    settings: new Map(settingsRows.map((row) => [row.userId, row])),
    marked,
    placementDays:
      none || days.length === 0
        ? new Map<string, Set<string>>()
        : await placementDaysOf(db, ids, days[0]!, days.at(-1)!),
    marks: new Map(markRows.map((row) => [row.staffId, row.mark])),
    documented: new Set(documentRows.map((row) => row.userId)),
    earlier: new Map(earlierRows.map((row) => [row.staffId ?? "", row.count])),
    ratings: new Map(ratingRows.map((row) => [row.staffId ?? "", Number(row.stars)])),
    offers: new Map(offerRows.map((row) => [row.staffId, row.status])),
  };
}
