import { and, desc, eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountKey } from "../auth/login-throttle";
import { auditLog, outboxEmails, pharmacyProfiles, userDocuments, users } from "../db/schema";
import {
  freshAddress,
  loginCookie,
  PASSWORD,
  seedStaffAccount,
  seedUser,
  uniqueEmail,
  uploadOwnDocument,
} from "../testing/accounts";
import { renderedMail } from "../testing/rendered-mail";
import { useTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const pharmacyBody = {
  pharmacy_name: "Dom-Apotheke",
  street: "Domkloster",
  street_number: "4",
  postal_code: "80331",
  city: "München",
  phone: "+49 89 1234567",
  wws_software: ["CIDA"],
};

describe.each(testDatabaseKinds)("account self-service (issue 13) on $name", (kind) => {
  const ctx = useTestApp(kind);

  async function seedOwner() {
    const user = await seedUser(ctx.database.db);
    await ctx.database.db.insert(pharmacyProfiles).values({
      userId: user.id,
      pharmacyName: "Alte Apotheke",
      street: "Hohe Straße",
      streetNumber: "1",
      postalCode: "50667",
      city: "Köln",
      wwsSoftware: ["Pharmatechnik"],
    });
    return { user, cookie: await loginCookie(ctx.app, user.email) };
  }
  const send = (method: string, url: string, cookie: string, payload?: object) =>
    ctx.app.inject({
      method: method as "POST",
      url,
      payload,
      headers: { cookie },
      remoteAddress: freshAddress(),
    });
  const mailsTo = (recipient: string) =>
    ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, recipient))
      .orderBy(desc(outboxEmails.createdAt))
      .then((rows) => rows.map((row) => ({ ...renderedMail(row), row })));

  it("lets the owner edit the pharmacy; the state follows the postcode and prefills orders", async () => {
    const { user, cookie } = await seedOwner();
    const before = await send("GET", "/api/search-orders", cookie);
    expect(before.json().prefill.state).toBe("DE-NW");

    const saved = await send("PUT", "/api/account/pharmacy", cookie, pharmacyBody);
    expect(saved.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(pharmacyProfiles)
      .where(eq(pharmacyProfiles.userId, user.id));
    expect(row).toMatchObject({
      pharmacyName: "Dom-Apotheke",
      postalCode: "80331",
      state: "DE-BY",
    });
    const [person] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(person?.phone).toBe("+49 89 1234567");
    expect((await send("GET", "/api/search-orders", cookie)).json().prefill).toMatchObject({
      street: "Domkloster 4",
      postalCode: "80331",
      city: "München",
      state: "DE-BY",
      wwsSoftware: ["CIDA"],
    });

    const unknown = await send("PUT", "/api/account/pharmacy", cookie, {
      ...pharmacyBody,
      postal_code: "99999",
      pharmacy_name: "",
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.pharmacy_name).toEqual(["Name der Apotheke ist erforderlich"]);
    const onlyPostcode = await send("PUT", "/api/account/pharmacy", cookie, {
      ...pharmacyBody,
      postal_code: "99999",
    });
    expect(onlyPostcode.json().errors).toEqual({ postal_code: ["Diese PLZ gibt es nicht."] });

    const staff = await seedUser(ctx.database.db, { role: "pharmacist" });
    const staffCookie = await loginCookie(ctx.app, staff.email);
    expect((await send("PUT", "/api/account/pharmacy", staffCookie, pharmacyBody)).statusCode).toBe(
      403,
    );
  });

  it("changes the password with the current one, ends the other sessions and mails", async () => {
    const { user, cookie } = await seedOwner();
    const otherBrowser = await loginCookie(ctx.app, user.email);
    const body = {
      current_password: "Falsch123",
      password: "Neu-Sicher456",
      password_confirmation: "Neu-Sicher456",
    };
    const wrong = await send("POST", "/api/account/password", cookie, body);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ["Password is incorrect"] });
    const weak = await send("POST", "/api/account/password", cookie, {
      ...body,
      current_password: PASSWORD,
      password: "kurz",
      password_confirmation: "kurz",
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeDefined();

    const changed = await send("POST", "/api/account/password", cookie, {
      ...body,
      current_password: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await send("GET", "/api/auth/me", cookie)).statusCode).toBe(200);
    expect((await send("GET", "/api/auth/me", otherBrowser)).statusCode).toBe(401);
    const login = (password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password },
        remoteAddress: freshAddress(),
      });
    expect((await login("Neu-Sicher456")).statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.row.subject).toBe("Ihr Passwort wurde geändert");
    expect(mail?.text).toContain("Alle anderen Anmeldungen wurden beendet");
    expect(mail?.html).toContain("Ihr Passwort wurde geändert");
    expect(mail?.row.replyTo).toBe("info@apostaff.example");
  });

  it("sends e-mail change links for one account at most ten times an hour, from any address", async () => {
    const { cookie } = await seedOwner();
    const targets = Array.from({ length: 11 }, () => uniqueEmail("fremd"));
    const answers = [];
    for (const target of targets) {
      const response = await send("POST", "/api/account/email", cookie, {
        new_email: target,
        current_password: PASSWORD,
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    expect(await mailsTo(targets[10]!)).toEqual([]);
  });

  it("changes the e-mail only through the link sent to the new address, with notices to the old one", async () => {
    const { user, cookie } = await seedOwner();
    const newEmail = uniqueEmail("neu");
    const taken = await seedUser(ctx.database.db);
    expect(
      (
        await send("POST", "/api/account/email", cookie, {
          new_email: taken.email,
          current_password: PASSWORD,
        })
      ).json().errors,
    ).toEqual({ new_email: ["Diese E-Mail ist bereits registriert."] });
    expect(
      (
        await send("POST", "/api/account/email", cookie, {
          new_email: newEmail,
          current_password: "Falsch123",
        })
      ).statusCode,
    ).toBe(400);

    const asked = await send("POST", "/api/account/email", cookie, {
      new_email: newEmail.toUpperCase(),
      current_password: PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    const [stillOld] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stillOld?.email).toBe(user.email);
    const [notice] = await mailsTo(user.email);
    expect(notice?.row.subject).toBe("Änderung Ihrer E-Mail-Adresse angefordert");
    expect(notice?.text).toContain(newEmail);
    const [confirm] = await mailsTo(newEmail);
    expect(confirm?.row.subject).toBe("Bitte bestätigen Sie Ihre neue E-Mail-Adresse");
    const link = new URL(confirm!.text.match(/https?:\/\/\S+confirm-email\S+/)![0]);

    const followed = await ctx.app.inject(`${link.pathname}${link.search}`);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe("/konto?hinweis=email-bestaetigt");
    const [changed] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(changed?.email).toBe(newEmail);
    expect((await mailsTo(user.email))[0]?.row.subject).toBe("Ihre E-Mail-Adresse wurde geändert");
    expect((await ctx.app.inject(`${link.pathname}${link.search}`)).headers.location).toBe(
      "/konto?hinweis=email-link-ungueltig",
    );
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.email_change"), eq(auditLog.targetId, user.id)));
    expect(entry?.details).toEqual({ from: user.email, to: newEmail });
  });

  it("mails a confirmation after a self-deletion and records it in the audit log", async () => {
    const { user, cookie } = await seedOwner();
    // An earlier mail, already sent: it goes with the account.
    await ctx.database.db.insert(outboxEmails).values({
      template: "owner-activation",
      recipient: user.email,
      subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
      body: { heading: "Bitte bestätigen Sie Ihre E-Mail-Adresse", paragraphs: [] },
      status: "sent",
      sentAt: new Date(),
    });
    const deleted = await send("POST", "/api/account/delete", cookie, { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.row.subject)).toEqual(["Ihr Konto wurde gelöscht"]);
    const [mail] = mails;
    expect(mail?.row.status).toBe("pending");
    expect(mail?.text).toContain("haben wir Ihr apostaff-Konto");
    // Honest about what stays: placements and invoices are booking documents.
    expect(mail?.text).toContain("Vermittelte Einsätze und Rechnungen bewahren wir");
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.self_delete"), eq(auditLog.targetId, user.id)));
    // No address kept, only its hash (docs/decisions/0037-readable-audit-log.md).
    expect(entry).toMatchObject({
      actorId: user.id,
      actorEmail: "deleted-account",
      details: { role: "pharmacy_owner", email_hash: accountKey(user.email) },
    });
    expect(JSON.stringify(entry)).not.toContain(user.email);
  });

  it("forgets the person's earlier and requested addresses with the account: mails and log entries", async () => {
    const { user, cookie } = await seedOwner();
    const operator = await seedUser(ctx.database.db, { role: "admin" });
    const newEmail = uniqueEmail("neu");
    await send("POST", "/api/account/email", cookie, {
      new_email: newEmail,
      current_password: PASSWORD,
    });
    const [confirm] = await mailsTo(newEmail);
    const link = new URL(confirm!.text.match(/https?:\/\/\S+confirm-email\S+/)![0]);
    expect((await ctx.app.inject(`${link.pathname}${link.search}`)).statusCode).toBe(303);
    // A second change, never confirmed: its link went to an address the account never had.
    const requested = uniqueEmail("tippfehler");
    await send("POST", "/api/account/email", cookie, {
      new_email: requested,
      current_password: PASSWORD,
    });
    // The operator sent a failed mail to the old address again; someone guessed
    // passwords under the old address after the change.
    const retried = await ctx.database.db
      .insert(auditLog)
      .values([
        {
          actorId: operator.id,
          actorEmail: operator.email,
          action: "email.retry",
          targetType: "outbox_email",
          targetId: "00000000-0000-4000-8000-000000000001",
          details: { recipient: user.email },
        },
        {
          // Another account's change, long ago, to the address the person had later.
          actorId: operator.id,
          actorEmail: operator.email,
          action: "account.email_change",
          targetType: "user",
          targetId: operator.id,
          details: { from: "frueher@example.org", to: user.email },
        },
        {
          actorId: null,
          actorEmail: user.email,
          action: "login.throttled",
          targetType: "account",
          targetId: accountKey(user.email),
          details: { ip: "10.9.8.7", wait_seconds: 2 },
        },
      ])
      .returning({ id: auditLog.id });
    // Every mail so far went out.
    await ctx.database.db
      .update(outboxEmails)
      .set({ status: "sent", sentAt: new Date() })
      .where(inArray(outboxEmails.recipient, [user.email, newEmail, requested]));

    const deleted = await send("POST", "/api/account/delete", cookie, { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await mailsTo(requested)).toEqual([]);
    expect((await mailsTo(newEmail)).map((mail) => mail.row.subject)).toEqual([
      "Ihr Konto wurde gelöscht",
    ]);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.targetId, user.id),
          inArray(
            auditLog.id,
            retried.map((row) => row.id),
          ),
        ),
      );
    for (const address of [user.email, newEmail, requested]) {
      expect(JSON.stringify(entries)).not.toContain(address);
    }
    expect(entries.find((entry) => entry.action === "email.retry")).toMatchObject({
      actorEmail: operator.email,
      details: {},
    });
    // Another's entry loses only the person's address.
    expect(entries.find((entry) => entry.targetId === operator.id)?.details).toEqual({
      from: "frueher@example.org",
    });
    expect(entries.find((entry) => entry.action === "login.throttled")).toMatchObject({
      actorEmail: "deleted-account",
      details: { wait_seconds: 2 },
    });
  });

  it("replaces a CV with the next one and removes documents on request", async () => {
    const { user, cookie } = await seedStaffAccount(ctx.app, ctx.database.db);
    const upload = (field: string, filename: string) =>
      uploadOwnDocument(ctx.app, cookie, { field, filename });
    expect((await upload("cv", "lebenslauf-alt.pdf")).statusCode).toBe(201);
    expect((await upload("cv", "lebenslauf-neu.pdf")).statusCode).toBe(201);
    expect((await upload("certificate", "zeugnis.pdf")).statusCode).toBe(201);
    const documents = (await send("GET", "/api/account", cookie)).json().documents as {
      id: string;
      kind: string;
      original_name: string;
    }[];
    expect(documents.map((document) => document.original_name).sort()).toEqual([
      "lebenslauf-neu.pdf",
      "zeugnis.pdf",
    ]);

    const cv = documents.find((document) => document.kind === "cv")!;
    const other = await seedUser(ctx.database.db, { role: "pharmacist" });
    const otherCookie = await loginCookie(ctx.app, other.email);
    expect((await send("DELETE", `/api/account/documents/${cv.id}`, otherCookie)).statusCode).toBe(
      404,
    );
    expect((await send("DELETE", `/api/account/documents/${cv.id}`, cookie)).statusCode).toBe(200);
    const left = await ctx.database.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, user.id));
    expect(left.map((document) => document.originalName)).toEqual(["zeugnis.pdf"]);
  });

  it("keeps the last certificate until a new one is there, also against two removals at once", async () => {
    const user = await seedUser(ctx.database.db, { role: "pharmacist" });
    const cookie = await loginCookie(ctx.app, user.email);
    const upload = (filename: string) => uploadOwnDocument(ctx.app, cookie, { filename });
    const certificates = () =>
      ctx.database.db
        .select()
        .from(userDocuments)
        .where(and(eq(userDocuments.userId, user.id), eq(userDocuments.kind, "certificate")));
    expect((await upload("approbation.pdf")).statusCode).toBe(201);
    const [only] = await certificates();
    const refused = await send("DELETE", `/api/account/documents/${only?.id}`, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The last certificate stays; upload the new one first");
    expect(await certificates()).toHaveLength(1);

    expect((await upload("approbation-neu.pdf")).statusCode).toBe(201);
    const both = await certificates();
    const answers = await Promise.all(
      both.map((document) => send("DELETE", `/api/account/documents/${document.id}`, cookie)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await certificates()).toHaveLength(1);
  });

  it("refuses an unknown postcode on the staff profile", async () => {
    const { cookie } = await seedStaffAccount(ctx.app, ctx.database.db);
    const answer = await send("PUT", "/api/account/staff-profile", cookie, {
      street: "Weg",
      street_number: "2",
      postal_code: "99999",
      city: "Nirgendwo",
      vat_id: "",
      capacity_days_per_week: "",
      availability: "",
      phone: "+49170 1234567",
      wws_software: ["CIDA"],
      experience_since: "2015-01-01",
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ postal_code: ["Diese PLZ gibt es nicht."] });
  });
});
