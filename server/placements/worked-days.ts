import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { WorkReportView } from "../../domain/api/worked-days";
import { feeForWorkedDays } from "../../domain/billing/fees";
import { FEE_UNIT_LABELS } from "../../domain/billing/price-list";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../domain/paths";
import {
  plannedDays,
  reportPeriods,
  WORK_REPORT_STATUS_LABELS,
  WORKED_DAYS_DEEMED_AFTER_DAYS,
  WORKED_DAYS_REMINDER_AFTER_DAYS,
  type WorkedDay,
} from "../../domain/worked-days";
import { publicLink } from "../accounts/account-records";
import { type AuditActor, recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import { issueWorkedDaysInvoice } from "../billing/worked-days-invoice";
import { lockPlacement } from "../brokerage/placement-records";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { type Placement, placements, users, type WorkReport, workReports } from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { workedDaysToConfirmEmail } from "../mail/templates/worked-days-mails";
import { reportIdOfToken, workReportKey, workReportToken } from "./work-report-token";

/**
 * Worked days (issue 28, item 1; docs/decisions/0057-worked-days-and-corrections.md):
 * the staff member reports each period's days in "Meine Einsätze", the owner confirms
 * or disputes them with the link of the mail, silence counts as confirmation after 7
 * days (reminder on day 5, the `worked-days` job), the operator settles a dispute. A
 * confirmed placement is invoiced from its confirmed days (server/billing/worked-days-invoice.ts).
 */

type Links = Pick<Config, "publicUrl" | "company">;

/** The job's and the owner's link's actor in the audit log. */
const SYSTEM: AuditActor = { id: null, email: "system" };

/** The date on which a report sent at `submittedAt` counts as confirmed. */
export function deemedOn(submittedAt: Date): string {
  return addDaysToIsoDate(todayIsoDate(submittedAt), WORKED_DAYS_DEEMED_AFTER_DAYS);
}

/** The fee the owner binds to by confirming `days`, for the mail and the page. */
export function feeOfDays(placement: Pick<Placement, "fee">, days: readonly WorkedDay[]) {
  if (!placement.fee) return null;
  const fee = feeForWorkedDays(placement.fee, days.filter((day) => day.worked).length);
  if (!fee) return { grossCents: 0, netCents: 0, text: "kein Arbeitstag, keine Gebühr" };
  const count = fee.placementDays === 1 ? "1 Arbeitstag" : `${fee.placementDays} Arbeitstage`;
  return {
    grossCents: fee.grossCents,
    netCents: fee.netCents,
    text: `${count}, ${FEE_UNIT_LABELS[fee.unit]}`,
  };
}

/** Every period of the placement with its report, if any: what "Meine Einsätze" shows. */
export async function workReportViews(
  db: Database,
  placement: Placement,
  now: Date = new Date(),
): Promise<WorkReportView[]> {
  const reports = await db
    .select()
    .from(workReports)
    .where(eq(workReports.placementId, placement.id))
    .orderBy(asc(workReports.periodStart));
  return workReportViewsFrom(placement, reports, now);
}

/**
 * workReportViews of many placements in one query ("Meine Einsätze" of years; issue 29).
 */
export async function workReportViewsOfMany(
  db: Database,
  rows: readonly Placement[],
  now: Date = new Date(),
): Promise<Map<string, WorkReportView[]>> {
  const reports = rows.length
    ? await db
        .select()
        .from(workReports)
        .where(
          inArray(
            workReports.placementId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(workReports.periodStart))
    : [];
  const byPlacement = new Map<string, (typeof workReports.$inferSelect)[]>();
  for (const report of reports) {
    const list = byPlacement.get(report.placementId) ?? [];
    list.push(report);
    byPlacement.set(report.placementId, list);
  }
  return new Map(
    rows.map((row) => [row.id, workReportViewsFrom(row, byPlacement.get(row.id) ?? [], now)]),
  );
}

function workReportViewsFrom(
  placement: Placement,
  reports: readonly (typeof workReports.$inferSelect)[],
  now: Date,
): WorkReportView[] {
  const today = todayIsoDate(now);
  return reportPeriods(placement.firstDay, placement.lastDay).map((period) => {
    const report = reports.find((row) => row.periodStart === period.start);
    return {
      periodStart: period.start,
      periodEnd: period.end,
      planned: plannedDays(placement.periods, placement.workingHours, period.start, period.end),
      due: today >= period.end,
      report: report
        ? {
            id: report.id,
            status: report.status,
            statusLabel: WORK_REPORT_STATUS_LABELS[report.status],
            staffDays: report.staffDays,
            ownerDays: report.ownerDays,
            ownerNote: report.ownerNote,
            confirmedDays: report.confirmedDays,
            submittedAt: report.submittedAt.toISOString(),
          }
        : null,
    };
  });
}

function sameDates(a: readonly WorkedDay[], b: readonly WorkedDay[]): boolean {
  return a.length === b.length && a.every((day, index) => day.date === b[index]?.date);
}

async function mailOwner(
  tx: Database,
  config: Links,
  placement: Placement,
  report: WorkReport,
  reminder: boolean,
): Promise<boolean> {
  if (!placement.ownerId) return false;
  const [owner] = await tx.select().from(users).where(eq(users.id, placement.ownerId));
  if (!owner) return false;
  const token = workReportToken(await workReportKey(tx), report.id);
  await enqueueEmail(
    tx,
    workedDaysToConfirmEmail(
      owner.email,
      owner,
      {
        staffName: placement.staffName,
        pharmacyName: placement.pharmacyName,
        periodStart: report.periodStart,
        periodEnd: report.periodEnd,
        days: report.staffDays,
        deemedOn: deemedOn(report.submittedAt),
        fee: feeOfDays(placement, report.staffDays),
      },
      publicLink(config, `${paths.workedDaysAnswer}?token=${encodeURIComponent(token)}`),
      reminder,
    ),
  );
  return true;
}

/**
 * The staff member's report of one period (the one whose dates the days name): only
 * once the period's last day has come, once per period; the owner is mailed the link.
 */
export async function submitWorkedDays(
  db: Database,
  config: Links,
  account: AuthenticatedAccount,
  placementId: string,
  days: WorkedDay[],
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const placement = await lockPlacement(tx, placementId);
    if (placement.staffId !== account.id) {
      throw new HttpError(404, messagesEn["placement.notFound"]);
    }
    if (placement.status === "cancelled") {
      throw new HttpError(409, messagesEn["placement.wrongStatus"]);
    }
    const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
    const period = reportPeriods(placement.firstDay, placement.lastDay).find(
      (candidate) => candidate.start <= sorted[0]!.date && sorted[0]!.date <= candidate.end,
    );
    const planned = period
      ? plannedDays(placement.periods, placement.workingHours, period.start, period.end)
      : [];
    if (!period || !sameDates(planned, sorted)) {
      throw new HttpError(422, messagesEn["workedDays.invalid"]);
    }
    if (todayIsoDate(now) < period.end) {
      throw new HttpError(409, messagesEn["workedDays.tooEarly"]);
    }
    const [report] = await tx
      .insert(workReports)
      .values({
        placementId,
        periodStart: period.start,
        periodEnd: period.end,
        planned,
        staffDays: sorted,
        submittedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!report) throw new HttpError(409, messagesEn["workedDays.alreadySent"]);
    await mailOwner(tx, config, placement, report, false);
    await recordAudit(tx, account, {
      action: "work_report.submit",
      targetType: "placement",
      targetId: placement.id,
      details: { period: `${period.start}/${period.end}`, worked: workedCount(sorted) },
    });
  });
}

const workedCount = (days: readonly WorkedDay[]) => days.filter((day) => day.worked).length;

/**
 * A report becomes confirmed with `days`; once the whole placement is, its invoice is
 * issued at once under the "automatic" setting, else it waits for the operator's review.
 */
async function confirmReport(
  tx: Database,
  config: Links,
  report: WorkReport,
  change: {
    status: "confirmed" | "resolved";
    by: "owner" | "deadline" | "operator";
    days: WorkedDay[];
  },
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await tx
    .update(workReports)
    .set({
      status: change.status,
      confirmedBy: change.by,
      confirmedDays: change.days,
      confirmedAt: now,
    })
    .where(eq(workReports.id, report.id));
  await recordAudit(tx, actor, {
    action:
      change.by === "deadline"
        ? "work_report.deemed"
        : change.by === "operator"
          ? "work_report.resolve"
          : "work_report.confirm",
    targetType: "placement",
    targetId: report.placementId,
    details: {
      period: `${report.periodStart}/${report.periodEnd}`,
      worked: workedCount(change.days),
    },
  });
  if (config.company.invoiceAfterWorkedDays === "automatic") {
    const placement = await lockPlacement(tx, report.placementId);
    await issueWorkedDaysInvoice(tx, placement, SYSTEM, config);
  }
}

/** The report a link names, locked; a forged or unknown link is 404. */
async function reportOfToken(tx: Database, token: string): Promise<WorkReport> {
  const id = reportIdOfToken(await workReportKey(tx), token);
  const [report] = id
    ? await tx.select().from(workReports).where(eq(workReports.id, id)).for("update")
    : [];
  if (!report) throw new HttpError(404, messagesEn["workedDays.linkInvalid"]);
  return report;
}

/** What the owner's page shows for a link (changes nothing). */
export async function workReportOfToken(db: Database, token: string) {
  const report = await reportOfToken(db, token);
  const [placement] = await db
    .select()
    .from(placements)
    .where(eq(placements.id, report.placementId));
  if (!placement) throw new HttpError(404, messagesEn["workedDays.linkInvalid"]);
  return {
    status: report.status,
    statusLabel: WORK_REPORT_STATUS_LABELS[report.status],
    pharmacyName: placement.pharmacyName,
    staffName: placement.staffName,
    role: placement.role,
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    planned: report.planned,
    staffDays: report.staffDays,
    confirmedDays: report.confirmedDays,
    deemedOn: deemedOn(report.submittedAt),
    fee: feeOfDays(placement, report.staffDays),
  };
}

/** The owner's "Bestätigen" from the link; an answered report: 409. */
export async function confirmWorkedDaysByLink(
  db: Database,
  config: Links,
  token: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await reportOfToken(tx, token);
    if (report.status !== "submitted") {
      throw new HttpError(409, messagesEn["workedDays.answered"]);
    }
    await confirmReport(
      tx,
      config,
      report,
      { status: "confirmed", by: "owner", days: report.staffDays },
      SYSTEM,
      now,
    );
  });
}

/** The owner's "Widersprechen": the owner's version and a note go to the operator's to-do. */
export async function disputeWorkedDaysByLink(
  db: Database,
  input: { token: string; days: WorkedDay[]; note: string },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await reportOfToken(tx, input.token);
    if (report.status !== "submitted") {
      throw new HttpError(409, messagesEn["workedDays.answered"]);
    }
    const days = [...input.days].sort((a, b) => a.date.localeCompare(b.date));
    if (!sameDates(days, report.staffDays)) {
      throw new HttpError(422, messagesEn["workedDays.invalid"]);
    }
    await tx
      .update(workReports)
      .set({ status: "disputed", ownerDays: days, ownerNote: input.note, disputedAt: now })
      .where(eq(workReports.id, report.id));
    await recordAudit(tx, SYSTEM, {
      action: "work_report.dispute",
      targetType: "placement",
      targetId: report.placementId,
      details: { period: `${report.periodStart}/${report.periodEnd}`, note: input.note },
    });
  });
}

/** The operator settles a dispute with the days that count (either version, or others). */
export async function resolveWorkReport(
  db: Database,
  config: Links,
  operator: AuthenticatedAccount,
  reportId: string,
  days: WorkedDay[],
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(workReports)
      .where(eq(workReports.id, reportId))
      .for("update");
    if (!report) throw new HttpError(404, messagesEn["workedDays.notFound"]);
    if (report.status !== "disputed") {
      throw new HttpError(409, messagesEn["workedDays.notDisputed"]);
    }
    const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
    if (!sameDates(sorted, report.staffDays)) {
      throw new HttpError(422, messagesEn["workedDays.invalid"]);
    }
    await confirmReport(
      tx,
      config,
      report,
      { status: "resolved", by: "operator", days: sorted },
      operator,
      now,
    );
  });
}

/** Disputed reports with both versions, for the operator's to-do. */
export async function disputedWorkReports(db: Database) {
  const rows = await db
    .select({ report: workReports, placement: placements })
    .from(workReports)
    .innerJoin(placements, eq(placements.id, workReports.placementId))
    .where(eq(workReports.status, "disputed"))
    .orderBy(asc(workReports.disputedAt))
    .limit(200);
  return rows.map(({ report, placement }) => ({
    id: report.id,
    placementId: placement.id,
    pharmacyName: placement.pharmacyName,
    staffName: placement.staffName,
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    staffDays: report.staffDays,
    ownerDays: report.ownerDays ?? [],
    ownerNote: report.ownerNote ?? "",
  }));
}

/**
 * The `worked-days` job: the owner's reminder on day 5 after the report, the
 * confirmation by silence on day 7 (each report once: its row says what is done).
 * Answers how many reports it touched.
 */
export async function processWorkReports(
  db: Database,
  config: Links,
  now: Date = new Date(),
): Promise<number> {
  const today = todayIsoDate(now);
  const waiting = await db
    .select({ id: workReports.id })
    .from(workReports)
    .where(
      and(
        eq(workReports.status, "submitted"),
        lte(
          workReports.submittedAt,
          new Date(now.getTime() - (WORKED_DAYS_REMINDER_AFTER_DAYS - 1) * 86_400_000),
        ),
      ),
    )
    .limit(1000);
  let touched = 0;
  for (const { id } of waiting) {
    await db.transaction(async (tx) => {
      const [report] = await tx
        .select()
        .from(workReports)
        .where(and(eq(workReports.id, id), eq(workReports.status, "submitted")))
        .for("update");
      if (!report) return;
      const sentOn = todayIsoDate(report.submittedAt);
      if (today >= deemedOn(report.submittedAt)) {
        await confirmReport(
          tx,
          config,
          report,
          { status: "confirmed", by: "deadline", days: report.staffDays },
          SYSTEM,
          now,
        );
        touched++;
      } else if (
        today >= addDaysToIsoDate(sentOn, WORKED_DAYS_REMINDER_AFTER_DAYS) &&
        !report.ownerReminderSentAt
      ) {
        const [placement] = await tx
          .select()
          .from(placements)
          .where(eq(placements.id, report.placementId));
        if (placement) await mailOwner(tx, config, placement, report, true);
        await tx
          .update(workReports)
          .set({ ownerReminderSentAt: now })
          .where(and(eq(workReports.id, report.id), isNull(workReports.ownerReminderSentAt)));
        touched++;
      }
    });
  }
  return touched;
}
