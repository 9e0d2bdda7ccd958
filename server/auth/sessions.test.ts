import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { sessions, users } from "../db/schema";
import { seedUser } from "../testing/accounts";
import { testDatabaseKinds } from "../testing/test-database";
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  SESSION_LIFETIME_MS,
  validateSession,
} from "./sessions";
import { hashToken } from "./tokens";

const DAY = 24 * 60 * 60_000;

describe.each(testDatabaseKinds)("sessions on $name", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("stores the token's hash only and finds the session by the token", async () => {
    const user = await seedUser(database.db);
    const session = await createSession(database.db, user.id, { persistent: false });
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(session.token));
    expect(JSON.stringify(row)).not.toContain(session.token);
    const valid = await validateSession(database.db, session.token);
    expect(valid?.user.id).toBe(user.id);
    expect(await validateSession(database.db, `${session.token}x`)).toBeUndefined();
  });

  it("lives 30 days when remembered and 12 hours otherwise", async () => {
    const user = await seedUser(database.db);
    const now = new Date("2026-05-01T08:00:00Z");
    const remembered = await createSession(database.db, user.id, { persistent: true }, now);
    const browser = await createSession(database.db, user.id, { persistent: false }, now);
    expect(remembered.expiresAt.getTime() - now.getTime()).toBe(30 * DAY);
    expect(browser.expiresAt.getTime() - now.getTime()).toBe(SESSION_LIFETIME_MS.browser);
    const late = new Date(now.getTime() + SESSION_LIFETIME_MS.browser + 1);
    expect(await validateSession(database.db, browser.token, late)).toBeUndefined();
    expect(await validateSession(database.db, remembered.token, late)).toBeDefined();
  });

  it("slides: used in the second half of its life, a session is extended", async () => {
    const user = await seedUser(database.db);
    const start = new Date("2026-05-01T08:00:00Z");
    const session = await createSession(database.db, user.id, { persistent: true }, start);
    const early = await validateSession(
      database.db,
      session.token,
      new Date(start.getTime() + DAY),
    );
    expect(early?.renewed).toBe(false);
    const later = new Date(start.getTime() + 20 * DAY);
    const renewed = await validateSession(database.db, session.token, later);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.session.expiresAt.getTime()).toBe(later.getTime() + 30 * DAY);
    const beyondFirstExpiry = new Date(start.getTime() + 31 * DAY);
    expect(await validateSession(database.db, session.token, beyondFirstExpiry)).toBeDefined();
  });

  it("removes an expired session when it is presented", async () => {
    const user = await seedUser(database.db);
    const start = new Date("2026-05-01T08:00:00Z");
    const session = await createSession(database.db, user.id, { persistent: false }, start);
    await validateSession(database.db, session.token, new Date(start.getTime() + DAY));
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(session.token)));
    expect(rows).toEqual([]);
  });

  it("does not let a blocked or inactive account use an old session", async () => {
    const user = await seedUser(database.db);
    const session = await createSession(database.db, user.id, { persistent: true });
    await database.db.update(users).set({ status: "blocked" }).where(eq(users.id, user.id));
    expect(await validateSession(database.db, session.token)).toBeUndefined();
  });

  it("logs out one session, or all sessions of a person", async () => {
    const user = await seedUser(database.db);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createSession(database.db, user.id, { persistent: false })),
    );
    await deleteSession(database.db, a!.token);
    expect(await validateSession(database.db, a!.token)).toBeUndefined();
    expect(await validateSession(database.db, b!.token)).toBeDefined();
    await deleteUserSessions(database.db, user.id);
    expect(await validateSession(database.db, b!.token)).toBeUndefined();
    expect(await validateSession(database.db, c!.token)).toBeUndefined();
  });
});
