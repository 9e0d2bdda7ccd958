import type { ReactNode } from "react";
import { Link } from "react-router";

interface SmartLinkProps {
  to: string;
  external?: boolean | undefined;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  /** Id of an element that tells which of several alike links this is (aria-describedby). */
  describedBy?: string | undefined;
}

/** A router link for our pages; a new-tab link for other sites, announced as such. */
export function SmartLink({
  to,
  external,
  className,
  children,
  onClick,
  describedBy,
}: SmartLinkProps) {
  if (external || /^(https?:|mailto:|tel:)/.test(to)) {
    const newTab = /^https?:/.test(to);
    return (
      <a
        href={to}
        className={className}
        onClick={onClick}
        aria-describedby={describedBy}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
        {newTab && <span className="sr-only"> (öffnet in neuem Tab)</span>}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick} aria-describedby={describedBy}>
      {children}
    </Link>
  );
}
