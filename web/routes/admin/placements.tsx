import { useState } from "react";
import { paths } from "../../../domain/paths";
import { PLACEMENT_STATUS_LABELS, PLACEMENT_STATUSES } from "../../../domain/placement-status";
import { SelectField } from "../../components/form/inputs";
import { AdminPlacementRow } from "../../components/placements/admin-placement-row";
import { LoadMore } from "../../components/ui/load-more";
import { pageMeta } from "../../lib/page-meta";
import { useKeysetList } from "../../lib/use-keyset-list";

export const meta = () =>
  pageMeta({
    title: "Einsätze – Konsole",
    description: "Operator-Konsole: Einsätze, Rechnungskopien und Vermittlungen.",
    path: paths.adminPlacements,
    noIndex: true,
  });

const filterOptions = [
  { value: "", label: "Alle" },
  ...PLACEMENT_STATUSES.map((status) => ({
    value: status,
    label: PLACEMENT_STATUS_LABELS[status],
  })),
  { value: "missing", label: "Rechnungskopie fehlt" },
];

/**
 * /admin/einsaetze: every placement record, kept whatever happened to the accounts
 * (docs/decisions/0015-placement-record.md); "vermittelt" and cancellation.
 */
export default function AdminPlacementsPage() {
  const [filter, setFilter] = useState("");
  const query: Record<string, string> =
    filter === "missing" ? { invoiceCopyMissing: "1" } : { status: filter };
  const { items, next, failed, reload, loadMore, loadingMore } = useKeysetList(
    "GET /admin/placements",
    "placements",
    query,
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Einsätze</h1>
      <SelectField
        label="Anzeigen"
        className="max-w-xs"
        options={filterOptions}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {failed && (
        <p role="alert" className="text-danger-700">
          Die Einsätze konnten nicht geladen werden.
        </p>
      )}
      {!items && !failed && <p role="status">Einsätze werden geladen …</p>}
      {items?.length === 0 && <p className="text-ink-muted">Keine Einsätze.</p>}
      {items?.map((placement) => (
        <AdminPlacementRow key={placement.id} placement={placement} onChanged={reload} />
      ))}
      <LoadMore next={next} loading={loadingMore} onLoad={() => void loadMore()} />
    </div>
  );
}
