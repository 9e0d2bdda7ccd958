import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../domain/limits";
import { messagesDe } from "../../domain/messages/de";
import { staffProfileSchema } from "../../domain/staff-profile";
import { collectExport } from "../account/export-sections";
import { loadAccountView } from "../account/profile-view";
import { deleteAccountRows, removeFiles } from "../accounts/delete-account";
import { DELETED_ACCOUNT_ACTOR } from "../audit/forget-person";
import { fieldChanges, recordAudit } from "../audit/record-audit";
import { accountKey } from "../auth/login-throttle";
import { assertCurrentPassword } from "../auth/password-attempts";
import { requireRole } from "../auth/require-role";
import { clearSessionCookie } from "../auth/session-cookie";
import { staffProfiles, users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { statusMessages } from "../http/error-handler";
import { HttpError } from "../http/http-error";
import type { RouteContext } from "../http/route-context";
import { enqueueEmail } from "../mail/outbox";
import { accountDeletedEmail } from "../mail/templates/account-changes";
import { refuseDeletionWithUpcomingPlacement } from "../placements/account-placements";
import { assertKnownPostcodes } from "../postcodes/postcode-check";
import { contentDisposition } from "./admin-console";
import { throttledResponse } from "./auth";

/** The schema's own (German) texts by field; the form shows them as they are. */
function issuesByField(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "_form");
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Not allowed for this role"),
};

/**
 * The logged-in person's own data: the account view (/konto), the staff profile, the
 * data export and the account deletion. No route takes an account id: each works on
 * the session's account only.
 */
export const accountRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { db, config, storage } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyAccount = requireRole(context);
  const ownersAndStaff = requireRole(context, "pharmacy_owner", "pharmacist");

  api.get(
    "/api/account",
    {
      preHandler: anyAccount,
      schema: {
        tags: ["account"],
        summary: "The logged-in account, its profile, completeness and documents",
        security: [{ session: [] }],
        response: { 200: z.record(z.string(), z.unknown()), ...authErrors },
      },
    },
    async (request) => {
      const view = await loadAccountView(db, request.account!.id);
      if (!view) throw new HttpError(401, "Authentication required");
      return view;
    },
  );

  api.put(
    "/api/account/staff-profile",
    {
      preHandler: requireRole(context, "pharmacist"),
      schema: {
        tags: ["account"],
        summary: "Update the staff profile (address, VAT ID, capacity, availability)",
        security: [{ session: [] }],
        // Checked in the handler, so the answer carries the form's German field texts.
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.object({ message: z.string(), completeness: z.number().int() }),
          ...authErrors,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const parsed = staffProfileSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .status(422)
          .send({ message: statusMessages[422]!, errors: issuesByField(parsed.error.issues) });
      }
      const values = parsed.data;
      assertKnownPostcodes({ postal_code: values.postal_code }, messagesDe);
      const account = request.account!;
      const next = {
        street: values.street,
        streetNumber: values.street_number,
        postalCode: values.postal_code,
        city: values.city,
        vatId: values.vat_id || null,
        capacityDaysPerWeek:
          values.capacity_days_per_week === "" ? null : values.capacity_days_per_week,
        availability: values.availability || null,
      };
      /** The profile's fields under the names the audit log and the form use. */
      const named = (profile: typeof next) => ({
        street: profile.street,
        street_number: profile.streetNumber,
        postal_code: profile.postalCode,
        city: profile.city,
        vat_id: profile.vatId,
        capacity_days_per_week: profile.capacityDaysPerWeek,
        availability: profile.availability,
      });
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(staffProfiles)
          .where(eq(staffProfiles.userId, account.id))
          .for("update");
        await tx.update(staffProfiles).set(next).where(eq(staffProfiles.userId, account.id));
        // A self-service change, with its old and new values (docs/decisions/0037).
        const changes = before ? fieldChanges(named(before), named(next)) : {};
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, account, {
            action: "account.profile_update",
            targetType: "user",
            targetId: account.id,
            details: { changes },
          });
        }
      });
      const view = await loadAccountView(db, request.account!.id);
      return { message: "Profile saved", completeness: view?.staff?.completeness ?? 0 };
    },
  );

  api.get(
    "/api/account/export",
    {
      preHandler: ownersAndStaff,
      schema: {
        tags: ["account"],
        summary: "Download all my data (JSON)",
        security: [{ session: [] }],
        response: { 200: z.record(z.string(), z.unknown()), ...authErrors },
      },
    },
    async (request, reply) => {
      const { id, email } = request.account!;
      const data = await collectExport(db, { id, email });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-disposition", contentDisposition(`apostaff-daten-${day}.json`))
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  api.post(
    "/api/account/delete",
    {
      preHandler: ownersAndStaff,
      schema: {
        tags: ["account"],
        summary: "Delete my account (password confirmation)",
        description:
          "Removes the account, its profile, sessions, documents (also from the file storage) and its registration consent record; mails a confirmation and records the deletion in the audit log.",
        security: [{ session: [] }],
        body: z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }),
        response: {
          200: messageResponse,
          ...authErrors,
          400: errorResponse,
          409: errorResponse.describe("A confirmed placement lies ahead: cancel it first"),
          429: throttledResponse,
        },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const accountId = account.id;
      await assertCurrentPassword(context, request, account, request.body.password);
      const keys = await db.transaction(async (tx) => {
        const [person] = await tx
          .select({
            salutation: users.salutation,
            firstName: users.firstName,
            lastName: users.lastName,
            role: users.role,
          })
          .from(users)
          .where(eq(users.id, accountId));
        // Refused (409) while a confirmed placement lies ahead: cancel it first.
        await refuseDeletionWithUpcomingPlacement(tx, accountId);
        const files = await deleteAccountRows(tx, accountId);
        if (files === null || !person) return files;
        // The confirmation mail and the operator's log entry (docs/decisions/0032). The
        // entry keeps no address, only its hash (docs/decisions/0037-readable-audit-log.md).
        await enqueueEmail(tx, accountDeletedEmail(account.email, person));
        await recordAudit(
          tx,
          { id: accountId, email: DELETED_ACCOUNT_ACTOR },
          {
            action: "account.self_delete",
            targetType: "user",
            targetId: accountId,
            details: { role: person.role, email_hash: accountKey(account.email) },
          },
        );
        return files;
      });
      context.mailer.wake();
      await removeFiles(storage, keys ?? [], request.log);
      clearSessionCookie(reply, config);
      return { message: "Account deleted" };
    },
  );
};
