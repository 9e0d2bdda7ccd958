import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIsoDate } from "../../domain/dates";
import { mailDueReminders } from "../billing/dunning-digest";
import { issueInvoice } from "../billing/issue-invoice";
import type { DatabaseHandle } from "../db/client";
import { invoiceReminders, invoices, outboxEmails } from "../db/schema";
import { loginCookie, seedUser } from "../testing/accounts";
import { camt053, invoiceInput, invoicePdfFindings, multipartBody } from "../testing/billing-tools";
import { seedOwner } from "../testing/job-board";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const DAY = 86_400_000;

describe.each(testDatabaseKinds)("payments and dunning on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: string;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database, {
      company: {
        ...(await import("../testing/test-app")).testConfig().company,
        dunningFeesCents: { reminder: 0, first_notice: 500, second_notice: 1000 },
      },
    });
    admin = await loginCookie(app, (await seedUser(database.db, { role: "admin" })).email);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: string, url: string, payload?: unknown) =>
    app.inject({
      method: method as "GET",
      url,
      headers: { cookie: admin },
      payload: payload as object,
    });
  const importStatement = (xml: string) => {
    const { body, contentType } = multipartBody(xml);
    return app.inject({
      method: "POST",
      url: "/api/admin/bank-statements",
      headers: { cookie: admin, "content-type": contentType },
      payload: body,
    });
  };
  const issue = async (ownerId: string, daysAgo: number) =>
    database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(ownerId), {
        publicUrl: "http://localhost:3000",
        now: new Date(Date.now() - daysAgo * DAY),
      }),
    );

  it("reminds only after the due date, one level after the other, each after confirmation", async () => {
    const owner = await seedOwner(database.db);
    const fresh = await issue(owner.id, 0);
    const early = (await call("GET", `/api/admin/invoices/${fresh.id}/dunning`)).json();
    expect(early).toMatchObject({ next: null, paid_cents: 0, gross_cents: 35700 });
    expect(early.note).toContain("noch nicht überfällig");

    const old = await issue(owner.id, 40);
    expect(old.dueDate < todayIsoDate()).toBe(true);
    const state = (await call("GET", `/api/admin/invoices/${old.id}/dunning`)).json();
    expect(state.next).toEqual({ level: "reminder", fee_cents: 0 });
    const work = (await call("GET", "/api/admin/work")).json();
    expect(work.remindersDue).toContainEqual(
      expect.objectContaining({ id: old.id, level: "reminder", openCents: 35700 }),
    );
    expect(work.remindersDue.map((due: { id: string }) => due.id)).not.toContain(fresh.id);

    // A level that is not the due one is refused: the operator confirms what is due.
    const skipped = await call("POST", `/api/admin/invoices/${old.id}/reminder`, {
      level: "first_notice",
    });
    expect(skipped.statusCode).toBe(409);
    expect(
      (await call("POST", `/api/admin/invoices/${old.id}/reminder`, { level: "reminder" }))
        .statusCode,
    ).toBe(200);
    const waiting = await call("POST", `/api/admin/invoices/${old.id}/reminder`, {
      level: "first_notice",
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toContain("läuft noch bis");

    // The reminder's payment date has passed: the 1. Mahnung with its fee.
    await database.db
      .update(invoiceReminders)
      .set({ payBy: "2026-01-02" })
      .where(eq(invoiceReminders.invoiceId, old.id));
    const second = (await call("GET", `/api/admin/invoices/${old.id}/dunning`)).json();
    expect(second.next).toEqual({ level: "first_notice", fee_cents: 500 });
    expect(
      (await call("POST", `/api/admin/invoices/${old.id}/reminder`, { level: "first_notice" }))
        .statusCode,
    ).toBe(200);
    const rows = await database.db
      .select()
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, old.id));
    expect(rows.map((row) => [row.level, row.feeCents, row.openCents])).toEqual([
      ["reminder", 0, 35700],
      ["first_notice", 500, 36200],
    ]);
    const mails = await database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.recipient, owner.email), eq(outboxEmails.template, "invoice-reminder")),
      );
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Zahlungserinnerung zu Rechnung ${old.number}`,
      `1. Mahnung zu Rechnung ${old.number}`,
    ]);
    expect(mails[1]?.attachments?.map((file) => file.filename)).toEqual([
      `1-Mahnung-${old.number}.pdf`,
      `${old.number}.pdf`,
    ]);
    // Each level's PDF: one page, the seller's facts and the amount asked for, no overlap.
    for (const row of rows) {
      expect(invoicePdfFindings(row.pdf, { grossCents: row.openCents })).toEqual({
        pages: 1,
        overlaps: [],
        missing: [],
      });
    }
  });

  it("records partial payments, paid when covered, and imports a CAMT.053 statement once", async () => {
    const owner = await seedOwner(database.db);
    const invoice = await issue(owner.id, 20);
    const other = await issue(owner.id, 20);
    const partial = await call("POST", `/api/admin/invoices/${invoice.id}/payment`, {
      paid_on: todayIsoDate(),
      amount_cents: 10000,
    });
    expect(partial.statusCode).toBe(200);
    let state = (await call("GET", `/api/admin/invoices/${invoice.id}/dunning`)).json();
    expect(state).toMatchObject({ paid_cents: 10000, payments: [{ amount_cents: 10000 }] });
    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.paidOn).toBeNull();

    const statement = camt053([
      { ref: `A-${invoice.number}`, cents: 25700, text: `Rechnung ${invoice.number} Rest` },
      // The bank split the number over a line break.
      {
        ref: `B-${other.number}`,
        cents: 35700,
        text: other.number.replace("-", " ").replace("-", "\n"),
      },
      { ref: `C-${invoice.number}`, cents: 5000, text: "Spende ohne Rechnungsnummer" },
    ]);
    const imported = await importStatement(statement);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      booked: [
        { number: invoice.number, amount_cents: 25700 },
        { number: other.number, amount_cents: 35700 },
      ],
      unmatched: [{ amount_cents: 5000 }],
      duplicates: 0,
    });
    state = (await call("GET", `/api/admin/invoices/${invoice.id}/dunning`)).json();
    expect(state).toMatchObject({ paid_cents: 35700, next: null });
    const paid = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid[0]?.paidOn).toBe(todayIsoDate());

    const again = (await importStatement(statement)).json();
    expect(again).toMatchObject({ booked: [], duplicates: 2 });
    expect(again.unmatched).toHaveLength(1);
    expect((await importStatement("<kein xml")).statusCode).toBe(422);
    expect(
      (await importStatement('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'))
        .statusCode,
    ).toBe(422);

    // A cancelled invoice takes no payment and no reminder.
    const cancelled = await issue(owner.id, 40);
    await call("POST", `/api/admin/invoices/${cancelled.id}/cancel`, { reason: "Doppelt" });
    expect(
      (
        await call("POST", `/api/admin/invoices/${cancelled.id}/payment`, {
          paid_on: todayIsoDate(),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call("POST", `/api/admin/invoices/${cancelled.id}/reminder`, { level: "reminder" }))
        .statusCode,
    ).toBe(409);
  });

  it("downloads the month's DATEV files for the operator only", async () => {
    const owner = await seedOwner(database.db);
    const invoice = await issue(owner.id, 0);
    const month = invoice.issueDate.slice(0, 7);
    const bookings = await call("GET", `/api/admin/datev/bookings?month=${month}`);
    expect(bookings.statusCode).toBe(200);
    expect(bookings.headers["content-type"]).toBe("text/csv; charset=windows-1252");
    expect(bookings.headers["content-disposition"]).toContain(`EXTF_Buchungsstapel_${month}.csv`);
    expect(bookings.rawPayload.subarray(0, 17).toString("latin1")).toBe('"EXTF";700;21;"Bu');
    expect(bookings.rawPayload.toString("latin1")).toContain(invoice.number);
    const debtors = await call("GET", `/api/admin/datev/debtors?month=${month}`);
    expect(debtors.rawPayload.subarray(0, 17).toString("latin1")).toBe('"EXTF";700;16;"De');
    expect((await call("GET", "/api/admin/datev/bookings?month=2026-13")).statusCode).toBe(422);
    const ownerCookie = await loginCookie(app, owner.email);
    const refused = await app.inject({
      method: "GET",
      url: `/api/admin/datev/bookings?month=${month}`,
      headers: { cookie: ownerCookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("mails the operators the due levels once a day, and nothing on a day without", async () => {
    const owner = await seedOwner(database.db);
    const old = await issue(owner.id, 40);
    const operator = await seedUser(database.db, { role: "admin" });
    const due = await mailDueReminders(database.db, "http://localhost:3000");
    expect(due).toBeGreaterThan(0);
    const [digest] = await database.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.recipient, operator.email),
          eq(outboxEmails.template, "dunning-digest"),
        ),
      );
    expect(JSON.stringify(digest?.body)).toContain(old.number);
    // Before any due date, nothing is due and nothing is mailed.
    expect(
      await mailDueReminders(
        database.db,
        "http://localhost:3000",
        new Date("2020-01-02T08:00:00Z"),
      ),
    ).toBe(0);
  });
});
