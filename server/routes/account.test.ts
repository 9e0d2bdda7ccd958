import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditDetailLines } from "../../domain/audit-text";
import { auditLog, staffProfiles, users } from "../db/schema";
import {
  loginCookie,
  PASSWORD,
  seedStaffAccount,
  seedUser,
  uploadOwnDocument,
} from "../testing/accounts";
import { useTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const profileBody = {
  street: "Hohe Straße",
  street_number: "12a",
  postal_code: "50667",
  city: "Köln",
  vat_id: "DE123456789",
  capacity_days_per_week: "3",
  availability: "Montag bis Mittwoch",
  phone: "+49170 1",
  wws_software: ["CIDA"],
  experience_since: "2015-01-01",
};

describe.each(testDatabaseKinds)("own account API on $name", (kind) => {
  const ctx = useTestApp(kind);

  it("answers 401 to visitors on every own-data route and 403 to the wrong role", async () => {
    const routes = [
      { method: "GET", url: "/api/account" },
      { method: "PUT", url: "/api/account/staff-profile", payload: profileBody },
      { method: "GET", url: "/api/account/export" },
      { method: "POST", url: "/api/account/delete", payload: { password: PASSWORD } },
      {
        method: "GET",
        url: "/api/account/documents/download?id=00000000-0000-4000-8000-000000000000",
      },
    ];
    for (const route of routes) {
      expect((await ctx.app.inject(route as never)).statusCode, route.url).toBe(401);
    }
    expect((await uploadOwnDocument(ctx.app, "apostaff_session=nonsense")).statusCode).toBe(401);
    const owner = await seedUser(ctx.database.db, { role: "pharmacy_owner" });
    const ownerCookie = await loginCookie(ctx.app, owner.email);
    const ownerProfile = await ctx.app.inject({
      method: "PUT",
      url: "/api/account/staff-profile",
      payload: profileBody,
      headers: { cookie: ownerCookie },
    });
    expect(ownerProfile.statusCode).toBe(403);
    expect((await uploadOwnDocument(ctx.app, ownerCookie)).statusCode).toBe(403);
    const admin = await seedUser(ctx.database.db, { role: "admin" });
    const adminCookie = await loginCookie(ctx.app, admin.email);
    for (const route of routes.slice(2, 4)) {
      const response = await ctx.app.inject({
        ...route,
        headers: { cookie: adminCookie },
      } as never);
      expect(response.statusCode, route.url).toBe(403);
    }
  });

  it("lets staff fill the profile to 80 % and upload PDFs; refuses bad input in German", async () => {
    const { cookie } = await seedStaffAccount(ctx.app, ctx.database.db);
    const before = await ctx.app.inject({ url: "/api/account", headers: { cookie } });
    expect(before.json().staff.completeness).toBe(44);
    const bad = await ctx.app.inject({
      method: "PUT",
      url: "/api/account/staff-profile",
      payload: { ...profileBody, vat_id: "12", postal_code: "1" },
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.vat_id).toEqual([
      "Die USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789.",
    ]);
    const saved = await ctx.app.inject({
      method: "PUT",
      url: "/api/account/staff-profile",
      payload: profileBody,
      headers: { cookie },
    });
    expect(saved.json()).toEqual({ message: "Profile saved", completeness: 77 });
    expect(
      (await uploadOwnDocument(ctx.app, cookie, { content: Buffer.from("not a pdf") })).statusCode,
    ).toBe(422);
    expect((await uploadOwnDocument(ctx.app, cookie)).statusCode).toBe(201);
    const after = await ctx.app.inject({ url: "/api/account", headers: { cookie } });
    expect(after.json().staff).toMatchObject({ completeness: 88, vat_id: "DE123456789" });
  });

  it("lets staff change phone, WWS and experience; stored, shown, audited, checked in German", async () => {
    const { user, cookie } = await seedStaffAccount(ctx.app, ctx.database.db);
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: "PUT",
        url: "/api/account/staff-profile",
        payload,
        headers: { cookie },
      });

    const bad = await put({
      ...profileBody,
      phone: "0221 123",
      wws_software: [],
      experience_since: "2999-01-01",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      phone: ["Die Telefonnummer muss mit +49 beginnen."],
      wws_software: ["Bitte wählen Sie mindestens ein Programm aus."],
      experience_since: ["Das Datum darf nicht in der Zukunft liegen."],
    });
    const missing = await put({
      ...profileBody,
      phone: "+49 12a",
      wws_software: ["Excel"],
      experience_since: "",
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      phone: ["Bitte geben Sie nur Zahlen und Bindestriche ein."],
      wws_software: ["Bitte wählen Sie mindestens ein Programm aus."],
      experience_since: ["Bitte Datum auswählen"],
    });
    const early = await put({ ...profileBody, experience_since: "1949-12-31" });
    expect(early.json().errors).toEqual({
      experience_since: ["Das Datum darf nicht vor dem 01.01.1950 liegen."],
    });

    const saved = await put({
      ...profileBody,
      phone: "+49221 9876543",
      wws_software: ["ADG", "Lauer Fischer"],
      experience_since: "2018-04-01",
    });
    expect(saved.statusCode).toBe(200);
    const [stored] = await ctx.database.db
      .select({
        phone: users.phone,
        wws: staffProfiles.wwsSoftware,
        since: staffProfiles.experienceSince,
      })
      .from(users)
      .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
      .where(eq(users.id, user.id));
    expect(stored).toEqual({
      phone: "+49221 9876543",
      wws: ["ADG", "Lauer Fischer"],
      since: "2018-04-01",
    });
    const view = (await ctx.app.inject({ url: "/api/account", headers: { cookie } })).json();
    expect(view.account.phone).toBe("+49221 9876543");
    expect(view.staff).toMatchObject({
      wws_software: ["ADG", "Lauer Fischer"],
      experience_since: "2018-04-01",
    });

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, user.id));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry!.action).toBe("account.profile_update");
    const lines = auditDetailLines(entry!.action, entry!.details as Record<string, unknown>);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Telefon: +49170 1 → +49221 9876543",
        "WWS: CIDA → ADG, Lauer Fischer",
        "Berufserfahrung seit: 01.01.2015 → 01.04.2018",
      ]),
    );
  });

  it("never shows one staff member another's documents or profile", async () => {
    const first = await seedStaffAccount(ctx.app, ctx.database.db);
    const second = await seedStaffAccount(ctx.app, ctx.database.db);
    await uploadOwnDocument(ctx.app, first.cookie);
    const own = await ctx.app.inject({ url: "/api/account", headers: { cookie: first.cookie } });
    const documentId = own.json().documents[0].id;
    const mine = await ctx.app.inject({
      url: `/api/account/documents/download?id=${documentId}`,
      headers: { cookie: first.cookie },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await ctx.app.inject({
      url: `/api/account/documents/download?id=${documentId}`,
      headers: { cookie: second.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const view = await ctx.app.inject({ url: "/api/account", headers: { cookie: second.cookie } });
    expect(view.json().account.id).toBe(second.user.id);
    expect(view.json().documents).toEqual([]);
  });
});
