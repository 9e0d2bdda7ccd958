import { and, asc, eq, inArray, isNull, lt, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  DUNNING_LEVELS,
  DUNNING_PAY_WORKING_DAYS,
  DUNNING_TITLES,
  type DunningLevel,
} from "../../domain/billing/dunning";
import { formatGermanDate, todayIsoDate } from "../../domain/dates";
import { addWorkingDays } from "../../domain/working-days";
import { recordAudit } from "../audit/record-audit";
import type { AuthenticatedAccount } from "../auth/require-role";
import type { CompanyBilling } from "../company-settings";
import type { Database } from "../db/client";
import {
  type Invoice,
  type InvoiceReminder,
  invoiceReminders,
  invoices,
  users,
} from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { invoiceReminderEmail } from "../mail/templates/invoice-mails";
import { paidCents, paidCentsOfMany, payableInvoice } from "./payments";
import { renderReminderPdf } from "./reminder-pdf";

/**
 * Dunning (issue 28, item 4): an invoice is overdue only after its due date; then the
 * Zahlungserinnerung, after its payment date the 1. Mahnung, then the 2. Mahnung, each
 * with the fee the agency set and sent only when the operator confirms it in the
 * console. After the 2. Mahnung the case is marked for collection; the platform blocks
 * no account by itself.
 */

export type DunningStep =
  | { kind: "due"; level: DunningLevel; since: string }
  | { kind: "not_overdue"; dueDate: string }
  | { kind: "waiting"; until: string }
  | { kind: "paid" }
  | { kind: "collection" };

/** What the next step of an unpaid, uncancelled invoice is on `today`. */
export function nextDunningStep(
  invoice: Pick<Invoice, "dueDate" | "grossCents">,
  paid: number,
  reminders: readonly Pick<InvoiceReminder, "level" | "payBy">[],
  today: string,
): DunningStep {
  if (paid >= invoice.grossCents) return { kind: "paid" };
  const sent = DUNNING_LEVELS.filter((level) => reminders.some((r) => r.level === level));
  if (sent.length === DUNNING_LEVELS.length) return { kind: "collection" };
  const last = reminders.find((r) => r.level === sent.at(-1));
  // "Overdue after the due date": the day after it at the earliest.
  const deadline = last ? last.payBy : invoice.dueDate;
  if (today <= deadline) {
    return last ? { kind: "waiting", until: deadline } : { kind: "not_overdue", dueDate: deadline };
  }
  return { kind: "due", level: DUNNING_LEVELS[sent.length]!, since: deadline };
}

/** The operator's words for a step that is not due, for the 409 answer and the console. */
export function dunningStepText(step: DunningStep): string {
  switch (step.kind) {
    case "due":
      return `${DUNNING_TITLES[step.level]} ist fällig (Zahlungsziel ${formatGermanDate(step.since)} verstrichen).`;
    case "not_overdue":
      return `Die Rechnung ist noch nicht überfällig: fällig am ${formatGermanDate(step.dueDate)}.`;
    case "waiting":
      return `Die letzte Mahnstufe läuft noch bis zum ${formatGermanDate(step.until)}.`;
    case "paid":
      return "Die Rechnung ist bezahlt.";
    case "collection":
      return "Alle Mahnstufen sind versandt: Die Forderung ist für das Inkasso vorgemerkt.";
  }
}

export function remindersOf(db: Database, invoiceId: string) {
  return db
    .select()
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoiceId))
    .orderBy(asc(invoiceReminders.createdAt));
}

/** The dunning state of one invoice for the console. */
export async function dunningState(db: Database, invoiceId: string, today = todayIsoDate()) {
  const invoice = await payableInvoice(db, invoiceId);
  const paid = await paidCents(db, invoice.id);
  const reminders = await remindersOf(db, invoice.id);
  const step = nextDunningStep(invoice, paid, reminders, today);
  return { invoice, paid, reminders, step };
}

/**
 * Sends `level` for an invoice after the operator confirmed it: 409 unless it is exactly
 * the step that is due today. Stores the level's PDF and mails it with the invoice.
 */
export async function sendReminder(
  db: Database,
  operator: AuthenticatedAccount,
  invoiceId: string,
  level: DunningLevel,
  context: { company: Pick<CompanyBilling, "dunningFeesCents">; publicUrl: string; now?: Date },
): Promise<InvoiceReminder> {
  const today = todayIsoDate(context.now);
  return db.transaction(async (tx) => {
    const invoice = await payableInvoice(tx, invoiceId);
    const paid = await paidCents(tx, invoice.id);
    const earlier = await remindersOf(tx, invoice.id);
    const step = nextDunningStep(invoice, paid, earlier, today);
    if (step.kind !== "due" || step.level !== level) {
      throw new HttpError(409, dunningStepText(step));
    }
    const [owner] = invoice.buyerId
      ? await tx.select().from(users).where(eq(users.id, invoice.buyerId))
      : [];
    const to = owner?.email ?? invoice.buyer.email;
    if (!to) throw new HttpError(409, "The pharmacy has no e-mail address");
    const feeCents = context.company.dunningFeesCents[level];
    const payBy = addWorkingDays(today, DUNNING_PAY_WORKING_DAYS);
    const earlierFeesCents = earlier.reduce((sum, r) => sum + r.feeCents, 0);
    const pdf = await renderReminderPdf({
      level,
      sentOn: today,
      payBy,
      invoice,
      paidCents: paid,
      feeCents,
      earlierFeesCents,
    });
    const [reminder] = await tx
      .insert(invoiceReminders)
      .values({
        invoiceId: invoice.id,
        level,
        sentOn: today,
        payBy,
        openCents: invoice.grossCents - paid + earlierFeesCents + feeCents,
        feeCents,
        sentBy: operator.email,
        pdf,
      })
      .returning();
    await tx
      .update(invoices)
      .set({ lastReminderAt: context.now ?? new Date(), reminderCount: earlier.length + 1 })
      .where(eq(invoices.id, invoice.id));
    await enqueueEmail(
      tx,
      invoiceReminderEmail(
        to,
        owner ?? { salutation: null, firstName: invoice.buyer.contact ?? "", lastName: "" },
        invoice,
        { level, payBy, openCents: reminder!.openCents, pdf, invoicePdf: invoice.pdf },
        context.publicUrl,
      ),
    );
    await recordAudit(tx, operator, {
      action: "invoice.reminder",
      targetType: "invoice",
      targetId: invoice.id,
      details: { number: invoice.number, level, fee_cents: feeCents, pay_by: payBy, to },
    });
    return reminder!;
  });
}

/**
 * The invoices whose next dunning level is due on `today`, for the operator's to-do
 * (oldest due first). Unpaid, uncancelled invoices past their due date only.
 */
export async function dueReminders(db: Database, today = todayIsoDate()) {
  const cancellations = alias(invoices, "cancellations");
  // Not the PDFs: 500 of them made the operator's day take over a second (issue 29).
  const candidates = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      buyer: invoices.buyer,
      dueDate: invoices.dueDate,
      grossCents: invoices.grossCents,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, "invoice"),
        isNull(invoices.paidOn),
        lt(invoices.dueDate, today),
        notExists(
          db
            .select({ id: cancellations.id })
            .from(cancellations)
            .where(eq(cancellations.cancelsInvoiceId, invoices.id)),
        ),
      ),
    )
    .orderBy(asc(invoices.dueDate))
    .limit(500);
  if (candidates.length === 0) return [];
  const ids = candidates.map((invoice) => invoice.id);
  const reminders = await db
    .select({
      invoiceId: invoiceReminders.invoiceId,
      level: invoiceReminders.level,
      payBy: invoiceReminders.payBy,
    })
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, ids));
  const payments = await paidCentsOfMany(db, ids);
  const due = [];
  for (const invoice of candidates) {
    const paid = payments.get(invoice.id) ?? 0;
    const own = reminders.filter((r) => r.invoiceId === invoice.id);
    const step = nextDunningStep(invoice, paid, own, today);
    if (step.kind === "due") {
      due.push({
        id: invoice.id,
        number: invoice.number,
        pharmacyName: invoice.buyer.name,
        level: step.level,
        since: step.since,
        openCents: invoice.grossCents - paid,
      });
    }
  }
  return due;
}
