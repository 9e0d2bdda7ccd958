import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";

/** Configuration for tests: quiet logs, no site build unless a test provides one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" },
    { siteDir: "/nonexistent/site", jobsEnabled: false, ...overrides },
  );
}

export async function buildTestApp(database: DatabaseHandle, overrides: Partial<Config> = {}) {
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}
