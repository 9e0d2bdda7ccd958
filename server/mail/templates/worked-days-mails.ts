import { formatEuro } from "../../../domain/billing/money";
import { formatGermanDate, formatGermanPeriod } from "../../../domain/dates";
import { formatHours, minutesWorked, type WorkedDay } from "../../../domain/worked-days";
import { answerToAgency, composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";

export const WORKED_DAYS_TO_CONFIRM_TEMPLATE = "worked-days-to-confirm";
export const WORKED_DAYS_REMINDER_TEMPLATE = "worked-days-reminder";

/** What the owner's mails say about a report. */
export interface WorkReportFacts {
  staffName: string;
  pharmacyName: string;
  periodStart: string;
  periodEnd: string;
  days: readonly WorkedDay[];
  /** The date on which silence counts as confirmation. */
  deemedOn: string;
  /** The fee these days cost, gross, when a fee was agreed. */
  fee: { grossCents: number; netCents: number; text: string } | null;
}

/** "- Mo 01.12.2026: 08:00–18:00, 30 Min. Pause (9:30 Std.)" per day. */
export function dayLines(days: readonly WorkedDay[]): string {
  return days
    .map((day) =>
      day.worked
        ? `- ${formatGermanDate(day.date)}: ${day.start}–${day.end}, ${day.breakMinutes} Min. Pause (${formatHours(minutesWorked(day))})`
        : `- ${formatGermanDate(day.date)}: nicht gearbeitet`,
    )
    .join("\n");
}

function feeParagraph(facts: WorkReportFacts): string {
  return facts.fee
    ? `Mit Ihrer Bestätigung wird die Vermittlungsgebühr für diese Tage fällig: ${facts.fee.text}, ${formatEuro(facts.fee.netCents)} netto, ${formatEuro(facts.fee.grossCents)} brutto (inkl. USt.).`
    : "Für diesen Einsatz ist keine Vermittlungsgebühr vereinbart.";
}

/**
 * The staff member reported the worked days: the owner confirms or disputes them with
 * the link (no login), else they count as confirmed on `deemedOn`. States the fee.
 */
export function workedDaysToConfirmEmail(
  to: string,
  owner: Addressee,
  facts: WorkReportFacts,
  url: string,
  reminder = false,
): EmailContent {
  const period = formatGermanPeriod(facts.periodStart, facts.periodEnd);
  return composeEmail(
    to,
    reminder ? WORKED_DAYS_REMINDER_TEMPLATE : WORKED_DAYS_TO_CONFIRM_TEMPLATE,
    reminder
      ? `Erinnerung: Arbeitstage ${period} bestätigen`
      : `Bitte bestätigen: Arbeitstage ${period}`,
    {
      heading: "Arbeitstage bestätigen",
      paragraphs: [
        greeting(owner),
        `${facts.staffName} hat für den Einsatz in der ${facts.pharmacyName} (${period}) diese Arbeitstage angegeben:`,
        dayLines(facts.days),
        feeParagraph(facts),
        `Bitte bestätigen Sie die Tage oder widersprechen Sie über den Link. Ohne Ihre Antwort gelten sie am ${formatGermanDate(facts.deemedOn)} als bestätigt.`,
      ],
      button: { label: "Arbeitstage prüfen", url },
      note: "Der Link funktioniert ohne Anmeldung, bis Sie geantwortet haben.",
    },
    answerToAgency,
  );
}
