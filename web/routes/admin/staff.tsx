import { useState } from "react";
import { Link } from "react-router";
import { ACCOUNT_STATUS_LABELS } from "../../../domain/console-labels";
import { formatGermanDate } from "../../../domain/dates";
import { STAFF_PROFESSIONS } from "../../../domain/enums";
import { adminAccountDetailPath, paths } from "../../../domain/paths";
import {
  AccountStatusCell,
  BlockAndDeleteButtons,
  useAccountActions,
} from "../../components/admin/account-rows";
import { type Column, DataTable, formatDateTime } from "../../components/admin/data-table";
import { RowButton } from "../../components/admin/row-button";
import { StaffDocuments } from "../../components/admin/staff-documents";
import { type ItemOf, useAdminList } from "../../components/admin/use-admin-list";
import { useFocusReturn } from "../../components/admin/use-focus-return";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Personal – Konsole",
    description:
      "Betreiberkonsole: Vertretungskräfte freischalten, sperren, ablehnen und Dokumente prüfen.",
    path: paths.adminStaff,
    noIndex: true,
  });

type StaffItem = ItemOf<"GET /admin/staff">;

const statusOptions = Object.entries(ACCOUNT_STATUS_LABELS)
  .filter(([value]) => value !== "unverified")
  .map(([value, label]) => ({ value, label }));

/** /admin/personal: staff accounts; activate, block, refuse, delete, documents. */
export default function AdminStaffPage() {
  const list = useAdminList("GET /admin/staff");
  const [documentsOf, setDocumentsOf] = useState<StaffItem>();
  // The documents open above the list; closed, the focus goes back to the row's button.
  const documentsFocus = useFocusReturn();
  const name = (item: StaffItem) => `${item.first_name} ${item.last_name}`;
  const { act, panel } = useAccountActions(list.reload, name);

  const columns: Column<StaffItem>[] = [
    {
      label: "Name",
      sort: "last_name",
      render: (item) => (
        <Link
          to={adminAccountDetailPath("pharmacist", item.id)}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {name(item)}
        </Link>
      ),
    },
    { label: "Beruf", render: (item) => item.iam },
    { label: "E-Mail", sort: "email", render: (item) => item.email },
    { label: "Telefon", render: (item) => item.phone || "–" },
    { label: "WWS", render: (item) => item.wws_software.join(", ") || "–" },
    { label: "Erfahrung seit", render: (item) => formatGermanDate(item.experience_since) },
    { label: "Ort", sort: "city", render: (item) => `${item.postal_code} ${item.city}` },
    { label: "Status", render: (item) => <AccountStatusCell item={item} /> },
    { label: "Registriert", sort: "created_at", render: (item) => formatDateTime(item.created_at) },
    {
      label: "Aktionen",
      actions: true,
      render: (item) => (
        <span className="flex flex-wrap gap-1">
          <RowButton
            label={`Dokumente von ${name(item)}`}
            onClick={() => {
              documentsFocus.remember();
              setDocumentsOf(item);
            }}
          >
            Dokumente
          </RowButton>
          {item.status === "inactive" && (
            <>
              <RowButton label={`${name(item)} freischalten`} onClick={() => act("activate", item)}>
                Freischalten
              </RowButton>
              <RowButton
                label={`Registrierung von ${name(item)} ablehnen`}
                onClick={() => act("refuse", item)}
              >
                Ablehnen
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
      <h1 className="text-3xl font-bold text-ink">Personal</h1>
      {panel}
      {documentsOf && (
        <StaffDocuments
          userId={documentsOf.id}
          name={name(documentsOf)}
          onClose={() => {
            setDocumentsOf(undefined);
            documentsFocus.giveBack();
          }}
        />
      )}
      <DataTable
        caption="Personal"
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[
          { name: "status", label: "Status", options: statusOptions },
          {
            name: "iam",
            label: "Beruf",
            options: STAFF_PROFESSIONS.map((value) => ({ value, label: value })),
          },
        ]}
      />
    </div>
  );
}
