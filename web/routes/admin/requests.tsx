import toast from "react-hot-toast/headless";
import { useSearchParams } from "react-router";
import {
  SERVICE_REQUEST_STATUS_LABELS,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
} from "../../../domain/enums";
import { paths } from "../../../domain/paths";
import { type Column, DataTable, formatDateTime } from "../../components/admin/data-table";
import { type ItemOf, useAdminList } from "../../components/admin/use-admin-list";
import { controlClasses } from "../../components/form/form-field";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Boten & Reinigung – Konsole",
    description:
      "Betreiberkonsole: Anfragen für Boten- und Reinigungsservice bearbeiten und abschließen.",
    path: paths.adminRequests,
    noIndex: true,
  });

type RequestItem = ItemOf<"GET /admin/courier-requests">;

const kinds = [
  { value: "courier", label: "Botendienst" },
  { value: "cleaning", label: "Reinigung" },
] as const;

/** /admin/anfragen: courier and cleaning requests; set their status. */
export default function AdminRequestsPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get("type") === "cleaning" ? "cleaning" : "courier";
  const list = useAdminList(`GET /admin/${type}-requests`);

  const setStatus = async (item: RequestItem, status: ServiceRequestStatus) => {
    const result = await apiRequest("PATCH /admin/service-requests/:type/:id", {
      params: { type, id: item.id },
      body: { status },
    });
    if (result.kind === "ok") {
      toast.success(`Status: ${SERVICE_REQUEST_STATUS_LABELS[status]}`);
      void list.reload();
    } else {
      showServerErrors(result, { text: "Der Status konnte nicht geändert werden." });
    }
  };

  const columns: Column<RequestItem>[] = [
    { label: "Eingang", sort: "created_at", render: (item) => formatDateTime(item.created_at) },
    {
      label: "Apotheke",
      sort: "pharmacy_name",
      render: (item) => <span className="font-medium">{item.pharmacy_name}</span>,
    },
    {
      label: "Kontakt",
      render: (item) => `${item.first_name} ${item.last_name}, ${item.email}, ${item.telephone}`,
    },
    { label: "Ort", sort: "zip_code", render: (item) => `${item.street}, ${item.zip_code}` },
    { label: "Anliegen", render: (item) => item.summary },
    {
      label: "Status",
      sort: "status",
      render: (item) => (
        <select
          aria-label={`Status der Anfrage von ${item.pharmacy_name}`}
          value={item.status}
          onChange={(event) => void setStatus(item, event.target.value as ServiceRequestStatus)}
          className={`${controlClasses} w-40 py-1.5`}
        >
          {SERVICE_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SERVICE_REQUEST_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Boten &amp; Reinigung</h1>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Art der Anfrage</legend>
        {kinds.map((kind) => (
          <button
            key={kind.value}
            type="button"
            aria-pressed={type === kind.value}
            onClick={() => setParams({ type: kind.value })}
            className={`rounded-control border px-4 py-2 font-semibold ${type === kind.value ? "border-brand-700 bg-brand-700 text-white" : "border-line text-ink hover:bg-brand-50"}`}
          >
            {kind.label}
          </button>
        ))}
      </fieldset>
      <DataTable
        key={type}
        caption={type === "courier" ? "Botendienst-Anfragen" : "Reinigungs-Anfragen"}
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[
          {
            name: "status",
            label: "Status",
            options: SERVICE_REQUEST_STATUSES.map((value) => ({
              value,
              label: SERVICE_REQUEST_STATUS_LABELS[value],
            })),
          },
        ]}
      />
    </div>
  );
}
