import type { ReactNode } from "react";
import { Link } from "react-router";

interface SmartLinkProps {
  to: string;
  external?: boolean | undefined;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A router link for our pages; a new-tab link for other sites, announced as such. */
export function SmartLink({ to, external, className, children, onClick }: SmartLinkProps) {
  if (external || /^(https?:|mailto:|tel:)/.test(to)) {
    const newTab = /^https?:/.test(to);
    return (
      <a
        href={to}
        className={className}
        onClick={onClick}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
        {newTab && <span className="sr-only"> (öffnet in neuem Tab)</span>}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
