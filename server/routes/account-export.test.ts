import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEVICE_COOKIE } from "../auth/device-cookie";
import type { DatabaseHandle } from "../db/client";
import {
  accountTokens,
  auditLog,
  consentRecords,
  courierRequests,
  invoices,
  knownDevices,
  outboxEmails,
  pharmacyBranches,
  placements,
  priceEntries,
  sessions,
  storedFiles,
  users,
} from "../db/schema";
import { courierKind } from "../service-requests/courier";
import { newStoredRequest } from "../service-requests/service-request-kind";
import {
  freshAddress,
  loginCookie,
  PASSWORD,
  seedStaffAccount,
  seedUser,
  sessionCookieFrom,
  uniqueEmail,
  uploadOwnDocument,
} from "../testing/accounts";
import { exportOf, unpackExport } from "../testing/data-export";
import { validCourierRequest } from "../testing/service-request-fixtures";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("own data export and account deletion on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  /** Files in the storage (the database, docs/decisions/0024). */
  const uploads = () => database.db.select({ key: storedFiles.key }).from(storedFiles);

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("throttles the deletion's password check with the login's, on one counter per account", async () => {
    const owner = await seedUser(database.db);
    const cookie = await loginCookie(app, owner.email);
    const deleteWith = (password: string) =>
      app.inject({
        method: "POST",
        url: "/api/account/delete",
        payload: { password },
        headers: { cookie },
        remoteAddress: freshAddress(),
      });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await deleteWith("Falsch-123");
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ current_password: ["Password is incorrect"] });
    }
    // A login guess from anywhere counts against the same account.
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: owner.email, password: "Falsch-123" },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(401);
    const limited = await deleteWith(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().retry_after_seconds).toBeGreaterThanOrEqual(1);
    const [stillThere] = await database.db.select().from(users).where(eq(users.id, owner.id));
    expect(stillThere).toBeDefined();
  });

  it("exports only the person's own data and deletes the account with the password", async () => {
    const { user, cookie } = await seedStaffAccount(app, database.db);
    const other = await seedStaffAccount(app, database.db);
    await uploadOwnDocument(app, cookie);
    await uploadOwnDocument(app, other.cookie);
    await database.db.insert(courierKind.table).values(
      courierKind.row(
        {
          ...validCourierRequest,
          email: user.email.toUpperCase(),
          "g-recaptcha-response": "-",
        },
        newStoredRequest(),
      ),
    );
    await database.db.insert(consentRecords).values({
      subject: "staff_registration",
      subjectId: user.id,
      ipAddress: "10.0.0.1",
      termsVersion: "1",
      privacyVersion: "1",
    });
    // The login left a device row; the deletion below must take it along.
    expect(
      await database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id)),
    ).toHaveLength(1);
    const exported = await app.inject({ url: "/api/account/export", headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("application/zip");
    expect(exported.headers["content-disposition"]).toMatch(/attachment/);
    const { data, files: exportedFiles } = unpackExport(exported.rawPayload);
    expect(data.profile.account.email).toBe(user.email);
    expect(data.documents).toHaveLength(1);
    // The document itself, beside the JSON, named in its `files` list.
    expect([...exportedFiles.keys()]).toEqual([data.files[0].path]);
    expect(data.files[0]).toEqual(
      expect.objectContaining({ kind: "document", id: data.documents[0].id }),
    );
    expect(exportedFiles.get(data.files[0].path)?.subarray(0, 5).toString()).toBe("%PDF-");
    expect(data.consents).toHaveLength(1);
    expect(data.service_requests.courier).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(other.user.email);

    const files = (await uploads()).length;
    const wrong = await app.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: "falsch-falsch" },
      headers: { cookie },
    });
    expect(wrong.statusCode).toBe(400);
    const deleted = await app.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: PASSWORD },
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect(
      await database.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id)),
    ).toEqual([]);
    expect(
      await database.db.select().from(consentRecords).where(eq(consentRecords.subjectId, user.id)),
    ).toEqual([]);
    expect((await uploads()).length).toBe(files - 1);
    // Requests made without an account stay: they belong to the agency's business.
    expect(await database.db.select().from(courierRequests)).not.toEqual([]);
    expect((await app.inject({ url: "/api/account", headers: { cookie } })).statusCode).toBe(401);
    const otherStill = await app.inject({ url: "/api/account", headers: { cookie: other.cookie } });
    expect(otherStill.json().documents).toHaveLength(1);
  });

  it("exports the person's placements and the owner's invoices, which /konto lists too", async () => {
    const staff = await seedStaffAccount(app, database.db);
    const owner = await seedUser(database.db, { role: "pharmacy_owner" });
    const [placement] = await database.db
      .insert(placements)
      .values({
        ownerId: owner.id,
        staffId: staff.user.id,
        type: "Vertretungsangebot",
        role: "PTA",
        ownerCover: false,
        periods: [{ startDate: "2026-03-02", endDate: "2026-03-06" }],
        firstDay: "2026-03-02",
        lastDay: "2026-03-06",
        workingHours: "8-18 Uhr",
        pharmacyName: "Apotheke am Dom",
        street: "Domkloster 4",
        postalCode: "50667",
        city: "Köln",
        state: "DE-NW",
        ownerName: "Erika Mustermann",
        staffName: "Max Muster",
        staffProfession: "PTA",
        confirmedAt: new Date("2026-02-01T10:00:00Z"),
      })
      .returning();
    await database.db.insert(invoices).values({
      number: `RE-EXPORT-${owner.id}`,
      issueDate: "2026-03-10",
      dueDate: "2026-03-30",
      serviceStart: "2026-03-02",
      serviceEnd: "2026-03-06",
      buyerId: owner.id,
      buyer: { name: "Apotheke am Dom" } as never,
      seller: { name: "apostaff" } as never,
      lines: [],
      netCents: 10_000,
      vatCents: 1_900,
      grossCents: 11_900,
      placementId: placement!.id,
      issuedBy: "test",
      pdf: Buffer.from("%PDF-1.4"),
    });
    const dataOf = async (cookie: string) => (await exportOf(app, cookie)).data;

    const ownerData = await dataOf(await loginCookie(app, owner.email));
    expect(ownerData.placements).toEqual([
      expect.objectContaining({ id: placement!.id, pharmacyName: "Apotheke am Dom" }),
    ]);
    expect(ownerData.invoices).toEqual([
      expect.objectContaining({ number: `RE-EXPORT-${owner.id}` }),
    ]);
    const staffData = await dataOf(staff.cookie);
    expect(staffData.placements).toEqual([expect.objectContaining({ id: placement!.id })]);
    expect(staffData.invoices).toEqual([]);
  });

  it("exports the logins, removed branches, open links, mails and own prices, no token or secret", async () => {
    const owner = await seedUser(database.db, { role: "pharmacy_owner" });
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: owner.email, password: PASSWORD, remember: true },
      headers: { "user-agent": "Testbrowser/1.0" },
      remoteAddress: "10.20.30.40",
    });
    const cookie = sessionCookieFrom(login);
    await database.db.insert(pharmacyBranches).values(
      ["Apotheke am Ring", "Apotheke am Markt"].map((name, index) => ({
        ownerId: owner.id,
        name,
        street: "Ring",
        streetNumber: "1",
        postalCode: "50672",
        city: "Köln",
        state: "DE-NW",
        phone: "+49 221 1",
        wwsSoftware: ["CIDA"],
        removedAt: index === 1 ? new Date("2026-10-01T08:00:00Z") : null,
        createdAt: new Date(Date.UTC(2026, 8, 1 + index)),
      })),
    );
    const earlier = uniqueEmail("frueher");
    const requested = uniqueEmail("neu");
    await database.db.insert(auditLog).values({
      actorId: owner.id,
      actorEmail: owner.email,
      action: "account.email_change",
      targetType: "user",
      targetId: owner.id,
      details: { from: earlier, to: owner.email },
    });
    await database.db.insert(accountTokens).values({
      tokenHash: `export-${owner.id}`,
      userId: owner.id,
      purpose: "email_change",
      newEmail: requested,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await database.db.insert(outboxEmails).values(
      [owner.email, earlier, requested].map((recipient) => ({
        template: "export-test",
        recipient,
        subject: `Post an ${recipient}`,
        body: { heading: "Hallo", paragraphs: [] },
        status: "sent" as const,
        sentAt: new Date(),
      })),
    );
    // A courier request sent under the earlier address, with its consent.
    const [request] = await database.db
      .insert(courierKind.table)
      .values(
        courierKind.row(
          { ...validCourierRequest, email: earlier, "g-recaptcha-response": "-" },
          newStoredRequest(),
        ),
      )
      .returning({ id: courierKind.table.id });
    await database.db.insert(consentRecords).values({
      subject: "courier_request",
      subjectId: request!.id,
      ipAddress: "10.7.7.7",
      termsVersion: "1",
      privacyVersion: "1",
    });
    await database.db.insert(priceEntries).values({
      ownerId: owner.id,
      role: "PTA",
      kind: "Vertretungsangebot",
      unit: "per_day",
      netCents: 12_345,
      vatRate: 19,
    });

    const { data } = await exportOf(app, cookie);
    expect(data.known_devices).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        last_login_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    expect(data.sessions).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        expires_at: expect.any(String),
        persistent: true,
        ip_address: "10.20.30.40",
        user_agent: "Testbrowser/1.0",
      },
    ]);
    expect(
      data.branches.map((branch: { pharmacy_name: string; removed_at: string | null }) => [
        branch.pharmacy_name,
        branch.removed_at,
      ]),
    ).toEqual([
      ["Apotheke am Ring", null],
      ["Apotheke am Markt", "2026-10-01T08:00:00.000Z"],
    ]);
    expect(data.account_links).toEqual([
      expect.objectContaining({ purpose: "email_change", new_email: requested, used_at: null }),
    ]);
    expect(
      data.mails.map((mail: { recipient: string; subject: string; status: string }) => [
        mail.recipient,
        mail.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [owner.email, "sent"],
        [earlier, "sent"],
        [requested, "sent"],
      ]),
    );
    expect(data.prices).toEqual([
      expect.objectContaining({ role: "PTA", kind: "Vertretungsangebot", net_cents: 12_345 }),
    ]);
    expect(data.service_requests.courier).toEqual([expect.objectContaining({ id: request!.id })]);
    expect(data.consents).toEqual([
      expect.objectContaining({ subject: "courier_request", ip_address: "10.7.7.7" }),
    ]);
    const text = JSON.stringify(data);
    const deviceToken = login.cookies.find((entry) => entry.name === DEVICE_COOKIE)?.value;
    expect(deviceToken).toMatch(/^[\w-]{43}$/);
    expect(text).not.toContain(deviceToken);
    expect(text).not.toContain(`export-${owner.id}`);
    expect(text).not.toContain(owner.passwordHash);
    expect(text).not.toMatch(/token_?hash/i);
  });

  it("names the export file after the day in Köln, not in UTC", async () => {
    const { cookie } = await seedStaffAccount(app, database.db);
    // 00:30 on 26 November in Köln is still the 25th in UTC.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T23:30:00Z"));
    try {
      const exported = await app.inject({ url: "/api/account/export", headers: { cookie } });
      expect(exported.headers["content-disposition"]).toContain(
        'filename="apostaff-daten-2026-11-26.zip"',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
