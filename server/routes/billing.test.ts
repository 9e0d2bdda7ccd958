import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIsoDate } from "../../domain/dates";
import { issueInvoice } from "../billing/issue-invoice";
import {
  auditLog,
  outboxEmails,
  pharmacyProfiles,
  searchOrderPeriods,
  searchOrders,
} from "../db/schema";
import { loginCookie, seedUser } from "../testing/accounts";
import { inspectPdf, invoiceInput, invoicePdfFindings } from "../testing/billing-tools";
import { daysFromNow, orderBody, seedOwner } from "../testing/job-board";
import { schematronErrors } from "../testing/schematron";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("billing routes on $name", (kind) => {
  const ctx = useOperatorApp(kind);

  async function ownerWithOrder(body: Record<string, unknown> = {}) {
    const user = await seedOwner(ctx.database.db);
    const cookie = await loginCookie(ctx.app, user.email);
    const created = await ctx.call(cookie, "POST", "/api/search-orders", orderBody(body));
    expect(created.statusCode).toBe(201);
    return { user, cookie, orderId: created.json().order.id as string };
  }

  it("shows an owner the fee of an own order and of one being written, never to others", async () => {
    const { cookie, orderId } = await ownerWithOrder({
      periods: [
        { startDate: daysFromNow(10), endDate: daysFromNow(12) },
        { startDate: daysFromNow(20), endDate: daysFromNow(21) },
      ],
    });
    const fee = await ctx.call(cookie, "GET", `/api/search-orders/${orderId}/fee`);
    expect(fee.statusCode).toBe(200);
    // Default list: Apotheker/in, Vertretungsangebot, 60 € per day; five days.
    expect(fee.json().fee).toMatchObject({
      placementDays: 5,
      netCents: 30000,
      vatCents: 5700,
      grossCents: 35700,
    });

    const quote = await ctx.call(cookie, "POST", "/api/search-orders/fee-quote", {
      type: "Vertretungsangebot",
      role: "Apotheker/in",
      ownerCover: true,
      periods: [{ startDate: "2026-07-01", endDate: "2026-07-01" }],
    });
    expect(quote.json().fee).toMatchObject({
      kind: "Inhabervertretung",
      netCents: 8000,
      grossCents: 9520,
    });

    const other = await loginCookie(ctx.app, (await seedOwner(ctx.database.db)).email);
    expect((await ctx.call(other, "GET", `/api/search-orders/${orderId}/fee`)).statusCode).toBe(
      404,
    );
    expect((await ctx.call("", "GET", `/api/search-orders/${orderId}/fee`)).statusCode).toBe(401);
    expect((await ctx.call("", "GET", "/api/account/prices")).statusCode).toBe(401);
  });

  it("lets the operator agree own prices with a pharmacy, audited with old and new", async () => {
    const { user, cookie, orderId } = await ownerWithOrder();
    const saved = await ctx.call(ctx.admin, "PUT", "/api/admin/price-lists", {
      owner_id: user.id,
      prices: [
        {
          role: "Apotheker/in",
          kind: "Vertretungsangebot",
          unit: "per_placement",
          netCents: 99000,
          vatRate: 19,
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().changed).toBe(1);
    const prices = (await ctx.call(cookie, "GET", "/api/account/prices")).json().prices;
    expect(prices).toContainEqual(
      expect.objectContaining({
        kind: "Vertretungsangebot",
        role: "Apotheker/in",
        unit: "per_placement",
        netCents: 99000,
      }),
    );
    // Other roles still follow the default list.
    expect(prices).toContainEqual(
      expect.objectContaining({ role: "PTA", kind: "Nachtdienst", netCents: 5000 }),
    );
    expect(
      (await ctx.call(cookie, "GET", `/api/search-orders/${orderId}/fee`)).json().fee,
    ).toMatchObject({
      quantity: 1,
      netCents: 99000,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "price.change"), eq(auditLog.targetId, user.id)));
    expect(entry?.details).toMatchObject({
      role: "Apotheker/in",
      kind: "Vertretungsangebot",
      old: null,
      new: { unit: "per_placement", net_cents: 99000, vat_rate: 19 },
    });
    const invalid = await ctx.call(ctx.admin, "PUT", "/api/admin/price-lists", {
      owner_id: null,
      prices: [{ role: "PTA", kind: "Feststelle", unit: "per_day", netCents: -5, vatRate: 19 }],
    });
    expect(invalid.statusCode).toBe(422);
    expect(
      (await ctx.call(cookie, "PUT", "/api/admin/price-lists", { owner_id: null, prices: [] }))
        .statusCode,
    ).toBe(403);
  });

  it("issues, lists, downloads, records payment, reminds, cancels and exports invoices", async () => {
    const { user, cookie, orderId } = await ownerWithOrder();
    expect(
      (await ctx.call(ctx.admin, "POST", "/api/admin/invoices", { order_id: orderId })).statusCode,
    ).toBe(409);
    await ctx.database.db
      .update(searchOrders)
      .set({ status: "confirmed", confirmedAt: new Date() })
      .where(eq(searchOrders.id, orderId));
    const billable = (await ctx.call(ctx.admin, "GET", "/api/admin/billable-orders")).json().orders;
    expect(billable.map((order: { id: string }) => order.id)).toContain(orderId);

    const issued = await ctx.call(ctx.admin, "POST", "/api/admin/invoices", { order_id: orderId });
    expect(issued.statusCode).toBe(201);
    const { id, number } = issued.json();
    expect(number).toMatch(/^RE-\d{4}-\d{5}$/);
    expect(
      (await ctx.call(ctx.admin, "POST", "/api/admin/invoices", { order_id: orderId })).statusCode,
    ).toBe(409);

    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.recipient, user.email), eq(outboxEmails.template, "invoice-issued")),
      );
    expect(mail?.attachments?.[0]?.filename).toBe(`${number}.pdf`);

    const own = (await ctx.call(cookie, "GET", "/api/account/invoices")).json().invoices;
    expect(own).toEqual([
      expect.objectContaining({ id, number, status: "open", gross_cents: 78540 }),
    ]);
    const pdf = await ctx.call(cookie, "GET", `/api/account/invoices/${id}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(Object.keys(inspectPdf(pdf.rawPayload).attachments)).toEqual(["factur-x.xml"]);
    expect(invoicePdfFindings(pdf.rawPayload, { grossCents: 78540 })).toEqual({
      pages: 1,
      overlaps: [],
      missing: [],
    });
    const xml = await ctx.call(cookie, "GET", `/api/account/invoices/${id}/xrechnung`);
    expect(xml.body).toContain(number);
    expect(await schematronErrors(xml.body, { xrechnung: true })).toEqual([]);
    const stranger = await loginCookie(ctx.app, (await seedOwner(ctx.database.db)).email);
    expect((await ctx.call(stranger, "GET", `/api/account/invoices/${id}/pdf`)).statusCode).toBe(
      404,
    );

    // Not overdue before its due date: no reminder, whatever the level.
    const early = await ctx.call(ctx.admin, "POST", `/api/admin/invoices/${id}/reminder`, {
      level: "reminder",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("noch nicht überfällig");
    expect(
      (
        await ctx.call(ctx.admin, "POST", `/api/admin/invoices/${id}/payment`, {
          paid_on: "2099-01-01",
        })
      ).statusCode,
    ).toBe(422);
    const today = todayIsoDate();
    expect(
      (await ctx.call(ctx.admin, "POST", `/api/admin/invoices/${id}/payment`, { paid_on: today }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.call(ctx.admin, "POST", `/api/admin/invoices/${id}/reminder`, {
          level: "reminder",
        })
      ).statusCode,
    ).toBe(409);
    const paid = (await ctx.call(ctx.admin, "GET", "/api/admin/invoices?status=paid")).json();
    expect(paid.items.map((item: { id: string }) => item.id)).toContain(id);

    const storno = await ctx.call(ctx.admin, "POST", `/api/admin/invoices/${id}/cancel`, {
      reason: "Einsatz abgesagt",
    });
    expect(storno.statusCode).toBe(201);
    const listed = (await ctx.call(cookie, "GET", "/api/account/invoices")).json().invoices;
    expect(listed.map((invoice: { status: string }) => invoice.status).sort()).toEqual([
      "cancellation",
      "cancelled",
    ]);
    // After the cancellation the order can be invoiced again.
    expect(
      (await ctx.call(ctx.admin, "POST", "/api/admin/invoices", { order_id: orderId })).statusCode,
    ).toBe(201);

    const csv = await ctx.call(
      ctx.admin,
      "GET",
      `/api/admin/invoices/csv?q=${encodeURIComponent(number)}`,
    );
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.startsWith("\uFEFFRechnungsnummer;Art;Rechnungsdatum")).toBe(true);
    const line = csv.body.split("\r\n").find((row) => row.startsWith(number));
    expect(line).toContain(";660,00;125,40;785,40;Storniert;");
    expect(line).toMatch(/;\d{2}\.\d{2}\.\d{4};/);
  });

  it("lists an unpaid invoice as overdue once 14 working days have passed", async () => {
    const owner = await seedOwner(ctx.database.db);
    const old = await ctx.database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(owner.id), {
        publicUrl: "http://localhost:3000",
        now: new Date(Date.now() - 30 * 86_400_000),
      }),
    );
    const fresh = await ctx.database.db.transaction((tx) =>
      issueInvoice(tx, invoiceInput(owner.id), { publicUrl: "http://localhost:3000" }),
    );
    const overdue = (
      await ctx.call(ctx.admin, "GET", "/api/admin/invoices?status=overdue&per_page=100")
    ).json();
    const ids = overdue.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(fresh.id);
    const open = (
      await ctx.call(ctx.admin, "GET", "/api/admin/invoices?status=open&per_page=100")
    ).json();
    expect(open.items.map((item: { id: string }) => item.id)).toContain(fresh.id);
    expect(
      (
        await ctx.call(ctx.admin, "POST", `/api/admin/invoices/${old.id}/reminder`, {
          level: "reminder",
        })
      ).statusCode,
    ).toBe(200);
    const reminders = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.recipient, owner.email), eq(outboxEmails.template, "invoice-reminder")),
      );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.attachments?.map((file) => file.filename)).toEqual([
      `Zahlungserinnerung-${old.number}.pdf`,
      `${old.number}.pdf`,
    ]);
  });

  it("keeps formula-like names harmless in the CSV", async () => {
    const owner = await seedUser(ctx.database.db, { role: "pharmacy_owner" });
    await ctx.database.db.insert(pharmacyProfiles).values({
      userId: owner.id,
      pharmacyName: '=HYPERLINK("http://evil")',
      street: "Weg",
      streetNumber: "1",
      postalCode: "50667",
      city: "Köln",
      wwsSoftware: [],
    });
    const [order] = await ctx.database.db
      .insert(searchOrders)
      .values({ ...orderColumnsForTest(), ownerId: owner.id, status: "confirmed" })
      .returning();
    await ctx.database.db
      .insert(searchOrderPeriods)
      .values({ orderId: order!.id, startDate: "2026-07-01", endDate: "2026-07-01" });
    const issued = await ctx.call(ctx.admin, "POST", "/api/admin/invoices", {
      order_id: order!.id,
    });
    expect(issued.statusCode).toBe(201);
    const csv = await ctx.call(
      ctx.admin,
      "GET",
      `/api/admin/invoices/csv?q=${issued.json().number}`,
    );
    expect(csv.body).toContain(`;"'=HYPERLINK(""http://evil"")";`);
  });
});

function orderColumnsForTest() {
  return {
    type: "Vertretungsangebot" as const,
    role: "Apotheker/in" as const,
    workingHours: "8–18",
    street: "Weg 1",
    postalCode: "50667",
    city: "Köln",
    state: "DE-NW" as const,
    wwsSoftware: ["ADG"],
  };
}
