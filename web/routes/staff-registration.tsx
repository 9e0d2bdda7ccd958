import { useCallback, useEffect, useRef, useState } from "react";
import { SUCCESS_SCROLL_DELAY_MS } from "../../domain/limits";
import { ThankYouIllustration } from "../components/ui/thank-you-illustration";
import { deferredComponent } from "../lib/deferred-component";
import { pageMeta } from "../lib/page-meta";
import { scrollIntoView } from "../lib/scroll";
import { paths } from "../paths";

// The form with its schemas and react-hook-form loads after the first paint: fetched
// before it, Lighthouse counts that code as needed for the largest paint (issue 3).
const StaffRegistrationForm = deferredComponent(
  () => import("../forms/staff-registration-form").then((module) => module.StaffRegistrationForm),
  <p role="status" className="min-h-[60vh] text-ink-muted">
    Das Formular wird geladen …
  </p>,
);

export const meta = () =>
  pageMeta({
    title: "Registrierung für Vertretungsapotheker/-innen, PTA und PKA",
    description:
      "Registrieren Sie sich kostenlos als Vertretungsapotheker/-in, PTA oder PKA bei apostaff und erhalten Sie Angebote von Partnerapotheken.",
    path: paths.staffRegistration,
  });

/**
 * Spec section 2, reachable as /vertretungsapotheker and /Vertretungsapotheker: intro
 * and form; after success a confirmation, scrolled to after 100 ms.
 */
export default function StaffRegistrationPage() {
  const [registered, setRegistered] = useState(false);
  const onRegistered = useCallback(() => setRegistered(true), []);
  const confirmationRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => {
      confirmationRef.current?.focus({ preventScroll: true });
      scrollIntoView(confirmationRef.current);
    }, SUCCESS_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {registered ? (
        <section
          ref={confirmationRef}
          tabIndex={-1}
          aria-labelledby="bestaetigung-titel"
          className="flex scroll-mt-28 flex-col items-center gap-6 rounded-card bg-white p-8 text-center shadow-card focus:outline-none"
        >
          <ThankYouIllustration />
          <h1 id="bestaetigung-titel" className="text-3xl font-bold text-ink">
            Vielen Dank für Ihre Registrierung!
          </h1>
          <div className="flex max-w-2xl flex-col gap-3 text-lg text-ink-muted">
            <p>Sie erhalten in Kürze eine E-Mail, die den Eingang Ihrer Registrierung bestätigt.</p>
            <p>
              Unser Administrationsteam prüft Ihre Angaben und schaltet Ihr Konto in Kürze frei.
              Sobald das geschehen ist, erhalten Sie eine weitere E-Mail und können sich anmelden.
            </p>
          </div>
        </section>
      ) : (
        <>
          <section
            aria-labelledby="registrierung-titel"
            className="mb-10 rounded-card bg-brand-50 p-6 sm:p-8"
          >
            <h1 id="registrierung-titel" className="text-3xl font-bold text-ink sm:text-4xl">
              Registrierung für Vertretungsapotheker/-innen, PTA und PKA
            </h1>
            <p className="mt-4 text-lg text-ink">
              Die Registrierung ist kostenlos. Nach der Prüfung Ihrer Angaben erhalten Sie von uns
              weitere Informationen und Angebote unserer Partnerapotheken.
            </p>
          </section>
          <StaffRegistrationForm onRegistered={onRegistered} />
        </>
      )}
    </div>
  );
}
