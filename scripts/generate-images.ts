/**
 * Renders the site's images from their SVG sources with sharp:
 *   web/assets/illustrations/<name>.svg -> public/images/<name>-<width>.avif and .webp
 *   the Open Graph card (og-image.ts)    -> public/og-image.png (1200 x 630)
 *
 * The outputs are committed, so the build needs no image tooling. Run after changing an
 * illustration or web/assets/images.ts:
 *   node --import tsx scripts/generate-images.ts
 */
import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { allImages, images, imageUrl } from "../web/assets/images";
import { OG_ILLUSTRATION, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageSvg } from "./og-image";

const sourceDir = path.resolve("web/assets/illustrations");
const publicDir = path.resolve("public");

async function render(svg: Buffer, width: number, height: number) {
  // Render at the target size (SVG scales without loss), then encode.
  return sharp(svg, { density: 72 * (width / (await sharp(svg).metadata()).width!) })
    .resize(width, height, { fit: "fill" })
    .flatten({ background: "#ffffff" });
}

async function main() {
  let bytes = 0;
  for (const image of allImages()) {
    const svg = await readFile(path.join(sourceDir, `${image.name}.svg`));
    for (const width of image.widths) {
      const height = Math.round((image.height * width) / image.width);
      const base = await render(svg, width, height);
      const avif = path.join(publicDir, imageUrl(image, width, "avif"));
      const webp = path.join(publicDir, imageUrl(image, width, "webp"));
      await base.clone().avif({ quality: 55, effort: 7 }).toFile(avif);
      await base.clone().webp({ quality: 80, effort: 6 }).toFile(webp);
      bytes += (await stat(avif)).size + (await stat(webp)).size;
    }
  }
  const { left, top, width, height } = OG_ILLUSTRATION;
  const roundedMask = Buffer.from(
    `<svg width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="28" fill="#fff"/></svg>`,
  );
  const illustration = await (
    await render(await readFile(path.join(sourceDir, `${images.hero.name}.svg`)), width, height)
  )
    .composite([{ input: roundedMask, blend: "dest-in" }])
    .png()
    .toBuffer();
  const og = await sharp(Buffer.from(ogImageSvg()))
    .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT)
    .composite([{ input: illustration, left, top }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  await writeFile(path.join(publicDir, "og-image.png"), og);
  console.log(
    `images: ${allImages().length} illustrations (${Math.round(bytes / 1024)} KB) and og-image.png (${Math.round(og.length / 1024)} KB)`,
  );
}

await main();
