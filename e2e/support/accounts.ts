import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request,
} from "@playwright/test";
import { addDaysToIsoDate, todayIsoDate } from "../../domain/dates";
import type { Role } from "../../domain/enums";
import { e2eAdmin } from "../../playwright.config";
import type { ReceivedMail } from "../../server/testing/smtp-sink";
import { accountHome } from "../../web/lib/account-home";
import { waitUntilLive } from "./live";
import { linkIn, MAIL_SINK_HTTP } from "./mailbox";

/** Helpers for the account journeys: unique addresses, forms, mail links, the operator. */

export const PASSWORD = "Sicher123";

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.org`;
}

/**
 * The form control labelled exactly `label`; a required field's label ends in an
 * asterisk, which screen readers skip but label text contains.
 */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Mails link to PUBLIC_URL (http://localhost:3000); the test server runs elsewhere. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The path of the link in the (`skip` + 1)-th mail of `template` to `to`. */
export async function mailLink(to: string, template: string, prefix: string, skip = 0) {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_SINK_HTTP}/mails`)).json()) as ReceivedMail[];
        found = mails.filter((mail) => mail.to === to && mail.template === template)[skip];
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail ${skip + 1} "${template}" to ${to} did not arrive` },
    )
    .toBe(true);
  return pathOf(linkIn(found!, prefix));
}

/**
 * Opens a form page and waits until React has taken it over: the submit button waits
 * for its code (marked `data-pending-code`) in the prerendered HTML.
 */
export async function gotoForm(page: Page, path: string, submit: string) {
  await page.goto(path);
  await waitUntilLive(page.getByRole("button", { name: submit, exact: true }));
}

export async function fillOwnerForm(page: Page, email: string) {
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(PASSWORD);
  await field(page, "Passwort bestätigen").fill(PASSWORD);
  await field(page, "Name der Apotheke").fill("Apotheke am Dom");
  await field(page, "Straße").fill("Domkloster");
  await field(page, "Hausnummer").fill("4");
  await field(page, "PLZ").fill("50667");
  await field(page, "Ort").fill("Köln");
  await field(page, "Anrede").selectOption("Frau");
  await field(page, "Vorname").fill("Erika");
  await field(page, "Nachname").fill("Mustermann");
  await field(page, "Telefonnummer").fill("0221 1234567");
  await page.getByRole("checkbox", { name: "ADG" }).check();
  await page.getByRole("checkbox", { name: /Ich akzeptiere die AGB/ }).check();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  const submit = page.getByRole("button", { name: "Anmelden", exact: true });
  await waitUntilLive(submit);
  await field(page, "Email").fill(email);
  await field(page, "Passwort").fill(password);
  await submit.click();
}

/** The operator, logged in through the API as an operator's tools would be. */
export async function operatorApi(baseURL: string) {
  const api = await request.newContext({ baseURL });
  const login = await api.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status()).toBe(200);
  return api;
}

/** The ISO date `days` from today in Berlin, the product's day (negative: in the past). */
export const isoIn = (days: number) => addDaysToIsoDate(todayIsoDate(), days);

/** The fields of an owner's registration (POST /api/auth/register), changed by `changes`. */
export function ownerRegistration(email: string, changes: Record<string, unknown> = {}) {
  return {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    pharmacy_name: "Rhein-Apotheke",
    pharmacy_address: "Rheinufer",
    pharmacy_street_number: "7",
    pharmacy_postal_code: "50668",
    pharmacy_city: "Köln",
    first_name: "Anna",
    last_name: "Schmitz",
    pharmacy_phone: "+49221 5556677",
    pharmacy_wws_software: ["ADG"],
    pharmacy_terms_accepted: true,
    role: "pharmacy_owner",
    ...changes,
  };
}

/** An owner registered through the API whose activation link was followed (303). */
export async function registerActiveOwner(
  site: APIRequestContext,
  email: string,
  changes: Record<string, unknown> = {},
) {
  const registered = await site.post("/api/auth/register", {
    data: ownerRegistration(email, changes),
  });
  expect(registered.status()).toBe(201);
  const activation = await mailLink(email, "owner-activation", "/api/auth/activate");
  expect((await site.get(activation, { maxRedirects: 0 })).status()).toBe(303);
}

/**
 * A page of its own, logged in as `email`. With `from`, through the login form on that
 * page, waiting for the login to finish and lead on (navigating earlier would cancel
 * it). Without, through the API (the login form has tests of its own: pages.spec.ts,
 * accounts.spec.ts), opened where the form would lead (web/lib/account-home.ts): a
 * story's login through the form loaded and started the login page once more for
 * nothing.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  { password = PASSWORD, from }: { password?: string; from?: string } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (from) {
    await gotoForm(page, from, "Anmelden");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await logIn(page, email, password);
    expect((await answer).status()).toBe(200);
    await page.waitForURL((url) => url.pathname !== from);
    return page;
  }
  const answer = await context.request.post("/api/auth/login", {
    data: { email, password, remember: true },
  });
  expect(answer.status()).toBe(200);
  const { user } = (await answer.json()) as { user: { role: Role } };
  await page.goto(accountHome[user.role]);
  return page;
}
