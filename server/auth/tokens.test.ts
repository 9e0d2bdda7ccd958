import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { accountTokens } from "../db/schema";
import { seedUser } from "../testing/accounts";
import { testDatabaseKinds } from "../testing/test-database";
import {
  generateToken,
  hashToken,
  issueAccountToken,
  redeemAccountToken,
  TOKEN_LIFETIME_MS,
} from "./tokens";

describe("generateToken and hashToken", () => {
  it("makes 256-bit URL-safe secrets that never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("hashes with SHA-256, the same secret always to the same hex digest", () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[a-f0-9]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(generateToken()));
  });
});

describe.each(testDatabaseKinds)("account tokens on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("stores only the hash and redeems a token exactly once", async () => {
    const user = await seedUser(database.db);
    const token = await issueAccountToken(database.db, user.id, "activation");
    const rows = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    expect(await redeemAccountToken(database.db, token, "activation")).toBe(user.id);
    expect(await redeemAccountToken(database.db, token, "activation")).toBeUndefined();
  });

  it("lets only one of two simultaneous redemptions win", async () => {
    const user = await seedUser(database.db);
    const token = await issueAccountToken(database.db, user.id, "password_reset");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => redeemAccountToken(database.db, token, "password_reset")),
    );
    expect(results.filter(Boolean)).toEqual([user.id]);
  });

  it("refuses a token of another purpose, and one after its lifetime", async () => {
    const user = await seedUser(database.db);
    const issuedAt = new Date("2026-03-01T10:00:00Z");
    const token = await issueAccountToken(database.db, user.id, "activation", issuedAt);
    expect(await redeemAccountToken(database.db, token, "password_reset")).toBeUndefined();
    const justAfter = new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS.activation + 1);
    expect(await redeemAccountToken(database.db, token, "activation", justAfter)).toBeUndefined();
    const justBefore = new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS.activation - 1);
    expect(await redeemAccountToken(database.db, token, "activation", justBefore)).toBe(user.id);
  });

  it("makes an earlier unused link of the same purpose stop working", async () => {
    const user = await seedUser(database.db);
    const older = await issueAccountToken(database.db, user.id, "activation");
    const reset = await issueAccountToken(database.db, user.id, "password_reset");
    const newer = await issueAccountToken(database.db, user.id, "activation");
    expect(await redeemAccountToken(database.db, older, "activation")).toBeUndefined();
    expect(await redeemAccountToken(database.db, newer, "activation")).toBe(user.id);
    expect(await redeemAccountToken(database.db, reset, "password_reset")).toBe(user.id);
  });

  it("leaves one working link when two are issued at once, as two processes may", async () => {
    const user = await seedUser(database.db);
    // Each transaction stays open a moment after issuing, so that on PostgreSQL both
    // issue before either commits unless the second waits for the first.
    const issued = await Promise.all(
      [0, 1].map(() =>
        database.db.transaction(async (tx) => {
          const token = await issueAccountToken(tx, user.id, "password_reset");
          await new Promise((resolve) => setTimeout(resolve, 100));
          return token;
        }),
      ),
    );
    const redeemed = await Promise.all(
      issued.map((token) => redeemAccountToken(database.db, token, "password_reset")),
    );
    expect(redeemed.filter(Boolean)).toEqual([user.id]);
  });

  it("answers undefined for a token never issued", async () => {
    expect(await redeemAccountToken(database.db, generateToken(), "activation")).toBeUndefined();
  });
});
