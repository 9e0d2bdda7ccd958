import { and, eq, ne } from "drizzle-orm";
import type { EmailChange, PharmacySettings } from "../../domain/account-settings";
import { fieldChanges, recordAudit } from "../audit/record-audit";
import { forgetDevices } from "../auth/device-cookie";
import type { AuthenticatedAccount } from "../auth/require-role";
import { issueAccountToken, redeemEmailChangeToken, TOKEN_LIFETIME_MS } from "../auth/tokens";
import type { Database } from "../db/client";
import { pharmacyProfiles, sessions, users } from "../db/schema";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import {
  emailChangeConfirmEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  passwordChangedEmail,
} from "../mail/templates/account-changes";
import { lookupPostcode } from "../postcodes/postcode-directory";

/**
 * Self-service on /konto (docs/decisions/0032-account-self-service.md): each function
 * changes the session's own account in one transaction, with its mail and audit entry.
 */

/**
 * The owner's pharmacy data; the federal state follows from the postcode. The audit
 * entry names which fields changed, old and new (docs/decisions/0037-readable-audit-log.md).
 */
export async function savePharmacySettings(
  db: Database,
  account: AuthenticatedAccount,
  values: PharmacySettings,
): Promise<void> {
  const state = lookupPostcode(values.postal_code)?.state ?? null;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pharmacy: pharmacyProfiles, phone: users.phone })
      .from(pharmacyProfiles)
      .innerJoin(users, eq(users.id, pharmacyProfiles.userId))
      .where(eq(pharmacyProfiles.userId, account.id))
      .for("update");
    await tx
      .update(pharmacyProfiles)
      .set({
        pharmacyName: values.pharmacy_name,
        street: values.street,
        streetNumber: values.street_number,
        postalCode: values.postal_code,
        city: values.city,
        state,
        wwsSoftware: values.wws_software,
      })
      .where(eq(pharmacyProfiles.userId, account.id));
    await tx.update(users).set({ phone: values.phone }).where(eq(users.id, account.id));
    const changes = fieldChanges(
      {
        pharmacy_name: before?.pharmacy.pharmacyName,
        street: before?.pharmacy.street,
        street_number: before?.pharmacy.streetNumber,
        postal_code: before?.pharmacy.postalCode,
        city: before?.pharmacy.city,
        state: before?.pharmacy.state,
        phone: before?.phone,
        wws_software: before?.pharmacy.wwsSoftware,
      },
      {
        pharmacy_name: values.pharmacy_name,
        street: values.street,
        street_number: values.street_number,
        postal_code: values.postal_code,
        city: values.city,
        state,
        phone: values.phone,
        wws_software: values.wws_software,
      },
    );
    await recordAudit(tx, account, {
      action: "account.pharmacy_update",
      targetType: "user",
      targetId: account.id,
      details: { changes },
    });
  });
}

/**
 * A new password: every other session ends, no browser stays exempt from the login
 * throttle (auth/device-cookie.ts), and a mail tells the person.
 */
export async function changePassword(
  db: Database,
  account: AuthenticatedAccount,
  passwordHash: string,
  resetUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [person] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, account.id))
      .returning({
        salutation: users.salutation,
        firstName: users.firstName,
        lastName: users.lastName,
      });
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, account.id), ne(sessions.id, account.sessionId)));
    await forgetDevices(tx, account.id);
    if (person) await enqueueEmail(tx, passwordChangedEmail(account.email, person, resetUrl));
    await recordAudit(tx, account, {
      action: "account.password_change",
      targetType: "user",
      targetId: account.id,
    });
  });
}

/**
 * Asks to move the account to `values.new_email`: a confirmation link to the new
 * address (`linkTo(token)`), a notice to the current one.
 */
export async function requestEmailChange(
  db: Database,
  account: AuthenticatedAccount,
  values: EmailChange,
  linkTo: (token: string) => string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [person] = await tx
      .select({
        salutation: users.salutation,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, account.id));
    if (!person) throw new HttpError(401, "Authentication required");
    const token = await issueAccountToken(
      tx,
      account.id,
      "email_change",
      new Date(),
      values.new_email,
    );
    const hours = TOKEN_LIFETIME_MS.email_change / 3_600_000;
    await enqueueEmail(tx, emailChangeConfirmEmail(values.new_email, person, linkTo(token), hours));
    await enqueueEmail(tx, emailChangeRequestedEmail(account.email, person, values.new_email));
  });
}

/**
 * Follows an e-mail change link: the address changes, the old one hears of it, the log
 * records it. False for a used, expired or unknown link. Throws the unique violation
 * when someone registered the address since the link was sent.
 */
export async function confirmEmailChange(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const redeemed = await redeemEmailChangeToken(tx, token);
    if (!redeemed) return false;
    const [before] = await tx
      .select({
        email: users.email,
        salutation: users.salutation,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, redeemed.userId));
    if (!before) return false;
    await tx.update(users).set({ email: redeemed.newEmail }).where(eq(users.id, redeemed.userId));
    await enqueueEmail(tx, emailChangedEmail(before.email, before, redeemed.newEmail));
    await recordAudit(
      tx,
      { id: redeemed.userId, email: redeemed.newEmail },
      {
        action: "account.email_change",
        targetType: "user",
        targetId: redeemed.userId,
        details: { from: before.email, to: redeemed.newEmail },
      },
    );
    return true;
  });
}
