/**
 * The site's raster images: drawn as SVG in web/assets/illustrations/, rendered to AVIF
 * and WebP in public/images/ by scripts/generate-images.ts. Width and height are the
 * intrinsic size, so the browser reserves the space before the file arrives.
 */
export interface SiteImage {
  /** File name without extension, in illustrations/ and public/images/. */
  name: string;
  width: number;
  height: number;
  /** Rendered widths in pixels; the largest is `width`. */
  widths: readonly number[];
}

const slide = (name: string): SiteImage => ({ name, width: 800, height: 600, widths: [400, 800] });

export const images = {
  hero: { name: "hero-pharmacy-team", width: 1120, height: 960, widths: [560, 840, 1120] },
  about: { name: "about-cologne-team", width: 1120, height: 840, widths: [560, 840, 1120] },
  courier: {
    ebike: slide("courier-ebike"),
    cooling: slide("courier-cooling"),
    doorstep: slide("courier-doorstep"),
    route: slide("courier-route"),
    van: slide("courier-van"),
    receipt: slide("courier-receipt"),
  },
  cleaning: {
    salesroom: slide("cleaning-salesroom"),
    shelves: slide("cleaning-shelves"),
    lab: slide("cleaning-lab"),
    windows: slide("cleaning-windows"),
    plan: slide("cleaning-plan"),
  },
} as const;

export function allImages(): SiteImage[] {
  return [
    images.hero,
    images.about,
    ...Object.values(images.courier),
    ...Object.values(images.cleaning),
  ];
}

export type ImageFormat = "avif" | "webp";

export function imageUrl(image: SiteImage, width: number, format: ImageFormat): string {
  return `/images/${image.name}-${width}.${format}`;
}

export function imageSrcSet(image: SiteImage, format: ImageFormat): string {
  return image.widths.map((width) => `${imageUrl(image, width, format)} ${width}w`).join(", ");
}
