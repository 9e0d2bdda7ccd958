import { paths } from "../../domain/paths";
import { AccountPage } from "../components/layout/account-page";
import { LoginForm } from "../forms/login-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Anmelden und Arbeitsangebote suchen",
    description:
      "Melden Sie sich an, um Arbeitsangebote für Vertretungsapotheker/-innen, PTA und PKA zu suchen.",
    path: paths.jobSearchLogin,
  });

/** /arbeitsangebote-suchen, the job board's login gate (docs/product.md, "Pages"). */
export default function JobSearchLoginPage() {
  return (
    <AccountPage
      title="Arbeitsangebote suchen"
      intro="Bitte melden Sie sich an, um Arbeitsangebote zu suchen."
    >
      <LoginForm />
    </AccountPage>
  );
}
