import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicUrlProblem } from "./config";

describe("loadConfig", () => {
  it("runs on the embedded database with documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.secureCookies).toBe(false);
    expect(config.metrics).toEqual({ allow: ["127.0.0.1", "::1"], token: undefined });
  });

  it("reads the registrations allowed per hour and address (30 unless set)", () => {
    expect(loadConfig({}).registrationsPerHour).toBe(30);
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: "200" }).registrationsPerHour).toBe(200);
    expect(() => loadConfig({ REGISTRATIONS_PER_HOUR: "0" })).toThrow(/REGISTRATIONS_PER_HOUR/);
    expect(loadConfig({}).loginsPerAddress).toBe(100);
    expect(loadConfig({ LOGINS_PER_ADDRESS: "500" }).loginsPerAddress).toBe(500);
    expect(() => loadConfig({ LOGINS_PER_ADDRESS: "0" })).toThrow(/LOGINS_PER_ADDRESS/);
  });

  it("links to this machine's port when PUBLIC_URL is not set", () => {
    const config = loadConfig({ PORT: "3302" });
    expect(config.publicUrl).toBe("http://localhost:3302");
    expect(config.allowedOrigins).toContain("http://localhost:3302");
  });

  it("reads who may see /metrics", () => {
    const config = loadConfig({
      METRICS_ALLOW: " 10.0.0.0/8, fd00::/8 ,192.168.1.7",
      METRICS_TOKEN: "a-token-of-twenty-four-chars",
    });
    expect(config.metrics).toEqual({
      allow: ["10.0.0.0/8", "fd00::/8", "192.168.1.7"],
      token: "a-token-of-twenty-four-chars",
    });
  });

  it("trusts the proxy's addresses, and then listens on loopback unless HOST says otherwise (issue 33 item 4)", () => {
    const direct = loadConfig({});
    expect(direct).toMatchObject({ trustProxy: false, host: "0.0.0.0" });
    expect(direct.connections.maxConnectionsPerClient).toBe(64);

    const local = loadConfig({ TRUST_PROXY: "127.0.0.1" });
    expect(local).toMatchObject({ trustProxy: ["127.0.0.1"], host: "127.0.0.1" });
    // Every connection comes from the proxy: no cap per address.
    expect(local.connections.maxConnectionsPerClient).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: " 10.0.0.5, 10.0.1.0/24 ,fd00::7,loopback", HOST: "10.0.0.11" }),
    ).toMatchObject({
      trustProxy: ["10.0.0.5", "10.0.1.0/24", "fd00::7", "loopback"],
      host: "10.0.0.11",
    });
    expect(loadConfig({ TRUST_PROXY: "true" })).toMatchObject({
      trustProxy: true,
      host: "127.0.0.1",
    });
    expect(loadConfig({ TRUST_PROXY: "true", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ TRUST_PROXY: "false", HOST: "::" }).host).toBe("::");
  });

  it("uses PostgreSQL and secure cookies when configured", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://user@db.internal:5432/apostaff",
      PUBLIC_URL: "https://apostaff.example/",
    });
    expect(config.databaseUrl).toBe("postgres://user@db.internal:5432/apostaff");
    expect(config.publicUrl).toBe("https://apostaff.example");
    expect(config.secureCookies).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ SMTP_URL: "not a url" }, "SMTP_URL"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ ADMIN_EMAIL: "admin@apostaff.example" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "nope", ADMIN_PASSWORD: "long enough secret" }, "ADMIN_EMAIL"],
    [{ RECAPTCHA_SITE_KEY: "site" }, "RECAPTCHA_SECRET_KEY"],
    [{ METRICS_ALLOW: "10.0.0.0/33" }, "METRICS_ALLOW"],
    [{ METRICS_ALLOW: "127.0.0.1,prometheus.internal" }, "METRICS_ALLOW"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "127.0.0.1,proxy.internal" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/40" }, "TRUST_PROXY"],
  ])("stops with a message naming the wrong setting (%o)", (environment, setting) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(new RegExp(`${setting}:`));
  });
});

describe("publicUrlProblem (issue 33 item 5)", () => {
  const production = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://www.a.example/" });

  it("refuses production without PUBLIC_URL", () => {
    const unset = loadConfig({ NODE_ENV: "production" });
    expect(publicUrlProblem(unset, undefined, "http://localhost:3000")).toMatch(
      /PUBLIC_URL is not set/,
    );
    expect(publicUrlProblem(unset, " ", undefined)).toMatch(/PUBLIC_URL is not set/);
  });

  it("refuses production under another address than the build's", () => {
    expect(publicUrlProblem(production, "https://www.a.example/", "http://localhost:3000")).toMatch(
      /built for http:\/\/localhost:3000/,
    );
    expect(
      publicUrlProblem(production, "https://www.a.example/", "https://www.a.example"),
    ).toBeUndefined();
    // A build older than the check recorded no address.
    expect(publicUrlProblem(production, "https://www.a.example", undefined)).toBeUndefined();
  });

  it("leaves development and tests alone", () => {
    const development = loadConfig({ NODE_ENV: "development" });
    expect(publicUrlProblem(development, undefined, "https://other.example")).toBeUndefined();
  });
});
