import { eq, isNull, or } from "drizzle-orm";
import type { priceListsAnswer } from "../../domain/api/billing";
import type { PriceEntry } from "../../domain/billing/price-list";
import type { z } from "../../domain/zod";
import { type AuditActor, recordAudit } from "../audit/record-audit";
import type { Database } from "../db/client";
import { pharmacyProfiles, priceEntries, users } from "../db/schema";
import { HttpError } from "../http/http-error";

/**
 * Price lists (docs/decisions/0019-fees-and-price-lists.md): the default list and each
 * pharmacy's own prices. A pharmacy pays its own price for a role and kind where it has
 * one, else the default list's.
 */
type Row = typeof priceEntries.$inferSelect;
const entryOf = (row: Row): PriceEntry => ({
  role: row.role,
  kind: row.kind,
  unit: row.unit,
  netCents: row.netCents,
  vatRate: Number(row.vatRate) as PriceEntry["vatRate"],
});

/** A list as stored: the default list (`ownerId` null) or one pharmacy's own prices. */
export async function storedPrices(db: Database, ownerId: string | null): Promise<PriceEntry[]> {
  const rows = await db
    .select()
    .from(priceEntries)
    .where(ownerId ? eq(priceEntries.ownerId, ownerId) : isNull(priceEntries.ownerId))
    .orderBy(priceEntries.role, priceEntries.kind);
  return rows.map(entryOf);
}

/** What the pharmacy pays: its own prices over the default list. */
export async function effectivePrices(
  db: Database,
  ownerId: string,
): Promise<(PriceEntry & { own: boolean })[]> {
  const rows = await db
    .select()
    .from(priceEntries)
    .where(or(isNull(priceEntries.ownerId), eq(priceEntries.ownerId, ownerId)))
    .orderBy(priceEntries.role, priceEntries.kind);
  const byKey = new Map<string, PriceEntry & { own: boolean }>();
  for (const row of rows) {
    const key = `${row.role}|${row.kind}`;
    const own = row.ownerId !== null;
    if (own || !byKey.has(key)) byKey.set(key, { ...entryOf(row), own });
  }
  return [...byKey.values()];
}

const priceFacts = (entry: PriceEntry | undefined) =>
  entry ? { unit: entry.unit, net_cents: entry.netCents, vat_rate: entry.vatRate } : null;

/**
 * Replaces a list (the default one when `ownerId` is null) and records every changed
 * price in the audit log with its old and new value, in one transaction.
 */
export async function replacePrices(
  db: Database,
  actor: AuditActor,
  ownerId: string | null,
  entries: readonly PriceEntry[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await storedPrices(tx, ownerId);
    const key = (entry: PriceEntry) => `${entry.role}|${entry.kind}`;
    const old = new Map(before.map((entry) => [key(entry), entry]));
    const next = new Map(entries.map((entry) => [key(entry), entry]));
    const changes = [...new Set([...old.keys(), ...next.keys()])].filter(
      (k) => JSON.stringify(priceFacts(old.get(k))) !== JSON.stringify(priceFacts(next.get(k))),
    );
    if (changes.length === 0) return 0;
    await tx
      .delete(priceEntries)
      .where(ownerId ? eq(priceEntries.ownerId, ownerId) : isNull(priceEntries.ownerId));
    if (entries.length > 0) {
      await tx.insert(priceEntries).values(
        entries.map((entry) => ({
          ownerId,
          role: entry.role,
          kind: entry.kind,
          unit: entry.unit,
          netCents: entry.netCents,
          vatRate: entry.vatRate,
        })),
      );
    }
    for (const change of changes) {
      const [role, kind] = change.split("|");
      await recordAudit(tx, actor, {
        action: "price.change",
        targetType: ownerId ? "user" : "default_price_list",
        targetId: ownerId ?? "default",
        details: {
          role,
          kind,
          old: priceFacts(old.get(change)),
          new: priceFacts(next.get(change)),
        },
      });
    }
    return changes.length;
  });
}

/** The pharmacies the console's price page offers, each marked when it has own prices. */
export async function priceListOwners(
  db: Database,
): Promise<z.infer<typeof priceListsAnswer>["owners"]> {
  const owners = await db
    .select({ id: users.id, name: pharmacyProfiles.pharmacyName, email: users.email })
    .from(users)
    .innerJoin(pharmacyProfiles, eq(pharmacyProfiles.userId, users.id))
    .where(eq(users.role, "pharmacy_owner"))
    .orderBy(pharmacyProfiles.pharmacyName)
    .limit(1000);
  const withOwn = new Set(
    (await db.selectDistinct({ ownerId: priceEntries.ownerId }).from(priceEntries)).map(
      (row) => row.ownerId,
    ),
  );
  return owners.map((owner) => ({ ...owner, own_prices: withOwn.has(owner.id) }));
}

/** 404 unless `id` is a pharmacy owner's account (own prices belong to one). */
export async function assertPharmacyOwner(db: Database, id: string): Promise<void> {
  const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (owner?.role !== "pharmacy_owner") throw new HttpError(404, "Pharmacy not found");
}
