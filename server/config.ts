import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { siteConfig } from "../domain/site-config";
import {
  type CompanyBilling,
  checkCompanyFacts,
  companyBillingSettings,
  datevSettings,
} from "./company-settings";
import { type ConnectionSettings, DEFAULT_CONNECTION_SETTINGS } from "./http/connection-limits";

/**
 * The one place that reads the environment. Every setting is typed and checked at
 * start; a wrong value stops the process with a message naming the setting.
 * `.env.example` documents each of them.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.join(" or ")}//` },
  );

/** "10.0.0.5" or "10.0.0.0/8" or "::1": an address or a CIDR range. */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Who may read /metrics (docs/operations.md, "Monitoring"). */
const metricsSettings = {
  METRICS_ALLOW: z
    .string()
    .default("127.0.0.1,::1")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), {
      error: "must be a comma-separated list of IP addresses or CIDR ranges",
    }),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(24, { error: "must be at least 24 characters" }).optional(),
  ),
};

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * Whose X-Forwarded-For is believed (Fastify's `trustProxy`): `false`, the proxy's
 * addresses or ranges ("127.0.0.1", "10.0.0.5,10.0.1.0/24", "loopback"), or `true`
 * for any peer, which suits only a port that no one but the proxy can reach: anyone
 * else who reaches it could name any client address (issue 33 item 4).
 */
const trustProxySetting = z
  .string()
  .trim()
  .default("false")
  .transform((value): boolean | string[] => {
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    return value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
  })
  .refine(
    (value) =>
      typeof value === "boolean" ||
      value.every((entry) => PROXY_RANGE_NAMES.includes(entry) || isAddressOrRange(entry)),
    {
      error:
        "must be false, true, or a comma-separated list of the proxy's IP addresses or CIDR ranges",
    },
  );

/**
 * Push services the server may send Web Push to (docs/decisions/0053-web-push-queue.md):
 * a host name, "*.domain" for its subdomains, or "host:port". A subscription's endpoint
 * must be https on one of them, at subscription and at every send, so nobody can make
 * the server call an address of their choosing. Plain http is accepted only for a
 * loopback entry (tests' own push service).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.notify.windows.com",
  "web.push.apple.com",
];

const pushServiceHosts = z
  .string()
  .default(DEFAULT_PUSH_SERVICE_HOSTS.join(","))
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (entries) =>
      entries.every((entry) =>
        /^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/.test(entry),
      ),
    { error: "must be a comma-separated list of host names (*.domain, host:port allowed)" },
  );

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    // Unset: every interface, or only loopback when a proxy is trusted (trustProxySetting).
    HOST: optionalText,
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    // Unset: this machine at PORT, so that mail links of a local run lead back to it.
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    // Unset: DATA_DIR/kept-assets (scripts/keep-assets.mjs).
    KEPT_ASSETS_DIR: optionalText,
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    MAIL_FROM: z.string().trim().min(3).default("apostaff <no-reply@apostaff.example>"),
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET_KEY: optionalText,
    ALTCHA_HMAC_KEY: optionalText,
    JOB_BOARD_URL: optionalUrl(["http:", "https:"]),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(12).optional()),
    TRUST_PROXY: trustProxySetting,
    MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2000),
    MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).default(64),
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    LOGINS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    // Seconds a process keeps serving after SIGTERM, /readyz 503 (server/http/draining.ts).
    DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(5),
    // Minutes between the offer of an order to the pharmacy's favourites and to the others
    // (docs/decisions/0056-urgent-cover-offers.md); none when the first day is near.
    OFFER_DELAY_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(30),
    ALLOWED_ORIGINS: z
      .string()
      .default("")
      .transform((value) => value.split(",").map((origin) => origin.trim()))
      .pipe(z.array(z.union([z.literal(""), z.url({ protocol: /^https?$/ })]))),
    PUSH_SERVICE_HOSTS: pushServiceHosts,
    ...metricsSettings,
    ...companyBillingSettings,
  })
  .superRefine((env, ctx) => {
    checkCompanyFacts(env, ctx);
    if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["RECAPTCHA_SECRET_KEY"],
        message: "RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
  });

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  publicUrl: string;
  /** Cookies get the Secure flag when the public address is HTTPS. */
  secureCookies: boolean;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Prerendered site and assets (the React Router client build). */
  siteDir: string;
  /** Hashed assets of the last builds, served when the own build lacks one (http/site-pages.ts). */
  keptAssetsDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  recaptcha: { siteKey: string; secretKey: string } | undefined;
  altchaHmacKey: string | undefined;
  jobBoardUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  /** Fastify's `trustProxy`: whose X-Forwarded-For gives the client's address. */
  trustProxy: boolean | string[];
  /**
   * Origins whose pages may send cookie-carrying POST/PUT/DELETE requests: PUBLIC_URL's
   * and ALLOWED_ORIGINS (http/same-origin.ts).
   */
  allowedOrigins: string[];
  /** Connection caps and timeouts (http/connection-limits.ts). */
  connections: ConnectionSettings;
  /** Registrations (owner and staff together) per hour from one address. */
  registrationsPerHour: number;
  /** Password checks (logins and the like) per 15 minutes from one address, over all accounts. */
  loginsPerAddress: number;
  /**
   * After SIGTERM: how long the process keeps listening and serving (each answer with
   * `Connection: close`, /readyz 503) before it stops accepting (http/draining.ts).
   */
  drainMs: number;
  /** Minutes the others wait after the favourites hear of an order (OFFER_DELAY_MINUTES). */
  offerDelayMinutes: number;
  /** /metrics: addresses (or ranges) that may read it, and a bearer token that may. */
  metrics: { allow: string[]; token: string | undefined };
  /** The agency's facts on invoices: tax number, VAT id, bank account. */
  company: CompanyBilling;
  /** Hosts of the push services Web Push may go to (DEFAULT_PUSH_SERVICE_HOSTS). */
  pushServiceHosts: string[];
  /** First retry delay of failed pushes (tests shorten it). */
  pushRetryBaseDelayMs?: number;
  /** First retry delay of failed mail deliveries (tests shorten it). */
  mailRetryBaseDelayMs?: number;
  /** Scheduled jobs (server/jobs); off in API tests, which call the jobs directly. */
  jobsEnabled?: boolean;
  /** ALTCHA proof-of-work size (largest number to try); tests and benchmarks lower it. */
  altchaMaxNumber?: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`;
  return {
    nodeEnv: env.NODE_ENV,
    // Behind a proxy the app's port is for the proxy alone; an open one would let anyone
    // who reaches it past the proxy forge X-Forwarded-For (docs/operations.md).
    host: env.HOST ?? (env.TRUST_PROXY === false ? "0.0.0.0" : "127.0.0.1"),
    port: env.PORT,
    publicUrl: publicUrl.replace(/\/+$/, ""),
    secureCookies: publicUrl.startsWith("https:"),
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    siteDir: path.resolve("build/client"),
    keptAssetsDir: env.KEPT_ASSETS_DIR
      ? path.resolve(env.KEPT_ASSETS_DIR)
      : path.join(dataDir, "kept-assets"),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
        ? { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY }
        : undefined,
    altchaHmacKey: env.ALTCHA_HMAC_KEY,
    jobBoardUrl: env.JOB_BOARD_URL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: [
      new URL(publicUrl).origin,
      ...env.ALLOWED_ORIGINS.filter(Boolean).map((origin) => new URL(origin).origin),
    ],
    connections: {
      ...DEFAULT_CONNECTION_SETTINGS,
      maxConnections: env.MAX_CONNECTIONS,
      // Behind a proxy every connection comes from the proxy's address.
      maxConnectionsPerClient: env.TRUST_PROXY === false ? env.MAX_CONNECTIONS_PER_CLIENT : 0,
    },
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    loginsPerAddress: env.LOGINS_PER_ADDRESS,
    drainMs: env.DRAIN_SECONDS * 1000,
    offerDelayMinutes: env.OFFER_DELAY_MINUTES,
    metrics: { allow: env.METRICS_ALLOW, token: env.METRICS_TOKEN },
    pushServiceHosts: env.PUSH_SERVICE_HOSTS,
    company: {
      taxNumber: siteConfig.taxNumber,
      vatId: siteConfig.vatId,
      iban: env.COMPANY_IBAN,
      bic: env.COMPANY_BIC,
      bankName: env.COMPANY_BANK_NAME,
      dunningFeesCents: {
        reminder: env.DUNNING_FEE_REMINDER_CENTS,
        first_notice: env.DUNNING_FEE_FIRST_NOTICE_CENTS,
        second_notice: env.DUNNING_FEE_SECOND_NOTICE_CENTS,
      },
      datev: datevSettings(env),
      invoiceAfterWorkedDays: env.INVOICE_AFTER_WORKED_DAYS,
    },
    ...overrides,
  };
}

/**
 * Production needs the public address, and the one the site was built with: the
 * prerendered pages carry it (canonical links, og:url, sitemap.xml, robots.txt), mails
 * link to it and cookies get `Secure` from it. Unset, all of that said
 * http://localhost:3000 without a word (issue 33). Answers why the start is refused, or
 * undefined. `builtPublicUrl` is the build's (site-manifest.json); undefined when the
 * build is older than this check or missing.
 */
export function publicUrlProblem(
  config: Pick<Config, "nodeEnv" | "publicUrl">,
  publicUrlSetting: string | undefined,
  builtPublicUrl: string | undefined,
): string | undefined {
  if (config.nodeEnv !== "production") return undefined;
  if (!publicUrlSetting?.trim()) {
    return (
      "PUBLIC_URL is not set: pages, sitemap, mail links and cookies would name " +
      `${config.publicUrl}. Set PUBLIC_URL to the address visitors use (https://…), ` +
      "build with it (npm run build) and start again."
    );
  }
  if (builtPublicUrl !== undefined && builtPublicUrl !== config.publicUrl) {
    return (
      `PUBLIC_URL is ${config.publicUrl}, but the site was built for ${builtPublicUrl}: ` +
      "its pages would link there. Run npm run build with this PUBLIC_URL (npm start " +
      "builds by itself), or set PUBLIC_URL as it was at the build."
    );
  }
  return undefined;
}
