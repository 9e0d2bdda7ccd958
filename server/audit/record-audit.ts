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
