import { siteConfig } from "../../domain/site-config";
import { publicSettings } from "./public-settings";

const DAYS: Record<string, string> = {
  Mo: "Mo",
  Di: "Tu",
  Mi: "We",
  Do: "Th",
  Fr: "Fr",
  Sa: "Sa",
  So: "Su",
};
const OPENING_HOURS =
  /^(Mo|Di|Mi|Do|Fr|Sa|So)\s*[–-]\s*(Mo|Di|Mi|Do|Fr|Sa|So)\s+(\d{1,2}):(\d{2})\s*[–-]\s*(\d{1,2}):(\d{2})/;

/** "Mo–Fr 8:00–18:00 Uhr" -> "Mo-Fr 08:00-18:00" (schema.org openingHours), if it parses. */
export function openingHoursSpec(text: string): string | undefined {
  const match = OPENING_HOURS.exec(text);
  if (!match) return undefined;
  const [, from = "", to = "", fromHour = "", fromMinute, toHour = "", toMinute] = match;
  return `${DAYS[from]}-${DAYS[to]} ${fromHour.padStart(2, "0")}:${fromMinute}-${toHour.padStart(2, "0")}:${toMinute}`;
}

/**
 * The agency as schema.org data for search engines (home page): an employment agency
 * in Köln, with every fact taken from siteConfig.
 */
export function organizationJsonLd(publicUrl: string = publicSettings.publicUrl) {
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    "@id": `${publicUrl}/#organisation`,
    name: siteConfig.brandName,
    legalName: siteConfig.companyName,
    description: siteConfig.blurb,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    image: `${publicUrl}/og-image.png`,
    email: siteConfig.emails.info,
    telephone: siteConfig.phones[0].href.replace(/^tel:/, ""),
    faxNumber: siteConfig.fax.display,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    areaServed: { "@type": "Country", name: "Deutschland" },
    openingHours: openingHoursSpec(siteConfig.openingHours),
    foundingDate: String(siteConfig.foundedYear),
    sameAs: siteConfig.social.map((network) => network.href),
    contactPoint: siteConfig.phones.map((phone) => ({
      "@type": "ContactPoint",
      contactType: phone.label,
      telephone: phone.href.replace(/^tel:/, ""),
      availableLanguage: "de",
    })),
  };
}
