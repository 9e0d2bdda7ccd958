import { type Ref, useEffect, useImperativeHandle, useRef } from "react";
import type { CaptchaHandle } from "./captcha-handle";

interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => void;
      hl?: string;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    apostaffRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL =
  "https://www.google.com/recaptcha/api.js?onload=apostaffRecaptchaLoaded&render=explicit&hl=de";

let loading: Promise<Grecaptcha> | undefined;
/** Google's script, added to the page only now: after consent, on this page. */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.apostaffRecaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject();
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error("reCAPTCHA could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

interface RecaptchaWidgetProps {
  siteKey: string;
  onToken: (token: string | null) => void;
  onUnavailable: () => void;
  ref?: Ref<CaptchaHandle>;
}

/** Google reCAPTCHA v2 (checkbox); its token expires after two minutes and is cleared then. */
export function RecaptchaWidget({ siteKey, onToken, onUnavailable, ref }: RecaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | undefined>(undefined);
  const callbacks = useRef({ onToken, onUnavailable });
  callbacks.current = { onToken, onUnavailable };

  useEffect(() => {
    let active = true;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!active || !container.current || widgetId.current !== undefined) return;
        widgetId.current = grecaptcha.render(container.current, {
          sitekey: siteKey,
          hl: "de",
          callback: (token) => callbacks.current.onToken(token),
          "expired-callback": () => callbacks.current.onToken(null),
          "error-callback": () => callbacks.current.onToken(null),
        });
      },
      () => active && callbacks.current.onUnavailable(),
    );
    return () => {
      active = false;
    };
  }, [siteKey]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      if (widgetId.current !== undefined) window.grecaptcha?.reset(widgetId.current);
      callbacks.current.onToken(null);
    },
    focus: () => container.current?.querySelector("iframe")?.focus(),
  }));

  return <div ref={container} />;
}
