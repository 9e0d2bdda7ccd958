import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { paths } from "../../domain/paths";
import { AccountPage } from "../components/layout/account-page";
import { ResetPasswordForm } from "../forms/reset-password-form";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Neues Passwort festlegen",
    description: "Legen Sie ein neues Passwort für Ihr apostaff-Konto fest.",
    path: paths.resetPassword,
    noIndex: true,
  });

/** The page of the reset link, /passwort-zuruecksetzen?token=… */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  // The page is prerendered without the token: read it only in the browser, after
  // hydration, so the first render matches the prerendered HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <AccountPage title="Neues Passwort festlegen">
      {mounted ? (
        <ResetPasswordForm token={searchParams.get("token")} />
      ) : (
        <p className="text-ink-muted">Einen Moment bitte …</p>
      )}
    </AccountPage>
  );
}
