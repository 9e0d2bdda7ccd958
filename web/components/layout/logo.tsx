import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { siteConfig } from "../../../domain/site-config";

/** The word mark: a pharmacy cross in a rounded square and the brand name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex items-center gap-2 text-xl font-bold tracking-tight ${inverted ? "text-white" : "text-brand-800"}`}
      aria-label={`${siteConfig.brandName} – zur Startseite`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? "#ffffff" : "#0a6559"} />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill={inverted ? "#0a6559" : "#ffffff"} />
      </svg>
      <span>{siteConfig.brandName}</span>
    </Link>
  );
}
