/**
 * Renders the installable app's icons (public/icons/) from the site's mark (the cross of
 * public/favicon.svg) with sharp: "any" icons with rounded corners, maskable ones with
 * the mark inside the safe zone (the inner 80 %) on a full square, and the iPhone's
 * home-screen icon. The outputs are committed. Run after changing the mark:
 *   node --import tsx scripts/generate-app-icons.ts
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const BRAND = "#0a6559";
const CROSS = "M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z";

/** The mark on a 32-unit square; `inset` shrinks the cross toward the centre. */
function iconSvg(options: { rounded: boolean; inset: number }): string {
  const scale = 1 - options.inset;
  const offset = (32 * options.inset) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${
    options.rounded ? 7 : 0
  }" fill="${BRAND}"/><path transform="translate(${offset} ${offset}) scale(${scale})" d="${CROSS}" fill="#fff"/></svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, rounded: true, inset: 0 },
  { file: "icon-512.png", size: 512, rounded: true, inset: 0 },
  { file: "maskable-192.png", size: 192, rounded: false, inset: 0.2 },
  { file: "maskable-512.png", size: 512, rounded: false, inset: 0.2 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: "apple-touch-icon.png", size: 180, rounded: false, inset: 0.1 },
  // The small monochrome badge Android shows in the status bar (white on transparent).
  { file: "badge-96.png", size: 96, rounded: false, inset: 0, badge: true },
];

for (const icon of icons) {
  const svg =
    "badge" in icon
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="${CROSS}" fill="#fff"/></svg>`
      : iconSvg(icon);
  const png = await sharp(Buffer.from(svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.resolve("public/icons", icon.file), png);
  console.log(`${icon.file}: ${png.length} bytes`);
}
