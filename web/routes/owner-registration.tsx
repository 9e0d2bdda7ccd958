import { useCallback, useEffect, useRef, useState } from "react";
import { ACTIVATION_MAIL_WAIT_MINUTES } from "../../domain/limits";
import { siteConfig } from "../../domain/site-config";
import { ThankYouIllustration } from "../components/ui/thank-you-illustration";
import { deferredComponent } from "../lib/deferred-component";
import { pageMeta } from "../lib/page-meta";
import { scrollIntoView } from "../lib/scroll";
import { paths } from "../paths";

// The form with its schemas and react-hook-form loads after the first paint: fetched
// before it, Lighthouse counts that code as needed for the largest paint (issue 3).
const OwnerRegistrationForm = deferredComponent(
  () => import("../forms/owner-registration-form").then((module) => module.OwnerRegistrationForm),
  <p role="status" className="min-h-[60vh] text-ink-muted">
    Das Formular wird geladen …
  </p>,
);

export const meta = () =>
  pageMeta({
    title: "Registrierung für Apothekeninhaber/-innen",
    description:
      "Registrieren Sie Ihre Apotheke kostenlos bei apostaff und finden Sie Vertretungsapotheker/-innen, PTA und PKA. Eine Gebühr fällt nur bei erfolgreicher Vermittlung an.",
    path: paths.ownerRegistration,
  });

/** Spec section 2: banner above the form until a successful submit, then a thank-you. */
export default function OwnerRegistrationPage() {
  const [registered, setRegistered] = useState(false);
  const onRegistered = useCallback(() => setRegistered(true), []);
  const thanksRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!registered || !thanksRef.current) return;
    thanksRef.current.focus({ preventScroll: true });
    scrollIntoView(thanksRef.current);
  }, [registered]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {registered ? (
        <section
          ref={thanksRef}
          tabIndex={-1}
          aria-labelledby="danke-titel"
          className="flex scroll-mt-28 flex-col items-center gap-6 rounded-card bg-white p-8 text-center shadow-card focus:outline-none"
        >
          <ThankYouIllustration />
          <h1 id="danke-titel" className="text-3xl font-bold text-ink">
            Vielen Dank für Ihre Registrierung!
          </h1>
          <div className="flex max-w-2xl flex-col gap-3 text-lg text-ink-muted">
            <p>Wir haben Ihre Registrierung erhalten.</p>
            <p>
              In den nächsten Minuten erhalten Sie eine E-Mail von uns. Bitte sehen Sie in Ihrem
              Posteingang oder im Spam-Ordner nach und bestätigen Sie Ihre E-Mail-Adresse über den
              Link in der E-Mail.
            </p>
            <p>
              Sollten Sie innerhalb von {ACTIVATION_MAIL_WAIT_MINUTES} Minuten keine E-Mail
              erhalten, schreiben Sie uns bitte an{" "}
              <a
                href={`mailto:${siteConfig.emails.info}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {siteConfig.emails.info}
              </a>
              .
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
              Registrierung für Apothekeninhaber/-innen
            </h1>
            <p className="mt-4 text-lg text-ink">
              Registrieren Sie Ihre Apotheke kostenlos und finden Sie schnell qualifizierte
              Vertretungsapotheker/-innen, PTA und PKA – für Urlaub, Krankheit oder Notdienst. Eine
              Vermittlungsgebühr fällt nur bei erfolgreicher Vermittlung an.
            </p>
            <p className="mt-2 text-ink-muted">
              Nach dem Absenden erhalten Sie eine E-Mail, mit der Sie Ihre Adresse bestätigen.
            </p>
          </section>
          <OwnerRegistrationForm onRegistered={onRegistered} />
        </>
      )}
    </div>
  );
}
