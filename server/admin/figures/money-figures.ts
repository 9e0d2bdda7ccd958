import { sql } from "drizzle-orm";
import type { FiguresAnswer } from "../../../domain/api/figures";
import { RECEIVABLE_AGE_BUCKETS } from "../../../domain/figures";
import type { Database } from "../../db/client";
import { figuresInvoiceFacts } from "../../db/schema";
import { byMonth, type FiguresScope, roundDays, rowsOf, scopeFilter } from "./figures-scope";

type MoneyFigures = FiguresAnswer["money"];

/**
 * The invoices the filters select, from their figures the database keeps
 * (figures_invoice_facts, docs/decisions/0064-figures-kept-ready.md): an invoice has the
 * region and role of its placement, else of its order; one with neither (none so far)
 * counts only without a filter.
 */
function scopedInvoices(scope: FiguresScope) {
  return sql`${figuresInvoiceFacts} i
    where ${scopeFilter(scope, sql`i.state`, sql`i.role`)}`;
}

export async function moneyFigures(db: Database, scope: FiguresScope): Promise<MoneyFigures> {
  const [revenue, receivables, payment] = await Promise.all([
    rowsOf<{ month: string; net_cents: number }>(
      db,
      // Cancellation invoices carry negative amounts and count in their own month.
      sql`select to_char(i.issue_date, 'YYYY-MM') as month, sum(i.net_cents)::float8 as net_cents
      from ${scopedInvoices(scope)}
        and i.issue_date between ${scope.from}::date and ${scope.to}::date
      group by 1`,
    ),
    receivableBuckets(db, scope),
    rowsOf<{ average: number | null; invoices: number }>(
      db,
      sql`select avg(i.paid_on - i.issue_date)::float8 as average, count(*)::int as invoices
      from ${scopedInvoices(scope)}
        and i.kind = 'invoice' and i.paid_on between ${scope.from}::date and ${scope.to}::date`,
    ),
  ]);
  const found = new Map(receivables.map((row) => [row.bucket, row]));
  return {
    net_revenue_per_month: byMonth(scope.months, revenue, (month, row) => ({
      month,
      net_cents: Number(row?.net_cents ?? 0),
    })),
    receivables: {
      as_of: scope.asOf,
      buckets: RECEIVABLE_AGE_BUCKETS.map((bucket) => ({
        bucket,
        invoices: found.get(bucket)?.invoices ?? 0,
        open_cents: Number(found.get(bucket)?.open_cents ?? 0),
        overdue_cents: Number(found.get(bucket)?.overdue_cents ?? 0),
      })),
    },
    days_to_payment: {
      average: roundDays(payment[0]?.average),
      invoices: payment[0]?.invoices ?? 0,
    },
  };
}

/**
 * What was owed on the "as of" day: invoices issued by then, not paid by then and not
 * cancelled by then, gross, by days since issue; overdue once past the due date.
 */
function receivableBuckets(db: Database, scope: FiguresScope) {
  const asOf = sql`${scope.asOf}::date`;
  return rowsOf<{ bucket: string; invoices: number; open_cents: number; overdue_cents: number }>(
    db,
    sql`select
        case
          when ${asOf} - i.issue_date <= 30 then '0-30'
          when ${asOf} - i.issue_date <= 60 then '31-60'
          when ${asOf} - i.issue_date <= 90 then '61-90'
          else 'over-90'
        end as bucket,
        count(*)::int as invoices,
        sum(i.gross_cents)::float8 as open_cents,
        coalesce(sum(i.gross_cents) filter (where i.due_date < ${asOf}), 0)::float8 as overdue_cents
      from ${scopedInvoices(scope)}
        and i.kind = 'invoice'
        and i.issue_date <= ${asOf}
        and (i.paid_on is null or i.paid_on > ${asOf})
        and (i.cancelled_on is null or i.cancelled_on > ${asOf})
      group by 1`,
  );
}
