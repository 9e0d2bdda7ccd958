import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { PriceListEditor } from "../../components/billing/price-list-editor";
import { controlClasses } from "../../components/form/form-field";
import { type AnswerOf, apiRequest } from "../../lib/api";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Preislisten – Konsole",
    description: "Betreiberkonsole: Standardpreisliste und vereinbarte Preise je Apotheke.",
    path: paths.adminPrices,
    noIndex: true,
  });

type PriceLists = AnswerOf<"GET /admin/price-lists">;

/** /admin/preise: the default list and each pharmacy's agreed prices; changes go to the audit log. */
export default function AdminPricesPage() {
  const id = useId();
  const [ownerId, setOwnerId] = useState("");
  const [lists, setLists] = useState<PriceLists>();
  const [version, setVersion] = useState(0);
  const load = useCallback(async () => {
    const result = await apiRequest("GET /admin/price-lists", { query: { owner_id: ownerId } });
    if (result.kind === "ok") {
      setLists(result.body);
      setVersion((current) => current + 1);
    }
  }, [ownerId]);
  useEffect(() => {
    void load();
  }, [load]);

  const owner = lists?.owners.find((entry) => entry.id === ownerId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Preislisten</h1>
      <p className="max-w-3xl text-ink-muted">
        Vermittlungsgebühren netto, je Beruf und Auftragsart, pro Einsatztag oder pro Vermittlung.
        Apotheken ohne eigenen Preis zahlen die Standardpreisliste. Jede Änderung steht mit altem
        und neuem Wert im{" "}
        <Link to={paths.adminAudit} className="underline">
          Protokoll
        </Link>
        .
      </p>
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor={`${id}-owner`} className="font-medium text-ink">
          Preisliste
        </label>
        <select
          id={`${id}-owner`}
          value={ownerId}
          onChange={(event) => setOwnerId(event.target.value)}
          className={controlClasses}
        >
          <option value="">Standardpreisliste</option>
          {lists?.owners.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name} ({entry.email}){entry.own_prices ? " – eigene Preise" : ""}
            </option>
          ))}
        </select>
      </div>
      {lists && (
        <section aria-labelledby={`${id}-title`} className="rounded-card bg-white p-5 shadow-card">
          <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold text-ink">
            {owner ? `Eigene Preise: ${owner.name}` : "Standardpreisliste"}
          </h2>
          <PriceListEditor
            key={`${ownerId}-${version}`}
            ownerId={ownerId || null}
            entries={ownerId ? (lists.own ?? []) : lists.default}
            defaults={ownerId ? lists.default : []}
            onSaved={() => void load()}
          />
        </section>
      )}
    </div>
  );
}
