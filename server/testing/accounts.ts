import { randomBytes } from "node:crypto";
import type { OwnerRegistrationRequestBody } from "../../domain/owner-registration";
import { hashPassword } from "../auth/passwords";
import { SESSION_COOKIE } from "../auth/session-cookie";
import type { Database } from "../db/client";
import { type NewUser, users } from "../db/schema";

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

export function pdfBytes(size = 2048): Buffer {
  const head = Buffer.from("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n", "latin1");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
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

/** The session cookie of a login response, as a request header value. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error("no session cookie in the response");
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Logs `email` in (password PASSWORD) and answers the session cookie header value. */
export async function loginCookie(
  app: { inject: (options: object) => PromiseLike<{ cookies: { name: string; value: string }[] }> },
  email: string,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: PASSWORD },
    remoteAddress: freshAddress(),
  });
  return sessionCookieFrom(response);
}
