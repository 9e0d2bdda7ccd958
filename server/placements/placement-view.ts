import { z } from "zod";
import { todayIsoDate } from "../../domain/dates";
import { FEDERAL_STATES, JOB_OFFER_TYPES, STAFF_PROFESSIONS } from "../../domain/enums";
import {
  CANCELLED_BY,
  INVOICE_COPY_DUE_DAYS,
  PLACEMENT_STATUS_LABELS,
  PLACEMENT_STATUSES,
} from "../../domain/placement-status";
import type { Placement } from "../db/schema";

const contactResponse = z.object({
  name: z.string(),
  address: z.string().optional(),
  phone: z.string(),
  email: z.string(),
});

/** One placement as "Meine Einsätze" and the console show it. */
export const placementResponse = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  status: z.enum(PLACEMENT_STATUSES),
  statusLabel: z.string(),
  type: z.enum(JOB_OFFER_TYPES),
  role: z.enum(STAFF_PROFESSIONS),
  ownerCover: z.boolean(),
  periods: z.array(z.object({ startDate: z.string(), endDate: z.string() })),
  firstDay: z.string(),
  lastDay: z.string(),
  /** The last day is over. */
  past: z.boolean(),
  workingHours: z.string(),
  pharmacyName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.enum(FEDERAL_STATES),
  ownerName: z.string(),
  staffName: z.string(),
  staffProfession: z.enum(STAFF_PROFESSIONS),
  hourlyRate: z.number().nullable(),
  confirmedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelReason: z.string().nullable(),
  arrangedAt: z.string().nullable(),
  invoiceCopy: z.object({ name: z.string(), uploadedAt: z.string() }).nullable(),
  /** Last day for the provider's invoice copy (14 days after the last day). */
  invoiceCopyDue: z.string(),
  /** The other side's contact data: only while confirmed or arranged, never before. */
  contact: contactResponse.nullable(),
});
export type PlacementView = z.infer<typeof placementResponse>;

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function invoiceCopyDue(placement: Pick<Placement, "lastDay">): string {
  return addDays(placement.lastDay, INVOICE_COPY_DUE_DAYS);
}

export function placementView(
  placement: Placement,
  contact: z.infer<typeof contactResponse> | null,
  now: Date = new Date(),
): PlacementView {
  return {
    id: placement.id,
    orderId: placement.orderId,
    status: placement.status,
    statusLabel: PLACEMENT_STATUS_LABELS[placement.status],
    type: placement.type,
    role: placement.role,
    ownerCover: placement.ownerCover,
    periods: placement.periods,
    firstDay: placement.firstDay,
    lastDay: placement.lastDay,
    past: placement.lastDay < todayIsoDate(now),
    workingHours: placement.workingHours,
    pharmacyName: placement.pharmacyName,
    street: placement.street,
    postalCode: placement.postalCode,
    city: placement.city,
    state: placement.state,
    ownerName: placement.ownerName,
    staffName: placement.staffName,
    staffProfession: placement.staffProfession,
    hourlyRate: placement.hourlyRate === null ? null : Number(placement.hourlyRate),
    confirmedAt: placement.confirmedAt.toISOString(),
    cancelledAt: placement.cancelledAt?.toISOString() ?? null,
    cancelledBy: placement.cancelledBy,
    cancelReason: placement.cancelReason,
    arrangedAt: placement.arrangedAt?.toISOString() ?? null,
    invoiceCopy:
      placement.invoiceCopyName && placement.invoiceCopyAt
        ? { name: placement.invoiceCopyName, uploadedAt: placement.invoiceCopyAt.toISOString() }
        : null,
    invoiceCopyDue: invoiceCopyDue(placement),
    contact: placement.status === "cancelled" ? null : contact,
  };
}
