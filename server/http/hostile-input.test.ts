import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { userDocuments, users } from "../db/schema";
import { cleanFileName } from "../storage/pdf-uploads";
import {
  freshAddress,
  loginCookie,
  multipart,
  ownerBody,
  pdfBytes,
  seedUser,
  staffFields,
} from "../testing/accounts";
import { seedStaff } from "../testing/job-board";
import { validCourierRequest } from "../testing/service-request-fixtures";
import { buildTestApp } from "../testing/test-app";
import { testDatabaseKinds } from "../testing/test-database";

const HOSTILE_TEXTS = ["Köln\u0000", "Köln\uD800", "\uDC00Köln", "Kö\u0007ln"];

describe.each(testDatabaseKinds)("hostile input on $name", (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let dataDir: string;
  let ownerCookie = "";
  let staffCookie = "";
  let adminCookie = "";

  beforeAll(async () => {
    database = await kind.open();
    dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-hostile-"));
    app = await buildTestApp(database, { dataDir });
    const owner = await seedUser(database.db);
    const staff = await seedStaff(database.db);
    const admin = await seedUser(database.db, { role: "admin" });
    ownerCookie = await loginCookie(app, owner.email);
    staffCookie = await loginCookie(app, staff.email);
    adminCookie = await loginCookie(app, admin.email);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const send = (options: { method?: string; url: string; payload?: object; cookie?: string }) =>
    app.inject({
      method: (options.method ?? "POST") as "POST",
      url: options.url,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: options.cookie ? { cookie: options.cookie } : {},
      remoteAddress: freshAddress(),
    });

  it("refuses NUL, control characters and lone surrogates in any text field with 422", async () => {
    for (const text of HOSTILE_TEXTS) {
      const cases: { method?: string; url: string; payload?: object; cookie?: string }[] = [
        { url: "/api/auth/register", payload: ownerBody({ pharmacy_city: text }) },
        { url: "/api/boten-service", payload: { ...validCourierRequest, street: text } },
        { url: "/api/auth/login", payload: { email: `a${text}@example.org`, password: "x" } },
        { url: "/api/auth/forgot-password", payload: { email: text } },
        {
          method: "PUT",
          url: "/api/account/staff-profile",
          payload: { street: text, street_number: "1", postal_code: "50667", city: "Köln" },
          cookie: staffCookie,
        },
        {
          url: "/api/arbeitsangebote-suchen",
          payload: { location: text },
          cookie: staffCookie,
        },
        { url: "/api/search-orders", payload: { workingHours: text }, cookie: ownerCookie },
      ];
      // A query string cannot carry a lone surrogate (it is not UTF-8); NUL and BEL it can.
      if (!/[\uD800-\uDFFF]/u.test(text)) {
        const query = encodeURIComponent(text);
        cases.push(
          { method: "GET", url: `/api/admin/owners?q=${query}`, cookie: adminCookie },
          { method: "GET", url: `/api/admin/emails?template=${query}`, cookie: adminCookie },
        );
      }
      for (const request of cases) {
        const response = await send(request);
        const label = `${request.url} ${JSON.stringify(text)}`;
        expect(response.statusCode, label).toBe(422);
        expect(JSON.stringify(response.json()), label).toContain(
          "Contains characters that are not allowed",
        );
      }
    }
  });

  it("stores postcodes only as five digits", async () => {
    for (const postcode of ["<script>alert(1)</script>", "5066", "506671", "50 667", "D-50667"]) {
      // The courier form's field is "PLZ & Ort": the postcode, then the town.
      const owner = await send({
        url: "/api/auth/register",
        payload: ownerBody({ pharmacy_postal_code: postcode }),
      });
      expect(owner.statusCode, postcode).toBe(422);
      expect(owner.json().errors.pharmacy_postal_code).toEqual([
        "Postal code must have five digits",
      ]);
      const courier = await send({
        url: "/api/boten-service",
        payload: { ...validCourierRequest, zip_code: `${postcode} Köln` },
      });
      expect(courier.statusCode, postcode).toBe(422);
    }
    const stored = await database.db.select().from(users).where(eq(users.role, "pharmacy_owner"));
    expect(stored.every((user) => !JSON.stringify(user).includes("<script>"))).toBe(true);
  });

  it("answers malformed multipart bodies with 400", async () => {
    const boundary = "----apostaffBoundary";
    const bodies = [
      // A part whose Content-Disposition names no field.
      [`--${boundary}\r\nContent-Disposition: form-data; name\r\n\r\nx\r\n--${boundary}--\r\n`],
      // The body ends in the middle of a file.
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc`,
      ],
      // No boundary in the content type.
      ["x", "multipart/form-data"],
    ];
    // Over a real connection: how a body ends matters to the parser.
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    for (const [payload, contentType] of bodies) {
      const response = await fetch(`http://127.0.0.1:${port}/api/pharmacist-worker/register`, {
        method: "POST",
        body: payload,
        headers: { "content-type": contentType ?? `multipart/form-data; boundary=${boundary}` },
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status, payload).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("refuses a file that only starts like a PDF, and strips invisible characters from names", async () => {
    const fakePdf = Buffer.from("%PDF-1.4\n<html><body><script>alert(1)</script></body></html>");
    const fake = await multipart(staffFields(), [
      { name: "certificate", filename: "zeugnis.pdf", content: fakePdf },
    ]);
    const refused = await app.inject({
      method: "POST",
      url: "/api/pharmacist-worker/register",
      ...fake,
      remoteAddress: freshAddress(),
    });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain("PDF");

    const email = "umbenannt@example.org";
    const real = await multipart(staffFields({ email }), [
      { name: "certificate", filename: "zeugnis\u202Efdp.exe", content: pdfBytes() },
    ]);
    const accepted = await app.inject({
      method: "POST",
      url: "/api/pharmacist-worker/register",
      ...real,
      remoteAddress: freshAddress(),
    });
    expect(accepted.statusCode).toBe(201);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const documents = await database.db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, user!.id));
    expect(documents.map((document) => document.originalName)).toEqual(["zeugnisfdp.exe"]);
  });
});

describe("file names for display", () => {
  it("keep no control, bidi or zero-width characters", () => {
    expect(cleanFileName("a\u202Eb\u2066c\u200Bd\u0000e/f\\g.pdf")).toBe("abcd_e_f_g.pdf");
    expect(cleanFileName("\u202E")).toBe("dokument.pdf");
  });

  it("are cut at 200 UTF-16 units without splitting a character", () => {
    const cut = cleanFileName(`${"a".repeat(199)}\u{1F4C4}.pdf`);
    // Half an emoji would be a lone surrogate, stored as U+FFFD.
    expect(cut).toBe("a".repeat(199));
    expect(cut).not.toMatch(/\p{Cs}/u);
    // Nor a flag (two code points) in half.
    expect(cleanFileName(`${"a".repeat(197)}\u{1F1E9}\u{1F1EA}.pdf`)).toBe("a".repeat(197));
    const exact = `${"a".repeat(196)}\u{1F1E9}\u{1F1EA}`;
    expect(cleanFileName(`${exact}.pdf`)).toBe(exact);
    expect(cleanFileName(`${"ä".repeat(300)}.pdf`)).toBe("ä".repeat(200));
  });
});
