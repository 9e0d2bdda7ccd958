import { imageSrcSet, imageUrl, type SiteImage } from "../../assets/images";

interface PictureProps {
  image: SiteImage;
  /** Describes the picture; "" for a decorative one. */
  alt: string;
  /** CSS sizes of the rendered image, so the browser picks the right width. */
  sizes: string;
  /** For the largest image above the fold: load at once, with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * An AVIF image with a WebP fallback. Width and height are always set, so the layout
 * never shifts while images load.
 */
export function Picture({ image, alt, sizes, priority = false, className = "" }: PictureProps) {
  const fallbackWidth = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <img
        src={imageUrl(image, fallbackWidth, "webp")}
        srcSet={imageSrcSet(image, "webp")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={`h-auto w-full ${className}`}
      />
    </picture>
  );
}
