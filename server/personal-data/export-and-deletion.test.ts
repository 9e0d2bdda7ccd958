import { Readable } from "node:stream";
import { and, eq, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personAddresses } from "../accounts/person-addresses";
import { loadAccountView } from "../accounts/profile-view";
import { loadAccountDetail } from "../admin/account-detail";
import type { DatabaseHandle } from "../db/client";
import type * as schema from "../db/schema";
import {
  accountMailRequests,
  accountTokens,
  consentRecords,
  invoices,
  jobApplications,
  orderOffers,
  outboxEmails,
  pharmacyBranches,
  pharmacyOfferSettings,
  pharmacyProfiles,
  pharmacyStaffMarks,
  placementRatings,
  placements,
  priceEntries,
  pushSubscriptions,
  savedSearches,
  staffAvailability,
  staffAvailabilityDays,
  users,
  workReports,
} from "../db/schema";
import { renewCalendarFeed } from "../placements/calendar-feeds";
import { storeInvoiceCopy } from "../placements/own-placements";
import { workReportKey, workReportToken } from "../placements/work-report-token";
import { enqueuePush } from "../push/push-queue";
import { cleaningKind } from "../service-requests/cleaning";
import { courierKind } from "../service-requests/courier";
import { newStoredRequest } from "../service-requests/service-request-kind";
import { createFileStorage } from "../storage/database-file-storage";
import { freshAddress, loginCookie, PASSWORD, pdfBytes, seedUser } from "../testing/accounts";
import { exportOf, type UnpackedExport } from "../testing/data-export";
import { confirmationOf, daysFromNow, orderBody, seedStaff } from "../testing/job-board";
import { entryLabel, primaryKeyOf, propertyOf } from "../testing/schema-tables";
import { validCleaningRequest, validCourierRequest } from "../testing/service-request-fixtures";
import { buildTestApp, caller } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";
import { type DataSubject, type PersonalDataEntry, personalDataRegistry } from "./registry";

type Row = Record<string, unknown>;

describe.each(testDatabaseKinds)("a person's data, exported and deleted, on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
    call = caller(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /**
   * An owner and a staff member with a full history: two orders (one confirmed, arranged
   * and invoiced, one the staff member withdrew from), documents, an invoice copy, branch,
   * prices, alerts, service requests of each kind with consents, links, mails at an
   * earlier address, requests for links and failed logins.
   */
  async function fullHistory() {
    const db = database.db;
    const storage = createFileStorage(db);
    const tag = Math.random().toString(36).slice(2, 8);
    const operator = await seedUser(db, { role: "admin" });
    const admin = await loginCookie(app, operator.email);
    const ownerUser = await seedUser(db, {
      role: "pharmacy_owner",
      salutation: "Mrs",
      firstName: "Ottilie",
      lastName: `Quandtmeyer${tag}`,
    });
    const pharmacyName = `Silberreiher-Apotheke ${tag}`;
    await db.insert(pharmacyProfiles).values({
      userId: ownerUser.id,
      pharmacyName,
      street: "Domkloster",
      streetNumber: "4",
      postalCode: "50667",
      city: "Köln",
      wwsSoftware: ["ADG"],
    });
    const staffUser = await seedStaff(db, "Apotheker/in", {
      storage,
      name: { firstName: "Severin", lastName: `Wolkenstein${tag}` },
    });
    const owner = await loginCookie(app, ownerUser.email);
    const staff = await loginCookie(app, staffUser.email);

    const publishedOrder = async (start: number) => {
      const created = await call(
        owner,
        "POST",
        "/api/search-orders",
        orderBody({
          periods: [{ startDate: daysFromNow(start), endDate: daysFromNow(start + 2) }],
        }),
      );
      expect(created.statusCode).toBe(201);
      const orderId = created.json().order.id as string;
      await call(owner, "POST", `/api/search-orders/${orderId}/send`, { feeTermsAccepted: true });
      await call(admin, "POST", `/api/admin/search-orders/${orderId}/accept`);
      await call(admin, "POST", `/api/admin/search-orders/${orderId}/publish`);
      const applied = await call(staff, "POST", "/api/applications", {
        orderId,
        dataConsent: true,
      });
      expect(applied.statusCode).toBe(201);
      const proposed = await call(admin, "POST", `/api/admin/search-orders/${orderId}/propose`, {
        staffId: staffUser.id,
      });
      expect(proposed.statusCode).toBe(200);
      return { orderId };
    };
    const placed = await publishedOrder(10);
    const confirmed = await call(
      owner,
      "POST",
      `/api/search-orders/${placed.orderId}/confirm`,
      await confirmationOf(call, owner, placed.orderId),
    );
    expect(confirmed.statusCode).toBe(200);
    const placementId = (await call(owner, "GET", "/api/placements")).json().placements[0]
      .id as string;
    // Worked and over, so that neither side's account is held by it; the days reported,
    // confirmed by the owner's link, invoiced and "vermittelt" (docs/decisions/0057).
    const past = [{ startDate: daysFromNow(-20), endDate: daysFromNow(-18) }];
    await db
      .update(placements)
      .set({ firstDay: past[0]!.startDate, lastDay: past[0]!.endDate, periods: past })
      .where(eq(placements.id, placementId));
    const reporting = (await call(staff, "GET", "/api/placements"))
      .json()
      .placements.find((row: { id: string }) => row.id === placementId).workReports[0];
    const days = reporting.planned.map((day: Record<string, unknown>) => ({
      ...day,
      start: "08:00",
      end: "18:00",
    }));
    expect(
      (await call(staff, "POST", `/api/placements/${placementId}/worked-days`, { days }))
        .statusCode,
    ).toBe(200);
    const [report] = await db
      .select({ id: workReports.id })
      .from(workReports)
      .where(eq(workReports.placementId, placementId));
    const answered = await app.inject({
      method: "POST",
      url: "/api/worked-days/confirm",
      payload: { token: workReportToken(await workReportKey(db), report!.id) },
    });
    expect(answered.statusCode).toBe(200);
    expect(
      (await call(admin, "POST", `/api/admin/placements/${placementId}/invoice`)).statusCode,
    ).toBe(200);
    // A first payment of it (a bank statement's would keep the payer's name too).
    const [invoice] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.placementId, placementId));
    expect(
      (
        await call(admin, "POST", `/api/admin/invoices/${invoice!.id}/payment`, {
          paid_on: daysFromNow(0),
          amount_cents: 1000,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, "POST", `/api/admin/placements/${placementId}/arrange`)).statusCode,
    ).toBe(200);
    const copy = await storage.save(Readable.from(pdfBytes(3000)));
    await storeInvoiceCopy(db, placementId, {
      key: copy.key,
      byteSize: copy.byteSize,
      originalName: "rechnung.pdf",
      contentType: "application/pdf",
    });

    // Urgent cover: availability, an offer, favourites and ratings on both sides. The
    // owner's own marks and ratings are about a second person, who stays, so that the
    // staff member's deletion leaves the owner's rows for the owner's turn.
    await db.insert(staffAvailability).values({ userId: staffUser.id, weekdays: [1, 3] });
    await db
      .insert(staffAvailabilityDays)
      .values({ userId: staffUser.id, day: daysFromNow(3), available: true });
    await db.insert(orderOffers).values({
      orderId: placed.orderId,
      staffId: staffUser.id,
      dueAt: new Date(),
      status: "sent",
      sentAt: new Date(),
    });
    const colleague = await seedStaff(db, "PTA", {
      name: { firstName: "Clara", lastName: `Kollegin${tag}` },
    });
    await db.insert(pharmacyStaffMarks).values([
      { ownerId: ownerUser.id, staffId: staffUser.id, mark: "favourite" },
      { ownerId: ownerUser.id, staffId: colleague.id, mark: "blocked" },
    ]);
    await db.insert(pharmacyOfferSettings).values({ ownerId: ownerUser.id, autoPropose: true });
    const [record] = await db.select().from(placements).where(eq(placements.id, placementId));
    const [colleaguePlacement] = await db
      .insert(placements)
      .values({
        ...record!,
        id: undefined,
        staffId: colleague.id,
        staffName: "Clara Kollegin",
        invoiceCopyKey: null,
      })
      .returning({ id: placements.id });
    await db.insert(placementRatings).values([
      { placementId, side: "owner", raterId: ownerUser.id, stars: 5, comment: "Gern wieder" },
      { placementId, side: "staff", raterId: staffUser.id, stars: 4, comment: "Nettes Team" },
      { placementId: colleaguePlacement!.id, side: "owner", raterId: ownerUser.id, stars: 2 },
      { placementId: colleaguePlacement!.id, side: "staff", raterId: colleague.id, stars: 3 },
    ]);

    // The second order: proposed, then withdrawn by the staff member.
    const withdrawn = await publishedOrder(40);
    const [application] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.orderId, withdrawn.orderId),
          eq(jobApplications.staffId, staffUser.id),
        ),
      );
    expect((await call(staff, "DELETE", `/api/applications/${application?.id}`)).statusCode).toBe(
      200,
    );

    await db.insert(pharmacyBranches).values({
      ownerId: ownerUser.id,
      name: `Filiale ${tag}`,
      street: "Ring",
      streetNumber: "1",
      postalCode: "50672",
      city: "Köln",
      state: "DE-NW",
      phone: "+49 221 1",
      wwsSoftware: ["CIDA"],
    });
    await db.insert(priceEntries).values({
      ownerId: ownerUser.id,
      role: "PTA",
      kind: "Nachtdienst",
      unit: "per_day",
      netCents: 7_777,
      vatRate: 19,
    });
    await db.insert(savedSearches).values({
      userId: staffUser.id,
      type: "Vertretungsangebot",
      location: "Köln",
    });
    for (const person of [ownerUser, staffUser]) {
      const [device] = await db
        .insert(pushSubscriptions)
        .values({
          userId: person.id,
          endpoint: `https://fcm.googleapis.com/fcm/send/${person.id}`,
          p256dh:
            "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
          auth: "tBHItJI5svbpez7KI4CCXg",
        })
        .returning({ id: pushSubscriptions.id });
      await enqueuePush(db, {
        accountId: person.id,
        eventKey: `registry:${tag}`,
        payload: { title: "Neues Angebot", body: "Morgen in Köln", url: "/konto" },
      });
      expect(device).toBeDefined();
      await renewCalendarFeed(db, person.id);
    }
    const earlierAddress = `frueher-${tag}@example.com`;
    for (const person of [ownerUser, staffUser]) {
      await db.insert(consentRecords).values({
        subject: person.role === "pharmacy_owner" ? "owner_registration" : "staff_registration",
        subjectId: person.id,
        ipAddress: "10.1.2.3",
        termsVersion: "1",
        privacyVersion: "1",
      });
      await db.insert(accountTokens).values({
        tokenHash: `registry-${person.id}`,
        userId: person.id,
        purpose: "email_change",
        newEmail: person === staffUser ? earlierAddress : null,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const email = person === staffUser ? earlierAddress : person.email;
      for (const kind of [courierKind, cleaningKind] as const) {
        const fields = kind === courierKind ? validCourierRequest : validCleaningRequest;
        const [request] = await db
          .insert(kind.table)
          .values(
            kind.row(
              { ...fields, email, "g-recaptcha-response": "-" } as never,
              newStoredRequest(),
            ) as never,
          )
          .returning({ id: kind.table.id });
        await db.insert(consentRecords).values({
          subject: kind === courierKind ? "courier_request" : "cleaning_request",
          subjectId: request!.id,
          ipAddress: "10.9.9.9",
          termsVersion: "1",
          privacyVersion: "1",
        });
      }
      await db.insert(accountMailRequests).values({ purpose: "password_reset", email });
      const failed = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: person.email, password: "Falsch-123" },
        remoteAddress: freshAddress(),
      });
      expect(failed.statusCode).toBe(401);
    }
    // One mail sent and one still due at an address the staff member asked to move to.
    await db.insert(outboxEmails).values([
      {
        template: "registry-test",
        recipient: earlierAddress,
        subject: "Gesendet",
        body: { heading: "Hallo", paragraphs: [`Guten Tag, ${staffUser.lastName}`] },
        status: "sent",
        sentAt: new Date(),
      },
      {
        template: "registry-test",
        recipient: staffUser.email,
        subject: "Noch nicht gesendet",
        body: { heading: "Hallo", paragraphs: [`Guten Tag, ${staffUser.lastName}`] },
      },
    ]);
    return {
      operator,
      owner: { user: ownerUser, cookie: owner, words: [ownerUser.lastName, pharmacyName] },
      staff: { user: staffUser, cookie: staff, words: [staffUser.lastName] },
    };
  }

  async function subjectOf(user: schema.User): Promise<DataSubject> {
    return { id: user.id, addresses: await personAddresses(database.db, user.id, user.email) };
  }

  const rowsOf = (entry: PersonalDataEntry, subject: DataSubject) =>
    database.db.select().from(entry.table).where(entry.rowsOf(subject)) as Promise<Row[]>;

  const stillThere = async (entry: PersonalDataEntry, row: Row) => {
    const key = primaryKeyOf(entry.table);
    const found = await database.db
      .select()
      .from(entry.table)
      .where(and(...key.map((column) => eq(column, row[propertyOf(entry.table, column)]))) as SQL);
    return found[0] as Row | undefined;
  };

  /** The file's bytes as the storage holds them. */
  async function storedBytes(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await createFileStorage(database.db).read(key)) {
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }

  async function expectExported(entry: PersonalDataEntry, rows: Row[], exported: UnpackedExport) {
    if ("not" in entry.export) return;
    const key = propertyOf(entry.table, entry.export.key);
    for (const row of rows) {
      const value = String(row[key]);
      if ("files" in entry.export) {
        const bytes = await storedBytes(value);
        const inArchive = [...exported.files.values()].some((file) => file.equals(bytes));
        expect(inArchive, `${entryLabel(entry)}: file ${value} in the archive`).toBe(true);
      } else {
        expect(
          JSON.stringify(exported.data[entry.export.section] ?? null),
          `${entryLabel(entry)}: row ${value} in the export's "${entry.export.section}"`,
        ).toContain(value);
      }
    }
  }

  function expectOnConsole(entry: PersonalDataEntry, rows: Row[], detail: unknown) {
    if (!("detail" in entry.console)) return;
    const key = propertyOf(entry.table, entry.console.key);
    const shown = JSON.stringify((detail as Record<string, unknown>)[entry.console.detail]);
    for (const row of rows) {
      expect(shown, `${entryLabel(entry)}: row ${String(row[key])} on the account page`).toContain(
        String(row[key]),
      );
    }
  }

  async function expectDeleted(entry: PersonalDataEntry, rows: Row[], words: string[]) {
    for (const row of rows) {
      const left = await stillThere(entry, row);
      const what = `${entryLabel(entry)}: ${JSON.stringify(primaryKeyOf(entry.table).map((column) => row[propertyOf(entry.table, column)]))}`;
      if ("deleted" in entry.deletion) expect(left, `${what} deleted`).toBeUndefined();
      if ("kept" in entry.deletion) expect(left, `${what} kept`).toBeDefined();
      if ("anonymised" in entry.deletion && left) {
        const text = JSON.stringify(left).toLowerCase();
        for (const word of words)
          expect(text, `${what} without "${word}"`).not.toContain(word.toLowerCase());
      }
    }
  }

  it("exports every registered row, shows it on the console, and the deletion leaves only the kept ones", async () => {
    const story = await fullHistory();
    const checked: PersonalDataEntry[] = [];
    for (const person of [story.staff, story.owner]) {
      const subject = await subjectOf(person.user);
      const words = [...subject.addresses, ...person.words];
      const entries = personalDataRegistry.filter((entry) =>
        (entry.roles as readonly string[]).includes(person.user.role),
      );
      const rows = new Map<PersonalDataEntry, Row[]>();
      for (const entry of entries) rows.set(entry, await rowsOf(entry, subject));
      const empty = entries
        .filter((entry) => !entry.transient && rows.get(entry)!.length === 0)
        .map(entryLabel);
      expect(
        empty,
        `the story in export-and-deletion.test.ts gives the ${person.user.role} rows in each`,
      ).toEqual([]);

      const exported = await exportOf(app, person.cookie);
      // The operators acted on these records, but the export does not say who they are.
      const text = JSON.stringify(exported.data);
      expect(text).not.toContain(story.operator.email);
      expect(text).not.toContain(story.operator.id);
      const detail = await loadAccountDetail(database.db, person.user.id);
      for (const entry of entries) {
        await expectExported(entry, rows.get(entry)!, exported);
        expectOnConsole(entry, rows.get(entry)!, detail);
      }

      const deleted = await call(person.cookie, "POST", "/api/account/delete", {
        password: PASSWORD,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await loadAccountView(database.db, person.user.id)).toBeNull();
      for (const entry of entries) await expectDeleted(entry, rows.get(entry)!, words);
      checked.push(...entries);
    }
    // Every entry a person has was checked (the operator's own are not in the story).
    const unchecked = personalDataRegistry
      .filter(
        (entry) =>
          !checked.includes(entry) && !(entry.roles as readonly string[]).includes("admin"),
      )
      .map(entryLabel);
    expect(unchecked).toEqual([]);
    expect(await database.db.select().from(users).where(eq(users.id, story.owner.user.id))).toEqual(
      [],
    );
  });
});
