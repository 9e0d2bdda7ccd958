import { type ButtonHTMLAttributes, type ReactNode, type Ref, useEffect, useRef } from "react";
import { pendingCodeProps, useHydrated } from "../../lib/use-hydrated";
import { SmartLink } from "./smart-link";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverted" | "outline-inverted";

const base =
  "inline-flex items-center justify-center gap-2 rounded-control px-5 py-3 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  inverted: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  /** The secondary button on dark bands. */
  "outline-inverted": "border border-white/80 text-white hover:bg-white/10",
};

/** The classes of a button, for elements that must look like one (links). */
export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** To give focus back after an action (React 19 passes refs as props). */
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** Disables the button and shows a spinner, e.g. while a form is being sent. */
  busy?: boolean;
  busyLabel?: string;
}

/**
 * A button. A submit button waits for its form's code (pendingCodeProps): in the HTML it
 * is disabled and marked, and shows a thin moving bar, which takes no room, until React
 * has taken the form over; so no form is ever sent by the browser itself, with its
 * fields in the address (docs/decisions/0023). A busy button is disabled, which takes
 * the focus from it: pressed while it had the focus, it takes the focus back when it is
 * ready again, unless the focus has gone somewhere else meanwhile (a field with an error).
 */
export function Button({
  variant = "primary",
  busy = false,
  busyLabel,
  className = "",
  children,
  disabled,
  type = "button",
  onClick,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const waiting = type === "submit" ? pendingCodeProps(hydrated) : {};
  const pressedWithFocus = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (busy) return;
    const button = pressedWithFocus.current;
    pressedWithFocus.current = null;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (button?.isConnected && focusLost) button.focus();
  }, [busy]);
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      aria-busy={busy || undefined}
      {...waiting}
      {...props}
      onClick={(event) => {
        if (document.activeElement === event.currentTarget) {
          pressedWithFocus.current = event.currentTarget;
        }
        onClick?.(event);
      }}
      disabled={disabled || busy || "disabled" in waiting}
    >
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  external?: boolean;
  /** Id of the heading that tells alike buttons apart ("Jetzt kostenlos registrieren"). */
  describedBy?: string;
  children: ReactNode;
}

/** A link that looks like a button ("Jetzt kostenlos registrieren", "Weiter lesen"). */
export function ButtonLink({
  to,
  variant = "primary",
  className = "",
  external,
  describedBy,
  children,
}: ButtonLinkProps) {
  return (
    <SmartLink
      to={to}
      external={external}
      describedBy={describedBy}
      className={buttonClasses(variant, className)}
    >
      {children}
    </SmartLink>
  );
}
