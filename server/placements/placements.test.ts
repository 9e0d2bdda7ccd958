import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesEn } from "../../domain/messages/en";
import { siteConfig } from "../../domain/site-config";
import {
  confirmedAssignments,
  jobApplications,
  outboxEmails,
  placements,
  searchOrderEvents,
  searchOrders,
} from "../db/schema";
import { loginCookie } from "../testing/accounts";
import { confirmationOf, daysFromNow, orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { confirmedStory } from "../testing/placement-test-story";
import { renderedMail } from "../testing/rendered-mail";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("placements on $name", (kind) => {
  const ctx = useOperatorApp(kind);
  afterEach(async () => {
    vi.useRealTimers();
    // A test that moved the clock may have aged the shared session: a fresh one.
    ctx.admin = await loginCookie(ctx.app, ctx.adminEmail);
  });

  const mails = async (to: string, template: string) =>
    (
      await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.recipient, to), eq(outboxEmails.template, template)))
    ).map(renderedMail);

  it("refuses an application with another profession than the order asks for, storing nothing", async () => {
    const owner = await loginCookie(ctx.app, (await seedOwner(ctx.database.db)).email);
    const cover = await ctx.call(
      owner,
      "POST",
      "/api/search-orders",
      orderBody({ ownerCover: true }),
    );
    const orderId = cover.json().order.id as string;
    await ctx.call(owner, "POST", `/api/search-orders/${orderId}/send`, { feeTermsAccepted: true });
    await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${orderId}/accept`);
    await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${orderId}/publish`);
    const pta = await seedStaff(ctx.database.db, "PTA");
    const refused = await ctx.call(
      await loginCookie(ctx.app, pta.email),
      "POST",
      "/api/applications",
      {
        orderId,
        dataConsent: true,
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("This order asks for another profession than yours");
    const stored = await ctx.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.staffId, pta.id));
    expect(stored).toEqual([]);
    // The operator cannot propose her either.
    const proposed = await ctx.call(
      ctx.admin,
      "POST",
      `/api/admin/search-orders/${orderId}/propose`,
      {
        staffId: pta.id,
      },
    );
    expect(proposed.statusCode).toBe(422);
  });

  it("tells the owner of acceptance and publication, and the candidate of the proposal", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { confirm: false });
    expect(await mails(story.ownerUser.email, "search-order-accepted")).toHaveLength(1);
    expect(await mails(story.ownerUser.email, "search-order-published")).toHaveLength(1);
    const [proposal] = await mails(story.staffUser.email, "application-proposed");
    expect(proposal?.text).toContain("Köln");
    expect(proposal?.text).toContain("Apotheker/in");
    expect(proposal?.text).toContain("Vorgeschlagen");
    expect(proposal?.html).toContain("Wir haben Sie vorgeschlagen");
    // Before confirmation the candidate learns no pharmacy name, street or owner.
    expect(proposal?.text).not.toContain("Domkloster");
  });

  it("lets a proposed applicant withdraw: the order is published again", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { confirm: false });
    const [application] = (await ctx.call(story.staff, "GET", "/api/applications")).json()
      .applications;
    expect(application.statusLabel).toBe("Vorgeschlagen");
    const withdrawn = await ctx.call(story.staff, "DELETE", `/api/applications/${application.id}`);
    expect(withdrawn.statusCode).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.id, story.orderId));
    expect(order).toMatchObject({ status: "published", candidateId: null });
    const confirm = await ctx.call(
      story.owner,
      "POST",
      `/api/search-orders/${story.orderId}/confirm`,
      await confirmationOf(ctx.call, story.owner, story.orderId),
    );
    expect(confirm.statusCode).toBe(409);
  });

  it("fixes the placement at confirmation and mails both sides the other's contact and the calendar", async () => {
    const other = await seedStaff(ctx.database.db);
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
    const [record] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));
    expect(record).toMatchObject({
      orderId: story.orderId,
      status: "confirmed",
      pharmacyName: "Apotheke am Dom",
      staffName: "Paul Pille",
      staffProfession: "Apotheker/in",
      firstDay: story.startDate,
      lastDay: story.endDate,
      workingHours: "8:00–18:30",
      hourlyRate: 45,
    });
    const [toOwner] = await mails(story.ownerUser.email, "placement-confirmed");
    const [toStaff] = await mails(story.staffUser.email, "placement-confirmed");
    expect(toOwner?.text).toContain(story.staffUser.email);
    expect(toOwner?.text).toContain("+49221 1234567");
    // The other side's address too (decisions: "name, address, phone and e-mail").
    expect(toOwner?.text).toContain("Ring 1, 50667 Köln");
    expect(toStaff?.text).toContain("Apotheke am Dom");
    expect(toStaff?.text).toContain(story.ownerUser.email);
    expect(toStaff?.text).toContain("Domkloster 4");
    for (const mail of [toOwner, toStaff]) {
      const ics = Buffer.from(mail!.attachments![0]!.contentBase64, "base64").toString();
      expect(mail!.attachments![0]!.filename).toBe("einsatz.ics");
      expect(ics).toContain(
        `DTSTART;TZID=Europe/Berlin:${story.startDate.replaceAll("-", "")}T080000`,
      );
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toContain("X-WR-TIMEZONE:Europe/Berlin");
      expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    }
    const calendar = await ctx.call(
      story.staff,
      "GET",
      `/api/placements/${story.placementId}/calendar`,
    );
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers["content-type"]).toContain("text/calendar");
    expect(calendar.body).toContain("BEGIN:VCALENDAR");
    const stranger = await loginCookie(ctx.app, other.email);
    expect(
      (await ctx.call(stranger, "GET", `/api/placements/${story.placementId}/calendar`)).statusCode,
    ).toBe(404);

    // "Meine Einsätze": each side sees the other side's contact data.
    const ownerView = (await ctx.call(story.owner, "GET", "/api/placements")).json().placements[0];
    expect(ownerView.contact).toMatchObject({
      email: story.staffUser.email,
      address: "Ring 1, 50667 Köln",
    });
    const staffView = (await ctx.call(story.staff, "GET", "/api/placements")).json().placements[0];
    expect(staffView.contact).toMatchObject({ email: story.ownerUser.email });
    expect(staffView.statusLabel).toBe("Bestätigt");
  });

  it("marks other open applications 'nicht ausgewählt' and tells them once the order is filled", async () => {
    const second = await seedStaff(ctx.database.db);
    const secondCookie = await loginCookie(ctx.app, second.email);
    await confirmedStory(ctx.app, ctx.database, ctx.admin, { alsoApplying: [secondCookie] });
    const [mine] = (await ctx.call(secondCookie, "GET", "/api/applications")).json().applications;
    expect(mine).toMatchObject({ status: "not_selected", statusLabel: "Nicht ausgewählt" });
    const [told] = await mails(second.email, "application-not-selected");
    expect(told?.text).toContain("Nicht ausgewählt");
    expect(told?.html).toContain("nicht ausgewählt");
  });

  it.each(["owner", "staff", "operator"] as const)(
    "lets the %s cancel with a reason: the other side and the agency are told, the order reopens",
    async (by) => {
      const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
      const cookie = by === "owner" ? story.owner : by === "staff" ? story.staff : ctx.admin;
      const url = `/api/placements/${story.placementId}/cancel`;
      expect((await ctx.call(cookie, "POST", url, { reason: " " })).statusCode).toBe(422);
      // The agency's mails of the cases before (same staff name) are not this one's.
      const earlier = new Set(
        (await mails(siteConfig.emails.agency, "placement-cancelled")).map((mail) => mail.id),
      );
      const cancelled = await ctx.call(cookie, "POST", url, {
        reason: "Krankheit",
        searchAgain: true,
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await ctx.call(cookie, "POST", url, { reason: "noch einmal" })).statusCode).toBe(409);

      const [record] = await ctx.database.db
        .select()
        .from(placements)
        .where(eq(placements.id, story.placementId));
      expect(record).toMatchObject({
        status: "cancelled",
        cancelledBy: by,
        cancelReason: "Krankheit",
      });
      const toOwner = await mails(story.ownerUser.email, "placement-cancelled");
      const toStaff = await mails(story.staffUser.email, "placement-cancelled");
      expect(toOwner).toHaveLength(by === "owner" ? 0 : 1);
      expect(toStaff).toHaveLength(by === "staff" ? 0 : 1);
      const agency = (await mails(siteConfig.emails.agency, "placement-cancelled")).filter(
        (mail) => !earlier.has(mail.id),
      );
      expect(agency).toHaveLength(1);
      expect(agency[0]?.text).toContain(record!.staffName);
      expect(
        [...toOwner, ...toStaff, ...agency].every((mail) => mail.text.includes("Krankheit")),
      ).toBe(true);
      // "von" takes the dative: "von der Apotheke", never "von die Apotheke".
      const who = { owner: "der Apotheke", staff: "der Fachkraft", operator: "der Agentur" }[by];
      expect(agency[0]?.text).toContain(`wurde von ${who} abgesagt`);

      const [order] = await ctx.database.db
        .select()
        .from(searchOrders)
        .where(eq(searchOrders.id, story.orderId));
      expect(order).toMatchObject({ status: "published", candidateId: null });
      const events = await ctx.database.db
        .select()
        .from(searchOrderEvents)
        .where(eq(searchOrderEvents.orderId, story.orderId));
      expect(events.map((event) => event.note)).toContain(`Einsatz abgesagt von ${who}: Krankheit`);
      const [application] = (await ctx.call(story.staff, "GET", "/api/applications")).json()
        .applications;
      expect(application.statusLabel).toBe("Abgesagt");
      // Another person can be proposed and confirmed.
      const next = await seedStaff(ctx.database.db);
      expect(
        (
          await ctx.call(ctx.admin, "POST", `/api/admin/search-orders/${story.orderId}/propose`, {
            staffId: next.id,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await ctx.call(
            story.owner,
            "POST",
            `/api/search-orders/${story.orderId}/confirm`,
            await confirmationOf(ctx.call, story.owner, story.orderId),
          )
        ).statusCode,
      ).toBe(200);
    },
  );

  it("asks the owner whether to search again: without an answer nothing changes, 'no' ends the order", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
    const url = `/api/placements/${story.placementId}/cancel`;
    const unanswered = await ctx.call(story.owner, "POST", url, { reason: "intern besetzt" });
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().errors.searchAgain).toEqual([
      "Please choose whether the order is published again or ends (searchAgain)",
    ]);
    const [unchanged] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));
    expect(unchanged?.status).toBe("confirmed");

    const earlier = new Set(
      (await mails(siteConfig.emails.agency, "placement-cancelled")).map((mail) => mail.id),
    );
    const ended = await ctx.call(story.owner, "POST", url, {
      reason: "intern besetzt",
      searchAgain: false,
    });
    expect(ended.statusCode).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.id, story.orderId));
    expect(order?.status).toBe("ended");
    const events = await ctx.database.db
      .select()
      .from(searchOrderEvents)
      .where(eq(searchOrderEvents.orderId, story.orderId));
    expect(events.filter((event) => event.status === "published")).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({
      status: "ended",
      note: "Einsatz abgesagt von der Apotheke: intern besetzt (Die Apotheke sucht nicht weiter, der Suchauftrag ist beendet)",
    });
    const toAgency = (await mails(siteConfig.emails.agency, "placement-cancelled")).filter(
      (mail) => !earlier.has(mail.id),
    );
    expect(toAgency[0]?.text).toContain(
      "Die Apotheke sucht nicht weiter, der Suchauftrag ist beendet.",
    );
    const [toStaff] = await mails(story.staffUser.email, "placement-cancelled");
    expect(toStaff?.text).toContain("intern besetzt");
    // It invites an answer ("antworten Sie gern auf diese E-Mail"): to the agency.
    expect(toStaff?.replyTo).toBe(siteConfig.emails.info);
    // The person is free again for these days.
    const booked = await ctx.database.db
      .select()
      .from(confirmedAssignments)
      .where(eq(confirmedAssignments.orderId, story.orderId));
    expect(booked).toEqual([]);
  });

  it("records every side's cancellation, the binding order and the fee acceptance in the audit log, readable", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
    await ctx.call(story.staff, "POST", `/api/placements/${story.placementId}/cancel`, {
      reason: "Krank geworden",
    });
    const entries = async () =>
      (
        await ctx.call(
          ctx.admin,
          "GET",
          `/api/admin/audit-log?${new URLSearchParams({ person: story.ownerUser.email })}`,
        )
      ).json().items as {
        action: string;
        action_label: string;
        actor: { email: string | null };
        lines: string[];
      }[];
    const ofStaff = (
      await ctx.call(
        ctx.admin,
        "GET",
        `/api/admin/audit-log?${new URLSearchParams({ person: story.staffUser.email })}`,
      )
    ).json().items as { action: string; actor: { email: string | null }; lines: string[] }[];
    expect(ofStaff.find((entry) => entry.action === "placement.cancel")).toMatchObject({
      actor: { email: story.staffUser.email },
      lines: [
        "Grund: Krank geworden",
        "Abgesagt von der Fachkraft",
        "Suchauftrag: wieder veröffentlicht",
      ],
    });
    const owner = await entries();
    const sent = owner.find((entry) => entry.action === "order.send");
    expect(sent).toMatchObject({
      action_label: "Suchauftrag zahlungspflichtig beauftragt",
      actor: { email: story.ownerUser.email },
    });
    expect(sent?.lines).toEqual([expect.stringMatching(/^Vermittlungsgebühr: /)]);
    const confirmed = owner.find((entry) => entry.action === "order.confirm");
    expect(confirmed).toMatchObject({
      action_label: "Fachkraft bestätigt, Vermittlungsgebühr angenommen",
      actor: { email: story.ownerUser.email },
    });
    expect(JSON.stringify(confirmed?.lines)).not.toContain("{");
  });

  it("lets owner and staff cancel until the last day; afterwards only the operator may", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin, { start: 2, end: 3 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${daysFromNow(5)}T10:00:00Z`));
    for (const person of [story.ownerUser, story.staffUser]) {
      const cookie = await loginCookie(ctx.app, person.email);
      const refused = await ctx.call(
        cookie,
        "POST",
        `/api/placements/${story.placementId}/cancel`,
        {
          reason: "Doch nicht",
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "A placement whose last day has passed can no longer be cancelled; please contact the agency",
      );
    }
    // Nor through the back door: deleting the confirmed order would cancel it too.
    const ownerNow = await loginCookie(ctx.app, story.ownerUser.email);
    const deleted = await ctx.call(ownerNow, "DELETE", `/api/search-orders/${story.orderId}`);
    expect(deleted.statusCode).toBe(409);
    const [kept] = await ctx.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, story.placementId));
    expect(kept?.status).toBe("confirmed");
    const operator = await loginCookie(ctx.app, ctx.adminEmail);
    const cancelled = await ctx.call(
      operator,
      "POST",
      `/api/placements/${story.placementId}/cancel`,
      {
        reason: "Einsatz hat nicht stattgefunden",
      },
    );
    expect(cancelled.statusCode).toBe(200);
  });

  it("marks a confirmed placement 'vermittelt' once, and the order with it", async () => {
    const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
    const work = (await ctx.call(ctx.admin, "GET", "/api/admin/work")).json();
    expect(
      work.placementsToArrange.some((row: { id: string }) => row.id === story.placementId),
    ).toBe(true);
    const url = `/api/admin/placements/${story.placementId}/arrange`;
    expect((await ctx.call(story.owner, "POST", url)).statusCode).toBe(403);
    // Not before the first day (docs/decisions/0057-worked-days-and-corrections.md).
    const early = await ctx.call(ctx.admin, "POST", url);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messagesEn["placement.notWorkedYet"]);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${story.startDate}T10:00:00Z`));
    const admin = await loginCookie(ctx.app, ctx.adminEmail);
    expect((await ctx.call(admin, "POST", url)).statusCode).toBe(200);
    expect((await ctx.call(admin, "POST", url)).statusCode).toBe(409);
    const [order] = await ctx.database.db
      .select()
      .from(searchOrders)
      .where(eq(searchOrders.id, story.orderId));
    expect(order?.status).toBe("placed");
  });
});
