import { useState } from "react";
import { paths } from "../../../domain/paths";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";
import { captchaTexts } from "./captcha-texts";

/**
 * Asks before reCAPTCHA (a Google service) is loaded. The server logs the consent and
 * remembers it for a year in a cookie, so the prompt does not come back every visit.
 */
export function RecaptchaConsent({ onConsent }: { onConsent: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function consent() {
    setBusy(true);
    setFailed(false);
    const result = await apiRequest("POST /captcha/consent");
    setBusy(false);
    if (result.kind === "ok") onConsent();
    else setFailed(true);
  }

  return (
    <div className="flex flex-col items-start gap-3 rounded-control border border-line bg-surface-muted p-4">
      <p className="text-sm text-ink">
        {captchaTexts.consentIntro}{" "}
        <a
          href={paths.privacy}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          {captchaTexts.consentPrivacyLink}
        </a>
        .
      </p>
      <Button variant="secondary" busy={busy} onClick={consent}>
        {captchaTexts.consentButton}
      </Button>
      {failed && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {captchaTexts.consentFailed}
        </p>
      )}
    </div>
  );
}
