import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountDeletionBody, accountView, staffProfileSaved } from "../../domain/api/accounts";
import { errorResponse, messageResponse, throttledResponse } from "../../domain/api/common";
import { todayIsoDate } from "../../domain/dates";
import { messagesDe } from "../../domain/messages/de";
import { staffProfileSchema } from "../../domain/staff-profile";
import { fieldErrors } from "../../domain/validation";
import { loadAccountView } from "../accounts/profile-view";
import { saveStaffProfile } from "../accounts/staff-profile";
import { clearDeviceCookie } from "../auth/device-cookie";
import { assertCurrentPassword } from "../auth/password-attempts";
import { accountOf, requireRole } from "../auth/require-role";
import { clearSessionCookie } from "../auth/session-cookie";
import { handlerCheckedBody } from "../http/api-schemas";
import { contentDisposition } from "../http/content-disposition";
import { statusMessages } from "../http/error-handler";
import { HttpError } from "../http/http-error";
import { deleteOwnAccount, removeFiles } from "../personal-data/delete-account";
import { exportArchive } from "../personal-data/export-archive";
import { assertKnownPostcodes } from "../postcodes/postcode-check";
import type { RouteContext } from "../route-context";

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Not allowed for this role"),
};

/**
 * The logged-in person's own data: the account view (/konto), the staff profile, the
 * data export and the account deletion. No route takes an account id: each works on
 * the session's account only.
 */
export const accountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, config, storage } = context;
  const anyAccount = requireRole(context);
  const ownersAndStaff = requireRole(context, "pharmacy_owner", "pharmacist");

  app.get(
    "/api/account",
    {
      onRequest: anyAccount,
      schema: {
        tags: ["account"],
        summary: "The logged-in account, its profile, completeness and documents",
        security: [{ session: [] }],
        response: { 200: accountView, ...authErrors },
      },
    },
    async (request) => {
      const view = await loadAccountView(db, accountOf(request).id);
      if (!view) throw new HttpError(401, "Authentication required");
      return view;
    },
  );

  app.put(
    "/api/account/staff-profile",
    {
      onRequest: requireRole(context, "pharmacist"),
      schema: {
        tags: ["account"],
        summary:
          "Update the staff profile (address, phone, WWS, experience, VAT ID, capacity, availability)",
        security: [{ session: [] }],
        description:
          "The phone with +49 before it; WWS and experience with the staff registration's rules. Names and salutation are not changed here. A 422 carries German texts by field.",
        // Checked in the handler, so the answer carries the form's German field texts.
        body: handlerCheckedBody,
        response: {
          200: staffProfileSaved,
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
          .send({ message: statusMessages[422]!, errors: fieldErrors(parsed.error, messagesDe) });
      }
      const values = parsed.data;
      assertKnownPostcodes({ postal_code: values.postal_code }, messagesDe);
      const account = accountOf(request);
      await saveStaffProfile(db, account, values);
      const view = await loadAccountView(db, account.id);
      return { message: "Profile saved", completeness: view?.staff?.completeness ?? 0 };
    },
  );

  app.get(
    "/api/account/export",
    {
      onRequest: ownersAndStaff,
      schema: {
        tags: ["account"],
        summary: "Download all my data (a ZIP archive: daten.json and my files)",
        description:
          "Art. 15 and 20 DSGVO: every section of the person's data as JSON (daten.json), with the documents they uploaded, the invoice copies of their placements and the invoices addressed to them as PDF files beside it.",
        security: [{ session: [] }],
        produces: ["application/zip"],
        response: authErrors,
      },
    },
    async (request, reply) => {
      const { id, email, role } = accountOf(request);
      const archive = await exportArchive(db, storage, { id, email, role });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition(`apostaff-daten-${todayIsoDate()}.zip`))
        .header("cache-control", "no-store")
        .send(archive as never);
    },
  );

  app.post(
    "/api/account/delete",
    {
      onRequest: ownersAndStaff,
      schema: {
        tags: ["account"],
        summary: "Delete my account (password confirmation)",
        description:
          "Removes the account, its profile, sessions, documents (also from the file storage) and its registration consent record; mails a confirmation and records the deletion in the audit log.",
        security: [{ session: [] }],
        body: accountDeletionBody,
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
      const account = accountOf(request);
      await assertCurrentPassword(context, request, account, request.body.password);
      // The confirmation mail and the operator's log entry (docs/decisions/0032).
      const keys = await deleteOwnAccount(db, account);
      context.mailer.wake();
      await removeFiles(storage, keys ?? [], request.log);
      clearSessionCookie(reply, config);
      clearDeviceCookie(reply, config);
      return { message: "Account deleted" };
    },
  );
};
