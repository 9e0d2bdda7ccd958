import { paths } from "../../../domain/paths";
import { type Column, DataTable, formatDateTime } from "../../components/admin/data-table";
import { type ItemOf, useAdminList } from "../../components/admin/use-admin-list";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Protokoll – Konsole",
    description:
      "Betreiberkonsole: das Protokoll aller Aktionen des Teams – wer hat wann was getan.",
    path: paths.adminAudit,
    noIndex: true,
  });

type AuditItem = ItemOf<"GET /admin/audit-log">;

/** German names of the recorded actions. */
const actionLabels: Record<string, string> = {
  "staff.activate": "Personal freigeschaltet",
  "staff.refuse": "Registrierung abgelehnt",
  "account.block": "Konto gesperrt",
  "account.unblock": "Sperre aufgehoben",
  "account.delete": "Konto gelöscht",
  "account.delete_inactive": "Inaktives Konto gelöscht",
  "service_request.status": "Anfragestatus geändert",
  "email.retry": "E-Mail erneut gesendet",
  "document.download": "Dokument heruntergeladen",
  "order.accept": "Suchauftrag angenommen",
  "order.decline": "Suchauftrag abgelehnt",
  "order.publish": "Suchauftrag veröffentlicht",
  "order.propose": "Kandidat/-in vorgeschlagen",
  "order.place": "Vermittlung abgeschlossen",
};

/** /admin/protokoll: every operator action, newest first. */
export default function AdminAuditPage() {
  const list = useAdminList("GET /admin/audit-log");
  const columns: Column<AuditItem>[] = [
    { label: "Zeitpunkt", sort: "created_at", render: (item) => formatDateTime(item.created_at) },
    { label: "Wer", sort: "actor_email", render: (item) => item.actor_email },
    { label: "Aktion", sort: "action", render: (item) => actionLabels[item.action] ?? item.action },
    { label: "Datensatz", render: (item) => `${item.target_type} ${item.target_id.slice(0, 8)}` },
    {
      label: "Details",
      render: (item) => (
        <span className="break-all text-xs text-ink-muted">{JSON.stringify(item.details)}</span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Protokoll</h1>
      <DataTable
        caption="Protokoll"
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[
          {
            name: "action",
            label: "Aktion",
            options: Object.entries(actionLabels).map(([value, label]) => ({ value, label })),
          },
        ]}
      />
    </div>
  );
}
