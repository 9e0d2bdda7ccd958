import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The API description for the site and the mobile apps: `/api/openapi.json`, with a
 * readable reference at `/api/docs`. Routes declare zod schemas; this turns them into
 * OpenAPI, so the document cannot drift from the code.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "apostaff API",
        description:
          "API of the apostaff website and apps. Messages are English; the clients translate them.",
        version: "1.0.0",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "apostaff_session" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
