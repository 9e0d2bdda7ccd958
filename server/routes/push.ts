import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse, messageResponse } from "../../domain/api/common";
import { pushEndpointBody, pushKeyAnswer, pushSubscriptionBody } from "../../domain/api/push";
import { accountOf, requireRole } from "../auth/require-role";
import { deleteSubscription, saveSubscription } from "../push/subscriptions";
import type { RouteContext } from "../route-context";

const authErrors = {
  401: errorResponse.describe("Not logged in"),
  403: errorResponse.describe("Not allowed for this role"),
};

/**
 * Web Push on the signed-in person's devices (docs/decisions/0053-web-push-queue.md):
 * the key a browser subscribes with, and storing or removing the subscription of the
 * device the request comes from.
 */
export const pushRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db, config, push } = context;
  app.removeContentTypeParser("text/plain");

  app.get(
    "/api/account/push/key",
    {
      onRequest: requireRole(context),
      schema: {
        tags: ["account"],
        summary: "The VAPID public key to subscribe with",
        security: [{ session: [] }],
        response: { 200: pushKeyAnswer, ...authErrors },
      },
    },
    async () => ({ public_key: await push.publicKey() }),
  );

  app.post(
    "/api/account/push/subscriptions",
    {
      onRequest: requireRole(context),
      schema: {
        tags: ["account"],
        summary: "Allow push on this device",
        description:
          "Stores the browser's push subscription for the signed-in account. The endpoint must be https on a push service of PUSH_SERVICE_HOSTS (422 otherwise). Sending the same endpoint again updates its keys.",
        security: [{ session: [] }],
        body: pushSubscriptionBody,
        response: { 201: messageResponse, ...authErrors, 422: errorResponse },
      },
    },
    async (request, reply) => {
      await saveSubscription(db, accountOf(request).id, request.body, config.pushServiceHosts);
      return reply.code(201).send({ message: "Push subscription saved" });
    },
  );

  app.delete(
    "/api/account/push/subscriptions",
    {
      onRequest: requireRole(context),
      schema: {
        tags: ["account"],
        summary: "Switch push off on this device",
        security: [{ session: [] }],
        body: pushEndpointBody,
        response: { 200: messageResponse, ...authErrors },
      },
    },
    async (request) => {
      const removed = await deleteSubscription(db, accountOf(request).id, request.body.endpoint);
      return { message: removed ? "Push subscription removed" : "No such push subscription" };
    },
  );
};
