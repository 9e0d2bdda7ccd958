import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { registerErrorHandler } from "./http/error-handler";
import { registerOpenApi } from "./http/openapi";
import { registerRateLimits } from "./http/rate-limit";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerSitePages } from "./http/site-pages";
import { healthRoutes } from "./routes/health";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/** JSON bodies are small forms; uploads have their own, larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole HTTP application without listening: `main.ts` starts it, tests call
 * `inject`. Each area is registered explicitly, in the order requests meet them.
 */
export async function buildApp({ config, database }: AppDependencies) {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: "Not found" }));
  await registerSecurityHeaders(app, { https: config.secureCookies });
  await registerRateLimits(app, database.db);
  await registerOpenApi(app, config.publicUrl);

  await app.register(healthRoutes, { db: database.db });

  await registerSitePages(app, { siteDir: config.siteDir, csp: {} });
  return app;
}

export type App = FastifyInstance;
