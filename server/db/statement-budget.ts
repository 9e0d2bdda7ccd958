import { AsyncLocalStorage } from "node:async_hooks";

/**
 * How long one statement of a request may run (docs/decisions/0046-statement-time-budget.md).
 * The embedded database runs one statement at a time for everyone, so a request's
 * statement that ran longer would hold every other request; PostgreSQL gets the same
 * bound per connection (client.ts). Background work (jobs, the mail worker started at
 * start-up, migrations) runs outside any request and has no such bound.
 */
export const REQUEST_STATEMENT_BUDGET_MS = 1000;

const budget = new AsyncLocalStorage<number>();

/** Runs `work` (and everything it starts) with a time budget per database statement. */
export function withStatementBudget<T>(budgetMs: number, work: () => T): T {
  return budget.run(budgetMs, work);
}

/** The budget of the statement about to run, or undefined outside a request. */
export function currentStatementBudget(): number | undefined {
  return budget.getStore();
}

/** PostgreSQL's SQLSTATE for a statement cancelled (statement_timeout, or by us). */
const QUERY_CANCELED = "57014";

/** True when `error` (or the driver error it wraps) is a statement cut for its time. */
export function isStatementCancelled(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === QUERY_CANCELED) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
