import { Link } from "react-router";
import type { auditEntryItem } from "../../../domain/api/admin";
import { adminAccountDetailPath } from "../../../domain/paths";
import type { z } from "../../../domain/zod";

/** One audit entry as GET /api/admin/audit-log and the detail pages answer it. */
export type AuditEntry = z.infer<typeof auditEntryItem>;

type AuditPerson = AuditEntry["actor"] | AuditEntry["subject"];

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

/** A name (linked to the person's detail page when the account exists) and the e-mail. */
export function AuditPersonCell({ person, text }: { person: AuditPerson; text: string }) {
  const detail =
    person.user_id && (person.role === "pharmacy_owner" || person.role === "pharmacist")
      ? adminAccountDetailPath(person.role, person.user_id)
      : undefined;
  return (
    <span className="flex flex-col">
      {detail ? (
        <Link to={detail} className={linkClass}>
          {text}
        </Link>
      ) : (
        <span className="font-medium">{text}</span>
      )}
      {person.email && <span className="break-all text-xs text-ink-muted">{person.email}</span>}
    </span>
  );
}

/** The change as "Feld: alt → neu" lines. */
export function AuditLines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <span className="text-ink-muted">–</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
