import { Link } from "react-router";
import type { PlacementView } from "../../../domain/api/placements";
import { paths } from "../../../domain/paths";
import { LoginNeeded } from "../../components/account/login-needed";
import { useAccountView } from "../../components/account/use-account-view";
import { AccountPage } from "../../components/layout/account-page";
import { PlacementCard } from "../../components/placements/placement-card";
import { pageMeta } from "../../lib/page-meta";
import { useApiData } from "../../lib/use-api-data";

export const meta = () =>
  pageMeta({
    title: "Meine Einsätze",
    description:
      "Meine Einsätze bei apostaff: bestätigte Einsätze mit Kontaktdaten, Kalenderdatei und Rechnungskopie.",
    path: paths.accountPlacements,
    noIndex: true,
  });

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

function PlacementList({
  title,
  id,
  placements,
  side,
  empty,
  onChanged,
}: {
  title: string;
  id: string;
  placements: PlacementView[];
  side: "owner" | "staff";
  empty: string;
  onChanged: () => void;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-card bg-white p-6 shadow-card"
    >
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {placements.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        placements.map((placement) => (
          <PlacementCard
            key={placement.id}
            placement={placement}
            side={side}
            onChanged={onChanged}
          />
        ))
      )}
    </section>
  );
}

/**
 * /konto/einsaetze, "Meine Einsätze": the owner's or staff member's placements, upcoming
 * first, then past ones (docs/decisions/0015-placement-record.md).
 */
export default function PlacementsPage() {
  const { data: account } = useAccountView();
  const signedIn = account !== "loading" && account !== null && account.account.role !== "admin";
  const { data, failed, reload } = useApiData(signedIn ? "GET /placements" : undefined);
  if (account !== "loading" && account?.account.role === "admin") {
    return (
      <AccountPage title="Meine Einsätze">
        <p>
          „Meine Einsätze“ gibt es für Apotheken und Fachkräfte. Alle Einsätze finden Sie in der{" "}
          <Link to={paths.adminPlacements} className={linkClass}>
            Konsole unter „Einsätze“
          </Link>
          .
        </p>
      </AccountPage>
    );
  }
  if (!signedIn) {
    return <LoginNeeded title="Meine Einsätze" loading={account === "loading"} />;
  }
  const side = account.account.role === "pharmacy_owner" ? "owner" : "staff";
  const all = data?.placements ?? [];
  const upcoming = all.filter((placement) => !placement.past).reverse();
  const past = all.filter((placement) => placement.past);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Meine Einsätze</h1>
      <p>
        <Link to={paths.account} className={linkClass}>
          Zurück zu Mein Konto
        </Link>
      </p>
      {failed ? (
        <p role="alert" className="text-danger-700">
          Ihre Einsätze konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      ) : !data ? (
        <p role="status">Wird geladen …</p>
      ) : (
        <>
          <PlacementList
            title="Bevorstehende und laufende Einsätze"
            id="einsaetze-kommend"
            placements={upcoming}
            side={side}
            empty="Sie haben keine bevorstehenden Einsätze."
            onChanged={() => void reload()}
          />
          <PlacementList
            title="Vergangene Einsätze"
            id="einsaetze-vergangen"
            placements={past}
            side={side}
            empty="Noch keine vergangenen Einsätze."
            onChanged={() => void reload()}
          />
        </>
      )}
    </div>
  );
}
