import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TERMS_VERSION } from "../../domain/legal-versions";
import { consentRecords, outboxEmails, pharmacyProfiles, users } from "../db/schema";
import { freshAddress, ownerBody, uniqueEmail } from "../testing/accounts";
import { renderedMail } from "../testing/rendered-mail";
import { buildTestApp, useTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const SUCCESS = "Owner registered successfully. Please check your email for activation.";

describe.each(testDatabaseKinds)("POST /api/auth/register on $name", (kind) => {
  const ctx = useTestApp(kind);

  const register = (payload: unknown, remoteAddress = freshAddress()) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: payload as object,
      remoteAddress,
    });

  it("registers an owner: 201, unverified account, pharmacy, consent and activation mail", async () => {
    const body = ownerBody({ email: "Inhaberin.Neu@Example.ORG" });
    const response = await register(body, "203.0.113.7");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SUCCESS });

    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, "inhaberin.neu@example.org"));
    expect(user).toMatchObject({
      role: "pharmacy_owner",
      status: "unverified",
      salutation: "Mrs",
      firstName: "Erika",
      phone: "+49221 1234-567",
      emailVerifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [pharmacy] = await ctx.database.db
      .select()
      .from(pharmacyProfiles)
      .where(eq(pharmacyProfiles.userId, user!.id));
    expect(pharmacy).toMatchObject({
      pharmacyName: "Apotheke am Dom",
      street: "Domkloster",
      streetNumber: "4",
      postalCode: "50667",
      city: "Köln",
      wwsSoftware: ["ADG", "andere"],
    });
    const [consent] = await ctx.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subjectId, user!.id));
    expect(consent).toMatchObject({
      subject: "owner_registration",
      ipAddress: "203.0.113.7",
      termsVersion: TERMS_VERSION,
    });
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, "inhaberin.neu@example.org"))
      .then((rows) => rows.map(renderedMail));
    expect(mail?.template).toBe("owner-activation");
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/activate\?token=[\w-]{43}/);
    expect(mail?.text).toContain("Guten Tag Frau Mustermann,");
  });

  it("accepts a missing salutation and message (both optional)", async () => {
    const body = ownerBody();
    delete body.pharmacy_contact_salutation;
    delete body.pharmacy_message;
    expect((await register(body)).statusCode).toBe(201);
    expect((await register(ownerBody({ pharmacy_contact_salutation: "" }))).statusCode).toBe(201);
  });

  it.each([
    ["first_name", "", "First name is required"],
    ["last_name", "  ", "Last name is required"],
    ["email", undefined, "Email is required"],
    ["email", "keine-adresse", "Email must be a valid email address"],
    ["email", `${"a".repeat(244)}@example.org`, "Email must not exceed 255 characters"],
    ["pharmacy_city", "", "City is required"],
    ["password", undefined, "Password is required"],
    ["password_confirmation", "Anders123", "Password confirmation does not match"],
    ["role", undefined, "Role is required"],
    ["role", "superuser", "Role must be one of admin, pharmacy_owner, pharmacist"],
    ["pharmacy_name", "", "Pharmacy name is required"],
    ["pharmacy_address", "", "Pharmacy address is required"],
    ["pharmacy_street_number", "", "Street number is required"],
    ["pharmacy_postal_code", "", "Postal code is required"],
    ["pharmacy_phone", "", "Phone number is required"],
    ["pharmacy_phone", "0221 123456", "Phone number must start with +49"],
    [
      "pharmacy_wws_software",
      [],
      "WWS software is required and must be one of the available options",
    ],
    [
      "pharmacy_wws_software",
      ["Excel"],
      "WWS software is required and must be one of the available options",
    ],
    ["pharmacy_terms_accepted", false, "Terms must be accepted"],
    ["pharmacy_contact_salutation", "Ms", "Contact salutation must be Mr or Mrs"],
  ])("%s = %j -> 422 %s", async (field, value, message) => {
    const body = ownerBody({ [field]: value });
    if (value === undefined) delete body[field];
    const response = await register(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "The given data was invalid.",
      errors: { [field]: [message] },
    });
  });

  it("refuses a postcode that does not exist, with the order form's rule (issue 13)", async () => {
    const response = await register(ownerBody({ pharmacy_postal_code: "99999" }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      pharmacy_postal_code: ["This postal code does not exist"],
    });
  });

  it("stores the federal state derived from the postcode", async () => {
    const email = uniqueEmail("state");
    expect((await register(ownerBody({ email, pharmacy_postal_code: "80331" }))).statusCode).toBe(
      201,
    );
    const [row] = await ctx.database.db
      .select({ state: pharmacyProfiles.state })
      .from(pharmacyProfiles)
      .innerJoin(users, eq(users.id, pharmacyProfiles.userId))
      .where(eq(users.email, email));
    expect(row?.state).toBe("DE-BY");
  });

  it("answers an empty object with every required field's message", async () => {
    const response = await register({});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      [
        "email",
        "password",
        "password_confirmation",
        "pharmacy_name",
        "pharmacy_address",
        "pharmacy_street_number",
        "pharmacy_postal_code",
        "pharmacy_city",
        "first_name",
        "last_name",
        "pharmacy_phone",
        "pharmacy_wws_software",
        "pharmacy_terms_accepted",
        "role",
      ].sort(),
    );
  });

  it("refuses an e-mail that is registered, whatever its case", async () => {
    const email = "doppelt@example.org";
    expect((await register(ownerBody({ email }))).statusCode).toBe(201);
    const again = await register(ownerBody({ email: "Doppelt@EXAMPLE.org" }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: "The given data was invalid.",
      errors: { email: ["This email is already registered"] },
    });
  });

  it("creates exactly one account when the same e-mail registers twice at once", async () => {
    const email = "gleichzeitig@example.org";
    const responses = await Promise.all([
      register(ownerBody({ email })),
      register(ownerBody({ email: "GLEICHZEITIG@example.org" })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const loser = responses.find((response) => response.statusCode === 422);
    expect(loser?.json().errors).toEqual({ email: ["This email is already registered"] });
    const [row] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(row?.count).toBe(1);
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.recipient}) = ${email}`);
    expect(mails).toHaveLength(1);
  });

  it("refuses other roles: admins are never created through the API", async () => {
    for (const role of ["admin", "pharmacist"]) {
      const response = await register(ownerBody({ role }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ role: ["This role cannot be registered here"] });
    }
  });

  it("ignores unknown fields and never stores them (mass assignment)", async () => {
    const email = "massen@example.org";
    const response = await register(
      ownerBody({
        email,
        is_active: true,
        status: "active",
        is_admin: true,
        email_verified_at: "2020-01-01T00:00:00Z",
        password_hash: "$argon2id$v=19$m=1,t=1,p=1$AAAA$BBBB",
        id: "00000000-0000-4000-8000-000000000000",
      }),
    );
    expect(response.statusCode).toBe(201);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      role: "pharmacy_owner",
      status: "unverified",
      emailVerifiedAt: null,
    });
    expect(user?.id).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(user?.passwordHash).not.toContain("BBBB");
  });

  it("answers malformed JSON with 400 and a JSON message, never a stack trace", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: '{"email": "x@example.org", ',
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Malformed JSON in request body" });
  });

  it("answers a wrong content type with 400", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "text/plain" },
      payload: "email=x",
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Unsupported content type" });
  });

  it("limits registrations per address (429) without touching other addresses", async () => {
    const address = "198.51.100.20";
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1)
      statuses.push((await register({}, address)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    const limited = await register({}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: "Too many requests. Please try again later." });
    expect((await register({}, "198.51.100.21")).statusCode).toBe(422);
  });

  it("takes the limit from REGISTRATIONS_PER_HOUR", async () => {
    const fair = await buildTestApp(ctx.database, { registrationsPerHour: 2 });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const answer = await fair.inject({
          method: "POST",
          url: "/api/auth/register",
          payload: {},
          remoteAddress: "198.51.100.30",
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await fair.close();
    }
  });
});
