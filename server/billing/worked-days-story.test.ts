import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesDe } from "../../domain/messages/de";
import { messagesEn } from "../../domain/messages/en";
import { invoices, outboxEmails, placements, workReports } from "../db/schema";
import { processWorkReports } from "../placements/worked-days";
import { loginCookie } from "../testing/accounts";
import { camt053, inspectPdf, invoicePdfFindings, multipartBody } from "../testing/billing-tools";
import { confirmedStory } from "../testing/placement-test-story";
import { renderedMail } from "../testing/rendered-mail";
import { schematronErrors } from "../testing/schematron";
import { testConfig, useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

/**
 * Issue 28's story with a moved clock (docs/decisions/0057-worked-days-and-corrections.md):
 * a placement of three days, one not worked; the staff member reports two; the owner
 * does not answer and they count as confirmed on day 7; the invoice for two days is
 * issued and mailed; the operator corrects the price (cancellation plus new invoice);
 * no reminder before the due date, after it a reminder and a 1. Mahnung; a CAMT.053
 * statement pays it; the DATEV files list the invoices, the cancellation and the payment.
 */

/** Puts the clock at `isoDate` and `time` in Köln (winter time, UTC+1). */
function clockAt(isoDate: string, time = "10:00") {
  vi.setSystemTime(new Date(`${isoDate}T${time}:00+01:00`));
}

async function checkDocument(pdf: Uint8Array, grossCents: number) {
  expect(invoicePdfFindings(pdf, { grossCents })).toEqual({ pages: 1, overlaps: [], missing: [] });
  const xml = inspectPdf(pdf).attachments["factur-x.xml"]!;
  expect(await schematronErrors(xml, { xrechnung: false })).toEqual([]);
  return xml;
}

describe.each(testDatabaseKinds)("worked days to the books on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("bills the confirmed days, corrects, reminds after the due date, books the payment", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    clockAt("2027-02-22");
    const operator = await loginCookie(ctx.app, ctx.adminEmail);
    const story = await confirmedStory(ctx.app, ctx.database, operator, { start: 2, end: 4 });
    expect([story.startDate, story.endDate]).toEqual(["2027-02-24", "2027-02-26"]);
    const [placement] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));
    const unitNet = placement!.fee!.unitNetCents;
    expect(placement!.fee).toMatchObject({ unit: "per_day", quantity: 3 });

    // "Vermittelt" before anyone worked: refused, in German on the site.
    const early = await ctx.call(
      operator,
      "POST",
      `/api/admin/placements/${story.placementId}/arrange`,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messagesEn["placement.notWorkedYet"]);
    expect(messagesDe["placement.notWorkedYet"]).toContain("erst als vermittelt");

    // The staff member's form, prefilled from the plan: too early before the last day.
    let staff = story.staff;
    const mine = (await ctx.call(staff, "GET", "/api/placements")).json().placements[0];
    expect(mine.workReports).toHaveLength(1);
    const period = mine.workReports[0];
    expect(period.due).toBe(false);
    expect(period.planned.map((day: { date: string }) => day.date)).toEqual([
      "2027-02-24",
      "2027-02-25",
      "2027-02-26",
    ]);
    const days = period.planned.map((day: { date: string }, index: number) => ({
      ...day,
      start: "08:00",
      end: "17:30",
      breakMinutes: 30,
      worked: index !== 1,
    }));
    const url = `/api/placements/${story.placementId}/worked-days`;
    expect((await ctx.call(staff, "POST", url, { days })).statusCode).toBe(409);

    clockAt("2027-02-26", "18:00");
    staff = await loginCookie(ctx.app, story.staffUser.email);
    const owner = await loginCookie(ctx.app, story.ownerUser.email);
    expect((await ctx.call(owner, "POST", url, { days })).statusCode).toBe(403);
    expect((await ctx.call(staff, "POST", url, { days: days.slice(0, 2) })).statusCode).toBe(422);
    expect((await ctx.call(staff, "POST", url, { days })).statusCode).toBe(200);
    expect((await ctx.call(staff, "POST", url, { days })).statusCode).toBe(409);

    // The owner's mail: the days, the fee for two days, the link; no login needed.
    const ownerMails = () =>
      ctx.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, story.ownerUser.email));
    const toConfirm = (await ownerMails()).find(
      (mail) => mail.template === "worked-days-to-confirm",
    );
    const text = renderedMail(toConfirm!).text;
    expect(text).toContain("25.02.2027: nicht gearbeitet");
    expect(text).toContain("24.02.2027: 08:00–17:30, 30 Min. Pause (9:00 Std.)");
    expect(text).toContain("2 Arbeitstage");
    expect(text).toContain("05.03.2027");
    const link = /\/arbeitstage-bestaetigen\?token=([^\s"]+)/.exec(text)?.[1];
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link!);
    const shown = (
      await ctx.app.inject({ url: `/api/worked-days?token=${encodeURIComponent(token)}` })
    ).json();
    expect(shown).toMatchObject({ status: "submitted", deemedOn: "2027-03-05" });
    expect(shown.fee.grossCents).toBe(Math.round(unitNet * 2 * 1.19));
    const forged = await ctx.app.inject({ url: `/api/worked-days?token=${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(404);

    // Day 4: nothing yet. Day 5: the reminder. Day 7: confirmed by silence.
    clockAt("2027-03-02", "07:30");
    expect(await processWorkReports(ctx.database.db, testConfig(), new Date())).toBe(0);
    clockAt("2027-03-03", "07:30");
    expect(await processWorkReports(ctx.database.db, testConfig(), new Date())).toBe(1);
    expect(await processWorkReports(ctx.database.db, testConfig(), new Date())).toBe(0);
    expect((await ownerMails()).map((mail) => mail.template)).toContain("worked-days-reminder");
    clockAt("2027-03-05", "07:30");
    expect(await processWorkReports(ctx.database.db, testConfig(), new Date())).toBe(1);
    const [report] = await ctx.database.db
      .select()
      .from(workReports)
      .where(eq(workReports.placementId, story.placementId));
    expect(report).toMatchObject({ status: "confirmed", confirmedBy: "deadline" });
    expect(report?.planned.every((day) => day.worked)).toBe(true);
    expect(report?.confirmedDays?.filter((day) => day.worked)).toHaveLength(2);
    // Answered: the link confirms nothing more.
    const late = await ctx.app.inject({
      method: "POST",
      url: "/api/worked-days/confirm",
      payload: { token },
    });
    expect(late.statusCode).toBe(409);

    // Review (the default setting): the operator issues the invoice for two days.
    clockAt("2027-03-05", "10:00");
    const admin = await loginCookie(ctx.app, ctx.adminEmail);
    const work = (await ctx.call(admin, "GET", "/api/admin/work")).json();
    expect(work.placementsToInvoice).toContainEqual(
      expect.objectContaining({ placementId: story.placementId, workedDays: 2 }),
    );
    expect(
      (await ctx.call(admin, "POST", `/api/admin/placements/${story.placementId}/invoice`))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.call(admin, "POST", `/api/admin/placements/${story.placementId}/invoice`))
        .statusCode,
    ).toBe(409);
    expect(
      (await ctx.call(admin, "POST", `/api/admin/placements/${story.placementId}/arrange`))
        .statusCode,
    ).toBe(200);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.placementId, story.placementId));
    expect(invoice).toMatchObject({
      issueDate: "2027-03-05",
      serviceStart: "2027-02-24",
      serviceEnd: "2027-02-26",
      netCents: unitNet * 2,
    });
    expect(invoice?.lines[0]).toMatchObject({ quantity: 2, unitNetCents: unitNet });
    expect(invoice?.lines[0]?.description).toContain("2 Einsatztage");
    await checkDocument(invoice!.pdf, invoice!.grossCents);
    expect(
      (await ownerMails())
        .filter((mail) => mail.template === "invoice-issued")
        .map((m) => m.subject),
    ).toEqual([`Ihre Rechnung ${invoice!.number} von apostaff`]);

    // The operator corrects the price: a cancellation and a new invoice, naming each other.
    const corrected = await ctx.call(admin, "POST", `/api/admin/invoices/${invoice!.id}/correct`, {
      reason: "Vereinbarter Sonderpreis",
      unit_net_cents: unitNet - 1000,
    });
    expect(corrected.statusCode).toBe(201);
    const { cancellation, corrected: replacement } = corrected.json();
    const rows = await ctx.database.db
      .select()
      .from(invoices)
      .where(inArray(invoices.id, [cancellation.id, replacement.id]));
    const storno = rows.find((row) => row.id === cancellation.id)!;
    const fresh = rows.find((row) => row.id === replacement.id)!;
    expect(storno).toMatchObject({ kind: "cancellation", cancelsInvoiceId: invoice!.id });
    expect(storno.note).toContain(fresh.number);
    expect(fresh).toMatchObject({
      kind: "invoice",
      followsCancellationId: storno.id,
      netCents: (unitNet - 1000) * 2,
      dueDate: "2027-03-25",
    });
    expect(fresh.note).toContain(invoice!.number);
    expect(fresh.note).toContain(storno.number);
    const stornoXml = await checkDocument(storno.pdf, storno.grossCents);
    expect(stornoXml).toContain(`<ram:IssuerAssignedID>${invoice!.number}</ram:IssuerAssignedID>`);
    expect(stornoXml).toContain(fresh.number);
    const freshXml = await checkDocument(fresh.pdf, fresh.grossCents);
    expect(freshXml).toContain(`<ram:IssuerAssignedID>${storno.number}</ram:IssuerAssignedID>`);
    const xrechnung = await ctx.call(admin, "GET", `/api/admin/invoices/${fresh.id}/xrechnung`);
    expect(xrechnung.statusCode).toBe(200);
    expect(await schematronErrors(xrechnung.body, { xrechnung: true })).toEqual([]);
    expect(xrechnung.body).toContain(storno.number);
    const invoiceMails = (await ownerMails()).filter((mail) => mail.template === "invoice-issued");
    expect(invoiceMails.map((mail) => mail.subject).sort()).toEqual(
      [
        `Ihre Rechnung ${invoice!.number} von apostaff`,
        `Stornorechnung ${storno.number} zu Rechnung ${invoice!.number}`,
        `Ihre korrigierte Rechnung ${fresh.number} (ersetzt ${invoice!.number})`,
      ].sort(),
    );
    // Each mail names the other document of the correction.
    const mailOf = (number: string) =>
      invoiceMails.find((mail) => mail.subject.includes(`${number} `))!;
    expect(renderedMail(mailOf(storno.number)).text).toContain(
      `durch die Rechnung ${fresh.number} ersetzt`,
    );
    expect(renderedMail(mailOf(fresh.number)).text).toContain(
      `mit der Stornorechnung ${storno.number} storniert`,
    );

    // No reminder before the due date.
    const dunning = `/api/admin/invoices/${fresh.id}/dunning`;
    const remind = (level: string) =>
      ctx.call(admin, "POST", `/api/admin/invoices/${fresh.id}/reminder`, { level });
    expect((await ctx.call(admin, "GET", dunning)).json().next).toBeNull();
    expect((await remind("reminder")).statusCode).toBe(409);
    clockAt("2027-03-25");
    const onDueDate = await loginCookie(ctx.app, ctx.adminEmail);
    expect(
      (
        await ctx.call(onDueDate, "POST", `/api/admin/invoices/${fresh.id}/reminder`, {
          level: "reminder",
        })
      ).statusCode,
    ).toBe(409);

    // After it: the reminder, then the 1. Mahnung once the reminder's date has passed.
    clockAt("2027-03-30");
    const later = await loginCookie(ctx.app, ctx.adminEmail);
    const sendLevel = (cookie: string, level: string) =>
      ctx.call(cookie, "POST", `/api/admin/invoices/${fresh.id}/reminder`, { level });
    expect((await ctx.call(later, "GET", dunning)).json().next.level).toBe("reminder");
    expect((await sendLevel(later, "reminder")).statusCode).toBe(200);
    expect((await sendLevel(later, "first_notice")).statusCode).toBe(409);
    clockAt("2027-04-12");
    const april = await loginCookie(ctx.app, ctx.adminEmail);
    expect((await sendLevel(april, "first_notice")).statusCode).toBe(200);
    const reminderMails = (await ownerMails()).filter(
      (mail) => mail.template === "invoice-reminder",
    );
    // (Both rows share the database's real time: compared without their order.)
    expect(reminderMails.map((mail) => mail.subject).sort()).toEqual([
      `1. Mahnung zu Rechnung ${fresh.number}`,
      `Zahlungserinnerung zu Rechnung ${fresh.number}`,
    ]);

    // A bank statement pays it.
    const { body, contentType } = multipartBody(
      camt053([
        {
          ref: `STORY-${fresh.number}`,
          cents: fresh.grossCents,
          text: `Rechnung ${fresh.number}`,
          on: "2027-04-12",
        },
      ]),
    );
    const imported = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/bank-statements",
      headers: { cookie: april, "content-type": contentType },
      payload: body,
    });
    expect(imported.json()).toMatchObject({
      booked: [{ number: fresh.number, amount_cents: fresh.grossCents }],
    });
    const [paid] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, fresh.id));
    expect(paid?.paidOn).toBe("2027-04-12");

    // The tax advisor's files: March holds the invoices and the cancellation, April the payment.
    const datev = async (month: string) =>
      (
        await ctx.call(april, "GET", `/api/admin/datev/bookings?month=${month}`)
      ).rawPayload.toString("latin1");
    const march = await datev("2027-03");
    for (const number of [invoice!.number, storno.number, fresh.number]) {
      expect(march).toContain(number);
    }
    expect(await datev("2027-04")).toContain(fresh.number);
    expect(
      await ctx.database.db.$count(
        outboxEmails,
        and(
          eq(outboxEmails.recipient, story.ownerUser.email),
          eq(outboxEmails.template, "worked-days-to-confirm"),
        ),
      ),
    ).toBe(1);
  });
});
