import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobLeases } from "../db/schema";

/**
 * Claims one scheduled slot of a job for this process. A single conditional upsert, so
 * two processes (or two schedulers in one) racing for the same slot get one winner, on
 * PostgreSQL and on PGlite alike: the row changes only if the slot is newer than the
 * last one claimed and no earlier run still holds the lease.
 */
export async function claimJobSlot(
  db: Database,
  claim: { name: string; slot: Date; holder: string; leaseMs: number; now?: Date },
): Promise<boolean> {
  const now = claim.now ?? new Date();
  const lockedUntil = new Date(now.getTime() + claim.leaseMs);
  const rows = await db
    .insert(jobLeases)
    .values({
      name: claim.name,
      lastSlot: claim.slot,
      lockedUntil,
      holder: claim.holder,
      claimedAt: now,
    })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { lastSlot: claim.slot, lockedUntil, holder: claim.holder, claimedAt: now },
      setWhere: and(lt(jobLeases.lastSlot, claim.slot), lt(jobLeases.lockedUntil, now)),
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/**
 * Takes over a slot whose run was cut short (its process died or was stopped mid-run):
 * claimed, not finished, and its lease has run out. Answers the slot to run again, or
 * undefined. The same single conditional update for every process, so one of them wins.
 */
export async function reclaimUnfinishedSlot(
  db: Database,
  claim: { name: string; holder: string; leaseMs: number; now?: Date },
): Promise<Date | undefined> {
  const now = claim.now ?? new Date();
  const [row] = await db
    .update(jobLeases)
    .set({
      lockedUntil: new Date(now.getTime() + claim.leaseMs),
      holder: claim.holder,
      claimedAt: now,
    })
    .where(
      and(
        eq(jobLeases.name, claim.name),
        lt(jobLeases.lockedUntil, now),
        or(isNull(jobLeases.lastFinishedAt), lt(jobLeases.lastFinishedAt, jobLeases.claimedAt)),
      ),
    )
    .returning({ slot: jobLeases.lastSlot });
  return row?.slot;
}

/** Ends this holder's lease: the next slot may start at once. */
export async function releaseJobSlot(
  db: Database,
  release: { name: string; holder: string; error?: string },
): Promise<void> {
  const now = new Date();
  await db
    .update(jobLeases)
    .set({
      lockedUntil: now,
      lastFinishedAt: now,
      lastError: release.error ?? null,
      ...(release.error === undefined ? { lastSucceededAt: now } : {}),
    })
    .where(and(eq(jobLeases.name, release.name), eq(jobLeases.holder, release.holder)));
}
