import type { PlacementContact, PlacementView } from "../../domain/api/placements";
import type { WorkReportView } from "../../domain/api/worked-days";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import { INVOICE_COPY_DUE_DAYS, PLACEMENT_STATUS_LABELS } from "../../domain/placement-status";
import type { Placement } from "../db/schema";

export function invoiceCopyDue(placement: Pick<Placement, "lastDay">): string {
  return addDaysToIsoDate(placement.lastDay, INVOICE_COPY_DUE_DAYS);
}

export function placementView(
  placement: Placement,
  contact: PlacementContact | null,
  now: Date = new Date(),
  workReports: WorkReportView[] = [],
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
    workReports: placement.status === "cancelled" ? [] : workReports,
  };
}
