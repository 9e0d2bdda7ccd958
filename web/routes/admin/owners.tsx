import { Link } from "react-router";
import { ACCOUNT_STATUS_LABELS } from "../../../domain/console-labels";
import { adminAccountDetailPath, paths } from "../../../domain/paths";
import {
  AccountStatusCell,
  BlockAndDeleteButtons,
  useAccountActions,
} from "../../components/admin/account-rows";
import { type Column, DataTable, formatDateTime } from "../../components/admin/data-table";
import { RowButton } from "../../components/admin/row-button";
import { type ItemOf, useAdminList } from "../../components/admin/use-admin-list";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Apotheken – Konsole",
    description:
      "Betreiberkonsole: registrierte Apothekeninhaber/-innen suchen, sperren und verwalten.",
    path: paths.adminOwners,
    noIndex: true,
  });

type OwnerItem = ItemOf<"GET /admin/owners">;

/** The main pharmacy's name, and the Filialverbund's branches under it. */
function PharmacyGroup({ item }: { item: OwnerItem }) {
  const count = item.branches.length;
  return (
    <span className="flex flex-col gap-1">
      <Link
        to={adminAccountDetailPath("pharmacy_owner", item.id)}
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        {item.pharmacy_name}
      </Link>
      {count > 0 && (
        <>
          <span className="text-sm text-ink-muted">
            Hauptapotheke + {count === 1 ? "1 Filiale" : `${count} Filialen`}
          </span>
          <ul aria-label={`Filialen von ${item.pharmacy_name}`} className="text-sm text-ink">
            {item.branches.map((branch) => (
              <li key={branch.id}>
                {branch.name}, {branch.street}, {branch.postal_code} {branch.city}
              </li>
            ))}
          </ul>
        </>
      )}
    </span>
  );
}

const statusOptions = Object.entries(ACCOUNT_STATUS_LABELS)
  .filter(([value]) => value !== "inactive")
  .map(([value, label]) => ({ value, label }));

/** /admin/apotheken: pharmacy owners; activate or resend the link, block, unblock, delete. */
export default function AdminOwnersPage() {
  const list = useAdminList("GET /admin/owners");
  const name = (item: OwnerItem) => `${item.pharmacy_name} (${item.first_name} ${item.last_name})`;
  const { act, panel } = useAccountActions(list.reload, name);

  const columns: Column<OwnerItem>[] = [
    {
      label: "Apotheke",
      sort: "pharmacy_name",
      render: (item) => <PharmacyGroup item={item} />,
    },
    {
      label: "Inhaber/-in",
      sort: "last_name",
      render: (item) => `${item.first_name} ${item.last_name}`,
    },
    { label: "E-Mail", sort: "email", render: (item) => item.email },
    { label: "Telefon", render: (item) => item.phone },
    { label: "Ort", sort: "city", render: (item) => `${item.postal_code} ${item.city}` },
    { label: "Status", render: (item) => <AccountStatusCell item={item} /> },
    { label: "Registriert", sort: "created_at", render: (item) => formatDateTime(item.created_at) },
    {
      label: "Aktionen",
      actions: true,
      render: (item) => (
        <span className="flex flex-wrap gap-1">
          {item.status === "unverified" && (
            <>
              <RowButton
                label={`${name(item)} ohne Bestätigungslink freischalten`}
                onClick={() => act("activate-owner", item)}
              >
                Freischalten
              </RowButton>
              <RowButton
                label={`Bestätigungslink an ${name(item)} erneut senden`}
                onClick={() => act("resend-activation", item)}
              >
                Link erneut senden
              </RowButton>
            </>
          )}
          <BlockAndDeleteButtons item={item} name={name(item)} act={act} />
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">Apotheken</h1>
      {panel}
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
