import { and, eq } from "drizzle-orm";
import { DUNNING_TITLES } from "../../domain/billing/dunning";
import { formatEuro } from "../../domain/billing/money";
import { formatGermanDate, todayIsoDate } from "../../domain/dates";
import { paths } from "../../domain/paths";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { composeEmail } from "../mail/email-layout";
import { enqueueEmail } from "../mail/outbox";
import { dueReminders } from "./dunning";

export const DUNNING_DIGEST_TEMPLATE = "dunning-digest";

/**
 * The daily dunning job (issue 28, item 4): the levels due today, mailed to every
 * active operator as a list that leads to the console, where each is sent only after
 * a confirmation; the start page's to-do shows the same list at any time. Nothing is
 * mailed on a day without due levels. Answers how many are due.
 */
export async function mailDueReminders(
  db: Database,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const due = await dueReminders(db, todayIsoDate(now));
  if (due.length === 0) return 0;
  const operators = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")));
  await db.transaction(async (tx) => {
    for (const operator of operators) {
      await enqueueEmail(
        tx,
        composeEmail(
          operator.email,
          DUNNING_DIGEST_TEMPLATE,
          `${due.length} Mahnstufen sind fällig`,
          {
            heading: "Fällige Mahnungen",
            paragraphs: [
              "Guten Morgen,",
              `für ${due.length} Rechnungen ist heute die nächste Mahnstufe fällig. Bitte prüfen und bestätigen Sie jede in der Konsole; erst dann wird sie versandt.`,
            ],
            details: due.map(
              (item) =>
                [
                  `${item.number}, ${item.pharmacyName}`,
                  `${DUNNING_TITLES[item.level]}, offen ${formatEuro(item.openCents)}, Frist seit ${formatGermanDate(item.since)}`,
                ] as [string, string],
            ),
            button: { label: "Zu den Rechnungen", url: `${publicUrl}${paths.adminInvoices}` },
          },
        ),
      );
    }
  });
  return due.length;
}
