import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AccountMailRequests } from "./accounts/account-mail-requests";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { HitCounter } from "./http/hit-counter";
import type { Mailer } from "./mail/mailer";
import type { PushService } from "./push/push-service";
import type { FileStorage } from "./storage/file-storage";

/**
 * What every API route plugin may use; passed explicitly, never as globals. Its own
 * module so route files need not import app.ts, which imports every route file.
 */
export interface RouteContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Web Push: the VAPID key, and `wake()` after a commit that queued pushes. */
  push: PushService;
  storage: FileStorage;
  /** Rate-limit counters, shared by every process (http/hit-counter.ts). */
  hits: HitCounter;
  /** Reset and activation links, looked up and mailed after the answer. */
  accountMails: AccountMailRequests;
}

/**
 * The app as a route plugin sees it (`FastifyPluginAsyncZod<RouteContext>`, the one
 * typing of route plugins): zod schemas validate and type every route.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
