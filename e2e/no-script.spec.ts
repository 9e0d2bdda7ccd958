import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cachedPgliteTemplate, unpackPgliteTemplate } from "../server/testing/database-templates";

/**
 * Without JavaScript no form may be sent by the browser itself: a GET would put the
 * visitor's name, e-mail and phone into the address and the access log. This runs its
 * own server with request logging on, to read its log afterwards.
 */
const PERSONAL = {
  email: "geheim.person@apotheke.example",
  name: "Geheimname",
  phone: "0221 9876543",
  password: "Geheim-Passwort-7",
};

const FORMS = [
  "/services/boten-service",
  "/services/reinigung-service",
  "/apothekeninhaber",
  "/vertretungsapotheker",
  "/login",
  "/arbeitsangebote-suchen",
  "/passwort-vergessen",
  "/resend",
  "/passwort-zuruecksetzen?token=ein-token",
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

let server: ChildProcess;
let baseUrl: string;
let dataDir: string;
let log = "";

test.beforeAll(async () => {
  // The server starts on a migrated database (the unit tests' template); on a busy
  // machine a start still takes a while.
  test.setTimeout(150_000);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(path.join(tmpdir(), "apostaff-noscript-"));
  await unpackPgliteTemplate(await cachedPgliteTemplate(), dataDir);
  server = spawn(process.execPath, ["build/server/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // The build's address (npm run build without PUBLIC_URL): a production start
      // refuses to run without it or with another one (issue 33 item 5).
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SMTP_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  await expect
    .poll(async () => (await fetch(`${baseUrl}/readyz`).catch(() => undefined))?.ok, {
      timeout: 140_000,
    })
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("no form sends the visitor's data, neither into an address nor into the log", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(`${request.method()} ${request.url()}`));
    let forms = 0;
    for (const form of FORMS) {
      await page.goto(`${baseUrl}${form}`);
      // The reset page reads its link's token in the browser: without JavaScript it only
      // says that the link cannot be used, and shows no form.
      if ((await page.locator("form").count()) === 0) continue;
      forms++;
      const fields = page.locator(
        "form input:is([type=text], [type=email], [type=tel], :not([type]))",
      );
      for (const field of await fields.all()) {
        const label = (await field.getAttribute("type")) ?? "text";
        await field.fill(
          label === "email" ? PERSONAL.email : label === "tel" ? PERSONAL.phone : PERSONAL.name,
        );
      }
      for (const field of await page.locator("form input[type=password]").all()) {
        await field.fill(PERSONAL.password);
      }
      // The browser's own ways to send: Enter in a field, and the submit button.
      if ((await fields.count()) > 0) await fields.first().press("Enter");
      const submit = page.locator('form button[type="submit"]').first();
      await expect(submit, form).toBeDisabled();
      await submit.click({ force: true });
      await page.waitForTimeout(300);
      expect(page.url(), form).toBe(`${baseUrl}${form}`);
    }
    expect(forms).toBe(FORMS.length - 1);
    for (const value of Object.values(PERSONAL)) {
      const encoded = [value, encodeURIComponent(value), value.replaceAll(" ", "+")];
      expect(requested.filter((line) => encoded.some((text) => line.includes(text)))).toEqual([]);
      expect(encoded.filter((text) => log.includes(text))).toEqual([]);
    }
    // Only page loads reached the server, and its log did record them.
    expect(requested.filter((line) => !line.startsWith("GET "))).toEqual([]);
    expect(log).toContain("/services/boten-service");
  });
});
