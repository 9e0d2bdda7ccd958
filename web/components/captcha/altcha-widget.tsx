import altchaWorkerUrl from "altcha/worker?worker&url";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { CaptchaHandle } from "./captcha-handle";

interface AltchaWidgetProps {
  /** The solved answer, or null when there is none (unsolved, solving, expired). */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}

type AltchaElement = HTMLElement & { reset(): void };

let loading: Promise<unknown> | undefined;
/**
 * The widget's script, its stylesheet and German texts, loaded once and only in the
 * browser. The "external" build keeps its styles in a stylesheet of our own origin and
 * its worker in a file of its own: the default build injects a <style> element, which
 * the site's CSP (no 'unsafe-inline' for styles) refuses.
 */
function loadAltcha(): Promise<unknown> {
  loading ??= Promise.all([import("altcha/altcha.css"), import("altcha/i18n/de")]).then(
    () => import("altcha/external"),
  );
  return loading;
}

/**
 * ALTCHA, the self-hosted proof-of-work captcha: the visitor ticks the box, the browser
 * fetches a challenge from our API and solves it in a worker. When the challenge
 * expires, the widget's "expired" state clears the answer (and it fetches a new one).
 */
export function AltchaWidget({ onToken, ref }: AltchaWidgetProps) {
  const element = useRef<AltchaElement>(null);
  const [ready, setReady] = useState(false);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let active = true;
    loadAltcha().then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const widget = element.current;
    if (!ready || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onTokenRef.current(state === "verified" && payload ? payload : null);
    };
    widget.addEventListener("statechange", onStateChange);
    return () => widget.removeEventListener("statechange", onStateChange);
  }, [ready]);

  useImperativeHandle(ref, () => ({
    reset: () => element.current?.reset?.(),
    focus: () => element.current?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus(),
  }));

  return (
    <div>
      <altcha-widget
        ref={element}
        challengeurl="/api/captcha/challenge"
        workerurl={altchaWorkerUrl}
        language="de"
        hidelogo
        style={{
          "--altcha-max-width": "100%",
          "--altcha-border-radius": "0.625rem",
          "--altcha-color-border": "#d9e2e1",
        }}
      />
    </div>
  );
}
