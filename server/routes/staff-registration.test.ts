import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../domain/limits";
import type { DatabaseHandle } from "../db/client";
import {
  consentRecords,
  outboxEmails,
  staffProfiles,
  storedFiles as storedFileRows,
  userDocuments,
  users,
} from "../db/schema";
import { createFileStorage } from "../storage/database-file-storage";
import { PdfCheck, PdfReaderUnavailable } from "../storage/pdf-check";
import { type FilePart, freshAddress, multipart, pdfBytes, staffFields } from "../testing/accounts";
import { renderedMail } from "../testing/rendered-mail";
import { buildAppWithLog, buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const certificate = (content = pdfBytes()): FilePart => ({
  name: "certificate",
  filename: "approbation.pdf",
  content,
});

describe.each(testDatabaseKinds)("POST /api/pharmacist-worker/register on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  /** Keys of the files in the storage (the database, docs/decisions/0024). */
  const storedFiles = async () =>
    (await database.db.select({ key: storedFileRows.key }).from(storedFileRows)).map(
      (row) => row.key,
    );

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(storedFileRows);
  });

  async function register(
    fields: Record<string, string | string[] | undefined>,
    files: FilePart[] = [certificate()],
  ) {
    const { payload, headers } = await multipart(fields, files);
    return app.inject({
      method: "POST",
      url: "/api/pharmacist-worker/register",
      payload,
      headers,
      remoteAddress: freshAddress(),
    });
  }

  it("registers staff with certificate and CV: inactive account, files, consent, receipt", async () => {
    const fields = staffFields({ email: "Mia.Neu@Example.org" });
    const cv = pdfBytes(5000);
    const response = await register(fields, [
      certificate(),
      { name: "cv", filename: "lebenslauf.pdf", content: cv },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "User registered successfully" });

    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "mia.neu@example.org"));
    expect(user).toMatchObject({ role: "pharmacist", status: "inactive", salutation: "Ms" });
    const [profile] = await database.db
      .select()
      .from(staffProfiles)
      .where(eq(staffProfiles.userId, user!.id));
    expect(profile).toMatchObject({
      profession: "PTA",
      street: "Hohe Straße",
      streetNumber: "12a",
      postalCode: "50667",
      city: "Köln",
      wwsSoftware: ["CIDA", "Pharmatechnik"],
      experienceSince: "2015-09-01",
    });
    const documents = await database.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, user!.id));
    expect(documents.map((document) => document.kind).sort()).toEqual(["certificate", "cv"]);
    const cvRow = documents.find((document) => document.kind === "cv")!;
    expect(cvRow).toMatchObject({ originalName: "lebenslauf.pdf", byteSize: 5000 });
    expect(cvRow.storageKey).toMatch(/^[a-f0-9]{32}$/);
    const parts: Buffer[] = [];
    for await (const part of await createFileStorage(database.db).read(cvRow.storageKey)) {
      parts.push(part as Buffer);
    }
    expect(Buffer.concat(parts)).toEqual(cv);
    expect((await storedFiles()).sort()).toEqual(documents.map((d) => d.storageKey).sort());

    const [consent] = await database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subjectId, user!.id));
    expect(consent?.subject).toBe("staff_registration");
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, "mia.neu@example.org"))
      .then((rows) => rows.map(renderedMail));
    expect(mail?.template).toBe("staff-registration-received");
    expect(mail?.text).toContain("Guten Tag Frau Vertretung,");
  });

  it.each([
    ["first_name", "", "First name is required"],
    ["last_name", "", "Last name is required"],
    ["email", undefined, "Email is required"],
    ["email", "max", "Email must be a valid email address"],
    ["email", `${"a".repeat(244)}@example.org`, "Email must not exceed 255 characters"],
    ["city", "", "City is required"],
    ["postal_code", "", "Postal code is required"],
    ["street_number", "", "Street number is required"],
    ["address", "", "Address is required"],
    ["password", undefined, "Password is required"],
    ["password_confirmation", "Anders123", "Password confirmation does not match"],
    ["role", undefined, "Role is required"],
    ["role", "root", "Role must be one of admin, pharmacy_owner, pharmacist"],
    ["role", "admin", "This role cannot be registered here"],
    ["phone", "", "Phone number is required"],
    ["phone", "0170 1234567", "Phone number must start with +49"],
    [
      "wws_software[]",
      undefined,
      "WWS software is required and must be one of the available options",
    ],
    [
      "wws_software[]",
      ["Excel"],
      "WWS software is required and must be one of the available options",
    ],
    ["terms_accepted", "0", "Terms must be accepted"],
    ["iam", "Arzt", "Profession (iam) must be one of Apotheker/in, PKA, PTA"],
    ["Experience", "", "Experience date is required"],
    ["Experience", "2015-13-01", "Experience must be a valid date in the format YYYY-MM-DD"],
    ["salutation", "Mrs", "Salutation must be Mr or Ms"],
  ])("%s = %j -> 422 %s", async (field, value, message) => {
    const response = await register(staffFields({ [field]: value }));
    expect(response.statusCode).toBe(422);
    const errorField = field.replace("[]", "");
    expect(response.json()).toEqual({
      message: "The given data was invalid.",
      errors: { [errorField]: [message] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a postcode that does not exist and keeps no file (issue 13)", async () => {
    const response = await register(staffFields({ postal_code: "99999" }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ postal_code: ["This postal code does not exist"] });
  });

  it("requires the certificate", async () => {
    const response = await register(staffFields(), []);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ certificate: ["Certificate is required"] });
  });

  it("refuses a fake PDF (checked by content, not by name or type) and stores nothing", async () => {
    const fake: FilePart = {
      name: "certificate",
      filename: "approbation.pdf",
      type: "application/pdf",
      content: Buffer.from("MZ\x90\x00 this is an executable, not a PDF", "latin1"),
    };
    const response = await register(staffFields(), [fake]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ certificate: ["Only PDF files are allowed"] });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a CV that is not a PDF and removes the certificate already stored", async () => {
    const response = await register(staffFields(), [
      certificate(),
      { name: "cv", filename: "cv.pdf", content: Buffer.from("<html>nope</html>") },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ cv: ["Only PDF files are allowed"] });
    expect(await storedFiles()).toEqual([]);
  });

  it("answers 500, logs why and keeps no file when the PDF reader cannot start", async () => {
    const { app: loggingApp, lines } = await buildAppWithLog(database);
    // The certificate is read; the reader's thread fails on the CV (pdf-check.test.ts
    // proves a thread that cannot start fails so).
    const readsAsPdf = vi
      .spyOn(PdfCheck.prototype, "readsAsPdf")
      .mockResolvedValueOnce(true)
      .mockRejectedValueOnce(
        new PdfReaderUnavailable("The PDF reader thread could not start: Cannot find module"),
      );
    const { payload, headers } = await multipart(staffFields(), [
      certificate(),
      { name: "cv", filename: "cv.pdf", content: pdfBytes() },
    ]);
    try {
      const response = await loggingApp.inject({
        method: "POST",
        url: "/api/pharmacist-worker/register",
        payload,
        headers,
        remoteAddress: freshAddress(),
      });
      // Not "Only PDF files are allowed": the site shows its German "unexpected error".
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: "Internal server error" });
    } finally {
      readsAsPdf.mockRestore();
      await loggingApp.close();
    }
    const failed = lines.filter((line) => line.includes("request failed"));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain("The PDF reader thread could not start");
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a file over 10 MB with 413 and keeps no file", async () => {
    const response = await register(staffFields(), [certificate(pdfBytes(UPLOAD_MAX_BYTES + 1))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: "File must not exceed 10 MB",
      errors: { certificate: ["File must not exceed 10 MB"] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("accepts a file of exactly 10 MB", async () => {
    const response = await register(staffFields(), [certificate(pdfBytes(UPLOAD_MAX_BYTES))]);
    expect(response.statusCode).toBe(201);
  });

  it("keeps no file when the e-mail is already registered", async () => {
    const email = "schon-da@example.org";
    expect((await register(staffFields({ email }))).statusCode).toBe(201);
    const before = await storedFiles();
    const again = await register(staffFields({ email: "Schon-Da@example.org" }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ["This email is already registered"] });
    expect(await storedFiles()).toEqual(before);
  });

  it("creates one account when the same e-mail registers twice at once", async () => {
    const email = "zweimal@example.org";
    const responses = await Promise.all([
      register(staffFields({ email })),
      register(staffFields({ email })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const rows = await database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    const documents = await database.db.select().from(userDocuments);
    const keys = new Set(documents.map((document) => document.storageKey));
    expect((await storedFiles()).every((file) => keys.has(file))).toBe(true);
  });

  it("ignores unknown fields and files (mass assignment)", async () => {
    const email = "nur-pharmacist@example.org";
    const response = await register(
      staffFields({ email, is_active: "true", status: "active", activated_at: "2020-01-01" }),
      [certificate(), { name: "avatar", filename: "x.pdf", content: pdfBytes() }],
    );
    expect(response.statusCode).toBe(201);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: "pharmacist", status: "inactive", activatedAt: null });
    const documents = await database.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, user!.id));
    expect(documents.map((document) => document.kind)).toEqual(["certificate"]);
    expect(await storedFiles()).toEqual([documents[0]!.storageKey]);
  });

  it("answers JSON instead of multipart with 400", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/pharmacist-worker/register",
      payload: { email: "x@example.org" },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Unsupported content type" });
  });
});
