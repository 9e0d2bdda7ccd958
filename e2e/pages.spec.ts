import { expect, type Page, test } from "@playwright/test";
import { siteConfig } from "../domain/site-config";

/** Every public page of this issue: its h1 and texts it must show verbatim. */
const pages: { path: string; heading: string | RegExp; texts: string[] }[] = [
  {
    path: "/",
    heading: "Wir bringen die richtigen Menschen mit den richtigen Apotheken zusammen",
    texts: [
      "Personalengpässe durch Urlaub, Krankheit oder Notdienst",
      "Entdecken Sie unsere weitere Dienstleistungen!",
    ],
  },
  {
    path: "/services",
    heading: "Unsere Services für Apotheken und Fachkräfte",
    texts: ["Für Apothekeninhaber/-innen", "Boten-Service", "Reinigung-Service"],
  },
  {
    path: "/kontakt",
    heading: "Kontakt",
    texts: [siteConfig.address.street, siteConfig.fax.display, siteConfig.emails.info],
  },
  { path: "/ueber-uns", heading: `Über ${siteConfig.brandName}`, texts: ["Urlaubsvertretung"] },
  {
    path: "/app",
    heading: "apostaff als App auf Ihrem Smartphone",
    texts: ["Zum Home-Bildschirm", "App installieren", "ab iOS 16.4"],
  },
  { path: "/datenschutz", heading: "Datenschutzerklärung", texts: ["1. Verantwortlicher"] },
  { path: "/impressum", heading: "Impressum", texts: [siteConfig.registerNumber] },
  {
    path: "/agb",
    heading: "Allgemeine Geschäftsbedingungen",
    texts: ["AGB für Apothekeninhaber/-innen", "AGB für Dienstleister"],
  },
  {
    path: "/agb/apothekeninhaber",
    heading: "Allgemeine Geschäftsbedingungen für Apothekeninhaber/-innen",
    texts: ["Zahlungspflichtig beauftragen"],
  },
  { path: "/agb/dienstleister", heading: /Allgemeine Geschäftsbedingungen/, texts: ["18 Jahre"] },
  // The forms' code loads after the first paint; their markup is in the HTML all the same.
  {
    path: "/apothekeninhaber",
    heading: "Registrierung für Apothekeninhaber/-innen",
    texts: ["Zugangsdaten", "Warenwirtschaftssystem (WWS)", "Ich akzeptiere die AGB"],
  },
  {
    path: "/vertretungsapotheker",
    heading: "Registrierung für Vertretungsapotheker/-innen, PTA und PKA",
    texts: ["Zugangsdaten", "Approbationsurkunde bzw. Abschlusszeugnis", "Ich akzeptiere die AGB"],
  },
  {
    path: "/Jetzt-registrieren",
    heading: "Jetzt registrieren",
    texts: ["Für Apothekeninhaber/-innen", "PTA - PKA"],
  },
  {
    path: "/Activation",
    heading: "Konto erfolgreich freigeschaltet",
    texts: [
      "Ihre Kontoschaltung war erfolgreich. Um sich in Ihr Konto einzuloggen, klicken Sie auf die Schaltfläche 'Login'.",
    ],
  },
  {
    path: "/resend",
    heading: "Kontoschaltung fehlgeschlagen",
    texts: ["Die Einrichtung Ihres Kontos ist fehlgeschlagen. Bitte senden Sie die E-Mail erneut."],
  },
  {
    path: "/arbeitsangebote-erstellen",
    heading: "Arbeitsangebote erstellen",
    texts: ["Bitte melden Sie sich an"],
  },
];

test.describe("with JavaScript off, every page is complete HTML", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, heading, texts } of pages) {
    test(`${path} answers 200 with its content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      for (const text of texts) await expect(main).toContainText(text);
    });
  }
});

function linkIn(page: Page, regionName: string | RegExp, linkName: string) {
  return page
    .getByRole("main")
    .getByRole("region", { name: regionName, exact: typeof regionName === "string" })
    .getByRole("link", { name: linkName, exact: true });
}

test("home: hero, six tiles, service cards, both how-to sections and the services banner", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Jetzt registrieren", exact: true })).toHaveAttribute(
    "href",
    "/services",
  );
  const tiles = main.getByRole("region", { name: "Alles, was Ihre Apotheke am Laufen hält" });
  const tileLinks: [string, string][] = [
    ["Personal für Ihre Apotheke", "/services"],
    ["Vertretungsapotheker/-innen", "/vertretungsapotheker"],
    ["PKA & PTA", "/services"],
    ["Apothekeninhaber/-innen", "/apothekeninhaber"],
    ["Boten-Service", "/services/boten-service"],
    ["Reinigung-Service", "/services/reinigung-service"],
  ];
  await expect(tiles.getByRole("listitem")).toHaveCount(6);
  for (const [name, href] of tileLinks) {
    await expect(tiles.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const requests = main
    .getByRole("region", { name: "Wir helfen, wenn es eng wird" })
    .getByRole("link", { name: "Jetzt Anfragen" });
  await expect(requests).toHaveCount(3);
  for (const link of await requests.all()) await expect(link).toHaveAttribute("href", "/kontakt");

  await expect(
    linkIn(page, "Für Apothekeninhaber/-innen", "Jetzt kostenlos registrieren"),
  ).toHaveAttribute("href", "/apothekeninhaber");
  await expect(
    linkIn(page, "Für Vertretungsapotheker/-innen, PTA und PKA", "Jetzt kostenlos registrieren"),
  ).toHaveAttribute("href", "/vertretungsapotheker");
  await expect(
    linkIn(page, "Entdecken Sie unsere weitere Dienstleistungen!", "Weitere Services"),
  ).toHaveAttribute("href", "/services");
});

test("services: two audience cards and a request button per carousel", async ({ page }) => {
  await page.goto("/services");
  const main = page.getByRole("main");
  const owners = main.getByRole("article", { name: "Für Apothekeninhaber/-innen" });
  for (const service of ["Stellenanzeigen", "Boten-Service", "Reinigungskräfte"]) {
    await expect(owners.getByRole("listitem").filter({ hasText: service })).toHaveCount(1);
  }
  await expect(owners.getByRole("link", { name: "Jetzt kostenlos registrieren" })).toHaveAttribute(
    "href",
    "/apothekeninhaber",
  );
  await expect(
    main
      .getByRole("article", { name: "Für Vertretungsapotheker/-innen, PTA und PKA" })
      .getByRole("link", { name: "Jetzt kostenlos registrieren" }),
  ).toHaveAttribute("href", "/vertretungsapotheker");
  await expect(linkIn(page, "Boten-Service", "Jetzt beantragen")).toHaveAttribute(
    "href",
    "/services/boten-service",
  );
  await expect(linkIn(page, "Reinigung-Service", "Jetzt beantragen")).toHaveAttribute(
    "href",
    "/services/reinigung-service",
  );
});

test("contact: address, two phone numbers, fax and e-mail, each on its own card", async ({
  page,
}) => {
  await page.goto("/kontakt");
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "Adresse", exact: true })).toContainText(
    `${siteConfig.address.postalCode} ${siteConfig.address.city}`,
  );
  const phone = main.getByRole("region", { name: "Telefon", exact: true });
  for (const number of siteConfig.phones) {
    await expect(phone.getByRole("link", { name: number.display })).toHaveAttribute(
      "href",
      number.href,
    );
  }
  await expect(main.getByRole("region", { name: "Fax", exact: true })).toContainText(
    siteConfig.fax.display,
  );
  await expect(
    main
      .getByRole("region", { name: "E-Mail", exact: true })
      .getByRole("link", { name: siteConfig.emails.info }),
  ).toHaveAttribute("href", `mailto:${siteConfig.emails.info}`);
});

test("about: picture, services and the situations substitutes are sent for", async ({ page }) => {
  await page.goto("/ueber-uns");
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: /Kölner Stadtsilhouette/ })).toBeVisible();
  await expect(main.getByRole("region", { name: "Unsere Leistungen", exact: true })).toContainText(
    "Boten-Service",
  );
  const situations = main.getByRole("region", { name: "Wann wir für Sie einspringen" });
  for (const name of ["Urlaubsvertretung", "Krankheitsvertretung", "Notdienst", "Reinigung"]) {
    await expect(situations.getByRole("heading", { name, exact: true })).toBeVisible();
  }
});

test("privacy: table of contents, bullet lists, a table and the closing call to action", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/datenschutz");
  const main = page.getByRole("main");
  await main
    .getByRole("navigation", { name: "Inhaltsverzeichnis" })
    .getByRole("link", { name: "5. Cookies" })
    .click();
  await expect(page).toHaveURL(/#5-cookies$/);
  await expect(main.getByRole("heading", { level: 2, name: "5. Cookies" })).toBeInViewport();
  await expect(main.getByRole("table", { name: "Von uns eingesetzte Cookies" })).toBeVisible();
  // Lines indented by two spaces in the content data are bullet points.
  await expect(
    main.getByRole("listitem").filter({ hasText: "IP-Adresse des anfragenden Geräts;" }),
  ).toHaveCount(1);
  const closing = main.getByRole("complementary", { name: /Registrierung und Kontakt/ });
  await expect(closing.getByRole("link", { name: "Jetzt registrieren" })).toHaveAttribute(
    "href",
    "/apothekeninhaber",
  );
  await expect(closing.getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/kontakt");
});

test("terms overview leads to both full terms with 'Weiter lesen'", async ({ page }) => {
  await page.goto("/agb");
  const main = page.getByRole("main");
  await expect(
    main.getByRole("article", { name: "AGB für Dienstleister" }).getByRole("link", {
      name: "Weiter lesen",
    }),
  ).toHaveAttribute("href", "/agb/dienstleister");
  await main
    .getByRole("article", { name: "AGB für Apothekeninhaber/-innen" })
    .getByRole("link", { name: "Weiter lesen" })
    .click();
  await expect(page).toHaveURL(/\/agb\/apothekeninhaber$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Allgemeine Geschäftsbedingungen für Apothekeninhaber/-innen",
  );
});

test("registration overview: owners and PTA - PKA, each with its registration button", async ({
  page,
}) => {
  await page.goto("/Jetzt-registrieren");
  await expect(
    linkIn(page, "Für Apothekeninhaber/-innen", "Jetzt kostenlos registrieren"),
  ).toHaveAttribute("href", "/apothekeninhaber");
  await expect(linkIn(page, "PTA - PKA", "Jetzt kostenlos registrieren")).toHaveAttribute(
    "href",
    "/vertretungsapotheker",
  );
});

test("account pages: login after activation, resend section, login request", async ({ page }) => {
  await page.goto("/Activation");
  await expect(page.getByRole("main").getByRole("link", { name: "Jetzt Login" })).toHaveAttribute(
    "href",
    "/login",
  );

  await page.goto("/resend");
  await page.getByRole("main").getByRole("link", { name: "erneut senden" }).click();
  await expect(page).toHaveURL(/#erneut-senden$/);
  const section = page.getByRole("region", { name: "Bestätigungs-E-Mail erneut senden" });
  await expect(section).toHaveAttribute("id", "erneut-senden");
  await expect(section).toBeInViewport();

  await page.goto("/arbeitsangebote-erstellen");
  await expect(page.getByRole("main").getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute(
    "href",
    "/login",
  );
});

test("paths are matched regardless of case", async ({ page }) => {
  for (const path of ["/jetzt-registrieren", "/activation", "/Kontakt"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
