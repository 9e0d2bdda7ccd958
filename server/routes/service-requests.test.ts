import { solveChallenge } from "altcha-lib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "../../domain/site-config";
import { createAltchaChallenge } from "../captcha/altcha";
import { ALTCHA_KEY_SETTING } from "../captcha/captcha";
import type { DatabaseHandle } from "../db/client";
import {
  appSettings,
  cleaningRequests,
  consentRecords,
  courierRequests,
  outboxEmails,
} from "../db/schema";
import { solveAltcha, TEST_ALTCHA_MAX_NUMBER } from "../testing/captcha";
import { renderedMail } from "../testing/rendered-mail";
import { validCleaningRequest, validCourierRequest } from "../testing/service-request-fixtures";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const INVALID = "Invalid reCAPTCHA response. Please try again.";
const EXPIRED_OR_USED =
  "The reCAPTCHA token has expired or has already been used. Please try again.";

async function solvedPayload(hmacKey: string, issuedAt: number): Promise<string> {
  const challenge = await createAltchaChallenge(hmacKey, 500, issuedAt);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, "SHA-256", 500)
    .promise;
  const { algorithm, salt, signature } = challenge;
  const payload = {
    algorithm,
    challenge: challenge.challenge,
    number: solution?.number,
    salt,
    signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describe.each(testDatabaseKinds)("service requests on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let sent = 0;
  const nextAddress = () => {
    sent += 1;
    return `203.0.113.${sent}`;
  };

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database, { altchaMaxNumber: TEST_ALTCHA_MAX_NUMBER });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, body: Record<string, unknown>, remoteAddress = nextAddress()) =>
    app.inject({ method: "POST", url, payload: body, remoteAddress });
  const mailsTo = (recipient: string) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, recipient))
      .then((rows) => rows.map(renderedMail));

  it("stores a courier request, queues both mails and records the consent", async () => {
    const body = { ...validCourierRequest, email: "courier-1@apotheke.example" };
    const response = await post("/api/boten-service", {
      ...body,
      "g-recaptcha-response": await solveAltcha(app),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });

    const [stored] = await database.db
      .select()
      .from(courierRequests)
      .where(eq(courierRequests.email, body.email));
    expect(stored).toMatchObject({
      status: "new",
      pharmacyName: "Rhein-Apotheke",
      zipCode: "50668 Köln",
      gender: "Ms",
      deliveryArea: "50667, 50668, 50670",
      software: ["Lauer Fischer", "andere"],
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);

    const [confirmation] = await mailsTo(body.email);
    expect(confirmation).toMatchObject({
      template: "courier-request-confirmation",
      subject: "Ihre Anfrage zum Boten-Service bei apostaff",
      status: "pending",
    });
    expect(confirmation?.text).toContain("Sehr geehrte Frau Schmitz,");
    const agency = (await mailsTo(siteConfig.emails.agency)).find((mail) =>
      mail.text.includes(stored!.id),
    );
    expect(agency).toMatchObject({
      template: "courier-request-agency",
      subject: "Neue Anfrage Boten-Service: Rhein-Apotheke",
    });
    for (const detail of [
      "Rhein-Apotheke",
      "Frau Anna Schmitz",
      body.email,
      "0221 555 66 77",
      "Rheinufer 7",
      "50668 Köln",
      "50667, 50668, 50670",
      "Zwei Lastenräder, Kühlboxen",
      "Lauer Fischer, Andere",
    ]) {
      expect(agency?.text).toContain(detail);
    }

    const consents = await database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subjectId, stored!.id));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ subject: "courier_request" });
    expect(consents[0]?.ipAddress).toMatch(/^203\.0\.113\./);
  });

  it("stores a cleaning request with decimals, numeric strings and without an area", async () => {
    const withArea = { ...validCleaningRequest, email: "cleaning-1@apotheke.example" };
    const response = await post("/api/reinigung-service", {
      ...withArea,
      room_count: "12",
      "g-recaptcha-response": await solveAltcha(app),
    });
    expect(response.statusCode).toBe(201);
    const noArea: Record<string, unknown> = {
      ...validCleaningRequest,
      email: "cleaning-2@apotheke.example",
      "g-recaptcha-response": await solveAltcha(app),
    };
    delete noArea.sqm;
    expect((await post("/api/reinigung-service", noArea)).statusCode).toBe(201);

    const rows = await database.db.select().from(cleaningRequests);
    const first = rows.find((row) => row.email === withArea.email);
    const second = rows.find((row) => row.email === noArea.email);
    expect(first).toMatchObject({ roomCount: 12, sqm: 180.5, city: "Köln", status: "new" });
    expect(second).toMatchObject({ sqm: null });

    const agency = (await mailsTo(siteConfig.emails.agency)).find((mail) =>
      mail.text.includes(first!.id),
    );
    expect(agency?.template).toBe("cleaning-request-agency");
    expect(agency?.subject).toBe("Neue Anfrage Reinigung-Service: Dom-Apotheke");
    for (const detail of ["Herr Jonas Becker", "Am Hof 3", "50667", "Köln", "180,5 m²", "12"]) {
      expect(agency?.text).toContain(detail);
    }
    expect(agency?.text).toContain(validCleaningRequest.tasks_should);
    const [confirmation] = await mailsTo(String(noArea.email));
    expect(confirmation?.template).toBe("cleaning-request-confirmation");
    expect(confirmation?.text).toContain("Sehr geehrter Herr Becker,");
    expect(confirmation?.text).toContain("Fläche: keine Angabe");
    const [consent] = await database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subjectId, second!.id));
    expect(consent?.subject).toBe("cleaning_request");
  });

  it("accepts an answer once: a replay, also on the other form, is refused", async () => {
    const answer = await solveAltcha(app);
    const body = { ...validCourierRequest, email: "replay@apotheke.example" };
    const first = await post("/api/boten-service", { ...body, "g-recaptcha-response": answer });
    expect(first.statusCode).toBe(201);
    const again = await post("/api/boten-service", { ...body, "g-recaptcha-response": answer });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: "The given data was invalid.",
      errors: [EXPIRED_OR_USED],
    });
    const elsewhere = await post("/api/reinigung-service", {
      ...validCleaningRequest,
      "g-recaptcha-response": answer,
    });
    expect(elsewhere.json().errors).toEqual([EXPIRED_OR_USED]);
    const stored = await database.db
      .select()
      .from(courierRequests)
      .where(eq(courierRequests.email, body.email));
    expect(stored).toHaveLength(1);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it("lets only one of two simultaneous requests with one answer through", async () => {
    const answer = await solveAltcha(app);
    const body = { ...validCourierRequest, email: "race@apotheke.example" };
    const responses = await Promise.all(
      [1, 2, 3].map(() => post("/api/boten-service", { ...body, "g-recaptcha-response": answer })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    expect(await mailsTo(body.email)).toHaveLength(1);
  });

  it("stores simultaneous requests each with its own mails and consent, refusing only a replay", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => solveAltcha(app)));
    const sends = [...answers, answers[0] as string].map((answer, index) =>
      post("/api/boten-service", {
        ...validCourierRequest,
        pharmacy_name: `Gleichzeitig ${index}`,
        email: `together-${index}@apotheke.example`,
        "g-recaptcha-response": answer,
      }),
    );
    const statuses = (await Promise.all(sends)).map((response) => response.statusCode);
    // The first and the last send share one answer: whichever comes second is refused.
    expect(statuses.slice(1, 3)).toEqual([201, 201]);
    expect([statuses[0], statuses[3]].sort()).toEqual([201, 422]);
    const acceptedIndex = statuses[0] === 201 ? 0 : 3;
    for (const index of [acceptedIndex, 1, 2]) {
      const email = `together-${index}@apotheke.example`;
      const [stored] = await database.db
        .select()
        .from(courierRequests)
        .where(eq(courierRequests.email, email));
      expect(stored?.pharmacyName).toBe(`Gleichzeitig ${index}`);
      expect(await mailsTo(email)).toHaveLength(1);
      const toAgency = await mailsTo(siteConfig.emails.agency);
      const notice = toAgency.filter((mail) => mail.text.includes(stored?.id ?? "-"));
      expect(notice).toHaveLength(1);
      expect(notice[0]?.text).toContain(`Gleichzeitig ${index}`);
      const consents = await database.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.subjectId, stored?.id ?? ""));
      expect(consents).toHaveLength(1);
    }
    const refusedEmail = `together-${3 - acceptedIndex}@apotheke.example`;
    expect(await mailsTo(refusedEmail)).toHaveLength(0);
  });

  it("refuses forged answers and stores nothing", async () => {
    const genuine = JSON.parse(Buffer.from(await solveAltcha(app), "base64").toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const forged = [
      "03AGdBq24-not-a-real-token",
      encode({ ...genuine, number: genuine.number + 1 }),
      encode({ ...genuine, signature: "0".repeat(64) }),
      encode({ ...genuine, salt: genuine.salt.replace(/expires=\d+/, "expires=9999999999") }),
      encode({ ...genuine, algorithm: "SHA-1" }),
      await solvedPayload("a key that is not ours", Date.now()),
    ];
    for (const answer of forged) {
      const body = { ...validCourierRequest, email: "forged@apotheke.example" };
      const response = await post("/api/boten-service", {
        ...body,
        "g-recaptcha-response": answer,
      });
      expect(response.statusCode, answer).toBe(422);
      expect(response.json().errors).toEqual([INVALID]);
    }
    const stored = await database.db
      .select()
      .from(courierRequests)
      .where(eq(courierRequests.email, "forged@apotheke.example"));
    expect(stored).toEqual([]);
  });

  it("refuses an answer to a challenge that has expired", async () => {
    await solveAltcha(app);
    const [setting] = await database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, ALTCHA_KEY_SETTING));
    expect(setting?.value.length).toBeGreaterThanOrEqual(40);
    const late = await solvedPayload(setting!.value, Date.now() - 11 * 60_000);
    const response = await post("/api/reinigung-service", {
      ...validCleaningRequest,
      "g-recaptcha-response": late,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([EXPIRED_OR_USED]);
    const fresh = await solvedPayload(setting!.value, Date.now());
    const accepted = await post("/api/reinigung-service", {
      ...validCleaningRequest,
      "g-recaptcha-response": fresh,
    });
    expect(accepted.statusCode).toBe(201);
  });

  it("answers a body over 64 KB with 413 and a wrong content type with 400", async () => {
    const huge = await post("/api/boten-service", {
      ...validCourierRequest,
      existing_delivery_area: "x".repeat(70 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: "Request body is too large" });
    const text = await app.inject({
      method: "POST",
      url: "/api/reinigung-service",
      headers: { "content-type": "text/plain" },
      payload: "pharmacy_name=x",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: "Unsupported content type" });
  });

  it("stops a script sending from one address after 20 requests per form", async () => {
    const address = "192.0.2.77";
    for (let index = 0; index < 20; index += 1) {
      expect((await post("/api/boten-service", {}, address)).statusCode).toBe(422);
    }
    const blocked = await post("/api/boten-service", {}, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Too many requests. Please try again later.");
    // The other form and other addresses are counted apart.
    expect((await post("/api/reinigung-service", {}, address)).statusCode).toBe(422);
    expect((await post("/api/boten-service", {}, "192.0.2.78")).statusCode).toBe(422);
  });

  it("documents both forms in the OpenAPI description", async () => {
    const document = (await app.inject("/api/openapi.json")).json();
    for (const path of ["/api/boten-service", "/api/reinigung-service"]) {
      const operation = document.paths[path].post;
      expect(operation.requestBody.content["application/json"].schema).toBeTruthy();
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(["201", "422", "413", "429"]),
      );
    }
    expect(document.paths["/api/captcha/challenge"].get).toBeTruthy();
    expect(document.paths["/api/admin/service-requests/{type}/{id}"].patch).toBeTruthy();
  });
});

describe("a service request when the database fails", () => {
  it("answers 503 with a message only, no SQL or stack trace, when the database is gone", async () => {
    const database = await testDatabaseKinds[0]!.open();
    const app = await buildTestApp(database, { altchaMaxNumber: TEST_ALTCHA_MAX_NUMBER });
    const answer = await solveAltcha(app);
    await database.close();
    const response = await app.inject({
      method: "POST",
      url: "/api/boten-service",
      payload: { ...validCourierRequest, "g-recaptcha-response": answer },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ message: "Service unavailable" });
    await app.close();
  }, 120_000);
});
