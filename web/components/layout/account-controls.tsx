import { useNavigate } from "react-router";
import { paths } from "../../../domain/paths";
import { logOut, useSession } from "../../lib/use-session";
import { SmartLink } from "../ui/smart-link";
import { loginLink } from "./navigation";

const primary =
  "inline-flex rounded-control bg-brand-700 px-4 py-2 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800";
const secondary =
  "inline-flex rounded-control border border-brand-700 px-3 py-2 font-semibold text-brand-700 transition-colors hover:bg-brand-50";

/**
 * The header's right side: "Anmeldung" for visitors; "Mein Konto" and "Abmelden" (and
 * "Konsole" for operators) when logged in. The session is known only once the page's
 * code runs, which on some pages waits for the first interaction (docs/decisions/0022):
 * until then the page shows "Anmeldung", a plain link that works without the code, and
 * the box keeps its width so nothing beside it moves.
 */
export function AccountControls() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <div className="hidden min-w-[16rem] items-center justify-end gap-2 sm:flex">
      {session === "unknown" || session === null ? (
        <SmartLink to={loginLink.to} external={loginLink.external} className={primary}>
          {loginLink.label}
        </SmartLink>
      ) : (
        <>
          {session.role === "admin" && (
            <SmartLink to={paths.admin} className={secondary}>
              Konsole
            </SmartLink>
          )}
          {session.role !== "admin" && (
            <SmartLink to={paths.account} className={secondary}>
              Mein Konto
            </SmartLink>
          )}
          <button
            type="button"
            className={primary}
            onClick={async () => {
              await logOut();
              navigate(paths.home);
            }}
          >
            Abmelden
          </button>
        </>
      )}
    </div>
  );
}

const mobileButton =
  "rounded-control bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800";

/** The side menu's foot: the same choices as the header's right side. */
export function MobileAccountLinks({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  if (session === null || session === "unknown") {
    return (
      <SmartLink
        to={loginLink.to}
        external={loginLink.external}
        onClick={onClose}
        className={`mt-auto ${mobileButton}`}
      >
        {loginLink.label}
      </SmartLink>
    );
  }
  return (
    <div className="mt-auto flex flex-col gap-2">
      <SmartLink
        to={session.role === "admin" ? paths.admin : paths.account}
        onClick={onClose}
        className="rounded-control border border-brand-700 px-4 py-3 text-center font-semibold text-brand-700"
      >
        {session.role === "admin" ? "Konsole" : "Mein Konto"}
      </SmartLink>
      <button
        type="button"
        className={mobileButton}
        onClick={async () => {
          onClose();
          await logOut();
          navigate(paths.home);
        }}
      >
        Abmelden
      </button>
    </div>
  );
}
