import { FEE_UNITS } from "../billing/price-list";
import { WORK_REPORT_STATUSES } from "../worked-days";
import { z } from "../zod";

/** Worked days' answers (docs/decisions/0057-worked-days-and-corrections.md). */

export const workedDayResponse = z.object({
  date: z.string(),
  worked: z.boolean(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
});

/** One reporting period of a placement and its report, if sent. */
export const workReportResponse = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The plan: every day of the period with the order's hours. */
  planned: z.array(workedDayResponse),
  /** The period's last day has come: the staff member can report it. */
  due: z.boolean(),
  report: z
    .object({
      id: z.string(),
      status: z.enum(WORK_REPORT_STATUSES),
      statusLabel: z.string(),
      staffDays: z.array(workedDayResponse),
      ownerDays: z.array(workedDayResponse).nullable(),
      ownerNote: z.string().nullable(),
      /** The days that count, once confirmed. */
      confirmedDays: z.array(workedDayResponse).nullable(),
      submittedAt: z.string(),
    })
    .nullable(),
});
export type WorkReportView = z.infer<typeof workReportResponse>;

const feeOfDaysResponse = z
  .object({ grossCents: z.number().int(), netCents: z.number().int(), text: z.string() })
  .nullable();

/** GET /api/worked-days?token=…: what the owner's link names (no login). */
export const workReportLinkAnswer = z.object({
  status: z.enum(WORK_REPORT_STATUSES),
  statusLabel: z.string(),
  pharmacyName: z.string(),
  staffName: z.string(),
  role: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  planned: z.array(workedDayResponse),
  staffDays: z.array(workedDayResponse),
  confirmedDays: z.array(workedDayResponse).nullable(),
  /** Silence counts as confirmation on this date. */
  deemedOn: z.string(),
  /** The fee the owner binds to by confirming these days. */
  fee: feeOfDaysResponse,
});

export const workReportTokenQuery = z.object({ token: z.string().min(1).max(200) });

/** A dispute in the operator's to-do, with both versions. */
export const disputedWorkReportResponse = z.object({
  id: z.string(),
  placementId: z.string(),
  pharmacyName: z.string(),
  staffName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  staffDays: z.array(workedDayResponse),
  ownerDays: z.array(workedDayResponse),
  ownerNote: z.string(),
});

/** A placement whose confirmed days wait for the operator's invoice (review setting). */
export const placementToInvoiceResponse = z.object({
  placementId: z.string(),
  pharmacyName: z.string(),
  staffName: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  workedDays: z.number().int(),
  unit: z.enum(FEE_UNITS),
  grossCents: z.number().int(),
});
