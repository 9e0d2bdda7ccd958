import { Link } from "react-router";
import { paths } from "../../../domain/paths";
import { loginReturningTo } from "../../lib/return-path";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** What a page of the job board shows to someone who may not use it (yet). */
export function AccessMessage({
  kind,
  loginText,
  roleText,
  returnTo,
}: {
  kind: "loading" | "anonymous" | "error" | "wrong-role";
  loginText: string;
  roleText: string;
  /** Where the login leads back to (an alert mail's offer link); else the role's page. */
  returnTo?: string | undefined;
}) {
  const loginPath = returnTo ? loginReturningTo(returnTo) : paths.login;
  if (kind === "loading") {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-lg text-ink">{loginText}</p>
        <p>
          <Link to={loginPath} className={linkClass}>
            Zur Anmeldung
          </Link>
        </p>
      </div>
    );
  }
  if (kind === "error") {
    return (
      <p role="alert" className="text-lg text-danger-700">
        Ein unerwarteter Fehler ist aufgetreten. Bitte laden Sie die Seite neu.
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="text-lg text-ink">{kind === "anonymous" ? loginText : roleText}</p>
      {kind === "anonymous" && (
        <p>
          <Link to={loginPath} className={linkClass}>
            Zur Anmeldung
          </Link>
        </p>
      )}
    </div>
  );
}
