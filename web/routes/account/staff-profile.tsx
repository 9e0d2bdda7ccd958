import { PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT } from "../../../domain/limits";
import { paths } from "../../../domain/paths";
import { DocumentList } from "../../components/account/document-list";
import { LoginNeeded } from "../../components/account/login-needed";
import { useAccountView } from "../../components/account/use-account-view";
import { DocumentUploadForm } from "../../forms/document-upload-form";
import { StaffProfileForm } from "../../forms/staff-profile-form";
import { pageMeta } from "../../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Mein Profil",
    description:
      "Ihr Profil als Vertretungskraft bei apostaff: Anschrift, Telefon, Erfahrung, USt-IdNr., Kapazität und Nachweise.",
    path: paths.accountProfile,
    noIndex: true,
  });

const card = "flex flex-col gap-4 rounded-card bg-white p-6 shadow-card";

/** /konto/profil: the staff member's profile with its completeness. */
export default function StaffProfilePage() {
  const { data, reload } = useAccountView();
  if (data === "loading" || data === null) {
    return <LoginNeeded title="Mein Profil" loading={data === "loading"} />;
  }
  const { staff, documents } = data;
  if (!staff) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-bold text-ink">Mein Profil</h1>
        <p className="mt-4">
          Ein Profil gibt es nur für Vertretungskräfte (Apotheker/in, PTA, PKA).
        </p>
      </div>
    );
  }
  const enough = staff.completeness >= PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Mein Profil</h1>
      <section className={card} aria-labelledby="profil-stand">
        <h2 id="profil-stand" className="text-xl font-semibold text-ink">
          Vollständigkeit
        </h2>
        <div className="flex items-center gap-3">
          <progress
            value={staff.completeness}
            max={100}
            aria-labelledby="profil-stand"
            className="h-3 w-full accent-brand-700"
          />
          <span className="font-semibold" aria-live="polite">
            {staff.completeness} %
          </span>
        </div>
        <p>
          {enough
            ? "Ihr Profil ist vollständig genug: Sie können sich auf Suchaufträge bewerben."
            : `Für Bewerbungen auf Suchaufträge muss Ihr Profil zu mindestens ${PROFILE_COMPLETENESS_FOR_CONTACT_PERCENT} % vollständig sein.`}
        </p>
        {staff.missing.length > 0 && (
          <p className="text-ink-muted">Es fehlt noch: {staff.missing.join(", ")}.</p>
        )}
      </section>
      <section className={card} aria-labelledby="profil-angaben">
        <h2 id="profil-angaben" className="text-xl font-semibold text-ink">
          Angaben
        </h2>
        <StaffProfileForm staff={staff} phone={data.account.phone} onSaved={() => void reload()} />
      </section>
      <section className={card} aria-labelledby="profil-dokumente">
        <h2 id="profil-dokumente" className="text-xl font-semibold text-ink">
          Dokumente
        </h2>
        <DocumentList documents={documents} onChanged={() => void reload()} />
        <DocumentUploadForm onUploaded={() => void reload()} />
      </section>
    </div>
  );
}
