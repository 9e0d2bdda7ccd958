import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EMAIL_STATUS_LABELS } from "../../../domain/console-labels";
import { formatGermanDate, formatGermanPeriod } from "../../../domain/dates";
import { FEDERAL_STATE_LABELS, SALUTATION_LABELS } from "../../../domain/enums";
import { pageParams, paths } from "../../../domain/paths";
import {
  APPLICATION_STATUS_LABELS,
  PLACEMENT_STATUS_LABELS,
} from "../../../domain/placement-status";
import { SEARCH_ORDER_STATUS_LABELS } from "../../../domain/search-order-status";
import { useApiData } from "../../lib/use-api-data";
import { ScrollBox } from "../ui/scroll-box";
import { TitleText } from "../ui/title-text";
import { type AccountRow, BlockAndDeleteButtons, useAccountActions } from "./account-rows";
import { AuditLines, AuditPersonCell } from "./audit-cells";
import { formatDateTime } from "./data-table";
import { RowButton } from "./row-button";
import { AccountStatusBadge } from "./status-badge";
import { UrgentCoverSection } from "./urgent-cover-detail";

const card = "flex flex-col gap-3 rounded-card border border-line bg-white p-4 sm:p-6";
const linkClass = "font-medium text-brand-700 underline underline-offset-2";

const day = (iso: string | null) => (iso ? formatGermanDate(iso) : "–");
const span = (first: string | null, last: string | null) =>
  first ? formatGermanPeriod(first, last ?? first) : "–";
const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "–" : String(value);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        <TitleText text={title} />
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink-muted">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small table in a box that scrolls sideways on narrow screens (ScrollBox). */
function Table({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return (
    <ScrollBox caption={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold text-ink">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line align-top">
              {row.cells.map((cell, index) => (
                <td key={head[index]} className="px-3 py-2 text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/**
 * The console's detail page of one owner or staff account
 * (docs/decisions/0038-console-detail-pages.md): every profile field, documents, orders
 * or applications, placements, mails and the audit entries about the person; the same
 * account actions as the lists.
 */
export function AccountDetailPage({ kind }: { kind: "pharmacy_owner" | "pharmacist" }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get(pageParams.accountId) ?? "";
  const listPath = kind === "pharmacy_owner" ? paths.adminOwners : paths.adminStaff;
  const listName = kind === "pharmacy_owner" ? "Apotheken" : "Personal";
  const { data, failed, reload } = useApiData(id ? "GET /admin/accounts/detail" : undefined, {
    query: { id },
  });
  const name = (item: AccountRow) => `${item.first_name} ${item.last_name}`;
  const { act, panel } = useAccountActions((done) => {
    // A refused or deleted account has no page any more: back to its list.
    if (done === "delete" || done === "refuse") void navigate(listPath);
    else void reload();
  }, name);

  const back = (
    <Link to={listPath} className={`${linkClass} self-start`}>
      Zurück zu {listName}
    </Link>
  );
  if (!id || failed) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-3xl font-bold text-ink">Konto nicht gefunden</h1>
        <p role="alert">
          Dieses Konto gibt es nicht (mehr). Vielleicht wurde es gelöscht; im Protokoll steht, wann
          und von wem.
        </p>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="status">Konto wird geladen …</p>
      </div>
    );
  }

  const { account, pharmacy, staff } = data;
  const person = `${account.first_name} ${account.last_name}`;
  const title = pharmacy ? `${pharmacy.pharmacy_name} (${person})` : person;
  const accountRow = { ...account, postal_code: "", city: "" };

  return (
    <div className="flex flex-col gap-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-ink">{title}</h1>
        <AccountStatusBadge status={account.status} />
      </div>
      <div className="flex flex-wrap gap-1">
        {account.role === "pharmacist" && account.status === "inactive" && (
          <>
            <RowButton label={`${person} freischalten`} onClick={() => act("activate", accountRow)}>
              Freischalten
            </RowButton>
            <RowButton
              label={`Registrierung von ${person} ablehnen`}
              onClick={() => act("refuse", accountRow)}
            >
              Ablehnen
            </RowButton>
          </>
        )}
        {account.role === "pharmacy_owner" && account.status === "unverified" && (
          <>
            <RowButton
              label={`${person} ohne Bestätigungslink freischalten`}
              onClick={() => act("activate-owner", accountRow)}
            >
              Freischalten
            </RowButton>
            <RowButton
              label={`Bestätigungslink an ${person} erneut senden`}
              onClick={() => act("resend-activation", accountRow)}
            >
              Link erneut senden
            </RowButton>
          </>
        )}
        <BlockAndDeleteButtons item={accountRow} name={person} act={act} />
      </div>
      {panel}

      <Section id="detail-konto" title="Konto">
        <Facts
          rows={[
            [
              "Anrede",
              account.salutation
                ? (SALUTATION_LABELS[account.salutation as keyof typeof SALUTATION_LABELS] ??
                  account.salutation)
                : "–",
            ],
            ["Name", person],
            ["E-Mail", account.email],
            ["Telefon", orDash(account.phone)],
            ["Status", <AccountStatusBadge key="status" status={account.status} />],
            ["Sperrgrund", orDash(account.blocked_reason)],
            ["Registriert am", formatDateTime(account.created_at)],
            ...(account.role === "pharmacy_owner"
              ? ([["E-Mail bestätigt am", formatDateTime(account.email_verified_at)]] as [
                  string,
                  string,
                ][])
              : []),
            ["Freigeschaltet am", formatDateTime(account.activated_at)],
            ["Letzte Anmeldung", formatDateTime(account.last_login_at)],
            ...(account.inactivity_notice_at
              ? ([["Hinweis auf Inaktivität", formatDateTime(account.inactivity_notice_at)]] as [
                  string,
                  string,
                ][])
              : []),
          ]}
        />
      </Section>

      {pharmacy && (
        <Section id="detail-apotheke" title="Apotheke">
          <Facts
            rows={[
              ["Name der Apotheke", pharmacy.pharmacy_name],
              ["Straße und Hausnummer", `${pharmacy.street} ${pharmacy.street_number}`],
              ["PLZ und Ort", `${pharmacy.postal_code} ${pharmacy.city}`],
              ["Bundesland", pharmacy.state ? FEDERAL_STATE_LABELS[pharmacy.state] : "–"],
              ["Warenwirtschaft (WWS)", pharmacy.wws_software.join(", ") || "–"],
              ["Nachricht bei der Registrierung", orDash(pharmacy.message)],
            ]}
          />
        </Section>
      )}

      {pharmacy && (
        <Section id="detail-filialen" title="Filialen">
          <Table
            caption="Filialen"
            head={["Name", "Anschrift", "Telefon", "WWS"]}
            empty="Keine Filialen neben der Hauptapotheke."
            rows={data.branches.map((branch) => ({
              key: branch.id,
              cells: [
                branch.pharmacy_name,
                `${branch.street} ${branch.street_number}, ${branch.postal_code} ${branch.city}`,
                branch.phone,
                branch.wws_software.join(", ") || "–",
              ],
            }))}
          />
        </Section>
      )}

      {staff && (
        <Section id="detail-profil" title="Profil">
          <Facts
            rows={[
              ["Beruf", staff.iam],
              ["Straße und Hausnummer", `${staff.street} ${staff.street_number}`],
              ["PLZ und Ort", `${staff.postal_code} ${staff.city}`],
              ["Berufserfahrung seit", day(staff.experience_since)],
              ["Warenwirtschaft (WWS)", staff.wws_software.join(", ") || "–"],
              ["USt-IdNr.", orDash(staff.vat_id)],
              [
                "Kapazität",
                staff.capacity_days_per_week
                  ? `${staff.capacity_days_per_week} Tage pro Woche`
                  : "–",
              ],
              ["Verfügbarkeit", orDash(staff.availability)],
              [
                "Profil vollständig",
                `${staff.completeness} %${staff.missing.length > 0 ? ` (fehlt: ${staff.missing.join(", ")})` : ""}`,
              ],
            ]}
          />
        </Section>
      )}

      {staff && (
        <Section id="detail-regionen" title="Suchbenachrichtigungen und Regionen">
          <Table
            caption="Suchbenachrichtigungen"
            head={["Art", "Ort oder PLZ", "Bundesland", "Zeitraum", "Status"]}
            empty="Keine Suchbenachrichtigungen gespeichert."
            rows={data.alerts.map((alert) => ({
              key: alert.id,
              cells: [
                alert.type,
                orDash(alert.location),
                alert.state ? FEDERAL_STATE_LABELS[alert.state] : "alle",
                span(alert.start_date, alert.end_date),
                alert.paused ? "pausiert" : "aktiv",
              ],
            }))}
          />
        </Section>
      )}

      <UrgentCoverSection
        accountId={id}
        kind={kind}
        detail={data.urgent_cover}
        onChanged={() => void reload()}
      />

      <Section id="detail-dokumente" title="Dokumente">
        {data.documents.length === 0 ? (
          <p className="text-ink-muted">Keine Dokumente vorhanden.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {data.documents.map((document) => (
              <li key={document.id}>
                <a href={`/api/admin/documents/download?id=${document.id}`} className={linkClass}>
                  {document.kind_label}: {document.original_name}
                </a>{" "}
                <span className="text-sm text-ink-muted">
                  ({Math.ceil(document.byte_size / 1024)} KB, hochgeladen am{" "}
                  {formatDateTime(document.created_at)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {account.role === "pharmacy_owner" && (
        <Section id="detail-auftraege" title="Suchaufträge">
          <Table
            caption="Suchaufträge"
            head={["Zeitraum", "Apotheke", "Art", "Gesucht", "Ort", "Status", "Erstellt am"]}
            empty="Keine Suchaufträge."
            rows={data.orders.map((order) => ({
              key: order.id,
              cells: [
                span(order.first_day, order.last_day),
                orDash(order.pharmacy_name),
                order.type,
                order.role,
                order.city,
                SEARCH_ORDER_STATUS_LABELS[order.status],
                formatDateTime(order.created_at),
              ],
            }))}
          />
        </Section>
      )}

      {account.role === "pharmacist" && (
        <Section id="detail-bewerbungen" title="Bewerbungen">
          <Table
            caption="Bewerbungen"
            head={["Apotheke", "Zeitraum", "Art", "Ort", "Status", "Beworben am"]}
            empty="Keine Bewerbungen."
            rows={data.applications.map((application) => ({
              key: application.id,
              cells: [
                orDash(application.pharmacy_name),
                span(application.first_day, application.last_day),
                `${application.type} (${application.role})`,
                application.city,
                APPLICATION_STATUS_LABELS[application.status],
                formatDateTime(application.created_at),
              ],
            }))}
          />
        </Section>
      )}

      <Section id="detail-einsaetze" title="Einsätze">
        <Table
          caption="Einsätze"
          head={["Zeitraum", "Apotheke", "Fachkraft", "Art", "Status", "Rechnungskopie"]}
          empty="Keine Einsätze."
          rows={data.placements.map((placement) => ({
            key: placement.id,
            cells: [
              span(placement.first_day, placement.last_day),
              placement.pharmacy_name,
              placement.staff_name,
              placement.type,
              PLACEMENT_STATUS_LABELS[placement.status],
              placement.invoice_copy_name ? (
                <a
                  key="copy"
                  href={`/api/placements/${placement.id}/invoice-copy`}
                  className={linkClass}
                >
                  {placement.invoice_copy_name}
                </a>
              ) : (
                "–"
              ),
            ],
          }))}
        />
      </Section>

      <Section id="detail-emails" title="E-Mails">
        <Table
          caption="E-Mails an diese Adresse"
          head={["Betreff", "Status", "Erstellt am", "Zugestellt am"]}
          empty="Keine E-Mails an diese Adresse."
          rows={data.emails.map((mail) => ({
            key: mail.id,
            cells: [
              mail.subject,
              EMAIL_STATUS_LABELS[mail.status],
              formatDateTime(mail.created_at),
              formatDateTime(mail.sent_at),
            ],
          }))}
        />
        {data.emails_total > data.emails.length && (
          <Link
            to={`${paths.adminEmails}?${new URLSearchParams({ q: account.email })}`}
            className={`${linkClass} self-start`}
          >
            Alle {data.emails_total} E-Mails an {account.email}
          </Link>
        )}
      </Section>

      <Section id="detail-protokoll" title="Protokoll">
        <Table
          caption="Protokolleinträge zu dieser Person"
          head={["Zeitpunkt", "Wer", "Aktion", "Änderungen"]}
          empty="Keine Einträge."
          rows={data.audit.map((entry) => ({
            key: entry.id,
            cells: [
              formatDateTime(entry.created_at),
              <AuditPersonCell key="actor" person={entry.actor} text={entry.actor.name} />,
              entry.action_label,
              <AuditLines key="lines" lines={entry.lines} />,
            ],
          }))}
        />
        <Link
          to={`${paths.adminAudit}?${new URLSearchParams({ person: account.email })}`}
          className={`${linkClass} self-start`}
        >
          {data.audit_total > data.audit.length
            ? `Alle ${data.audit_total} Einträge im Protokoll`
            : "Im Protokoll ansehen"}
        </Link>
      </Section>
    </div>
  );
}
