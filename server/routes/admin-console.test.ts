import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  cleaningRequests,
  consentRecords,
  outboxEmails,
  staffProfiles,
  userDocuments,
  users,
} from "../db/schema";
import { cleaningKind } from "../service-requests/cleaning";
import { newStoredRequest } from "../service-requests/service-request-kind";
import { createFileStorage } from "../storage/database-file-storage";
import type { FileStorage } from "../storage/file-storage";
import { loginCookie, pdfBytes, seedUser } from "../testing/accounts";
import { renderedMail } from "../testing/rendered-mail";
import { validCleaningRequest } from "../testing/service-request-fixtures";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const NIL = "00000000-0000-4000-8000-000000000000";

/** Every operator route, with a request that would succeed for an operator. */
const operatorRoutes = [
  { method: "GET", url: "/api/admin/overview" },
  { method: "GET", url: "/api/admin/owners" },
  { method: "GET", url: "/api/admin/owners/csv" },
  { method: "GET", url: "/api/admin/staff" },
  { method: "GET", url: "/api/admin/staff/csv" },
  { method: "GET", url: "/api/admin/emails" },
  { method: "GET", url: "/api/admin/emails/csv" },
  { method: "GET", url: "/api/admin/audit-log" },
  { method: "GET", url: "/api/admin/audit-log/csv" },
  { method: "GET", url: `/api/admin/accounts/detail?id=${NIL}` },
  { method: "GET", url: "/api/admin/courier-requests" },
  { method: "GET", url: "/api/admin/courier-requests/csv" },
  { method: "GET", url: "/api/admin/cleaning-requests" },
  { method: "GET", url: "/api/admin/cleaning-requests/csv" },
  { method: "GET", url: `/api/admin/documents?user_id=${NIL}` },
  { method: "GET", url: `/api/admin/documents/download?id=${NIL}` },
  { method: "POST", url: "/api/admin/emails/retry", payload: { id: NIL } },
  { method: "POST", url: "/api/admin/accounts/block", payload: { id: NIL, reason: "Test" } },
  { method: "POST", url: "/api/admin/accounts/unblock", payload: { id: NIL } },
  { method: "POST", url: "/api/admin/accounts/delete", payload: { id: NIL } },
  { method: "POST", url: "/api/admin/staff/refuse", payload: { id: NIL, reason: "Test" } },
] as const;

describe.each(testDatabaseKinds)("operator console API on $name", (kind) => {
  const ctx = useOperatorApp(kind, { operator: { email: `op-${kind.name}@x.example` } });
  let storage: FileStorage;

  async function seedStaff(email: string, status: "inactive" | "active" = "inactive") {
    const user = await seedUser(ctx.database.db, { role: "pharmacist", status, email });
    await ctx.database.db.insert(staffProfiles).values({
      userId: user.id,
      profession: "PTA",
      street: "Hohe Straße",
      streetNumber: "1",
      postalCode: "50667",
      city: "Köln",
      wwsSoftware: ["CIDA"],
      experienceSince: "2015-01-01",
    });
    return user;
  }
  const asAdmin = (options: { method?: string; url: string; payload?: object }) =>
    ctx.app.inject({ ...options, headers: { cookie: ctx.admin } } as never);

  beforeAll(async () => {
    storage = createFileStorage(ctx.database.db);
  });

  it("answers 401 to visitors and 403 to owners and staff on every operator route", async () => {
    const owner = await seedUser(ctx.database.db, { role: "pharmacy_owner" });
    const staff = await seedStaff(`st-${kind.name}-auth@x.example`, "active");
    const cookies = [
      await loginCookie(ctx.app, owner.email),
      await loginCookie(ctx.app, staff.email),
    ];
    for (const route of operatorRoutes) {
      const anonymous = await ctx.app.inject(route as never);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const cookie of cookies) {
        const refused = await ctx.app.inject({ ...route, headers: { cookie } } as never);
        expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      const allowed = await asAdmin(route);
      expect([200, 404], `${route.method} ${route.url}`).toContain(allowed.statusCode);
    }
  });

  it("searches German names with or without ß and umlauts, in any case", async () => {
    const found = async (q: string) => {
      const answer = await asAdmin({ url: `/api/admin/staff?q=${encodeURIComponent(q)}` });
      return answer.json().items.map((item: { last_name: string }) => item.last_name);
    };
    for (const [email, lastName] of [
      [`weiss-${kind.name}@x.example`, "Weiß-Müller"],
      [`oeztuerk-${kind.name}@x.example`, "ÖZTÜRK"],
    ] as const) {
      const user = await seedStaff(email);
      await ctx.database.db.update(users).set({ lastName }).where(eq(users.id, user.id));
    }
    expect(await found("weiss")).toEqual(["Weiß-Müller"]);
    expect(await found("MUELLER")).toEqual(["Weiß-Müller"]);
    expect(await found("müller")).toEqual(["Weiß-Müller"]);
    expect(await found("öztürk")).toEqual(["ÖZTÜRK"]);
    expect(await found("Oeztuerk")).toEqual(["ÖZTÜRK"]);
  });

  it("finds a cleaning request by its city", async () => {
    const stored = newStoredRequest();
    await ctx.database.db
      .insert(cleaningRequests)
      .values(
        cleaningKind.row(
          { ...validCleaningRequest, city: "Bergisch Gladbach", "g-recaptcha-response": "" },
          stored,
        ),
      );
    const found = await asAdmin({ url: "/api/admin/cleaning-requests?q=gladbach" });
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([stored.id]);
  });

  it("names the CSV file after the day in Köln, also just after midnight there", async () => {
    // 00:30 on 26 November in Köln is still the 25th in UTC.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T23:30:00Z"));
    try {
      const csv = await asAdmin({ url: "/api/admin/courier-requests/csv" });
      expect(csv.headers["content-disposition"]).toBe(
        'attachment; filename="botenanfragen-2026-11-26.csv"',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("searches, filters, sorts and pages the staff list; the CSV is formula-safe", async () => {
    for (const name of ["Anna", "Berta", "Clara"]) {
      const user = await seedStaff(`${name.toLowerCase()}-${kind.name}@list.example`);
      await ctx.database.db.update(users).set({ lastName: name }).where(eq(users.id, user.id));
    }
    const evil = await seedStaff(`evil-${kind.name}@list.example`);
    await ctx.database.db.update(users).set({ lastName: "=SUM(1)" }).where(eq(users.id, evil.id));

    const page = await asAdmin({
      url: "/api/admin/staff?q=list.example&status=inactive&sort=last_name&dir=asc&per_page=2&page=2",
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ total: 4, page: 2, per_page: 2 });
    expect(body.items.map((item: { last_name: string }) => item.last_name)).toEqual([
      "Berta",
      "Clara",
    ]);

    const csv = await asAdmin({
      url: "/api/admin/staff/csv?q=list.example&sort=last_name&dir=asc",
    });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="personal-/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Vorname;Nachname;Beruf;E-Mail;Telefon;PLZ;Ort;Status;Sperrgrund;Registriert am;Letzte Anmeldung;WWS;Berufserfahrung seit",
    );
    expect(lines[1]).toContain(";'=SUM(1);");
    // The staff list's extra facts (issue 13): software and experience.
    expect(lines[1]).toMatch(/;CIDA;01\.01\.2015$/);
    expect(lines).toHaveLength(5);
  });

  it("blocks with a reason (mailed, audited, sessions ended) and unblocks", async () => {
    const staff = await seedStaff(`block-${kind.name}@x.example`, "active");
    const cookie = await loginCookie(ctx.app, staff.email);
    const noReason = await asAdmin({
      method: "POST",
      url: "/api/admin/accounts/block",
      payload: { id: staff.id, reason: "" },
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({
      reason: ["The reason must be at least 3 characters"],
    });
    const blocked = await asAdmin({
      method: "POST",
      url: "/api/admin/accounts/block",
      payload: { id: staff.id, reason: "Profil veraltet" },
    });
    expect(blocked.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(
      401,
    );
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ status: "blocked", blockedReason: "Profil veraltet" });
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, staff.email));
    expect(mails.map((mail) => mail.template)).toEqual(["account-blocked"]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, staff.id));
    expect(audit[0]).toMatchObject({
      action: "account.block",
      details: { reason: "Profil veraltet" },
    });

    const again = await asAdmin({
      method: "POST",
      url: "/api/admin/accounts/block",
      payload: { id: staff.id, reason: "Profil veraltet" },
    });
    expect(again.statusCode).toBe(409);
    const unblocked = await asAdmin({
      method: "POST",
      url: "/api/admin/accounts/unblock",
      payload: { id: staff.id },
    });
    expect(unblocked.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(after?.status).toBe("inactive");
  });

  it("refuses an inactive registration: mails the reason, deletes account, files and consent", async () => {
    const staff = await seedStaff(`refuse-${kind.name}@x.example`);
    const saved = await storage.save(Readable.from(pdfBytes()));
    await ctx.database.db.insert(userDocuments).values({
      userId: staff.id,
      kind: "certificate",
      storageKey: saved.key,
      originalName: "zeugnis.pdf",
      contentType: "application/pdf",
      byteSize: saved.byteSize,
    });
    await ctx.database.db.insert(consentRecords).values({
      subject: "staff_registration",
      subjectId: staff.id,
      ipAddress: "127.0.0.1",
      termsVersion: "1",
      privacyVersion: "1",
    });
    const docs = await asAdmin({ url: `/api/admin/documents?user_id=${staff.id}` });
    expect(docs.json().documents).toHaveLength(1);
    const download = await asAdmin({
      url: `/api/admin/documents/download?id=${docs.json().documents[0].id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const refused = await asAdmin({
      method: "POST",
      url: "/api/admin/staff/refuse",
      payload: { id: staff.id, reason: "Zeugnis unleserlich" },
    });
    expect(refused.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, staff.id))).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.subjectId, staff.id)),
    ).toEqual([]);
    await expect(storage.read(saved.key).then(readAll)).rejects.toThrow();
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, staff.email))
      .then((rows) => rows.map(renderedMail));
    expect(mail?.text).toContain("Zeugnis unleserlich");
  });

  it("retries a failed e-mail only", async () => {
    const [mail] = await ctx.database.db
      .insert(outboxEmails)
      .values({
        template: "t",
        recipient: "r@x.example",
        subject: "s",
        html: "h",
        text: "t",
        status: "failed",
        attempts: 5,
        lastError: "550",
      })
      .returning();
    const retried = await asAdmin({
      method: "POST",
      url: "/api/admin/emails/retry",
      payload: { id: mail!.id },
    });
    expect(retried.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, mail!.id));
    expect(row?.status).not.toBe("failed");
    const listed = await asAdmin({ url: "/api/admin/audit-log?action=email.retry" });
    expect(listed.json().items[0]).toMatchObject({ action: "email.retry", target_id: mail!.id });
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
