import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { pdfBytes } from "../../server/testing/accounts";
import { PASSWORD } from "./accounts";

/** Helpers for the console journeys: staff made through the API, downloads read back. */

// A real PDF: uploads are opened by PDF.js on the server.
const PDF = pdfBytes();

/** Registers a staff member as the site's form would (multipart); answers nothing. */
export async function registerStaff(
  api: APIRequestContext,
  person: {
    email: string;
    firstName: string;
    lastName: string;
    iam?: "Apotheker/in" | "PTA" | "PKA";
    wws?: string;
  },
) {
  const response = await api.post("/api/pharmacist-worker/register", {
    multipart: {
      email: person.email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      iam: person.iam ?? "PTA",
      salutation: "Ms",
      first_name: person.firstName,
      last_name: person.lastName,
      phone: "+49170 1234567",
      address: "Hohe Straße",
      street_number: "12a",
      postal_code: "50667",
      city: "Köln",
      "wws_software[]": person.wws ?? "CIDA",
      Experience: "2015-09-01",
      terms_accepted: "1",
      role: "pharmacist",
      // A pharmacist proves her licence (Approbation), PTA and PKA their certificate.
      certificate: {
        name: person.iam === "Apotheker/in" ? "approbation.pdf" : "zeugnis.pdf",
        mimeType: "application/pdf",
        buffer: PDF,
      },
    },
  });
  expect(response.status()).toBe(201);
}

/** The operator activates the staff member with `email` through the API; answers the id. */
export async function activateStaff(operator: APIRequestContext, email: string): Promise<string> {
  const list = await operator.get(`/api/admin/staff?q=${encodeURIComponent(email)}`);
  const entry = (await list.json()).items[0];
  expect(entry?.email).toBe(email);
  expect((await operator.post(`/api/admin/staff/${entry.id}/activate`)).status()).toBe(200);
  return entry.id as string;
}

/** Clicks `trigger` and answers the text of the file the browser downloads. */
export async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  return (await downloadBytes(page, click)).toString("utf8");
}

/** The bytes of the file a click downloads, and its suggested name. */
export async function downloadBytes(
  page: Page,
  click: () => Promise<void>,
): Promise<Buffer & { suggestedName?: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const bytes: Buffer & { suggestedName?: string } = await readFile(await download.path());
  bytes.suggestedName = download.suggestedFilename();
  return bytes;
}
