import { describe, expect, it } from "vitest";
import {
  COOKIES,
  PERIOD_UNITS,
  RETENTION_PERIODS,
  type RetentionPeriod,
} from "../../../domain/data-protection";
import { siteConfig } from "../../../domain/site-config";
import type { ContentPage } from "./content-page";
import { imprint } from "./imprint";
import { privacyPolicy } from "./privacy-policy";
import { termsOverview } from "./terms-overview";
import { termsForOwners } from "./terms-owners";
import { termsForProviders } from "./terms-providers";

const pages: Record<string, ContentPage> = {
  termsForOwners,
  termsForProviders,
  privacyPolicy,
  imprint,
};

/** Everything a reader sees on a page, as one string. */
function fullText(page: ContentPage): string {
  const parts: string[] = [page.title, page.updated ?? "", page.intro ?? ""];
  for (const section of page.sections) {
    parts.push(section.title ?? "", ...section.paragraphs);
    if (section.table) {
      parts.push(section.table.caption ?? "", ...section.table.head, ...section.table.rows.flat());
    }
    if (section.button) parts.push(section.button.label);
  }
  if (page.closing) parts.push(page.closing.text, ...page.closing.buttons.map((b) => b.label));
  return parts.join("\n");
}

const stand = /^Stand: \d{1,2}\. \p{L}+ \d{4}$/u;

describe("legal pages", () => {
  for (const [name, page] of Object.entries(pages)) {
    describe(name, () => {
      it("has a title, a date line and sections", () => {
        expect(page.title.trim()).not.toBe("");
        expect(page.updated).toMatch(stand);
        expect(page.sections.length).toBeGreaterThan(0);
      });

      it("has no empty section, paragraph or table", () => {
        for (const section of page.sections) {
          expect(section.title?.trim(), `section in ${name}`).toBeTruthy();
          expect(section.paragraphs.length, section.title).toBeGreaterThan(0);
          for (const paragraph of section.paragraphs) {
            expect(paragraph.trim(), section.title).not.toBe("");
            for (const line of paragraph.split("\n"))
              expect(line.trim(), section.title).not.toBe("");
          }
          if (section.table) {
            expect(section.table.rows.length).toBeGreaterThan(0);
            for (const row of section.table.rows)
              expect(row).toHaveLength(section.table.head.length);
          }
        }
      });

      it("has unique section titles", () => {
        const titles = page.sections.map((s) => s.title);
        expect(new Set(titles).size).toBe(titles.length);
      });

      it("shows no unfilled placeholder and no note meant for developers", () => {
        const text = fullText(page);
        expect(text).not.toMatch(/undefined|null|\[object Object\]|\$\{/);
        expect(text).not.toMatch(/lawyer|template|TODO|Vorlage/i);
      });
    });
  }

  it("numbers the terms sections as paragraphs (§ 1, § 2, ...)", () => {
    for (const page of [termsForOwners, termsForProviders]) {
      page.sections.forEach((section, index) => {
        expect(section.title).toMatch(new RegExp(`^§ ${index + 1} `));
      });
    }
  });

  it("links internal buttons to site routes", () => {
    for (const page of Object.values(pages)) {
      const buttons = [
        ...page.sections.flatMap((s) => (s.button ? [s.button] : [])),
        ...(page.closing?.buttons ?? []),
      ];
      for (const button of buttons) expect(button.to).toMatch(/^\/[a-z]/);
    }
  });
});

describe("imprint", () => {
  const text = fullText(imprint);

  it("contains every company fact from siteConfig that § 5 DDG asks for", () => {
    for (const fact of [
      siteConfig.companyName,
      siteConfig.address.street,
      `${siteConfig.address.postalCode} ${siteConfig.address.city}`,
      siteConfig.managingDirector,
      siteConfig.registerCourt,
      siteConfig.registerNumber,
      siteConfig.vatId,
      siteConfig.taxNumber,
      siteConfig.emails.info,
      siteConfig.fax.display,
      ...siteConfig.phones.map((phone) => phone.display),
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("names the legal bases and the dispute resolution statement", () => {
    expect(text).toContain("§ 5 DDG");
    expect(text).toContain("§ 27a");
    expect(text).toContain("§ 18 Abs. 2 MStV");
    expect(text).toContain("Verbraucherschlichtungsstelle");
  });
});

describe("terms for pharmacy owners", () => {
  const text = fullText(termsForOwners);

  it("states the order process, deadlines and payment terms", () => {
    for (const phrase of [
      "Zahlungspflichtig beauftragen",
      "zwei Werktage",
      "12 Monate",
      "14 Werktage",
      "6 Monate",
      "3 Jahre",
      "99 %",
      "6 Wochen",
      "24 Monate",
      "ohne Angabe von Gründen",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("uses the company facts from siteConfig", () => {
    expect(text).toContain(siteConfig.companyName);
    expect(text).toContain(siteConfig.address.city);
  });
});

describe("terms for service providers", () => {
  const text = fullText(termsForProviders);

  it("states the minimum age, profile rule and deadlines", () => {
    for (const phrase of [
      "18 Jahre",
      "80 %",
      "2 Wochen",
      "14 Tagen",
      "6 Monaten",
      "3 Jahre",
      "99 %",
      "6 Wochen",
      "24 Monate",
      "kostenlos",
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe("privacy policy", () => {
  const titles = privacyPolicy.sections.map((s) => s.title ?? "");
  const topics: Record<string, RegExp> = {
    controller: /Verantwortlicher/,
    legalBases: /Rechtsgrundlagen/,
    retention: /Speicherdauer/,
    recipients: /Empfänger/,
    mandatoryData: /Pflichtangaben/,
    profiling: /Profiling/,
    logFiles: /Logfiles/,
    cookies: /Cookies/,
    apps: /\bApps?\b/,
    guestUse: /Gast/,
    loggedInUse: /mit Anmeldung/,
    location: /Standortdaten/,
    captcha: /Captcha/,
    serviceRequests: /Boten- und Reinigungsservice/,
    consentRecord: /Einwilligungsnachweis/,
    rights: /Ihre Rechte/,
    complaint: /Aufsichtsbehörde/,
    security: /Datensicherheit/,
  };

  for (const [topic, pattern] of Object.entries(topics)) {
    it(`has a section on ${topic}`, () => {
      expect(titles.some((title) => pattern.test(title))).toBe(true);
    });
  }

  const text = fullText(privacyPolicy);

  it("names the device cookie of the login throttle, its lifetime and when it ends", () => {
    // server/auth/device-cookie.ts: 90 days, void on a password change or reset.
    expect(text).toMatch(/Geräte-Cookie.*90 Tage.*Passwort geändert oder zurückgesetzt/s);
  });

  const tableRows = privacyPolicy.sections.flatMap((section) => section.table?.rows ?? []);

  it("names every cookie the server sets in its cookie table", () => {
    // server/auth/cookie-names.test.ts: the server sets no cookie outside COOKIES.
    const cookieTable = privacyPolicy.sections.find((section) =>
      section.table?.caption?.includes("Cookies"),
    )?.table;
    const firstColumn = (cookieTable?.rows ?? []).map((row) => row[0] ?? "").join("\n");
    for (const name of Object.values(COOKIES)) expect(firstColumn).toContain(`(${name})`);
  });

  /** "24 Monate" or "24 Monaten", "1 Jahr": the period as the policy writes it. */
  function periodPattern(period: RetentionPeriod): RegExp {
    const [one, many] = PERIOD_UNITS[period.unit];
    return new RegExp(`(^|[^\\d,.])${period.amount} ${period.amount === 1 ? one : many}n?\\b`);
  }

  it("states every retention period the code keeps, in the row of what it keeps", () => {
    // server/jobs/retention-periods.test.ts: every deleting job has its period in the list.
    for (const period of RETENTION_PERIODS) {
      const rows = tableRows.filter((row) => row[0]?.startsWith(period.policyRow));
      expect(rows.length, `a row "${period.policyRow}"`).toBeGreaterThan(0);
      const stated = rows.some((row) =>
        row.slice(1).some((cell) => periodPattern(period).test(cell)),
      );
      expect(stated, `"${period.policyRow}" says ${periodPattern(period)}`).toBe(true);
    }
  });

  it("names the controller and privacy contact from siteConfig", () => {
    expect(text).toContain(siteConfig.companyName);
    expect(text).toContain(siteConfig.emails.privacy);
  });

  it("states the facts readers rely on", () => {
    for (const phrase of [
      "Art. 6 Abs. 1 lit. a",
      "Art. 6 Abs. 1 lit. b",
      "Art. 6 Abs. 1 lit. c",
      "Art. 6 Abs. 1 lit. f",
      "Art. 22",
      "ALTCHA",
      "reCAPTCHA",
      "argon2id",
      "TLS",
      "JSON",
      "1 Jahr",
      "12 Monate",
      "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("has a retention table and the closing call to action", () => {
    expect(privacyPolicy.sections.some((s) => s.table && s.table.rows.length > 0)).toBe(true);
    expect(privacyPolicy.closing?.text.trim()).toBeTruthy();
    expect(privacyPolicy.closing?.buttons).toEqual([
      { label: "Jetzt registrieren", to: "/apothekeninhaber" },
      { label: "Kontakt", to: "/kontakt" },
    ]);
  });
});

describe("terms overview", () => {
  it("has a title, a date line, an intro and the two cards of /agb", () => {
    expect(termsOverview.title.trim()).not.toBe("");
    expect(termsOverview.updated).toMatch(stand);
    expect(termsOverview.intro.trim()).not.toBe("");
    expect(termsOverview.cards.map(({ title, to, button }) => ({ title, to, button }))).toEqual([
      {
        title: "AGB für Apothekeninhaber/-innen",
        to: "/agb/apothekeninhaber",
        button: "Weiter lesen",
      },
      { title: "AGB für Dienstleister", to: "/agb/dienstleister", button: "Weiter lesen" },
    ]);
    for (const card of termsOverview.cards) expect(card.text.trim()).not.toBe("");
  });

  it("carries the same date line as the full terms", () => {
    expect(termsOverview.updated).toBe(termsForOwners.updated);
    expect(termsOverview.updated).toBe(termsForProviders.updated);
  });
});
