import { paths } from "../../domain/paths";
import { AccountPage } from "../components/layout/account-page";
import { ForgotPasswordForm } from "../forms/forgot-password-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Passwort vergessen",
    description: "Fordern Sie einen Link an, um ein neues Passwort festzulegen.",
    path: paths.forgotPassword,
    noIndex: true,
  });

export default function ForgotPasswordPage() {
  return (
    <AccountPage
      title="Passwort vergessen"
      intro="Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen."
    >
      <ForgotPasswordForm />
    </AccountPage>
  );
}
