import type { ReactNode } from "react";
import { paths } from "../../../domain/paths";
import { AccountPage } from "../layout/account-page";
import { ButtonLink } from "../ui/button";

/**
 * What an account page shows before the check and to visitors; `notice` is what a mail
 * link that lands here says (it is often opened where nobody is logged in).
 */
export function LoginNeeded({
  title,
  loading,
  notice,
}: {
  title: string;
  loading: boolean;
  notice?: ReactNode;
}) {
  return (
    <AccountPage title={title}>
      {loading ? (
        <p role="status">Wird geladen …</p>
      ) : (
        <div className="flex flex-col items-start gap-4">
          {notice}
          <p>Bitte melden Sie sich an, um Ihr Konto zu sehen.</p>
          <ButtonLink to={paths.login}>Zur Anmeldung</ButtonLink>
        </div>
      )}
    </AccountPage>
  );
}
