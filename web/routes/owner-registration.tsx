import { ACTIVATION_MAIL_WAIT_MINUTES } from "../../domain/limits";
import { paths } from "../../domain/paths";
import { siteConfig } from "../../domain/site-config";
import { formLoading, RegistrationPage } from "../components/registration/registration-page";
import { deferredComponent } from "../lib/deferred-component";
import { pageMeta } from "../lib/page-meta";

// The form with its schemas and react-hook-form loads after the first paint: fetched
// before it, Lighthouse counts that code as needed for the largest paint (issue 3).
const OwnerRegistrationForm = deferredComponent(
  () => import("../forms/owner-registration-form").then((module) => module.OwnerRegistrationForm),
  formLoading,
);

export const meta = () =>
  pageMeta({
    title: "Registrierung für Apothekeninhaber/-innen",
    description:
      "Registrieren Sie Ihre Apotheke kostenlos bei apostaff und finden Sie Vertretungsapotheker/-innen, PTA und PKA. Eine Gebühr fällt nur bei erfolgreicher Vermittlung an.",
    path: paths.ownerRegistration,
  });

/** /apothekeninhaber: the owner registration; the address is confirmed by mail. */
export default function OwnerRegistrationPage() {
  return (
    <RegistrationPage
      title="Registrierung für Apothekeninhaber/-innen"
      intro={
        <>
          <p className="mt-4 text-lg text-ink">
            Registrieren Sie Ihre Apotheke kostenlos und finden Sie schnell qualifizierte
            Vertretungsapotheker/-innen, PTA und PKA – für Urlaub, Krankheit oder Notdienst. Eine
            Vermittlungsgebühr fällt nur bei erfolgreicher Vermittlung an.
          </p>
          <p className="mt-2 text-ink-muted">
            Nach dem Absenden erhalten Sie eine E-Mail, mit der Sie Ihre Adresse bestätigen.
          </p>
        </>
      }
      thanks={
        <>
          <p>Wir haben Ihre Registrierung erhalten.</p>
          <p>
            In den nächsten Minuten erhalten Sie eine E-Mail von uns. Bitte sehen Sie in Ihrem
            Posteingang oder im Spam-Ordner nach und bestätigen Sie Ihre E-Mail-Adresse über den
            Link in der E-Mail.
          </p>
          <p>
            Sollten Sie innerhalb von {ACTIVATION_MAIL_WAIT_MINUTES} Minuten keine E-Mail erhalten,
            schreiben Sie uns bitte an{" "}
            <a
              href={`mailto:${siteConfig.emails.info}`}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {siteConfig.emails.info}
            </a>
            .
          </p>
        </>
      }
      form={(onRegistered) => <OwnerRegistrationForm onRegistered={onRegistered} />}
    />
  );
}
