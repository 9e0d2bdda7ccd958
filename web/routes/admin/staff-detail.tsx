import { paths } from "../../../domain/paths";
import { AccountDetailPage } from "../../components/admin/account-detail";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Personal: Details – Konsole",
    description:
      "Betreiberkonsole: alle Angaben einer Vertretungskraft mit Dokumenten, Bewerbungen, Einsätzen, E-Mails und Protokoll.",
    path: paths.adminStaffDetail,
    noIndex: true,
  });

/** /admin/personal/details?id=…: one staff member (docs/decisions/0038). */
export default function AdminStaffDetailPage() {
  return <AccountDetailPage kind="pharmacist" />;
}
