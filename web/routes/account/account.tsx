import { paths } from "../../../domain/paths";
import { AccountNotice } from "../../components/account/account-notice";
import { AvailabilityCalendar } from "../../components/account/availability-calendar";
import { CalendarFeed } from "../../components/account/calendar-feed";
import { DeleteAccountForm } from "../../components/account/delete-account-form";
import { LoginNeeded } from "../../components/account/login-needed";
import { PharmacyBranches } from "../../components/account/pharmacy-branches";
import { PushControl } from "../../components/account/push-control";
import { SearchAlerts } from "../../components/account/search-alerts";
import { useAccountView } from "../../components/account/use-account-view";
import { OwnerInvoices, OwnerPrices } from "../../components/billing/owner-billing";
import { ButtonLink, buttonClasses } from "../../components/ui/button";
import { EmailChangeForm } from "../../forms/email-change-form";
import { PasswordChangeForm } from "../../forms/password-change-form";
import { PharmacySettingsForm } from "../../forms/pharmacy-settings-form";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Mein Konto",
    description:
      "Mein Konto bei apostaff: Ihre Daten ansehen, als Datei exportieren oder das Konto löschen.",
    path: paths.account,
    noIndex: true,
  });

const card = "flex flex-col gap-3 rounded-card bg-white p-6 shadow-card";

/** /konto: the person's data, the profile link (staff), export and deletion. */
export default function AccountPageRoute() {
  const { data, reload } = useAccountView();
  if (data === "loading" || data === null) {
    return (
      <LoginNeeded title="Mein Konto" loading={data === "loading"} notice={<AccountNotice />} />
    );
  }
  const { account, pharmacy, staff } = data;
  // Placements, the export and the self-deletion are an owner's or a staff member's
  // (the API answers 403 to operators); an operator keeps password and e-mail.
  const party = account.role !== "admin";
  const rows: [string, string][] = [
    ["Name", `${account.first_name} ${account.last_name}`],
    ["E-Mail", account.email],
    ["Telefon", account.phone || "–"],
  ];
  if (pharmacy) {
    rows.push(
      ["Apotheke", pharmacy.pharmacy_name],
      [
        "Anschrift",
        `${pharmacy.street} ${pharmacy.street_number}, ${pharmacy.postal_code} ${pharmacy.city}`,
      ],
      ["Warenwirtschaft", pharmacy.wws_software.join(", ") || "–"],
    );
  }
  if (staff) {
    rows.push(
      ["Beruf", staff.iam],
      ["Anschrift", `${staff.street} ${staff.street_number}, ${staff.postal_code} ${staff.city}`],
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Mein Konto</h1>
      <AccountNotice />
      <section className={card} aria-labelledby="konto-daten">
        <h2 id="konto-daten" className="text-xl font-semibold text-ink">
          Ihre Daten
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-ink-muted">{label}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {staff && (
        <section className={card} aria-labelledby="konto-profil">
          <h2 id="konto-profil" className="text-xl font-semibold text-ink">
            Profil
          </h2>
          <p>Ihr Profil ist zu {staff.completeness} % vollständig.</p>
          <ButtonLink to={paths.accountProfile} className="self-start">
            Profil bearbeiten
          </ButtonLink>
        </section>
      )}
      {pharmacy && (
        <section className={card} aria-labelledby="konto-apotheke">
          <h2 id="konto-apotheke" className="text-xl font-semibold text-ink">
            Apotheke bearbeiten
          </h2>
          <PharmacySettingsForm
            account={account}
            pharmacy={pharmacy}
            onSaved={() => void reload()}
          />
        </section>
      )}
      {pharmacy && (
        <PharmacyBranches
          mainName={pharmacy.pharmacy_name}
          branches={data.branches}
          onChanged={reload}
        />
      )}
      {party && (
        <section className={card} aria-labelledby="konto-einsaetze">
          <h2 id="konto-einsaetze" className="text-xl font-semibold text-ink">
            Meine Einsätze
          </h2>
          <p className="text-ink-muted">
            Bestätigte Einsätze mit den Kontaktdaten der anderen Seite und der Kalenderdatei
            {staff ? "; hier laden Sie auch Ihre Rechnungskopie hoch" : ""}.
          </p>
          <ButtonLink to={paths.accountPlacements} className="self-start">
            Meine Einsätze ansehen
          </ButtonLink>
        </section>
      )}
      {staff && <AvailabilityCalendar />}
      {staff && <PushControl />}
      {party && <CalendarFeed />}
      {staff && <SearchAlerts />}
      {pharmacy && <OwnerPrices />}
      {pharmacy && <OwnerInvoices />}
      <section className={card} aria-labelledby="konto-passwort">
        <h2 id="konto-passwort" className="text-xl font-semibold text-ink">
          Passwort ändern
        </h2>
        <PasswordChangeForm />
      </section>
      <section className={card} aria-labelledby="konto-email">
        <h2 id="konto-email" className="text-xl font-semibold text-ink">
          E-Mail-Adresse ändern
        </h2>
        <EmailChangeForm currentEmail={account.email} />
      </section>
      {party && (
        <>
          <section className={card} aria-labelledby="konto-export">
            <h2 id="konto-export" className="text-xl font-semibold text-ink">
              Ihre Daten herunterladen
            </h2>
            <p className="text-ink-muted">
              Alle Daten, die wir zu Ihrem Konto speichern, als ZIP-Archiv: die Daten als
              JSON-Datei, Ihre Dokumente und Rechnungen als PDF.
            </p>
            <a
              href="/api/account/export"
              download
              className={buttonClasses("secondary", "self-start")}
            >
              Daten exportieren
            </a>
          </section>
          <section className={card} aria-labelledby="konto-loeschen">
            <h2 id="konto-loeschen" className="text-xl font-semibold text-ink">
              Konto löschen
            </h2>
            <DeleteAccountForm />
          </section>
        </>
      )}
    </div>
  );
}
