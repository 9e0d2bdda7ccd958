import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, jobApplications, outboxEmails } from "../db/schema";
import { createFileStorage } from "../storage/database-file-storage";
import { loginCookie } from "../testing/accounts";
import { confirmationOf, daysFromNow, orderBody, seedOwner, seedStaff } from "../testing/job-board";
import { renderedMail } from "../testing/rendered-mail";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

describe.each(testDatabaseKinds)("job board story on $name", (kind) => {
  const ctx = useOperatorApp(kind);

  const call = (cookie: string, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as "GET",
      url,
      headers: { cookie },
      payload: payload as object,
    });

  const mailsTo = async (email: string) =>
    (
      await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, email))
    ).map((mail) => mail.template);

  it("walks an order from draft to placed", async () => {
    const ownerUser = await seedOwner(ctx.database.db);
    const owner = await loginCookie(ctx.app, ownerUser.email);
    const staffUser = await seedStaff(ctx.database.db, "Apotheker/in", {
      storage: createFileStorage(ctx.database.db),
    });
    const staff = await loginCookie(ctx.app, staffUser.email);

    // A saved search before publishing: the alert mail follows on publish.
    const alert = await call(staff, "POST", "/api/arbeitsangebote-suchen", {
      type: "Vertretungsangebot",
      location: "Köln",
      state: "DE-NW",
    });
    expect(alert.statusCode).toBe(201);
    expect(alert.json()).toMatchObject({ saved: true, orders: [] });

    const created = await call(owner, "POST", "/api/search-orders", orderBody());
    expect(created.statusCode).toBe(201);
    const id = created.json().order.id as string;
    expect(created.json().order.status).toBe("draft");

    const edited = await call(owner, "PUT", `/api/search-orders/${id}`, orderBody({ note: "Neu" }));
    expect(edited.json().order.note).toBe("Neu");
    // "42,50" as typed in Germany is 42.50 € (issue 13: it became 4250).
    const rate = await call(
      owner,
      "PUT",
      `/api/search-orders/${id}`,
      orderBody({ hourlyRate: "42,50" }),
    );
    expect(rate.json().order.hourlyRate).toBe(42.5);
    const bad = await call(
      owner,
      "PUT",
      `/api/search-orders/${id}`,
      orderBody({ hourlyRate: "42,5,0" }),
    );
    expect(bad.statusCode).toBe(422);

    const unconfirmed = await call(owner, "POST", `/api/search-orders/${id}/send`, {});
    expect(unconfirmed.statusCode).toBe(422);
    const sent = await call(owner, "POST", `/api/search-orders/${id}/send`, {
      feeTermsAccepted: true,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().order.status).toBe("sent");
    expect(await mailsTo(ownerUser.email)).toContain("search-order-received");
    expect((await call(owner, "PUT", `/api/search-orders/${id}`, orderBody())).statusCode).toBe(
      409,
    );

    const listed = await call(ctx.admin, "GET", "/api/admin/search-orders?status=sent");
    const entry = listed.json().orders.find((order: { id: string }) => order.id === id);
    expect(entry).toMatchObject({ overdue: false, owner: { pharmacyName: "Apotheke am Dom" } });
    expect(entry.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(
      (await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/publish`)).statusCode,
    ).toBe(409);
    expect(
      (await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/accept`)).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/publish`)).statusCode,
    ).toBe(200);
    expect(await mailsTo(staffUser.email)).toContain("job-alert");

    const found = await call(staff, "POST", "/api/arbeitsangebote-suchen", {
      type: "Vertretungsangebot",
      location: "50667",
      startDate: daysFromNow(15),
    });
    expect(found.json().orders.map((order: { id: string }) => order.id)).toContain(id);
    expect(found.json().orders[0]).not.toHaveProperty("street");

    const noConsent = await call(staff, "POST", "/api/applications", { orderId: id });
    expect(noConsent.statusCode).toBe(422);
    const applied = await call(staff, "POST", "/api/applications", {
      orderId: id,
      dataConsent: true,
    });
    expect(applied.statusCode).toBe(201);
    const [application] = await ctx.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.orderId, id));
    expect(application?.dataConsentAt).toBeInstanceOf(Date);
    const twice = await call(staff, "POST", "/api/applications", {
      orderId: id,
      dataConsent: true,
    });
    expect(twice.statusCode).toBe(409);
    const mine = await call(staff, "GET", "/api/applications");
    expect(mine.json().applications).toHaveLength(1);

    const candidates = await call(ctx.admin, "GET", `/api/admin/search-orders/${id}/candidates`);
    expect(candidates.json().applicants[0]).toMatchObject({
      id: staffUser.id,
      eligible: true,
      available: true,
      distanceKm: 0,
      wwsOverlap: ["ADG"],
    });
    const proposed = await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/propose`, {
      staffId: staffUser.id,
    });
    expect(proposed.statusCode).toBe(200);
    expect(await mailsTo(ownerUser.email)).toContain("search-order-candidate");
    expect(await mailsTo(staffUser.email)).toContain("application-proposed");
    expect((await call(staff, "GET", "/api/applications")).json().applications[0]).toMatchObject({
      status: "proposed",
      statusLabel: "Vorgeschlagen",
    });

    const before = (await call(owner, "GET", "/api/search-orders")).json().orders[0];
    expect(before.candidate).toEqual({
      id: staffUser.id,
      firstName: "Paul",
      lastName: "Pille",
      confirmed: false,
    });
    const confirmed = await call(
      owner,
      "POST",
      `/api/search-orders/${id}/confirm`,
      await confirmationOf(call, owner, id),
    );
    expect(confirmed.statusCode).toBe(200);
    const candidate = confirmed.json().order.candidate;
    expect(candidate).toMatchObject({ confirmed: true, email: staffUser.email });
    const documentId = candidate.documents[0].id as string;
    const download = await call(owner, "GET", `/api/search-orders/${id}/documents/${documentId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Confirmed: withdrawing is over; cancelling (with a reason) is the way now.
    const lateWithdrawal = await call(staff, "DELETE", `/api/applications/${application?.id}`);
    expect(lateWithdrawal.statusCode).toBe(409);
    expect(lateWithdrawal.json().message).toBe(
      "You are confirmed for this order; to cancel, use Meine Einsätze and give a reason",
    );

    // "Vermittelt" from the first day on (docs/decisions/0057-worked-days-and-corrections.md).
    const place = (cookie: string) => call(cookie, "POST", `/api/admin/search-orders/${id}/place`);
    expect((await place(ctx.admin)).statusCode).toBe(409);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${daysFromNow(10)}T10:00:00Z`));
    expect((await place(await loginCookie(ctx.app, ctx.adminEmail))).statusCode).toBe(200);
    const ownerLater = await loginCookie(ctx.app, ownerUser.email);
    vi.useRealTimers();
    // The login at the moved clock ended the operator's older session: a fresh one.
    ctx.admin = await loginCookie(ctx.app, ctx.adminEmail);
    const history = (await call(ownerLater, "GET", "/api/search-orders")).json().orders[0];
    expect(history.status).toBe("placed");
    expect(history.events.map((event: { status: string }) => event.status)).toEqual([
      "draft",
      "sent",
      "accepted",
      "published",
      "candidate_proposed",
      "confirmed",
      "placed",
    ]);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(
      // The owner's binding steps too: sending the order, accepting the fee.
      [
        "order.send",
        "order.accept",
        "order.place",
        "order.propose",
        "order.publish",
        "order.confirm",
      ].sort(),
    );
  });

  it("lets staff withdraw their own open application, which removes its consent", async () => {
    const ownerUser = await seedOwner(ctx.database.db);
    const owner = await loginCookie(ctx.app, ownerUser.email);
    const created = await call(owner, "POST", "/api/search-orders", orderBody());
    const id = created.json().order.id as string;
    await call(owner, "POST", `/api/search-orders/${id}/send`, { feeTermsAccepted: true });
    await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/accept`);
    await call(ctx.admin, "POST", `/api/admin/search-orders/${id}/publish`);
    const staffUser = await seedStaff(ctx.database.db);
    const staff = await loginCookie(ctx.app, staffUser.email);
    const other = await loginCookie(ctx.app, (await seedStaff(ctx.database.db)).email);
    await call(staff, "POST", "/api/applications", { orderId: id, dataConsent: true });
    const [application] = (await call(staff, "GET", "/api/applications")).json().applications;

    const malformed = await call(staff, "DELETE", "/api/applications/not-an-id");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toEqual(expect.any(String));
    const notTheirs = await call(other, "DELETE", `/api/applications/${application.id}`);
    expect(notTheirs.statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/api/applications/${application.id}`)).statusCode).toBe(
      403,
    );
    const withdrawn = await call(staff, "DELETE", `/api/applications/${application.id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe("Application withdrawn");
    expect((await call(staff, "GET", "/api/applications")).json().applications).toEqual([]);
    const rows = await ctx.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.staffId, staffUser.id));
    // The row stays as "zurückgezogen": the operator and the owner no longer see it.
    expect(rows.map((row) => row.status)).toEqual(["withdrawn"]);
    const ranked = await call(ctx.admin, "GET", `/api/admin/search-orders/${id}/candidates`);
    expect(ranked.json().applicants).toEqual([]);
    const again = await call(staff, "DELETE", `/api/applications/${application.id}`);
    expect(again.statusCode).toBe(404);
    const reapplied = await call(staff, "POST", "/api/applications", {
      orderId: id,
      dataConsent: true,
    });
    expect(reapplied.statusCode).toBe(201);
  });

  it("validates orders on the server in German-translatable English", async () => {
    const owner = await loginCookie(ctx.app, (await seedOwner(ctx.database.db)).email);
    const post = (overrides: Record<string, unknown>) =>
      call(owner, "POST", "/api/search-orders", orderBody(overrides));
    const past = await post({ periods: [{ startDate: "2020-01-01", endDate: "2020-01-02" }] });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.periods).toContain("Start date must not be in the past");
    const reversed = await post({
      periods: [{ startDate: daysFromNow(9), endDate: daysFromNow(5) }],
    });
    expect(reversed.json().errors.periods).toContain("End date must not be before start date");
    const unknown = await post({ postalCode: "00000" });
    expect(unknown.json().errors).toEqual({ postalCode: ["This postal code does not exist"] });
    const cover = await post({ ownerCover: true, role: "PTA" });
    expect(cover.json().errors.role).toEqual(["Only a pharmacist can cover the owner"]);
  });

  it("declines with a reason mailed to the owner and refuses a PTA for an owner cover", async () => {
    const ownerUser = await seedOwner(ctx.database.db);
    const owner = await loginCookie(ctx.app, ownerUser.email);
    const create = async (body: Record<string, unknown>) => {
      const id = (await call(owner, "POST", "/api/search-orders", orderBody(body))).json().order.id;
      await call(owner, "POST", `/api/search-orders/${id}/send`, { feeTermsAccepted: true });
      return id as string;
    };
    const declined = await create({});
    expect(
      (
        await call(ctx.admin, "POST", `/api/admin/search-orders/${declined}/decline`, {
          reason: "",
        })
      ).statusCode,
    ).toBe(422);
    const answer = await call(ctx.admin, "POST", `/api/admin/search-orders/${declined}/decline`, {
      reason: "Region nicht abgedeckt",
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, "search-order-declined"))
      .then((rows) => rows.map(renderedMail));
    expect(mail?.text).toContain("Region nicht abgedeckt");
    // It invites an answer, so answers reach the agency (issue 13).
    expect(mail?.replyTo).toBe("info@apostaff.example");

    const cover = await create({ ownerCover: true });
    await call(ctx.admin, "POST", `/api/admin/search-orders/${cover}/accept`);
    await call(ctx.admin, "POST", `/api/admin/search-orders/${cover}/publish`);
    const pta = await seedStaff(ctx.database.db, "PTA");
    const refused = await call(ctx.admin, "POST", `/api/admin/search-orders/${cover}/propose`, {
      staffId: pta.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Only a pharmacist can be proposed to cover the owner");
  });
});
