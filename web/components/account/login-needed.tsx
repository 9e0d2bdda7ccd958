import { paths } from "../../../domain/paths";
import { AccountPage } from "../layout/account-page";
import { ButtonLink } from "../ui/button";

/** What an account page shows before the check and to visitors. */
export function LoginNeeded({ title, loading }: { title: string; loading: boolean }) {
  return (
    <AccountPage title={title}>
      {loading ? (
        <p role="status">Wird geladen …</p>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p>Bitte melden Sie sich an, um Ihr Konto zu sehen.</p>
          <ButtonLink to={paths.login}>Zur Anmeldung</ButtonLink>
        </div>
      )}
    </AccountPage>
  );
}
