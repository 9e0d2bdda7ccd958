import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { scrollIntoView } from "../../lib/scroll";
import { ThankYouIllustration } from "../ui/thank-you-illustration";
import { TitleText } from "../ui/title-text";

/** Shown in place of a registration form whose code is still loading (a visit by link). */
export const formLoading = (
  <p role="status" className="min-h-[60vh] text-ink-muted">
    Das Formular wird geladen …
  </p>
);

interface RegistrationPageProps {
  title: string;
  /** The banner's paragraphs under the title. */
  intro: ReactNode;
  /** The thank-you's paragraphs after a successful registration. */
  thanks: ReactNode;
  /** Wait before the thank-you is focused and scrolled to (100 ms for staff). */
  scrollDelayMs?: number;
  /** The form; `onRegistered` is stable, as a deferred form needs (deferred-component.tsx). */
  form: (onRegistered: () => void) => ReactNode;
}

/**
 * Both registration pages (docs/product.md, "Pages"): a banner above the form until a successful
 * submit, then a thank-you that takes the focus and is scrolled into view.
 */
export function RegistrationPage({
  title,
  intro,
  thanks,
  scrollDelayMs = 0,
  form,
}: RegistrationPageProps) {
  const [registered, setRegistered] = useState(false);
  const onRegistered = useCallback(() => setRegistered(true), []);
  const thanksRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => {
      thanksRef.current?.focus({ preventScroll: true });
      scrollIntoView(thanksRef.current);
    }, scrollDelayMs);
    return () => clearTimeout(timer);
  }, [registered, scrollDelayMs]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {registered ? (
        <section
          ref={thanksRef}
          tabIndex={-1}
          aria-labelledby="danke-titel"
          className="flex scroll-mt-6 flex-col items-center gap-6 rounded-card bg-white p-8 text-center shadow-card focus:outline-none"
        >
          <ThankYouIllustration />
          <h1 id="danke-titel" className="text-3xl font-bold text-ink">
            Vielen Dank für Ihre Registrierung!
          </h1>
          <div className="flex max-w-2xl flex-col gap-3 text-lg text-ink-muted">{thanks}</div>
        </section>
      ) : (
        <>
          <section
            aria-labelledby="registrierung-titel"
            className="mb-10 rounded-card bg-brand-50 p-6 sm:p-8"
          >
            <h1 id="registrierung-titel" className="text-3xl font-bold text-ink sm:text-4xl">
              <TitleText text={title} />
            </h1>
            {intro}
          </section>
          {form(onRegistered)}
        </>
      )}
    </div>
  );
}
