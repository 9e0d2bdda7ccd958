import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { OperatorDay } from "../../components/placements/operator-day";
import { figuresContent } from "../../content/pages/admin-figures";
import { type AnswerOf, apiRequest } from "../../lib/api";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Übersicht – Konsole",
    description:
      "Betreiberkonsole von apostaff: Überblick über Freischaltungen, Anfragen und E-Mails.",
    path: paths.admin,
    noIndex: true,
  });

type Overview = AnswerOf<"GET /admin/overview">;

/** Says when mail does not reach the SMTP server (server/mail/mail-health.ts); else nothing. */
function MailDeliveryNotice({ delivery }: { delivery: Overview["mail_delivery"] }) {
  if (delivery.state !== "failing" && delivery.state !== "off") return null;
  return (
    <section
      aria-labelledby="mail-delivery-notice"
      className="rounded-card border border-danger-700 bg-white p-4 text-ink"
    >
      <h2 id="mail-delivery-notice" className="font-semibold text-danger-700">
        {delivery.state === "off" ? "E-Mail-Versand ist aus" : "E-Mail-Versand gestört"}
      </h2>
      <p className="mt-1">
        {delivery.state === "off"
          ? "SMTP_URL ist nicht gesetzt: Keine E-Mail verlässt den Server."
          : `Der SMTP-Server nimmt keine E-Mails an: ${delivery.message ?? "ohne Angabe von Gründen"}.`}{" "}
        E-Mails warten im Postausgang, bis der Versand wieder geht.{" "}
        <Link to={`${paths.adminEmails}?status=pending`} className="font-semibold underline">
          Ausstehende E-Mails
        </Link>
      </p>
    </section>
  );
}

/** /admin: counts, and what needs the operator's attention first. */
export default function AdminOverviewPage() {
  const [overview, setOverview] = useState<Overview>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void apiRequest("GET /admin/overview").then((result) => {
      if (result.kind === "ok") setOverview(result.body);
      else setFailed(true);
    });
  }, []);

  const cards = overview
    ? [
        {
          label: "Personal wartet auf Freischaltung",
          value: overview.inactive_staff,
          to: `${paths.adminStaff}?status=inactive`,
          attention: true,
        },
        {
          label: "Neue Botendienst-Anfragen",
          value: overview.new_courier_requests,
          to: `${paths.adminRequests}?type=courier&status=new`,
          attention: true,
        },
        {
          label: "Neue Reinigungs-Anfragen",
          value: overview.new_cleaning_requests,
          to: `${paths.adminRequests}?type=cleaning&status=new`,
          attention: true,
        },
        {
          label: "Fehlgeschlagene E-Mails",
          value: overview.failed_emails,
          to: `${paths.adminEmails}?status=failed`,
          attention: true,
        },
        {
          label: "Ausstehende E-Mails",
          value: overview.pending_emails,
          to: `${paths.adminEmails}?status=pending`,
          attention: false,
        },
        { label: "Apotheken", value: overview.owners, to: paths.adminOwners, attention: false },
        { label: "Personal", value: overview.staff, to: paths.adminStaff, attention: false },
        {
          label: "Gesperrte Konten",
          value: overview.blocked_accounts,
          to: `${paths.adminStaff}?status=blocked`,
          attention: false,
        },
        // The figures page (docs/product.md, "The agency's numbers").
        {
          label: figuresContent.tile,
          value: figuresContent.title,
          to: paths.adminFigures,
          attention: false,
        },
      ]
    : [];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Übersicht</h1>
      {overview && <MailDeliveryNotice delivery={overview.mail_delivery} />}
      <OperatorDay />
      {failed && <p role="alert">Die Übersicht konnte nicht geladen werden.</p>}
      {!overview && !failed && <p role="status">Wird geladen …</p>}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label}>
            <Link
              to={card.to}
              className={`flex h-full flex-col gap-1 rounded-card border bg-white p-4 shadow-card hover:border-brand-600 ${card.attention && Number(card.value) > 0 ? "border-accent-600" : "border-line"}`}
            >
              <span className="text-3xl font-bold text-ink">{card.value}</span>
              <span className="text-ink-muted">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
