import { NavLink, Outlet } from "react-router";
import { paths } from "../../../domain/paths";
import { useSession } from "../../lib/use-session";
import { ButtonLink } from "../ui/button";
import { TitleText } from "../ui/title-text";
import { adminNavigation } from "./admin-navigation";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-control px-3 py-2 font-medium ${isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"}`;

/**
 * The operator console's frame (/admin/*): its navigation and, for anyone who is not
 * an operator, a clear message instead of the page. The pages load their data in the
 * browser; the API refuses everyone else anyway (401/403).
 */
export default function AdminLayout() {
  const session = useSession();
  if (session === "unknown") {
    return (
      <Notice title="Betreiberkonsole">
        <p role="status">Anmeldung wird geprüft …</p>
      </Notice>
    );
  }
  if (session === null || session.role !== "admin") {
    return (
      <Notice title="Betreiberkonsole">
        <p>
          {session === null
            ? "Diese Seite ist nur für Mitarbeiterinnen und Mitarbeiter der Agentur. Bitte melden Sie sich mit Ihrem Betreiberkonto an."
            : "Mit Ihrem Konto haben Sie keinen Zugriff auf die Betreiberkonsole. Bitte melden Sie sich mit einem Betreiberkonto an."}
        </p>
        <ButtonLink to={paths.login}>Zur Anmeldung</ButtonLink>
      </Notice>
    );
  }
  return (
    <div className="mx-auto flex max-w-[96rem] flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row">
      <nav aria-label="Konsole" className="lg:w-56 lg:shrink-0">
        <p className="mb-2 px-3 text-sm font-semibold uppercase tracking-wide text-ink-muted">
          Konsole
        </p>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {adminNavigation.map((item) => (
            <li key={item.to}>
              {/* A section stays marked on its detail pages (/admin/personal/details). */}
              <NavLink to={item.to} end={item.to === paths.admin} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">
        <TitleText text={title} />
      </h1>
      {children}
    </div>
  );
}
