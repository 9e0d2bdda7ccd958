import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { STAFF_PROFESSIONS } from "../../domain/enums";
import { messagesEn } from "../../domain/messages/en";
import { paths } from "../../web/paths";
import type { RouteContext } from "../app";
import { recordAudit } from "../audit/record-audit";
import { publicLink } from "../auth/accounts";
import { requireRole } from "../auth/require-role";
import { accountStatus, staffProfiles, users } from "../db/schema";
import { errorResponse, messageResponse } from "../http/api-schemas";
import { HttpError } from "../http/http-error";
import { enqueueEmail } from "../mail/outbox";
import { staffAccountActivatedEmail } from "../mail/templates/staff-account-activated";

const staffListItem = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  iam: z.enum(STAFF_PROFESSIONS),
  status: z.enum(accountStatus.enumValues),
  created_at: z.string(),
});

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as an operator"),
};

/**
 * The operator's staff actions this issue needs: list staff by status and activate an
 * account (which e-mails the person). The console screens come with a later issue.
 */
export const adminStaffRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { config, db, mailer } = context;
  // JSON only: decisions.md answers a wrong content type with 400.
  app.removeContentTypeParser("text/plain");
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(context, "admin");

  api.get(
    "/api/admin/staff",
    {
      schema: {
        tags: ["operator"],
        summary: "List staff accounts",
        security: [{ session: [] }],
        querystring: z.object({ status: z.enum(accountStatus.enumValues).optional() }),
        response: { 200: z.object({ staff: z.array(staffListItem) }), ...authErrors },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const { status } = request.query;
      const rows = await db
        .select({ user: users, profession: staffProfiles.profession })
        .from(users)
        .innerJoin(staffProfiles, eq(staffProfiles.userId, users.id))
        .where(and(eq(users.role, "pharmacist"), status ? eq(users.status, status) : undefined))
        .orderBy(asc(users.createdAt))
        .limit(500);
      return {
        staff: rows.map(({ user, profession }) => ({
          id: user.id,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          iam: profession,
          status: user.status,
          created_at: user.createdAt.toISOString(),
        })),
      };
    },
  );

  api.post(
    "/api/admin/staff/:id/activate",
    {
      schema: {
        tags: ["operator"],
        summary: "Activate a staff account",
        description:
          "Activates an inactive staff account and e-mails the person a login link. An account that is already active answers 200 without a second mail; a blocked one 409.",
        security: [{ session: [] }],
        params: z.object({ id: z.uuid() }),
        response: {
          200: messageResponse,
          ...authErrors,
          404: errorResponse,
          409: errorResponse,
        },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const operatorId = request.account!.id;
      const outcome = await db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, request.params.id), eq(users.role, "pharmacist")))
          .for("update");
        if (!user) throw new HttpError(404, messagesEn["staffActivation.notFound"]);
        if (user.status === "blocked") {
          throw new HttpError(409, messagesEn["staffActivation.blocked"]);
        }
        if (user.status === "active") return "already-active" as const;
        await tx
          .update(users)
          .set({ status: "active", activatedAt: new Date(), activatedBy: operatorId })
          .where(eq(users.id, user.id));
        await recordAudit(tx, request.account!, {
          action: "staff.activate",
          targetType: "user",
          targetId: user.id,
        });
        await enqueueEmail(
          tx,
          staffAccountActivatedEmail(user.email, user, publicLink(config, paths.login)),
        );
        return "activated" as const;
      });
      if (outcome === "already-active") {
        return { message: messagesEn["staffActivation.alreadyActive"] };
      }
      mailer.wake();
      return { message: messagesEn["staffActivation.success"] };
    },
  );
};
