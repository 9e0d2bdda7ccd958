import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { branchSchema } from "../../domain/account-settings";
import { branchAnswer } from "../../domain/api/accounts";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { messagesDe } from "../../domain/messages/de";
import { messagesEn } from "../../domain/messages/en";
import { addBranch, branchView, removeBranch, updateBranch } from "../accounts/pharmacy-branches";
import { accountOf, requireRole } from "../auth/require-role";
import { handlerCheckedBody } from "../http/api-schemas";
import { parseOr422 } from "../http/parse-or-422";
import { assertKnownPostcodes } from "../postcodes/postcode-check";
import type { RouteContext } from "../route-context";

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Logged in, but not as a pharmacy owner"),
};
const idParams = z.object({ id: z.uuid() });

/**
 * The owner's branches (Filialen) on /konto (docs/decisions/0035-pharmacy-branches.md):
 * add (at most three besides the main pharmacy), edit, remove (not while an order for
 * the branch is open or a placement there is upcoming). Own branches only: another
 * owner's branch answers 404. The field texts of a 422 are German, as for the main
 * pharmacy (server/routes/account-settings.ts); 404 and 409 answer English messages.
 */
export const accountBranchRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context;
  const ownerOnly = requireRole(context, "pharmacy_owner");
  const body = handlerCheckedBody;
  const common = { tags: ["account"], security: [{ session: [] }] };

  /** The form's fields, checked, with a postcode that exists. */
  const fields = (input: unknown) => {
    const values = parseOr422(branchSchema, input);
    assertKnownPostcodes({ postal_code: values.postal_code }, messagesDe);
    return values;
  };

  app.post(
    "/api/account/branches",
    {
      onRequest: ownerOnly,
      schema: {
        ...common,
        summary: "Add a branch (Filiale): name, address, phone, WWS",
        description:
          "The federal state follows from the postcode. 409 when the owner already has three branches.",
        body,
        response: {
          201: branchAnswer,
          ...authErrors,
          409: errorResponse.describe("Already three branches"),
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const values = fields(request.body);
      const branch = await addBranch(db, accountOf(request), values);
      return reply
        .status(201)
        .send({ message: messagesEn["branch.added"], branch: branchView(branch) });
    },
  );

  app.put(
    "/api/account/branches/:id",
    {
      onRequest: ownerOnly,
      schema: {
        ...common,
        summary: "Edit a branch",
        description: "Orders saved before keep the address they were saved with.",
        params: idParams,
        body,
        response: {
          200: branchAnswer,
          ...authErrors,
          404: errorResponse.describe("No such branch of this owner"),
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const values = fields(request.body);
      const branch = await updateBranch(db, accountOf(request), request.params.id, values);
      return { message: messagesEn["branch.saved"], branch: branchView(branch) };
    },
  );

  app.delete(
    "/api/account/branches/:id",
    {
      onRequest: ownerOnly,
      schema: {
        ...common,
        summary: "Remove a branch",
        description:
          "409 while a search order for the branch is a draft or running, or a confirmed placement there has not ended.",
        params: idParams,
        response: {
          200: messageResponse,
          ...authErrors,
          404: errorResponse.describe("No such branch of this owner"),
          409: errorResponse.describe("The branch is in use"),
        },
      },
    },
    async (request) => {
      await removeBranch(db, accountOf(request), request.params.id);
      return { message: messagesEn["branch.removed"] };
    },
  );
};
