/**
 * How long one statement of a request may run on the embedded database
 * (docs/decisions/0046-statement-time-budget.md): it runs one statement at a time for
 * everyone, so a request's statement that ran longer would hold every other request.
 * Requests reach the database through `requestDb` (client.ts), which carries the bound;
 * background work (jobs, the mail worker, start-up, migrations) uses `db`, which has none.
 */
export const REQUEST_STATEMENT_BUDGET_MS = 1000;

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
