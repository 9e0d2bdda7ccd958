/** A placement as GET /api/placements answers it (server: placementResponse). */
export interface PlacementView {
  id: string;
  orderId: string | null;
  status: "confirmed" | "cancelled" | "arranged";
  statusLabel: string;
  type: string;
  role: string;
  ownerCover: boolean;
  periods: { startDate: string; endDate: string }[];
  firstDay: string;
  lastDay: string;
  past: boolean;
  workingHours: string;
  pharmacyName: string;
  street: string;
  postalCode: string;
  city: string;
  state: string;
  ownerName: string;
  staffName: string;
  staffProfession: string;
  hourlyRate: number | null;
  confirmedAt: string;
  cancelledAt: string | null;
  cancelledBy: "owner" | "staff" | "operator" | null;
  cancelReason: string | null;
  arrangedAt: string | null;
  invoiceCopy: { name: string; uploadedAt: string } | null;
  invoiceCopyDue: string;
  contact: { name: string; address?: string; phone: string; email: string } | null;
}

/** The operator's view adds what happened to the accounts and the invoice copy. */
export interface AdminPlacementView extends PlacementView {
  ownerAccount: boolean;
  staffAccount: boolean;
  invoiceCopyMissing: boolean;
  invoiceCopyOverdue: boolean;
}
