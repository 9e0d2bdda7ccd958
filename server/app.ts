import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { paths } from "../web/paths";
import { registerAuth, requireRole } from "./auth/require-role";
import { createCaptcha } from "./captcha/captcha";
import { RECAPTCHA_CSP } from "./captcha/recaptcha";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { registerErrorHandler } from "./http/error-handler";
import { HitCounter } from "./http/hit-counter";
import { registerOpenApi } from "./http/openapi";
import { registerRateLimits } from "./http/rate-limit";
import { registerSecurityHeaders } from "./http/security-headers";
import { pageKey } from "./http/site-manifest";
import { registerSitePages } from "./http/site-pages";
import { lifecycleJobs } from "./jobs/lifecycle-jobs";
import { JobScheduler } from "./jobs/scheduler";
import { createMailer, type Mailer } from "./mail/mailer";
import { accountRoutes } from "./routes/account";
import { accountDocumentRoutes } from "./routes/account-documents";
import { adminAccountRoutes } from "./routes/admin-accounts";
import { adminConsoleRoutes } from "./routes/admin-console";
import { adminSearchOrderRoutes } from "./routes/admin-search-orders";
import { adminServiceRequestRoutes } from "./routes/admin-service-requests";
import { adminStaffRoutes } from "./routes/admin-staff";
import { applicationRoutes } from "./routes/applications";
import { authRoutes } from "./routes/auth";
import { captchaRoutes } from "./routes/captcha";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { healthRoutes } from "./routes/health";
import { jobSearchRoutes } from "./routes/job-search";
import { orderDocumentRoutes } from "./routes/order-documents";
import { ownerRegistrationRoutes } from "./routes/owner-registration";
import { passwordResetRoutes } from "./routes/password-reset";
import { searchOrderRoutes } from "./routes/search-orders";
import { serviceRequestRoutes } from "./routes/service-requests";
import { staffRegistrationRoutes } from "./routes/staff-registration";
import { createFileStorage, type FileStorage } from "./storage/file-storage";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Outgoing HTTP (reCAPTCHA's siteverify); tests inject one instead of reaching Google. */
  fetch?: typeof globalThis.fetch;
  /** Uploaded documents; by default a folder under DATA_DIR (tests may pass another). */
  storage?: FileStorage;
}

/** What every API route plugin may use; passed explicitly, never as globals. */
export interface RouteContext {
  config: Config;
  db: DatabaseHandle["db"];
  mailer: Mailer;
  storage: FileStorage;
  /** Rate-limit counters, shared by every process (http/hit-counter.ts). */
  hits: HitCounter;
}

/** The pages with a captcha: the courier and cleaning request forms. */
const CAPTCHA_PAGES = [paths.courierService, paths.cleaningService];

/** JSON bodies are small forms; uploads have their own, larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole HTTP application without listening: `main.ts` starts it, tests call
 * `inject`. Each area is registered explicitly, in the order requests meet them.
 */
export async function buildApp({ config, database, fetch, storage }: AppDependencies) {
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
  registerSecurityHeaders(app, { https: config.secureCookies });
  const hits = new HitCounter(database.db, {
    onFlushError: (error) => app.log.error({ err: error }, "rate-limit counts not saved"),
  });
  app.addHook("onClose", () => hits.close());
  await registerRateLimits(app, hits);
  await registerOpenApi(app, config.publicUrl);
  await registerAuth(app);

  const mailer = createMailer(config, database.db, app.log);
  app.addHook("onReady", async () => mailer.start());
  app.addHook("onClose", async () => mailer.stop());
  const context: RouteContext = {
    config,
    db: database.db,
    mailer,
    storage: storage ?? createFileStorage(config),
    hits,
  };

  // Lifecycle jobs (inactive accounts, retention, clean-up); once per slot across processes.
  const scheduler = new JobScheduler(database.db, lifecycleJobs(context), app.log);
  if (config.jobsEnabled !== false) {
    app.addHook("onReady", async () => scheduler.start());
    app.addHook("onClose", async () => scheduler.stop());
  }

  await app.register(healthRoutes, { db: database.db });
  if (!mailer.delivers) await app.register(devMailboxRoutes, context);
  await app.register(ownerRegistrationRoutes, context);
  await app.register(staffRegistrationRoutes, context);
  await app.register(authRoutes, context);
  await app.register(passwordResetRoutes, context);
  await app.register(adminStaffRoutes, context);
  // Job board: owners' search orders, the operator's order actions, staff search and applications.
  await app.register(searchOrderRoutes, context);
  await app.register(adminSearchOrderRoutes, context);
  await app.register(jobSearchRoutes, context);
  await app.register(applicationRoutes, context);
  await app.register(orderDocumentRoutes, context);
  await app.register(adminAccountRoutes, context);
  await app.register(adminConsoleRoutes, context);
  await app.register(accountRoutes, context);
  await app.register(accountDocumentRoutes, context);
  const captcha = createCaptcha({ config, db: database.db, fetch });
  await app.register(captchaRoutes, { ...context, captcha });
  await app.register(serviceRequestRoutes, { ...context, captcha });
  await app.register(adminServiceRequestRoutes, {
    ...context,
    requireAdmin: requireRole(context, "admin"),
  });

  // reCAPTCHA's hosts are allowed only where it runs, and only when it is configured.
  const pageCsp = config.recaptcha
    ? Object.fromEntries(CAPTCHA_PAGES.map((page) => [pageKey(page), RECAPTCHA_CSP]))
    : {};
  await registerSitePages(app, { siteDir: config.siteDir, csp: {}, pageCsp });
  return Object.assign(app, { mailer });
}

export type App = FastifyInstance;
