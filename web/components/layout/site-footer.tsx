import { paths } from "../../../domain/paths";
import { siteConfig } from "../../../domain/site-config";
import { useCurrentYear } from "../../lib/use-current-year";
import { MailIcon, MapPinIcon, PhoneIcon } from "../ui/icons";
import { SmartLink } from "../ui/smart-link";
import { Logo } from "./logo";
import { legalLinks } from "./navigation";

/**
 * The badges lead to the stores when the agency has an app there, else to /app, which
 * explains installing the site as an app (docs/decisions/0055-installable-app.md).
 */
const storeBadges = [
  {
    to: siteConfig.appStores.ios ?? `${paths.app}#iphone`,
    src: "/badges/app-store.svg",
    alt: "Laden im App Store (iOS)",
  },
  {
    to: siteConfig.appStores.android ?? `${paths.app}#android`,
    src: "/badges/google-play.svg",
    alt: "Jetzt bei Google Play (Android)",
  },
];

/**
 * Footer of every page: blurb, apps, contact, social links, copyright and legal links.
 * Its end keeps room for the floating buttons (floating-actions.tsx), which come to
 * rest there instead of over the last line.
 */
export function SiteFooter() {
  const year = useCurrentYear();
  const { address } = siteConfig;
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            Über {siteConfig.brandName}
          </h2>
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed text-brand-100">{siteConfig.blurb}</p>
        </section>

        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className="text-base font-semibold text-white">
            Unsere App
          </h2>
          {/* Both badges are our own artwork in one frame size (public/badges/). Lazy: the
              footer is never in the first view, and an eager image would be preloaded ahead
              of the first paint (docs/decisions/0022). */}
          <ul className="mt-4 flex flex-wrap gap-3">
            {storeBadges.map((badge) => (
              <li key={badge.src}>
                <SmartLink to={badge.to} className="store-badge">
                  <img
                    src={badge.src}
                    alt={badge.alt}
                    width={168}
                    height={50}
                    loading="lazy"
                    decoding="async"
                  />
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-semibold text-white">
            Kontakt
          </h2>
          <address className="mt-4 flex flex-col gap-3 text-sm not-italic text-brand-100">
            <span className="flex gap-2">
              <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0" />
              {address.street}, {address.postalCode} {address.city}
            </span>
            {siteConfig.phones.map((phone) => (
              <a key={phone.href} href={phone.href} className="flex gap-2 hover:text-white">
                <PhoneIcon width={18} height={18} className="mt-0.5 shrink-0" />
                <span>
                  {phone.label}: {phone.display}
                </span>
              </a>
            ))}
            <a href={`mailto:${siteConfig.emails.info}`} className="flex gap-2 hover:text-white">
              <MailIcon width={18} height={18} className="mt-0.5 shrink-0" />
              {siteConfig.emails.info}
            </a>
          </address>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="text-base font-semibold text-white">
            Folgen Sie uns
          </h2>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {siteConfig.social.map((network) => (
              <li key={network.name}>
                <SmartLink
                  to={network.href}
                  className="text-brand-100 underline-offset-4 hover:text-white hover:underline"
                >
                  {network.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-36 text-sm text-brand-100 sm:px-6 md:flex-row md:items-center md:justify-between min-[1440px]:pb-6">
          <p>
            © {year} {siteConfig.companyName}. Alle Rechte vorbehalten.
          </p>
          <nav aria-label="Rechtliches">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <SmartLink
                    to={link.to}
                    className="underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            Entwickelt von{" "}
            <SmartLink
              to={siteConfig.developerCredit.href}
              className="underline underline-offset-4 hover:text-white"
            >
              {siteConfig.developerCredit.name}
            </SmartLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
