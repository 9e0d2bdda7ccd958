import { AccountPage } from "../components/layout/account-page";
import { ResendActivationForm } from "../forms/resend-activation-form";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../paths";

export const meta = () =>
  pageMeta({
    title: "Aktivierungslink erneut senden",
    description: "Fordern Sie einen neuen Link zur Bestätigung Ihrer E-Mail-Adresse an.",
    path: paths.resend,
    noIndex: true,
  });

/** Where a used, expired or unknown activation link lands (spec section 2, /resend). */
export default function ResendPage() {
  return (
    <AccountPage
      title="Kontoeinrichtung fehlgeschlagen"
      intro="Die Einrichtung Ihres Kontos ist fehlgeschlagen. Bitte senden Sie die E-Mail erneut."
    >
      <ResendActivationForm />
    </AccountPage>
  );
}
