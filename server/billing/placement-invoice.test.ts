import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { feeForWorkedDays } from "../../domain/billing/fees";
import { formatEuro } from "../../domain/billing/money";
import { messagesDe } from "../../domain/messages/de";
import { messagesEn } from "../../domain/messages/en";
import { translateSearchOrderMessage } from "../../domain/messages/server-messages";
import { invoices, outboxEmails, placements, priceEntries, users } from "../db/schema";
import { loginCookie } from "../testing/accounts";
import { inspectPdf, invoicePdfFindings } from "../testing/billing-tools";
import { daysFromNow } from "../testing/job-board";
import { confirmedStory, confirmWorkedDays } from "../testing/placement-test-story";
import { renderedMail } from "../testing/rendered-mail";
import { schematronErrors } from "../testing/schematron";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/**
 * From the owner's confirmation to the agency's invoice: the fee is accepted explicitly,
 * fixed into the placement, and invoiced from the confirmed worked days.
 */
describe.each(testDatabaseKinds)("placement fee and invoice on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  const placementsOfOrder = (orderId: string) =>
    ctx.database.db.select().from(placements).where(eq(placements.orderId, orderId));
  const placementRow = async (id: string) =>
    (await ctx.database.db.select().from(placements).where(eq(placements.id, id)))[0];
  const mailTo = async (recipient: string, template: string) =>
    (
      await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.recipient, recipient), eq(outboxEmails.template, template)))
    )[0];
  afterEach(async () => {
    vi.useRealTimers();
    // A test that moved the clock aged the shared session: a fresh one.
    ctx.admin = await loginCookie(ctx.app, ctx.adminEmail);
  });

  it("refuses the confirmation without the explicit acceptance of the fee, changing nothing", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { confirm: false });
    for (const body of [
      undefined,
      {},
      { feeAccepted: false, feeGrossCents: null },
      // Without the fee the page showed, the server cannot tell that it is the fee billed.
      { feeAccepted: true },
    ]) {
      const refused = await ctx.call(
        story.owner,
        "POST",
        `/api/search-orders/${story.orderId}/confirm`,
        body,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    const stored = await placementsOfOrder(story.orderId);
    expect(stored).toEqual([]);
  });

  it("refuses with 409 when the price changed after the owner saw the fee, and bills only a fee shown", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, {
      confirm: false,
      start: 30,
      end: 31,
    });
    const confirm = (feeGrossCents: number | null) =>
      ctx.call(story.owner, "POST", `/api/search-orders/${story.orderId}/confirm`, {
        feeAccepted: true,
        feeGrossCents,
      });
    const feeAnswer = async () =>
      (await ctx.call(story.owner, "GET", `/api/search-orders/${story.orderId}/fee`)).json();
    const shownFee = async () => (await feeAnswer()).fee;
    const seen = await shownFee();
    // The fee shown at ordering is kept and stated in the receipt, which binds the owner.
    expect((await feeAnswer()).orderedFee).toEqual(seen);
    const ownerMail = async (template: string) => {
      const mail = await mailTo(story.ownerUser.email, template);
      return renderedMail(mail!).text;
    };
    expect(await ownerMail("search-order-received")).toContain(
      `${formatEuro(seen.grossCents)} brutto`,
    );
    // The operator agrees a higher price with the pharmacy while the owner looks at the old fee.
    await ctx.database.db.insert(priceEntries).values({
      ownerId: story.ownerUser.id,
      role: "Apotheker/in",
      kind: "Vertretungsangebot",
      unit: "per_day",
      netCents: seen.unitNetCents + 1000,
      vatRate: 19,
    });
    const refused = await confirm(seen.grossCents);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messagesEn["confirmFee.changed"]);
    expect(await placementsOfOrder(story.orderId)).toEqual([]);
    // "No price agreed" was not what the page showed either.
    expect((await confirm(null)).statusCode).toBe(409);
    // Shown the new fee, the owner confirms it, and that fee is fixed.
    // The answer names the fee at ordering beside the new one, so the page shows both.
    const { fee: current, orderedFee } = await feeAnswer();
    expect(current.grossCents).toBeGreaterThan(seen.grossCents);
    expect(orderedFee.grossCents).toBe(seen.grossCents);
    expect((await confirm(current.grossCents)).statusCode).toBe(200);
    const [placement] = await placementsOfOrder(story.orderId);
    expect(placement?.fee?.grossCents).toBe(current.grossCents);
    // The confirmation's mail states the fee accepted; the staff member's does not.
    expect(await ownerMail("placement-confirmed")).toContain(
      `Vermittlungsgebühr angenommen: ${current.quantity} Einsatztage`,
    );
    expect(await ownerMail("placement-confirmed")).toContain(
      `${formatEuro(current.grossCents)} brutto`,
    );
    const staffMail = await mailTo(story.staffUser.email, "placement-confirmed");
    expect(renderedMail(staffMail!).text).not.toContain("Vermittlungsgebühr");
  });

  it("fixes the quoted fee at confirmation; a later price change does not touch it", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 20, end: 22 });
    const placement = await placementRow(story.placementId);
    // Three calendar days at the default price per placement day.
    expect(placement?.fee).toMatchObject({ role: "Apotheker/in", quantity: 3, placementDays: 3 });
    const netBefore = placement!.fee!.netCents;
    await ctx.database.db
      .update(priceEntries)
      .set({ netCents: 1 })
      .where(eq(priceEntries.role, "Apotheker/in"));
    const after = await placementRow(story.placementId);
    expect(after?.fee?.netCents).toBe(netBefore);
    // Restore the default list for the other tests.
    await ctx.database.db
      .update(priceEntries)
      .set({ netCents: placement!.fee!.unitNetCents })
      .where(eq(priceEntries.role, "Apotheker/in"));
  });

  it("issues the invoice for the fixed fee from the confirmed days, not at vermittelt", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 5, end: 6 });
    const placement = await placementRow(story.placementId);
    const { admin } = await confirmWorkedDays(ctx.app, ctx.database, story, ctx.adminEmail);
    // "Vermittelt" is the operator's manual step and issues nothing (docs/decisions/0057).
    const arranged = await ctx.call(
      admin,
      "POST",
      `/api/admin/placements/${story.placementId}/arrange`,
    );
    expect(arranged.statusCode).toBe(200);
    expect(
      await ctx.database.db.$count(invoices, eq(invoices.placementId, story.placementId)),
    ).toBe(0);
    const invoiced = await ctx.call(
      admin,
      "POST",
      `/api/admin/placements/${story.placementId}/invoice`,
    );
    expect(invoiced.statusCode).toBe(200);

    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.placementId, story.placementId));
    expect(invoice).toMatchObject({
      kind: "invoice",
      buyerId: story.ownerUser.id,
      orderId: story.orderId,
      netCents: placement!.fee!.netCents,
      grossCents: placement!.fee!.grossCents,
      serviceStart: story.startDate,
      serviceEnd: story.endDate,
    });
    expect(invoice?.number).toMatch(/^RE-\d{4}-\d{5}$/);
    // The document (issue 28, item 6): one page, the seller's facts and the total on
    // it, no overlap; its XML passes the official EN 16931 rules.
    expect(invoicePdfFindings(invoice!.pdf, invoice!)).toEqual({
      pages: 1,
      overlaps: [],
      missing: [],
    });
    const xml = inspectPdf(invoice!.pdf).attachments["factur-x.xml"]!;
    expect(await schematronErrors(xml, { xrechnung: false })).toEqual([]);

    const mail = await mailTo(story.ownerUser.email, "invoice-issued");
    expect(mail?.attachments?.[0]?.filename).toBe(`${invoice!.number}.pdf`);
    const ownerNow = await loginCookie(ctx.app, story.ownerUser.email);
    const listed = (await ctx.call(ownerNow, "GET", "/api/account/invoices")).json().invoices;
    expect(listed).toEqual([expect.objectContaining({ number: invoice!.number })]);

    // Invoiced once: a second invoice and a second "vermittelt" are refused.
    expect(
      (await ctx.call(admin, "POST", `/api/admin/placements/${story.placementId}/invoice`))
        .statusCode,
    ).toBe(409);
    expect(
      (await ctx.call(admin, "POST", `/api/admin/placements/${story.placementId}/arrange`))
        .statusCode,
    ).toBe(409);
    expect(
      await ctx.database.db.$count(invoices, eq(invoices.placementId, story.placementId)),
    ).toBe(1);
  });

  it("invoices an order with a placement from the console only for its confirmed worked days", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 7, end: 9 });
    const placement = await placementRow(story.placementId);
    const listed = async (cookie: string) =>
      (await ctx.call(cookie, "GET", "/api/admin/billable-orders"))
        .json()
        .orders.find((order: { id: string }) => order.id === story.orderId);
    // Before the days are confirmed the list says so, and "Rechnung stellen" is refused
    // with a reason the console shows in German.
    expect((await listed(ctx.admin)).worked_days).toEqual({ confirmed: false, worked: null });
    const early = await ctx.call(ctx.admin, "POST", "/api/admin/invoices", {
      order_id: story.orderId,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messagesEn["invoice.daysNotConfirmed"]);
    expect(translateSearchOrderMessage(early.json().message)).toBe(
      messagesDe["invoice.daysNotConfirmed"],
    );
    expect(await ctx.database.db.$count(invoices, eq(invoices.orderId, story.orderId))).toBe(0);

    // Two of three planned days worked: the console invoices two, at the accepted price.
    const { admin } = await confirmWorkedDays(ctx.app, ctx.database, story, ctx.adminEmail, {
      notWorked: [daysFromNow(8)],
    });
    const fee = feeForWorkedDays(placement!.fee!, 2)!;
    expect(await listed(admin)).toMatchObject({
      worked_days: { confirmed: true, worked: 2 },
      fee: { quantity: 2, grossCents: fee.grossCents },
    });
    const issued = await ctx.call(admin, "POST", "/api/admin/invoices", {
      order_id: story.orderId,
    });
    expect(issued.statusCode).toBe(201);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, story.orderId));
    expect(invoice).toMatchObject({
      placementId: story.placementId,
      netCents: fee.netCents,
      grossCents: fee.grossCents,
      serviceStart: story.startDate,
      serviceEnd: story.endDate,
    });
    expect(invoice!.lines[0]).toMatchObject({ quantity: 2, unitNetCents: fee.unitNetCents });
    expect(invoicePdfFindings(invoice!.pdf, invoice!)).toEqual({
      pages: 1,
      overlaps: [],
      missing: [],
    });
    const xml = inspectPdf(invoice!.pdf).attachments["factur-x.xml"]!;
    expect(await schematronErrors(xml, { xrechnung: false })).toEqual([]);

    // Invoiced once: the to-do's invoice and a second console invoice are refused.
    const work = (await ctx.call(admin, "GET", "/api/admin/work")).json();
    expect(
      work.placementsToInvoice.map((row: { placementId: string }) => row.placementId),
    ).not.toContain(story.placementId);
    const again = await ctx.call(
      admin,
      "POST",
      `/api/admin/placements/${story.placementId}/invoice`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messagesEn["invoice.alreadyInvoiced"]);
    expect(
      (await ctx.call(admin, "POST", "/api/admin/invoices", { order_id: story.orderId }))
        .statusCode,
    ).toBe(409);
    expect(await ctx.database.db.$count(invoices, eq(invoices.orderId, story.orderId))).toBe(1);
  });

  it("invoices the accepted fee from the console too, after the price list changed", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 9, end: 10 });
    const placement = await placementRow(story.placementId);
    const unit = placement!.fee!.unitNetCents;
    await ctx.database.db
      .update(priceEntries)
      .set({ netCents: unit + 100 })
      .where(eq(priceEntries.role, "Apotheker/in"));
    try {
      const { admin } = await confirmWorkedDays(ctx.app, ctx.database, story, ctx.adminEmail);
      const billable = (await ctx.call(admin, "GET", "/api/admin/billable-orders")).json().orders;
      const listed = billable.find((order: { id: string }) => order.id === story.orderId);
      expect(listed?.fee?.netCents).toBe(placement!.fee!.netCents);
      const issued = await ctx.call(admin, "POST", "/api/admin/invoices", {
        order_id: story.orderId,
      });
      expect(issued.statusCode).toBe(201);
      const [invoice] = await ctx.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, story.orderId));
      expect(invoice).toMatchObject({
        placementId: story.placementId,
        netCents: placement!.fee!.netCents,
        grossCents: placement!.fee!.grossCents,
      });
    } finally {
      await ctx.database.db
        .update(priceEntries)
        .set({ netCents: unit })
        .where(eq(priceEntries.role, "Apotheker/in"));
    }
  });

  it("invoices the pharmacy from the placement record when the owner's account is gone", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 3, end: 3 });
    const { admin } = await confirmWorkedDays(ctx.app, ctx.database, story, ctx.adminEmail);
    await ctx.database.db.delete(users).where(eq(users.id, story.ownerUser.id));
    const invoiced = await ctx.call(
      admin,
      "POST",
      `/api/admin/placements/${story.placementId}/invoice`,
    );
    expect(invoiced.statusCode).toBe(200);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.placementId, story.placementId));
    expect(invoice?.buyerId).toBeNull();
    expect(invoice?.buyer.postalCode).toMatch(/^\d{5}$/);
    expect(invoice?.buyer.name.length).toBeGreaterThan(0);
    expect(invoicePdfFindings(invoice!.pdf, invoice!)).toMatchObject({ pages: 1, overlaps: [] });
  });
});
