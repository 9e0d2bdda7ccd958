import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests drive the system Chromium (never a downloaded browser) against the
 * built site on a real port, with a fresh embedded database. `npm test` builds first
 * and finds Chromium (scripts/test.mjs).
 */
const port = Number(process.env.E2E_PORT ?? 3101);
const baseURL = `http://127.0.0.1:${port}`;
// The loopback SMTP server the site delivers to; its ports follow the site's port so
// that two test runs on one machine do not collide.
const smtpPort = port + 1000;
/**
 * A loopback push service (server/testing/loopback-push-service.ts) that specs may start
 * on this port; the site may send Web Push to it besides the browsers' push services.
 */
export const e2ePushServicePort = port + 1002;
process.env.SMTP_SINK_HTTP_PORT = String(port + 1001);

/** The operator account created at start (ADMIN_EMAIL/ADMIN_PASSWORD) for tests. */
export const e2eAdmin = { email: "admin@apostaff.example", password: "Operator-Passwort-2026" };

/**
 * The settings of a site process under test: the suite's server below, and a spec's own
 * (e2e/support/clock-server.ts). It mails to the suite's loopback SMTP server.
 */
export function e2eServerEnv(sitePort: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    PUBLIC_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    // Every browser context of both workers comes from 127.0.0.1, each keeping up to
    // six connections open; the cap per address (64) is meant for single visitors and
    // dropped the tests' asset and page requests now and then. Its own test is
    // server/http/connection-limits.test.ts.
    MAX_CONNECTIONS_PER_CLIENT: "0",
    // The whole suite registers its accounts from 127.0.0.1 within minutes; the
    // limit's own test is server/routes/owner-registration.test.ts.
    REGISTRATIONS_PER_HOUR: "1000",
    // And logs in far more than 100 times in a quarter hour (the limit's own test is
    // server/routes/login-throttle.test.ts).
    LOGINS_PER_ADDRESS: "10000",
    // The browsers' push services (server/config.ts) and the specs' loopback one.
    PUSH_SERVICE_HOSTS: `fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com,127.0.0.1:${e2ePushServicePort}`,
  };
}

/** The whole Chromium (Debian's chromium): only it shows notifications. */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell, where installed: the same engine without the
 * browser's own interface, about a fifth less CPU for the suite (docs/decisions/0066).
 */
const headlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : chromium);
// The machine has no outside network: keep Chromium from trying to phone home.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI, reported as "flaky" so it stays visible; locally, none.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "de-DE",
    // Recording a trace costs every test about a tenth of its time; a failing test is
    // retried in CI, and that retry records one.
    trace: "on-first-retry",
    // Every page registers the app's service worker (docs/decisions/0055), which then
    // sits between each test's page and the server; only e2e/app.spec.ts is about it.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "site",
      testIgnore: "app.spec.ts",
      use: { launchOptions: { executablePath: headlessShell, args: chromiumArgs } },
    },
    {
      // The installable app's pushes end in notifications, which the headless shell lacks.
      name: "app",
      testMatch: "app.spec.ts",
      use: { launchOptions: { executablePath: chromium, args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      command: "node --import tsx e2e/support/mail-sink-server.ts",
      url: `http://127.0.0.1:${port + 1001}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(port + 1001) },
    },
    {
      // Playwright starts its web servers before globalSetup, so the server's command
      // clears its own data folder: every run starts on a new, migrated database.
      command:
        "node --import tsx e2e/support/prepare-data-dir.ts build/e2e-data && node build/server/main.mjs",
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: e2eServerEnv(port, "build/e2e-data"),
    },
  ],
});
