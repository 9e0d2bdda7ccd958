import type { FastifyRequest } from "fastify";
import type { OwnerRegistrationRequest } from "../../domain/owner-registration";
import type { StaffRegistrationRequest } from "../../domain/staff-registration";
import { issueAccountToken } from "../auth/tokens";
import type { Database } from "../db/client";
import { pharmacyProfiles, staffProfiles, userDocuments, users } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { ownerActivationEmail } from "../mail/templates/owner-activation";
import { staffRegistrationReceivedEmail } from "../mail/templates/staff-registration-received";
import { lookupPostcode } from "../postcodes/postcode-directory";
import { recordConsent } from "../privacy/consent";
import type { UploadedPdf } from "../storage/pdf-uploads";

/**
 * The two registrations (docs/product.md, "Accounts"): the account, its profile, the
 * consent record of `request` and the mail in one transaction. A taken address throws
 * the unique violation (`asEmailTaken` turns it into the form's 422).
 */

/**
 * A pharmacy owner: `unverified` until the owner follows the activation link
 * (`linkTo(token)`) mailed here.
 */
export async function registerOwner(
  db: Database,
  request: FastifyRequest,
  body: OwnerRegistrationRequest,
  passwordHash: string,
  linkTo: (token: string) => string,
): Promise<void> {
  const person = {
    salutation: body.pharmacy_contact_salutation || null,
    firstName: body.first_name,
    lastName: body.last_name,
  };
  await db.transaction(async (tx) => {
    const userId = await insertAccount(tx, "pharmacy_owner", "unverified", {
      email: body.email,
      passwordHash,
      ...person,
      phone: body.pharmacy_phone,
    });
    await tx.insert(pharmacyProfiles).values({
      userId,
      pharmacyName: body.pharmacy_name,
      street: body.pharmacy_address,
      streetNumber: body.pharmacy_street_number,
      postalCode: body.pharmacy_postal_code,
      city: body.pharmacy_city,
      state: lookupPostcode(body.pharmacy_postal_code)?.state ?? null,
      wwsSoftware: body.pharmacy_wws_software,
      message: body.pharmacy_message || null,
    });
    await recordConsent(tx, request, "owner_registration", userId);
    const token = await issueAccountToken(tx, userId, "activation");
    await enqueueEmail(tx, ownerActivationEmail(body.email, person, linkTo(token)));
  });
}

/**
 * A substitute pharmacist, PTA or PKA with the stored uploads (`files` by form field):
 * `inactive` until an operator activates the account.
 */
export async function registerStaff(
  db: Database,
  request: FastifyRequest,
  body: StaffRegistrationRequest,
  passwordHash: string,
  files: ReadonlyMap<string, UploadedPdf>,
): Promise<void> {
  const person = {
    salutation: body.salutation || null,
    firstName: body.first_name,
    lastName: body.last_name,
  };
  await db.transaction(async (tx) => {
    const userId = await insertAccount(tx, "pharmacist", "inactive", {
      email: body.email,
      passwordHash,
      ...person,
      phone: body.phone,
    });
    await tx.insert(staffProfiles).values({
      userId,
      profession: body.iam,
      street: body.address,
      streetNumber: body.street_number,
      postalCode: body.postal_code,
      city: body.city,
      wwsSoftware: body.wws_software,
      experienceSince: body.Experience,
    });
    for (const [kind, file] of files) {
      await tx.insert(userDocuments).values({
        userId,
        kind: kind === "cv" ? "cv" : "certificate",
        storageKey: file.key,
        originalName: file.originalName,
        contentType: file.contentType,
        byteSize: file.byteSize,
      });
    }
    await recordConsent(tx, request, "staff_registration", userId);
    await enqueueEmail(
      tx,
      staffRegistrationReceivedEmail(body.email, { ...person, profession: body.iam }),
    );
  });
}

type NewUser = typeof users.$inferInsert;

/** Inserts a registration's account row with its `role` and first `status`; returns the id. */
async function insertAccount(
  tx: Database,
  role: NewUser["role"],
  status: NewUser["status"],
  account: Pick<
    NewUser,
    "email" | "passwordHash" | "salutation" | "firstName" | "lastName" | "phone"
  >,
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ ...account, role, status })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned no row");
  return user.id;
}
