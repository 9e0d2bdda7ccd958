import { paths } from "../../../domain/paths";
import { AccountDetailPage } from "../../components/admin/account-detail";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Apotheke: Details – Konsole",
    description:
      "Betreiberkonsole: alle Angaben einer Apotheke mit Dokumenten, Suchaufträgen, Einsätzen, E-Mails und Protokoll.",
    path: paths.adminOwnerDetail,
    noIndex: true,
  });

/** /admin/apotheken/details?id=…: one pharmacy owner (docs/decisions/0038). */
export default function AdminOwnerDetailPage() {
  return <AccountDetailPage kind="pharmacy_owner" />;
}
