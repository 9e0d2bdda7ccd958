import { eq, or, sql } from "drizzle-orm";
import { messagesEn } from "../../domain/messages/en";
import type { Database } from "../db/client";
import { confirmedAssignments } from "../db/schema";
import { HttpError } from "../http/http-error";
import type { Period } from "./order-records";

/** SQLSTATE of an exclusion-constraint violation. */
const EXCLUSION_VIOLATION = "23P01";

function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const rangeOf = (period: Period) => `[${period.startDate},${period.endDate}]`;

function overlapping(periods: Period[]) {
  return or(
    ...periods.map(
      (period) =>
        sql`${confirmedAssignments.period} && daterange(${period.startDate}::date, ${period.endDate}::date, '[]')`,
    ),
  );
}

/** People already confirmed for some order during any of `periods`. */
export async function busyStaff(db: Database, periods: Period[], exceptOrderId?: string) {
  if (periods.length === 0) return new Set<string>();
  const rows = await db
    .select({ staffId: confirmedAssignments.staffId, orderId: confirmedAssignments.orderId })
    .from(confirmedAssignments)
    .where(overlapping(periods));
  return new Set(rows.filter((row) => row.orderId !== exceptOrderId).map((row) => row.staffId));
}

/**
 * Books `staffId` for every period of the order. The database's exclusion constraint
 * (confirmed_assignments_no_overlap) refuses a second booking that overlaps in time,
 * also when two confirmations race; that becomes 409.
 */
export async function bookAssignment(
  db: Database,
  orderId: string,
  staffId: string,
  periods: Period[],
): Promise<void> {
  try {
    await db
      .insert(confirmedAssignments)
      .values(periods.map((period) => ({ orderId, staffId, period: rangeOf(period) })));
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new HttpError(409, messagesEn["candidate.unavailable"]);
    }
    throw error;
  }
}

/** Frees the person again (the order ended before placement). */
export async function releaseAssignment(db: Database, orderId: string): Promise<void> {
  await db.delete(confirmedAssignments).where(eq(confirmedAssignments.orderId, orderId));
}
