import { useState } from "react";
import { paths } from "../../domain/paths";
import {
  SEARCH_ORDER_STATUS_LABELS,
  SEARCH_ORDER_STATUSES,
} from "../../domain/search-order-status";
import { SelectField } from "../components/form/inputs";
import { AdminOrderItem } from "../components/job-board/admin-order-item";
import { LoadMore } from "../components/ui/load-more";
import { pageMeta } from "../lib/page-meta";
import { useKeysetList } from "../lib/use-keyset-list";

export const meta = () =>
  pageMeta({
    title: "Suchaufträge verwalten",
    description:
      "Operator-Konsole: Suchaufträge annehmen, veröffentlichen und Fachkräfte vorschlagen.",
    path: paths.adminOrders,
    noIndex: true,
  });

const statusOptions = [
  { value: "", label: "Alle (ohne Entwürfe)" },
  ...SEARCH_ORDER_STATUSES.filter((status) => status !== "draft").map((status) => ({
    value: status,
    label: SEARCH_ORDER_STATUS_LABELS[status],
  })),
];

function OrderConsole() {
  const [status, setStatus] = useState("sent");
  const { items, next, failed, reload, loadMore, loadingMore } = useKeysetList(
    "GET /admin/search-orders",
    "orders",
    { status },
  );
  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label="Status"
        className="max-w-xs"
        options={statusOptions}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
      {failed && (
        <p role="alert" className="text-danger-700">
          Die Suchaufträge konnten nicht geladen werden.
        </p>
      )}
      {!items && !failed && <p role="status">Suchaufträge werden geladen …</p>}
      {items?.length === 0 && (
        <p className="text-ink-muted">Keine Suchaufträge mit diesem Status.</p>
      )}
      {items?.map((order) => (
        <AdminOrderItem key={order.id} order={order} onChanged={reload} />
      ))}
      <LoadMore next={next} loading={loadingMore} onLoad={() => void loadMore()} />
    </div>
  );
}

/**
 * /admin/suchauftraege: the operator's search orders, inside the console layout (which
 * admits operators only); data loaded in the browser.
 */
export default function AdminSearchOrdersPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Suchaufträge</h1>
      <OrderConsole />
    </div>
  );
}
