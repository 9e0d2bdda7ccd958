import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../domain/site-config";
import { publicSettings } from "./public-settings";

/** What the shared preview card shows: brand, headline and the pharmacy illustration. */
const OG_IMAGE_ALT = `${siteConfig.brandName} – Personalvermittlung für Apotheken in ${siteConfig.address.city}: Vertretungsapotheker/-innen, PTA und PKA`;

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's own address; the canonical link and og:url are built from it. */
  path: string;
  /** Pages that must not be indexed (login, account, not found). */
  noIndex?: boolean;
}

/** Title, description, canonical link and Open Graph tags of one page. */
export function pageMeta({ title, description, path, noIndex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${siteConfig.brandName}`;
  const url = `${publicSettings.publicUrl}${path === "/" ? "/" : path}`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "de_DE" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${publicSettings.publicUrl}/og-image.png` },
    // public/og-image.png, drawn by scripts/generate-images.ts.
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: OG_IMAGE_ALT },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noIndex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
