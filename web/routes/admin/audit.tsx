import { AUDIT_ACTION_LABELS } from "../../../domain/audit-text";
import { paths } from "../../../domain/paths";
import { AuditLines, AuditPersonCell } from "../../components/admin/audit-cells";
import { type Column, DataTable, formatDateTime } from "../../components/admin/data-table";
import { type ItemOf, useAdminList } from "../../components/admin/use-admin-list";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Protokoll – Konsole",
    description:
      "Betreiberkonsole: das Protokoll aller Aktionen – wer hat wann was an wem geändert.",
    path: paths.adminAudit,
    noIndex: true,
  });

type AuditItem = ItemOf<"GET /admin/audit-log">;

const actionOptions = Object.entries(AUDIT_ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "de"));

/**
 * /admin/protokoll: every recorded action, newest first, by name and in German, with
 * its changes as "Feld: alt → neu"; filtered by person, action and days
 * (docs/decisions/0037-readable-audit-log.md).
 */
export default function AdminAuditPage() {
  const list = useAdminList("GET /admin/audit-log");
  const columns: Column<AuditItem>[] = [
    { label: "Zeitpunkt", sort: "created_at", render: (item) => formatDateTime(item.created_at) },
    {
      label: "Wer",
      sort: "actor_email",
      render: (item) => <AuditPersonCell person={item.actor} text={item.actor.name} />,
    },
    { label: "Aktion", sort: "action", render: (item) => item.action_label },
    {
      label: "Betrifft",
      render: (item) => <AuditPersonCell person={item.subject} text={item.subject.label} />,
    },
    { label: "Änderungen", render: (item) => <AuditLines lines={item.lines} /> },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Protokoll</h1>
      <DataTable
        caption="Protokoll"
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        search={{ name: "person", label: "Person (Name oder E-Mail)" }}
        filters={[{ name: "action", label: "Aktion", options: actionOptions }]}
        dateFilters={[
          { name: "from", label: "Von" },
          { name: "to", label: "Bis" },
        ]}
      />
    </div>
  );
}
