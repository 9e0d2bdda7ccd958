import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountKey } from "../auth/login-throttle";
import { auditLog, courierRequests, savedSearches, userDocuments } from "../db/schema";
import { courierKind } from "../service-requests/courier";
import { newStoredRequest } from "../service-requests/service-request-kind";
import { loginCookie, PASSWORD, seedUser } from "../testing/accounts";
import { seedOwner, seedStaff } from "../testing/job-board";
import { confirmedStory } from "../testing/placement-test-story";
import { validCourierRequest } from "../testing/service-request-fixtures";
import { useOperatorApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const NIL = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabaseKinds)("console detail pages and audit log on $name", (kind) => {
  const ctx = useOperatorApp(kind, {
    operator: {
      email: `op-detail-${kind.name}@x.example`,
      firstName: "Olga",
      lastName: "Operator",
    },
  });

  const detail = (cookie: string, id: string) =>
    ctx.call(cookie, "GET", `/api/admin/accounts/detail?id=${id}`);
  const auditLogPage = async (query: Record<string, string>) => {
    const answer = await ctx.call(
      ctx.admin,
      "GET",
      `/api/admin/audit-log?${new URLSearchParams(query)}`,
    );
    expect(answer.statusCode).toBe(200);
    return answer.json() as {
      total: number;
      items: {
        action: string;
        action_label: string;
        actor: { name: string; email: string | null; user_id: string | null };
        subject: { label: string; email: string | null; user_id: string | null };
        lines: string[];
      }[];
    };
  };

  describe("detail of one account", () => {
    it("answers 401 without login, 403 for owners and staff, 404 for unknown ids and operators", async () => {
      const owner = await seedOwner(ctx.database.db);
      const staff = await seedStaff(ctx.database.db);
      expect(
        (await ctx.app.inject({ url: `/api/admin/accounts/detail?id=${owner.id}` })).statusCode,
      ).toBe(401);
      for (const person of [owner, staff]) {
        const cookie = await loginCookie(ctx.app, person.email);
        expect((await detail(cookie, owner.id)).statusCode).toBe(403);
      }
      expect((await detail(ctx.admin, NIL)).statusCode).toBe(404);
      expect((await detail(ctx.admin, ctx.adminId)).statusCode).toBe(404);
      const malformed = await detail(ctx.admin, "not-an-id");
      expect(malformed.statusCode).toBe(422);
      expect(malformed.body).not.toMatch(/stack|select /i);
    });

    it("shows staff and owner with every section: profile, documents, orders, applications, placements, mails, audit", async () => {
      const story = await confirmedStory(ctx.app, ctx.database, ctx.admin);
      await ctx.database.db.insert(savedSearches).values({
        userId: story.staffUser.id,
        type: "Vertretungsangebot",
        location: "Köln",
        state: "DE-NW",
      });

      const staffAnswer = await detail(ctx.admin, story.staffUser.id);
      expect(staffAnswer.statusCode).toBe(200);
      const staff = staffAnswer.json();
      expect(staff.account).toMatchObject({
        email: story.staffUser.email,
        role: "pharmacist",
        first_name: "Paul",
        phone: "+49221 1234567",
      });
      expect(staff.staff).toMatchObject({
        iam: "Apotheker/in",
        postal_code: "50667",
        wws_software: ["ADG"],
        experience_since: "2010-01-01",
        vat_id: "DE123456789",
        capacity_days_per_week: 3,
        availability: "Mo–Fr, auch Notdienste",
      });
      expect(staff.staff.completeness).toBeGreaterThanOrEqual(80);
      expect(staff.pharmacy).toBeNull();
      expect(staff.alerts).toEqual([
        expect.objectContaining({ type: "Vertretungsangebot", location: "Köln", state: "DE-NW" }),
      ]);
      expect(staff.documents).toEqual([
        expect.objectContaining({ kind: "certificate", kind_label: "Zeugnis" }),
      ]);
      // The document downloads through the existing operator route.
      const download = await ctx.call(
        ctx.admin,
        "GET",
        `/api/admin/documents/download?id=${staff.documents[0].id}`,
      );
      expect(download.statusCode).toBe(200);
      expect(staff.applications).toEqual([
        expect.objectContaining({
          order_id: story.orderId,
          status: "confirmed",
          pharmacy_name: "Apotheke am Dom",
          first_day: story.startDate,
          last_day: story.endDate,
        }),
      ]);
      expect(staff.orders).toEqual([]);
      expect(staff.placements).toEqual([
        expect.objectContaining({
          id: story.placementId,
          status: "confirmed",
          first_day: story.startDate,
        }),
      ]);
      expect(staff.emails.length).toBeGreaterThan(0);
      expect(staff.emails_total).toBe(staff.emails.length);
      expect(staff.emails[0]).toEqual(
        expect.objectContaining({ subject: expect.any(String), status: "pending" }),
      );
      const proposal = staff.audit.find(
        (entry: { action: string }) => entry.action === "order.propose",
      );
      expect(proposal).toMatchObject({
        action_label: "Kandidat/-in vorgeschlagen",
        subject: { label: "Suchauftrag von Apotheke am Dom", user_id: story.ownerUser.id },
        lines: ["Status: Veröffentlicht → Fachkraft vorgeschlagen", "Kandidat/-in: Paul Pille"],
      });
      expect(staff.audit_total).toBeGreaterThan(0);

      const ownerAnswer = await detail(ctx.admin, story.ownerUser.id);
      expect(ownerAnswer.statusCode).toBe(200);
      const owner = ownerAnswer.json();
      expect(owner.account).toMatchObject({ role: "pharmacy_owner", email: story.ownerUser.email });
      expect(owner.pharmacy).toMatchObject({
        pharmacy_name: "Apotheke am Dom",
        postal_code: "50667",
        city: "Köln",
        wws_software: ["ADG"],
      });
      expect(owner.staff).toBeNull();
      expect(owner.orders).toEqual([
        expect.objectContaining({ id: story.orderId, status: "confirmed", role: "Apotheker/in" }),
      ]);
      expect(owner.applications).toEqual([]);
      expect(owner.placements).toEqual([expect.objectContaining({ id: story.placementId })]);
      expect(owner.emails.length).toBeGreaterThan(0);
      const actions = owner.audit.map((entry: { action: string }) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(["order.accept", "order.publish"]));
      const accepted = owner.audit.find(
        (entry: { action: string }) => entry.action === "order.accept",
      );
      expect(accepted).toMatchObject({
        action_label: "Suchauftrag angenommen",
        actor: { name: "Olga Operator", email: ctx.adminEmail, user_id: null },
        subject: { label: "Suchauftrag von Apotheke am Dom", user_id: story.ownerUser.id },
        lines: ["Status: Gesendet → Angenommen"],
      });
    });
  });

  it("lists the newest 50 of a person's log entries, and counts each once however many ways it names the person", async () => {
    const owner = await seedOwner(ctx.database.db);
    const other = await seedOwner(ctx.database.db);
    // Each entry names the owner as actor and as the account acted on: two lookups find it.
    const minute = (n: number) => new Date(Date.UTC(2026, 6, 1, 8, n));
    await ctx.database.db.insert(auditLog).values(
      Array.from({ length: 55 }, (_, n) => ({
        actorId: owner.id,
        actorEmail: owner.email,
        action: "account.password_change",
        targetType: "user",
        targetId: owner.id,
        createdAt: minute(n),
      })),
    );
    // Someone else's entry at the newest time is not the owner's.
    await ctx.database.db.insert(auditLog).values({
      actorId: other.id,
      actorEmail: other.email,
      action: "account.password_change",
      targetType: "user",
      targetId: other.id,
      createdAt: minute(59),
    });

    const answer = await detail(ctx.admin, owner.id);
    expect(answer.statusCode).toBe(200);
    const { audit, audit_total } = answer.json() as {
      audit: { id: string; created_at: string }[];
      audit_total: number;
    };
    expect(audit_total).toBe(55);
    expect(audit).toHaveLength(50);
    expect(new Set(audit.map((entry) => entry.id)).size).toBe(50);
    expect(audit.map((entry) => entry.created_at)).toEqual(
      Array.from({ length: 50 }, (_, n) => minute(54 - n).toISOString()),
    );
    const nobody = (await detail(ctx.admin, (await seedOwner(ctx.database.db)).id)).json();
    expect([nobody.audit, nobody.audit_total]).toEqual([[], 0]);
  });

  it("shows an owner's branches, and branch changes in the log under the owner", async () => {
    const owner = await seedOwner(ctx.database.db);
    const cookie = await loginCookie(ctx.app, owner.email);
    const added = await ctx.call(cookie, "POST", "/api/account/branches", {
      pharmacy_name: "Apotheke am Ring",
      street: "Hohenzollernring",
      street_number: "12",
      postal_code: "50672",
      city: "Köln",
      phone: "+49 221 7654321",
      wws_software: ["CIDA"],
    });
    expect(added.statusCode).toBe(201);
    const answer = await detail(ctx.admin, owner.id);
    expect(answer.json().branches).toEqual([
      expect.objectContaining({ pharmacy_name: "Apotheke am Ring", postal_code: "50672" }),
    ]);
    expect(answer.json().audit[0]).toMatchObject({
      action_label: "Filiale hinzugefügt",
      subject: { label: "Filiale Apotheke am Ring", user_id: owner.id },
      lines: ["Filiale: Apotheke am Ring", "PLZ: 50672", "Ort: Köln"],
    });
    const byBranch = await auditLogPage({
      person: "Apotheke am Dom",
      action: "account.branch_add",
    });
    expect(byBranch.items.some((item) => item.subject.user_id === owner.id)).toBe(true);
  });

  describe("audit log", () => {
    it("shows names and readable changes of self-service edits and filters by person", async () => {
      const owner = await seedOwner(ctx.database.db);
      const cookie = await loginCookie(ctx.app, owner.email);
      const saved = await ctx.call(cookie, "PUT", "/api/account/pharmacy", {
        pharmacy_name: "Apotheke am Dom",
        street: "Marienplatz",
        street_number: "1",
        postal_code: "80331",
        city: "München",
        phone: "+49 89 1234567",
        wws_software: ["ADG"],
      });
      expect(saved.statusCode).toBe(200);

      const page = await auditLogPage({ person: owner.email });
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({
        action: "account.pharmacy_update",
        action_label: "Apothekendaten geändert",
        actor: { name: "Erika Mustermann, Apotheke am Dom", email: owner.email, user_id: owner.id },
        subject: { email: owner.email, user_id: owner.id },
      });
      expect(page.items[0]!.lines).toEqual(
        expect.arrayContaining([
          "Straße: Domkloster → Marienplatz",
          "PLZ: 50667 → 80331",
          "Ort: Köln → München",
          "Bundesland: – → Bayern",
        ]),
      );
      // By part of the name or the pharmacy too; another person's entries stay out.
      const byName = await auditLogPage({
        person: "Mustermann",
        action: "account.pharmacy_update",
      });
      expect(byName.items.some((item) => item.actor.user_id === owner.id)).toBe(true);
      const nobody = await auditLogPage({ person: "niemand-hier@example.org" });
      expect(nobody.total).toBe(0);
    });

    it("finds a courier request's status change by its pharmacy or address, and names the address", async () => {
      const stored = newStoredRequest();
      const address = `botin-${kind.name}@kranich-apotheke.example`;
      await ctx.database.db.insert(courierRequests).values(
        courierKind.row(
          {
            ...validCourierRequest,
            pharmacy_name: "Kranich-Apotheke",
            email: address,
            "g-recaptcha-response": "",
          },
          stored,
        ),
      );
      const changed = await ctx.call(
        ctx.admin,
        "PATCH",
        `/api/admin/service-requests/courier/${stored.id}`,
        {
          status: "in_progress",
        },
      );
      expect(changed.statusCode).toBe(200);
      for (const person of ["kranich", address]) {
        const page = await auditLogPage({ person, action: "service_request.status" });
        expect(page.items).toEqual([
          expect.objectContaining({
            subject: expect.objectContaining({
              label: "Botenanfrage von Kranich-Apotheke",
              email: address,
            }),
          }),
        ]);
      }
    });

    it("records staff profile edits and document removals as the person's own changes", async () => {
      const staff = await seedStaff(ctx.database.db);
      const cookie = await loginCookie(ctx.app, staff.email);
      const saved = await ctx.call(cookie, "PUT", "/api/account/staff-profile", {
        street: "Ring",
        street_number: "1",
        postal_code: "50937",
        city: "Köln",
        vat_id: "DE123456789",
        capacity_days_per_week: "5",
        availability: "Mo–Fr, auch Notdienste",
        phone: "+49221 1234567",
        wws_software: ["ADG"],
        experience_since: "2010-01-01",
      });
      expect(saved.statusCode).toBe(200);
      // The only certificate stays until another one is there (decision 0032).
      await ctx.database.db.insert(userDocuments).values({
        userId: staff.id,
        kind: "certificate",
        storageKey: `seed-${staff.id}-second`,
        originalName: "approbation.pdf",
        contentType: "application/pdf",
        byteSize: 2048,
      });
      const view = (await ctx.call(cookie, "GET", "/api/account")).json();
      const removed = await ctx.call(
        cookie,
        "DELETE",
        `/api/account/documents/${view.documents[0].id}`,
      );
      expect(removed.statusCode).toBe(200);

      const page = await auditLogPage({ person: staff.email });
      expect(page.items.map((item) => [item.action_label, item.lines])).toEqual([
        ["Dokument entfernt", ["Art: Zeugnis"]],
        ["Profil geändert", ["PLZ: 50667 → 50937", "Kapazität (Tage pro Woche): 3 → 5"]],
      ]);
    });

    it("filters by action and by a time range in Berlin days", async () => {
      const owner = await seedOwner(ctx.database.db);
      const at = (iso: string, action: string) =>
        ctx.database.db.insert(auditLog).values({
          actorId: owner.id,
          actorEmail: owner.email,
          action,
          targetType: "user",
          targetId: owner.id,
          createdAt: new Date(iso),
        });
      // 1 July 2026 in Berlin runs from 30 June 22:00 UTC to 1 July 22:00 UTC.
      await at("2026-06-30T21:59:00Z", "account.password_change");
      await at("2026-06-30T22:01:00Z", "account.password_change");
      await at("2026-07-01T21:59:00Z", "account.email_change");
      await at("2026-07-01T22:01:00Z", "account.password_change");

      const day = await auditLogPage({ person: owner.email, from: "2026-07-01", to: "2026-07-01" });
      expect(day.total).toBe(2);
      const password = await auditLogPage({
        person: owner.email,
        action: "account.password_change",
        from: "2026-07-01",
      });
      expect(password.total).toBe(2);
      const until = await auditLogPage({ person: owner.email, to: "2026-06-30" });
      expect(until.total).toBe(1);
      expect(until.items[0]?.action_label).toBe("Passwort geändert");
      const wrong = await ctx.call(ctx.admin, "GET", "/api/admin/audit-log?from=2026-02-30");
      expect(wrong.statusCode).toBe(422);
    });

    it("keeps a self-deletion without the person's data, found by the full address", async () => {
      const owner = await seedOwner(ctx.database.db);
      const cookie = await loginCookie(ctx.app, owner.email);
      await ctx.call(cookie, "PUT", "/api/account/pharmacy", {
        pharmacy_name: "Apotheke am Dom",
        street: "Domkloster",
        street_number: "5",
        postal_code: "50667",
        city: "Köln",
        phone: "+49 221 1234567",
        wws_software: ["ADG"],
      });
      const gone = await ctx.call(cookie, "POST", "/api/account/delete", { password: PASSWORD });
      expect(gone.statusCode).toBe(200);

      const page = await auditLogPage({ person: owner.email });
      expect(page.items.map((item) => item.action)).toEqual([
        "account.self_delete",
        "account.pharmacy_update",
      ]);
      const [deletion, edit] = page.items;
      expect(deletion).toMatchObject({
        action_label: "Konto selbst gelöscht",
        actor: { name: "Gelöschtes Konto", email: null, user_id: null },
        subject: { label: "Gelöschtes Konto", email: null, user_id: null },
        lines: ["Rolle: Apothekeninhaber/-in"],
      });
      expect(edit?.lines).toEqual([
        "Geändert: Hausnummer, Bundesland, Telefon (Werte mit dem Konto gelöscht)",
      ]);
      // Not by a part of it: the address itself is no longer stored anywhere in the log.
      expect((await auditLogPage({ person: owner.email.split("@")[0]! })).total).toBe(0);
      const rows = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, owner.id));
      expect(rows).toHaveLength(2);
      expect(JSON.stringify(rows)).not.toContain(owner.email);
      expect(JSON.stringify(rows)).not.toContain("Domkloster");
      expect(rows.find((row) => row.action === "account.self_delete")?.details).toEqual({
        role: "pharmacy_owner",
        email_hash: accountKey(owner.email),
      });
      // The detail page is gone with the account.
      expect((await detail(ctx.admin, owner.id)).statusCode).toBe(404);
    });

    it("keeps the address of an operator's deletion, and finds the person's earlier entries by it", async () => {
      const staff = await seedStaff(ctx.database.db);
      const blocked = await ctx.call(ctx.admin, "POST", "/api/admin/accounts/block", {
        id: staff.id,
        reason: "Profil veraltet",
      });
      expect(blocked.statusCode).toBe(200);
      const deleted = await ctx.call(ctx.admin, "POST", "/api/admin/accounts/delete", {
        id: staff.id,
      });
      expect(deleted.statusCode).toBe(200);

      const page = await auditLogPage({ person: staff.email });
      expect(page.items.map((item) => [item.action_label, item.lines])).toEqual([
        ["Konto gelöscht", [`E-Mail: ${staff.email}`, "Rolle: Personal"]],
        ["Konto gesperrt", ["Status: aktiv → gesperrt", "Grund: Profil veraltet"]],
      ]);
      expect(page.items[0]?.subject).toMatchObject({
        label: "Gelöschtes Konto",
        email: staff.email,
      });

      // Someone registers the address again and deletes that account: the agency's
      // record of whom it removed before stays as it was.
      const again = await seedUser(ctx.database.db, { email: staff.email });
      const cookie = await loginCookie(ctx.app, again.email);
      expect(
        (await ctx.call(cookie, "POST", "/api/account/delete", { password: PASSWORD })).statusCode,
      ).toBe(200);
      const later = await auditLogPage({ person: staff.email, action: "account.delete" });
      expect(later.items.map((item) => item.lines)).toEqual([
        [`E-Mail: ${staff.email}`, "Rolle: Personal"],
      ]);
    });
  });
});
