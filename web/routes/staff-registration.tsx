import { SUCCESS_SCROLL_DELAY_MS } from "../../domain/limits";
import { paths } from "../../domain/paths";
import { formLoading, RegistrationPage } from "../components/registration/registration-page";
import { deferredComponent } from "../lib/deferred-component";
import { pageMeta } from "../lib/page-meta";

// The form with its schemas and react-hook-form loads after the first paint: fetched
// before it, Lighthouse counts that code as needed for the largest paint (issue 3).
const StaffRegistrationForm = deferredComponent(
  () => import("../forms/staff-registration-form").then((module) => module.StaffRegistrationForm),
  formLoading,
);

export const meta = () =>
  pageMeta({
    title: "Registrierung für Vertretungsapotheker/-innen, PTA und PKA",
    description:
      "Registrieren Sie sich kostenlos als Vertretungsapotheker/-in, PTA oder PKA bei apostaff und erhalten Sie Angebote von Partnerapotheken.",
    path: paths.staffRegistration,
  });

/**
 * Staff registration (docs/product.md, "Pages"), reachable as /vertretungsapotheker and
 * /Vertretungsapotheker: intro and form; after success a confirmation, scrolled to after 100 ms.
 */
export default function StaffRegistrationPage() {
  return (
    <RegistrationPage
      title="Registrierung für Vertretungsapotheker/-innen, PTA und PKA"
      intro={
        <p className="mt-4 text-lg text-ink">
          Die Registrierung ist kostenlos. Nach der Prüfung Ihrer Angaben erhalten Sie von uns
          weitere Informationen und Angebote unserer Partnerapotheken.
        </p>
      }
      thanks={
        <>
          <p>Sie erhalten in Kürze eine E-Mail, die den Eingang Ihrer Registrierung bestätigt.</p>
          <p>
            Unser Administrationsteam prüft Ihre Angaben und schaltet Ihr Konto in Kürze frei.
            Sobald das geschehen ist, erhalten Sie eine weitere E-Mail und können sich anmelden.
          </p>
        </>
      }
      scrollDelayMs={SUCCESS_SCROLL_DELAY_MS}
      form={(onRegistered) => <StaffRegistrationForm onRegistered={onRegistered} />}
    />
  );
}
