import { useSearchParams } from "react-router";
import { pageParams } from "../../../domain/paths";
import { FormAlert } from "../../forms/form-alert";

/** Texts for GET /api/account/confirm-email's redirect (server/routes/account-settings.ts). */
const notices: Record<string, { tone: "success" | "error"; text: string }> = {
  "email-bestaetigt": {
    tone: "success",
    text: "Ihre neue E-Mail-Adresse ist bestätigt. Bitte melden Sie sich künftig damit an.",
  },
  "email-link-ungueltig": {
    tone: "error",
    text: "Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Ihre E-Mail-Adresse ist unverändert; Sie können die Änderung unter „Mein Konto“ erneut anfordern.",
  },
};

/** The notice a link from an e-mail leaves on /konto (`?hinweis=…`). */
export function AccountNotice() {
  const [searchParams] = useSearchParams();
  const notice = notices[searchParams.get(pageParams.accountNotice) ?? ""];
  if (!notice) return null;
  return (
    <FormAlert tone={notice.tone}>
      <p>{notice.text}</p>
    </FormAlert>
  );
}
