import { useState } from "react";
import { ACCOUNT_STATUS_LABELS } from "../../../domain/console-labels";
import {
  AccountActionPanel,
  type PendingAction,
} from "../../components/admin/account-action-panel";
import { type Column, DataTable, formatDateTime } from "../../components/admin/data-table";
import { RowButton } from "../../components/admin/row-button";
import { AccountStatusBadge } from "../../components/admin/status-badge";
import { useAdminList } from "../../components/admin/use-admin-list";
import { pageMeta } from "../../lib/page-meta";
import { paths } from "../../paths";

export const meta = () =>
  pageMeta({
    title: "Apotheken – Konsole",
    description:
      "Betreiberkonsole: registrierte Apothekeninhaber/-innen suchen, sperren und verwalten.",
    path: paths.adminOwners,
    noIndex: true,
  });

interface OwnerItem {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  pharmacy_name: string;
  postal_code: string;
  city: string;
  status: keyof typeof ACCOUNT_STATUS_LABELS;
  blocked_reason: string | null;
  created_at: string;
  last_login_at: string | null;
}

const statusOptions = Object.entries(ACCOUNT_STATUS_LABELS)
  .filter(([value]) => value !== "inactive")
  .map(([value, label]) => ({ value, label }));

/** /admin/apotheken: pharmacy owners; block, unblock, delete. */
export default function AdminOwnersPage() {
  const list = useAdminList<OwnerItem>("/admin/owners");
  const [pending, setPending] = useState<PendingAction>();
  const name = (item: OwnerItem) => `${item.pharmacy_name} (${item.first_name} ${item.last_name})`;
  const act = (action: PendingAction["action"], item: OwnerItem) =>
    setPending({ action, id: item.id, name: name(item) });

  const columns: Column<OwnerItem>[] = [
    {
      label: "Apotheke",
      sort: "pharmacy_name",
      render: (item) => <span className="font-medium">{item.pharmacy_name}</span>,
    },
    {
      label: "Inhaber/-in",
      sort: "last_name",
      render: (item) => `${item.first_name} ${item.last_name}`,
    },
    { label: "E-Mail", sort: "email", render: (item) => item.email },
    { label: "Telefon", render: (item) => item.phone },
    { label: "Ort", sort: "city", render: (item) => `${item.postal_code} ${item.city}` },
    { label: "Status", render: (item) => <AccountStatusBadge status={item.status} /> },
    { label: "Registriert", sort: "created_at", render: (item) => formatDateTime(item.created_at) },
    {
      label: "Aktionen",
      render: (item) => (
        <span className="flex flex-wrap gap-1">
          {item.status === "blocked" ? (
            <RowButton
              label={`Sperre von ${name(item)} aufheben`}
              onClick={() => act("unblock", item)}
            >
              Entsperren
            </RowButton>
          ) : (
            <RowButton label={`${name(item)} sperren`} onClick={() => act("block", item)}>
              Sperren
            </RowButton>
          )}
          <RowButton label={`${name(item)} löschen`} onClick={() => act("delete", item)}>
            Löschen
          </RowButton>
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Apotheken</h1>
      {pending && (
        <AccountActionPanel
          key={`${pending.action}-${pending.id}`}
          pending={pending}
          onCancel={() => setPending(undefined)}
          onDone={() => {
            setPending(undefined);
            void list.reload();
          }}
        />
      )}
      <DataTable
        caption="Apotheken"
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[{ name: "status", label: "Status", options: statusOptions }]}
      />
    </div>
  );
}
