import toast from "react-hot-toast/headless";
import { EMAIL_STATUS_LABELS } from "../../../domain/console-labels";
import { paths } from "../../../domain/paths";
import { type Column, DataTable, formatDateTime } from "../../components/admin/data-table";
import { RowButton } from "../../components/admin/row-button";
import { type ItemOf, useAdminList } from "../../components/admin/use-admin-list";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "E-Mails – Konsole",
    description:
      "Betreiberkonsole: ausgehende E-Mails mit Zustellstatus, Fehlern und erneutem Versand.",
    path: paths.adminEmails,
    noIndex: true,
  });

type EmailItem = ItemOf<"GET /admin/emails">;

/** /admin/e-mails: the outbox; failed mails can be sent again. */
export default function AdminEmailsPage() {
  const list = useAdminList("GET /admin/emails");
  const retry = async (item: EmailItem) => {
    const result = await apiRequest("POST /admin/emails/retry", { body: { id: item.id } });
    if (result.kind === "ok") {
      toast.success("Die E-Mail wird erneut gesendet.");
      void list.reload();
    } else {
      showServerErrors(result, { text: "Die E-Mail konnte nicht erneut eingeplant werden." });
    }
  };
  const columns: Column<EmailItem>[] = [
    { label: "Erstellt", sort: "created_at", render: (item) => formatDateTime(item.created_at) },
    { label: "Empfänger", sort: "recipient", render: (item) => item.recipient },
    { label: "Betreff", render: (item) => item.subject },
    { label: "Status", sort: "status", render: (item) => EMAIL_STATUS_LABELS[item.status] },
    { label: "Versuche", sort: "attempts", render: (item) => item.attempts },
    { label: "Letzter Fehler", render: (item) => item.last_error ?? "–" },
    {
      label: "Aktion",
      render: (item) =>
        item.status === "failed" ? (
          <RowButton
            label={`E-Mail an ${item.recipient} erneut senden`}
            onClick={() => void retry(item)}
          >
            Erneut senden
          </RowButton>
        ) : null,
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink">E-Mails</h1>
      <DataTable
        caption="Ausgehende E-Mails"
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[
          {
            name: "status",
            label: "Status",
            options: Object.entries(EMAIL_STATUS_LABELS).map(([value, label]) => ({
              value,
              label,
            })),
          },
        ]}
      />
    </div>
  );
}
