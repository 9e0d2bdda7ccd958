import type { ReactNode } from "react";
import { paths } from "../../domain/paths";
import { siteConfig } from "../../domain/site-config";
import { PageHeader } from "../components/content/page-header";
import { ButtonLink } from "../components/ui/button";
import { IconBadge } from "../components/ui/card";
import { Container } from "../components/ui/container";
import { FaxIcon } from "../components/ui/feature-icons";
import { MailIcon, MapPinIcon, PhoneIcon } from "../components/ui/icons";
import { contactContent } from "../content/pages/contact";
import { pageMeta } from "../lib/page-meta";

export const meta = () => pageMeta({ ...contactContent.meta, path: paths.contact });

function ContactCard({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <section
        aria-labelledby={id}
        className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card"
      >
        <IconBadge>{icon}</IconBadge>
        <h2 id={id} className="mt-5 text-xl font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-3 flex flex-col gap-2 text-ink">{children}</div>
      </section>
    </li>
  );
}

const linkClass =
  "font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

export default function Contact() {
  const { header, cards, registration } = contactContent;
  const { address } = siteConfig;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro} />
      <Container className="py-12 sm:py-16">
        {/* Four in a row only from 1280 px: at 1024 a card was too narrow for the company's name. */}
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          <ContactCard id="kontakt-adresse" title={cards.address.title} icon={<MapPinIcon />}>
            <address className="not-italic">
              {siteConfig.companyName}
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city}
            </address>
          </ContactCard>
          <ContactCard id="kontakt-telefon" title={cards.phone.title} icon={<PhoneIcon />}>
            {siteConfig.phones.map((phone) => (
              <p key={phone.href}>
                <span className="block text-sm text-ink-muted">{phone.label}</span>
                <a href={phone.href} className={linkClass}>
                  {phone.display}
                </a>
              </p>
            ))}
          </ContactCard>
          <ContactCard id="kontakt-fax" title={cards.fax.title} icon={<FaxIcon />}>
            <p>{siteConfig.fax.display}</p>
          </ContactCard>
          <ContactCard id="kontakt-email" title={cards.email.title} icon={<MailIcon />}>
            <p className="text-sm text-ink-muted">{cards.email.note}</p>
            <a href={`mailto:${siteConfig.emails.info}`} className={`${linkClass} break-all`}>
              {siteConfig.emails.info}
            </a>
          </ContactCard>
        </ul>
        <section
          aria-labelledby="kontakt-registrierung"
          className="mt-12 flex flex-col gap-6 rounded-card bg-surface-tint p-8 lg:flex-row lg:items-center lg:justify-between"
        >
          <div>
            <h2 id="kontakt-registrierung" className="text-2xl font-bold text-ink">
              {registration.title}
            </h2>
            <p className="mt-2 text-ink-muted">{registration.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {registration.actions.map((action, index) => (
              <ButtonLink
                key={action.to}
                to={action.to}
                variant={index === 0 ? "primary" : "secondary"}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        </section>
      </Container>
    </>
  );
}
