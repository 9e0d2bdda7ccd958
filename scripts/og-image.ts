/**
 * The Open Graph card (1200 x 630) shown when a page is shared: brand, headline and
 * the hero illustration. Rendered to public/og-image.png by generate-images.ts.
 */
import { siteConfig } from "../domain/site-config";
import { homeContent } from "../web/content/pages/home";

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** Where generate-images.ts places the hero illustration on the card. */
export const OG_ILLUSTRATION = { left: 700, top: 95, width: 440, height: 377 } as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy line breaking by character count (the card's font is known). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function ogImageSvg(): string {
  const headline = wrapWords(homeContent.hero.title, 22);
  const font = "Liberation Sans, Arial, Helvetica, DejaVu Sans, sans-serif";
  const { left, top, width, height } = OG_ILLUSTRATION;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">
  <rect width="1200" height="630" fill="#063a34"/>
  <circle cx="1100" cy="40" r="260" fill="#0a6559" opacity="0.55"/>
  <circle cx="80" cy="640" r="200" fill="#084f46"/>
  <rect x="${left - 12}" y="${top - 12}" width="${width + 24}" height="${height + 24}" rx="36" fill="#0a6559"/>
  <g transform="translate(72 84)">
    <rect width="64" height="64" rx="16" fill="#ffffff"/>
    <path d="M26 14h12v12h12v12H38v12H26V38H14V26h12z" fill="#0a6559"/>
    <text x="84" y="46" font-family="${font}" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(siteConfig.brandName)}</text>
  </g>
  <text x="72" y="236" font-family="${font}" font-size="46" font-weight="700" fill="#ffffff">${headline
    .map((line, index) => `<tspan x="72" dy="${index === 0 ? 0 : 58}">${escapeXml(line)}</tspan>`)
    .join("")}</text>
  <text x="72" y="${236 + headline.length * 58 + 30}" font-family="${font}" font-size="26" fill="#d5f2ec">Vertretungsapotheker/-innen, PTA und PKA</text>
  <text x="72" y="${236 + headline.length * 58 + 68}" font-family="${font}" font-size="26" fill="#d5f2ec">${escapeXml(`Personalvermittlung für Apotheken · ${siteConfig.address.city}`)}</text>
</svg>`;
}
