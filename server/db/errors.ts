/** PostgreSQL's code for a unique-constraint violation. */
const UNIQUE_VIOLATION = "23505";

/**
 * True when `error` (or the driver error Drizzle wrapped in it) is a unique violation,
 * optionally of one named constraint or index. Both drivers, pg and PGlite, report the
 * SQLSTATE as `code` and the name as `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) {
      return constraint === undefined || candidate.constraint === constraint;
    }
    current = candidate.cause;
  }
  return false;
}
