import { AccountPage } from "../components/layout/account-page";
import { ButtonLink } from "../components/ui/button";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../paths";

export const meta = () =>
  pageMeta({
    title: "Konto aktiviert",
    description: "Ihre Kontoschaltung war erfolgreich.",
    path: paths.activation,
    noIndex: true,
  });

/** Where a valid activation link lands (spec section 2, /Activation). */
export default function ActivationPage() {
  return (
    <AccountPage title="Konto aktiviert">
      <div className="flex flex-col items-start gap-6">
        <p className="text-lg text-ink">
          Ihre Kontoschaltung war erfolgreich. Um sich in Ihr Konto einzuloggen, klicken Sie auf die
          Schaltfläche 'Login'.
        </p>
        <ButtonLink to={paths.login}>Jetzt Login</ButtonLink>
      </div>
    </AccountPage>
  );
}
