import { and, eq, inArray, ne } from "drizzle-orm";
import type { candidatesAnswer } from "../../domain/api/job-board";
import type { StaffProfession } from "../../domain/enums";
import { OWNER_COVER_PROFESSION } from "../../domain/search-order";
import type { z } from "../../domain/zod";
import { busyStaff } from "../brokerage/assignments";
import type { OrderWithPeriods } from "../brokerage/order-records";
import type { Database } from "../db/client";
import { jobApplications, staffProfiles, users } from "../db/schema";
import { postcodeDistanceKm } from "../postcodes/postcode-directory";

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

/** Best first: available, eligible, role fit, more shared WWS, nearer. */
export function compareCandidates(a: RankedCandidate, b: RankedCandidate): number {
  return (
    Number(b.available) - Number(a.available) ||
    Number(b.eligible) - Number(a.eligible) ||
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
  const staffRows = () =>
    db
      .select({ user: users, profile: staffProfiles })
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
  const staff = [
    ...applicantRows,
    ...otherRows.filter(({ user }) => !applicantIds.includes(user.id)),
  ];
  const appliedAt = new Map(applications.map((row) => [row.staffId, row.createdAt]));
  const busy = await busyStaff(db, order.periods, order.id);

  const ranked = staff.map(({ user, profile }): RankedCandidate => {
    const fit = roleFit(order.role, profile.profession);
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
      distanceKm: postcodeDistanceKm(order.postalCode, profile.postalCode) ?? null,
      wwsOverlap: profile.wwsSoftware.filter((name) => order.wwsSoftware.includes(name)),
      available: !busy.has(user.id),
      applied: appliedAt.has(user.id),
      appliedAt: appliedAt.get(user.id) ?? null,
    };
  });
  ranked.sort(compareCandidates);
  return {
    applicants: ranked.filter((candidate) => candidate.applied),
    others: ranked.filter((candidate) => !candidate.applied && candidate.roleFit > 0),
  };
}
