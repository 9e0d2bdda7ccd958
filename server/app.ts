import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { paths } from "../domain/paths";
import { AccountMailRequests } from "./accounts/account-mail-requests";
import { registerAuth } from "./auth/require-role";
import { createCaptcha } from "./captcha/captcha";
import { RECAPTCHA_CSP } from "./captcha/recaptcha";
import type { Config } from "./config";
import { isDatabaseUnavailable } from "./db/availability";
import type { DatabaseHandle } from "./db/client";
import { BATCHES_IN_FLIGHT } from "./db/group-commit";
import { cleanTextValidatorCompiler } from "./http/clean-text-validator";
import { limitConnections, serverTimeouts } from "./http/connection-limits";
import { Draining, registerDraining } from "./http/draining";
import { answerFrameworkError, registerErrorHandler } from "./http/error-handler";
import { HitCounter } from "./http/hit-counter";
import { registerJsonBodyParser } from "./http/json-body";
import { loggerOptions } from "./http/logging";
import { registerOpenApi } from "./http/openapi";
import { DatabaseOutageLog } from "./http/outage-log";
import { registerRateLimits } from "./http/rate-limit";
import { registerSameOriginCheck } from "./http/same-origin";
import { registerSecurityHeaders } from "./http/security-headers";
import { pageKey } from "./http/site-manifest";
import { registerSitePages } from "./http/site-pages";
import { OfferWorker } from "./job-board/offer-worker";
import { lifecycleJobs } from "./jobs/lifecycle-jobs";
import { JobScheduler } from "./jobs/scheduler";
import { createMailer } from "./mail/mailer";
import { createMetrics } from "./metrics/metrics";
import { registerMetrics } from "./metrics/metrics-route";
import { createPushService } from "./push/push-service";
import type { RouteContext } from "./route-context";
import { accountRoutes } from "./routes/account";
import { accountBranchRoutes } from "./routes/account-branches";
import { accountDocumentRoutes } from "./routes/account-documents";
import { accountSettingsRoutes } from "./routes/account-settings";
import { adminAccountDetailRoutes } from "./routes/admin-account-detail";
import { adminAccountRoutes } from "./routes/admin-accounts";
import { adminBillingRoutes } from "./routes/admin-billing";
import { adminConsoleRoutes } from "./routes/admin-console";
import { adminDatevRoutes } from "./routes/admin-datev";
import { adminFiguresRoutes } from "./routes/admin-figures";
import { adminOwnerActivationRoutes } from "./routes/admin-owner-activation";
import { adminPlacementRoutes } from "./routes/admin-placements";
import { adminSearchOrderRoutes } from "./routes/admin-search-orders";
import { adminServiceRequestRoutes } from "./routes/admin-service-requests";
import { adminStaffRoutes } from "./routes/admin-staff";
import { applicationRoutes } from "./routes/applications";
import { authRoutes } from "./routes/auth";
import { availabilityRoutes } from "./routes/availability";
import { billingOwnerRoutes } from "./routes/billing-owner";
import { calendarFeedRoutes } from "./routes/calendar-feeds";
import { captchaRoutes } from "./routes/captcha";
import { registerMailWithoutSmtp } from "./routes/dev-mailbox";
import { healthRoutes } from "./routes/health";
import { jobSearchRoutes } from "./routes/job-search";
import { orderDocumentRoutes } from "./routes/order-documents";
import { ownerRegistrationRoutes } from "./routes/owner-registration";
import { passwordResetRoutes } from "./routes/password-reset";
import { placementRoutes } from "./routes/placements";
import { postcodeRoutes } from "./routes/postcodes";
import { pushRoutes } from "./routes/push";
import { searchAlertRoutes } from "./routes/search-alerts";
import { searchOrderRoutes } from "./routes/search-orders";
import { serviceRequestRoutes } from "./routes/service-requests";
import { staffRegistrationRoutes } from "./routes/staff-registration";
import { createFileStorage } from "./storage/database-file-storage";
import type { FileStorage } from "./storage/file-storage";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Outgoing HTTP (reCAPTCHA's siteverify); tests inject one instead of reaching Google. */
  fetch?: typeof globalThis.fetch;
  /** Uploaded documents; by default in the database (tests may pass another). */
  storage?: FileStorage;
  /** Where the log goes; standard output by default (tests read it from a stream). */
  logStream?: DestinationStream;
}

/** The pages with a captcha: the courier and cleaning request forms. */
const CAPTCHA_PAGES = [paths.courierService, paths.cleaningService];

/** JSON bodies are small forms; uploads have their own, larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole HTTP application without listening: `main.ts` starts it, tests call
 * `inject`. Each area is registered explicitly, in the order requests meet them.
 */
export async function buildApp({ config, database, fetch, storage, logStream }: AppDependencies) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    ...serverTimeouts(config.connections),
  }).withTypeProvider<ZodTypeProvider>();
  limitConnections(app.server, config.connections);
  // After SIGTERM, main.ts first drains: /readyz 503, `Connection: close` on every answer.
  const draining = new Draining();
  registerDraining(app, draining);
  // Bodies are JSON or multipart; a text/plain body (what a cross-site form can send)
  // is refused with 400 on every route, also on those added later (decision 0007).
  app.removeContentTypeParser("text/plain");
  registerJsonBodyParser(app);
  app.setValidatorCompiler(cleanTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const outages = new DatabaseOutageLog(app.log);
  registerErrorHandler(app, outages);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: "Not found" }));
  registerSecurityHeaders(app, { https: config.secureCookies });
  registerSameOriginCheck(app, config.allowedOrigins);
  const hits = new HitCounter(database.db, {
    onFlushError: (error) =>
      isDatabaseUnavailable(error)
        ? outages.failed(error)
        : app.log.error({ err: error }, "rate-limit counts not saved"),
    onFlushed: () => outages.succeeded(),
  });
  app.addHook("onClose", () => hits.close());
  await registerRateLimits(app, hits);
  await registerOpenApi(app, config.publicUrl);
  await registerAuth(app);

  // Monitoring (docs/operations.md): counts every answer, serves /metrics.
  // The mailer below needs the metrics; the metrics read its health at each scrape.
  const metrics = createMetrics(database, () => mailer.health.current().state);
  registerMetrics(app, metrics, config);

  const mailer = createMailer(config, database.db, app.log, {
    onAttempt: metrics.mailAttempt,
  });
  app.addHook("onReady", async () => mailer.start());
  app.addHook("onClose", async () => mailer.stop());
  const push = createPushService(config, database.db, app.log);
  app.addHook("onReady", async () => push.start());
  app.addHook("onClose", async () => push.stop());
  const accountMails = new AccountMailRequests(database.db, config, mailer, app.log);
  app.addHook("onReady", async () => accountMails.start());
  app.addHook("onClose", async () => accountMails.stop());
  // Routes reach the database only through requestDb: each of their statements has a
  // request's time budget (docs/decisions/0046-statement-time-budget.md).
  const context: RouteContext = {
    config,
    db: database.requestDb,
    mailer,
    push,
    storage: storage ?? createFileStorage(database.requestDb),
    hits,
    accountMails,
  };

  // Lifecycle jobs (inactive accounts, retention, clean-up); once per slot across
  // processes. Background work: the database without a request's time budget.
  const jobs = lifecycleJobs(
    { ...context, db: database.db, storage: storage ?? createFileStorage(database.db) },
    database.kind,
  );
  const scheduler = new JobScheduler(database.db, jobs, app.log, metrics.jobRun);
  metrics.trackJobs(jobs.map((job) => job.name));
  if (config.jobsEnabled !== false) {
    app.addHook("onReady", async () => scheduler.start());
    app.addHook("onClose", async () => scheduler.stop());
    // Offers of published orders, within a minute (docs/decisions/0056-urgent-cover-offers.md).
    const offers = new OfferWorker({
      db: database.db,
      config,
      log: app.log,
      wakeMailer: () => mailer.wake(),
      wakePush: () => push.wake(),
    });
    app.addHook("onReady", async () => offers.start());
    app.addHook("onClose", async () => offers.stop());
  }

  await app.register(healthRoutes, {
    db: database.requestDb,
    outages,
    mailHealth: mailer.health,
    draining,
  });
  if (!mailer.delivers) await registerMailWithoutSmtp(app, context);
  await app.register(ownerRegistrationRoutes, context);
  await app.register(staffRegistrationRoutes, context);
  await app.register(authRoutes, context);
  await app.register(passwordResetRoutes, context);
  await app.register(postcodeRoutes, context);
  await app.register(adminStaffRoutes, context);
  // Job board: owners' search orders, the operator's order actions, staff search and applications.
  await app.register(searchOrderRoutes, context);
  await app.register(adminSearchOrderRoutes, context);
  await app.register(jobSearchRoutes, context);
  await app.register(searchAlertRoutes, context);
  await app.register(availabilityRoutes, context);
  await app.register(applicationRoutes, context);
  await app.register(orderDocumentRoutes, context);
  await app.register(placementRoutes, context);
  await app.register(adminPlacementRoutes, context);
  await app.register(adminFiguresRoutes, context);
  await app.register(adminAccountRoutes, context);
  await app.register(adminConsoleRoutes, context);
  await app.register(adminAccountDetailRoutes, context);
  await app.register(adminOwnerActivationRoutes, context);
  await app.register(accountRoutes, context);
  await app.register(accountDocumentRoutes, context);
  // Fees and invoices: the owner's prices, fees and invoices; the operator's billing.
  await app.register(billingOwnerRoutes, context);
  await app.register(adminBillingRoutes, context);
  await app.register(adminDatevRoutes, context);
  await app.register(accountSettingsRoutes, context);
  await app.register(accountBranchRoutes, context);
  await app.register(pushRoutes, context);
  await app.register(calendarFeedRoutes, context);
  const captcha = createCaptcha({ config, db: database.requestDb, fetch });
  await app.register(captchaRoutes, { ...context, captcha });
  await app.register(serviceRequestRoutes, {
    ...context,
    captcha,
    batchesInFlight: BATCHES_IN_FLIGHT[database.kind],
  });
  await app.register(adminServiceRequestRoutes, context);

  // reCAPTCHA's hosts are allowed only where it runs, and only when it is configured.
  const pageCsp = config.recaptcha
    ? Object.fromEntries(CAPTCHA_PAGES.map((page) => [pageKey(page), RECAPTCHA_CSP]))
    : {};
  await registerSitePages(app, {
    siteDir: config.siteDir,
    csp: {},
    pageCsp,
    keptAssetsDir: config.keptAssetsDir,
  });
  return Object.assign(app, { mailer, push, accountMails, draining });
}

export type App = FastifyInstance;
