import { describe, expect, it } from "vitest";
import { siteConfig } from "../../domain/site-config";
import { openingHoursSpec, organizationJsonLd } from "./structured-data";

describe("openingHoursSpec", () => {
  it("writes German opening hours in schema.org form", () => {
    expect(openingHoursSpec("Mo–Fr 8:00–18:00 Uhr")).toBe("Mo-Fr 08:00-18:00");
    expect(openingHoursSpec("Di-Sa 10:30-14:00")).toBe("Tu-Sa 10:30-14:00");
  });

  it("leaves out what it cannot read", () => {
    expect(openingHoursSpec("nach Vereinbarung")).toBeUndefined();
  });
});

describe("organizationJsonLd", () => {
  const data = organizationJsonLd("https://www.apostaff.example");

  it("describes an employment agency at the Köln address from siteConfig", () => {
    expect(data["@type"]).toBe("EmploymentAgency");
    expect(data.name).toBe(siteConfig.brandName);
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: siteConfig.address.street,
      postalCode: siteConfig.address.postalCode,
      addressLocality: "Köln",
      addressRegion: siteConfig.address.region,
      addressCountry: "DE",
    });
    expect(data.email).toBe(siteConfig.emails.info);
    expect(data.telephone).toBe("+4922199999100");
  });

  it("uses the public address for its links", () => {
    expect(data.url).toBe("https://www.apostaff.example/");
    expect(data.image).toBe("https://www.apostaff.example/og-image.png");
    expect(data.sameAs).toEqual(siteConfig.social.map((network) => network.href));
  });

  it("survives JSON and holds no script-breaking text", () => {
    const json = JSON.stringify(data);
    expect(JSON.parse(json)).toEqual(data);
    expect(json).not.toContain("</");
  });
});
