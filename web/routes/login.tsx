import { paths } from "../../domain/paths";
import { AccountPage } from "../components/layout/account-page";
import { LoginForm } from "../forms/login-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Anmeldung",
    description:
      "Melden Sie sich bei apostaff an: Suchaufträge für Ihre Apotheke verwalten oder als Vertretung Arbeitsangebote finden.",
    path: paths.login,
    noIndex: true,
  });

/** Target of "Jetzt Login" and "Anmeldung" (docs/product.md, "Accounts"). */
export default function LoginPage() {
  return (
    <AccountPage
      title="Anmeldung"
      intro="Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an."
    >
      <LoginForm />
    </AccountPage>
  );
}
