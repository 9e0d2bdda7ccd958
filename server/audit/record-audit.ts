import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

export interface AuditActor {
  /** Null when no account stands behind the action (a login attempt for an unknown address). */
  id: string | null;
  email: string;
}

export interface AuditAction {
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * Records an operator action. Call it in the transaction that makes the change, so the
 * log never claims what did not happen and never misses what did.
 */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  entry: AuditAction,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
  });
}

/**
 * The fields that differ between two versions of a record, as `{ field: { from, to } }`
 * for `details.changes`, which the console reads as "Feld: alt → neu"
 * (docs/decisions/0037-readable-audit-log.md). Values compare by content, so a list in
 * the same order counts as unchanged.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to ?? null))
      changes[field] = { from, to: to ?? null };
  }
  return changes;
}
