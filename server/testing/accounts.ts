import { randomBytes } from "node:crypto";
import type { OwnerRegistrationRequestBody } from "../../domain/owner-registration";
import { hashPassword } from "../auth/passwords";
import { SESSION_COOKIE } from "../auth/session-cookie";
import type { Database } from "../db/client";
import { type NewUser, staffProfiles, users } from "../db/schema";

/** Test fixtures for accounts: request bodies, multipart payloads, seeded users. */

export const PASSWORD = "Sicher123";

/** A distinct client address per call, so tests do not share rate-limit counters. */
export function freshAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function uniqueEmail(prefix = "person"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.org`;
}

export function ownerBody(
  overrides: Record<string, unknown> = {},
): OwnerRegistrationRequestBody & Record<string, unknown> {
  return {
    email: uniqueEmail("inhaberin"),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    pharmacy_name: "Apotheke am Dom",
    pharmacy_address: "Domkloster",
    pharmacy_street_number: "4",
    pharmacy_postal_code: "50667",
    pharmacy_city: "Köln",
    pharmacy_contact_salutation: "Mrs",
    first_name: "Erika",
    last_name: "Mustermann",
    pharmacy_phone: "+49221 1234-567",
    pharmacy_wws_software: ["ADG", "andere"],
    pharmacy_message: "Wir suchen ab Juli Vertretung.",
    pharmacy_terms_accepted: true,
    role: "pharmacy_owner",
    ...overrides,
  };
}

/** The staff registration's text fields as the site sends them (arrays with []). */
export function staffFields(overrides: Record<string, string | string[] | undefined> = {}) {
  const fields: Record<string, string | string[] | undefined> = {
    email: uniqueEmail("vertretung"),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    iam: "PTA",
    salutation: "Ms",
    first_name: "Mia",
    last_name: "Vertretung",
    phone: "+49170 1234567",
    address: "Hohe Straße",
    street_number: "12a",
    postal_code: "50667",
    city: "Köln",
    "wws_software[]": ["CIDA", "Pharmatechnik"],
    Experience: "2015-09-01",
    terms_accepted: "1",
    role: "pharmacist",
    ...overrides,
  };
  return fields;
}

/**
 * A real one-page PDF of about `size` bytes (its page content is padding), which
 * PDF.js opens: uploads are checked by their structure (server/storage/pdf-check.ts).
 */
export function pdfBytes(size = 2048): Buffer {
  const build = (padding: number) => {
    const objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
      `<< /Length ${padding} >>\nstream\n${" ".repeat(padding)}\nendstream`,
    ];
    let body = "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n";
    const offsets = objects.map((object, index) => {
      const offset = Buffer.byteLength(body, "latin1");
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    const xref = Buffer.byteLength(body, "latin1");
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, "latin1");
  };
  // The numbers in the file (length, xref offset) grow with the padding: settle on it.
  let padding = Math.max(0, size - build(0).length);
  for (let step = 0; step < 5; step += 1) {
    const over = build(padding).length - size;
    if (over === 0 || padding - over < 0) break;
    padding -= over;
  }
  return build(padding);
}

export interface FilePart {
  name: string;
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data payload for `app.inject`, built by the platform's FormData. */
export async function multipart(
  fields: Record<string, string | string[] | undefined>,
  files: FilePart[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.content)], {
      type: file.type ?? "application/pdf",
    });
    form.append(file.name, blob, file.filename);
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { "content-type": response.headers.get("content-type") ?? "" } };
}

let cachedHash: Promise<string> | undefined;

/** What the helpers need of a test app: `inject`, answering with the response's cookies. */
type InjectingApp = {
  inject: (options: object) => PromiseLike<{ cookies: { name: string; value: string }[] }>;
};

/** Inserts an account directly (faster than registering); password is PASSWORD. */
export async function seedUser(db: Database, values: Partial<NewUser> = {}) {
  cachedHash ??= hashPassword(PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail("seed"),
      passwordHash: await cachedHash,
      role: "pharmacy_owner",
      status: "active",
      firstName: "Erika",
      lastName: "Mustermann",
      ...values,
    })
    .returning();
  if (!user) throw new Error("seed insert returned no row");
  return user;
}

/**
 * A staff account (pharmacist role) with its profile, as the staff registration leaves
 * it, logged in: the user row and its session cookie header value.
 */
export async function seedStaffAccount(app: InjectingApp, db: Database) {
  const user = await seedUser(db, { role: "pharmacist", phone: "+49170 1" });
  await db.insert(staffProfiles).values({
    userId: user.id,
    profession: "PTA",
    street: "Alt",
    streetNumber: "1",
    postalCode: "50667",
    city: "Köln",
    wwsSoftware: ["CIDA"],
    experienceSince: "2015-01-01",
  });
  return { user, cookie: await loginCookie(app, user.email) };
}

/** Uploads an own document (`POST /api/account/documents`), by default a certificate PDF. */
export async function uploadOwnDocument<Answer>(
  app: { inject: (options: object) => PromiseLike<Answer> },
  cookie: string,
  { field = "certificate", filename = "zeugnis.pdf", content = pdfBytes() } = {},
): Promise<Answer> {
  const form = await multipart({}, [{ name: field, filename, content }]);
  return app.inject({
    method: "POST",
    url: "/api/account/documents",
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

/** The session cookie of a login response, as a request header value. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error("no session cookie in the response");
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Logs `email` in (password PASSWORD) and answers the session cookie header value. */
export async function loginCookie(app: InjectingApp, email: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: PASSWORD },
    remoteAddress: freshAddress(),
  });
  return sessionCookieFrom(response);
}
