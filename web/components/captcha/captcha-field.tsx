import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { type AnswerOf, apiRequest } from "../../lib/api";
import { FieldError, RequiredMark } from "../form/form-field";
import { AltchaWidget } from "./altcha-widget";
import type { CaptchaHandle } from "./captcha-handle";
import { captchaTexts } from "./captcha-texts";
import { RecaptchaConsent } from "./recaptcha-consent";
import { RecaptchaWidget } from "./recaptcha-widget";

type CaptchaConfig = AnswerOf<"GET /captcha/config">;

type View =
  | { kind: "loading" }
  | { kind: "unavailable" }
  | { kind: "altcha" }
  | { kind: "consent"; siteKey: string }
  | { kind: "recaptcha"; siteKey: string };

function viewOf(config: CaptchaConfig): View {
  if (config.provider === "altcha") return { kind: "altcha" };
  if (!config.siteKey) return { kind: "unavailable" };
  return config.consentGiven
    ? { kind: "recaptcha", siteKey: config.siteKey }
    : { kind: "consent", siteKey: config.siteKey };
}

export type CaptchaProvider = CaptchaConfig["provider"];

interface CaptchaFieldProps {
  /** The answer for `g-recaptcha-response`, or null when it is missing or expired. */
  onToken: (token: string | null) => void;
  /** Which captcha the server uses, once known, so that messages name the right one. */
  onProvider?: (provider: CaptchaProvider) => void;
  error?: string | undefined;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The captcha of the courier and cleaning forms. Which one (ALTCHA or reCAPTCHA) the
 * server decides at run time (GET /api/captcha/config), so the prerendered page does not
 * need a rebuild when the keys change. reCAPTCHA waits for the visitor's consent.
 */
export function CaptchaField({ onToken, onProvider, error, ref }: CaptchaFieldProps) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const widget = useRef<CaptchaHandle>(null);
  const consentArea = useRef<HTMLDivElement>(null);
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;

  useEffect(() => {
    let active = true;
    apiRequest("GET /captcha/config").then((result) => {
      if (!active) return;
      setView(result.kind === "ok" ? viewOf(result.body) : { kind: "unavailable" });
      if (result.kind === "ok") onProvider?.(result.body.provider);
    });
    return () => {
      active = false;
    };
  }, [onProvider]);

  useImperativeHandle(ref, () => ({
    reset: () => widget.current?.reset(),
    focus: () =>
      widget.current
        ? widget.current.focus()
        : consentArea.current?.querySelector<HTMLButtonElement>("button")?.focus(),
  }));

  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-1.5 font-medium text-ink">
        {captchaTexts.legend}
        <RequiredMark />
      </legend>
      <div ref={consentArea} className="min-h-16">
        {view.kind === "loading" && (
          <p className="text-sm text-ink-muted">{captchaTexts.loading}</p>
        )}
        {view.kind === "unavailable" && (
          <p className="text-sm font-medium text-danger-700">{captchaTexts.unavailable}</p>
        )}
        {view.kind === "altcha" && <AltchaWidget ref={widget} onToken={onToken} />}
        {view.kind === "consent" && (
          <RecaptchaConsent
            onConsent={() => setView({ kind: "recaptcha", siteKey: view.siteKey })}
          />
        )}
        {view.kind === "recaptcha" && (
          <RecaptchaWidget
            ref={widget}
            siteKey={view.siteKey}
            onToken={onToken}
            onUnavailable={() => setView({ kind: "unavailable" })}
          />
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
