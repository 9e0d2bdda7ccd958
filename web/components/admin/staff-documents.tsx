import { useEffect, useRef, useState } from "react";
import type { AccountView } from "../../../domain/api/accounts";
import { DOCUMENT_KIND_LABELS } from "../../../domain/console-labels";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";

type DocumentItem = AccountView["documents"][number];

/**
 * A staff member's uploaded PDFs, each downloadable through the operator-only route.
 * Opened above the list by a row's button, it takes the focus (its heading).
 */
export function StaffDocuments({
  userId,
  name,
  onClose,
}: {
  userId: string;
  name: string;
  onClose: () => void;
}) {
  const [documents, setDocuments] = useState<DocumentItem[]>();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each person's documents take the focus anew
  useEffect(() => {
    heading.current?.focus();
  }, [userId]);
  useEffect(() => {
    void apiRequest("GET /admin/documents", { query: { user_id: userId } }).then((result) =>
      setDocuments(result.kind === "ok" ? result.body.documents : []),
    );
  }, [userId]);
  return (
    <section
      aria-label={`Dokumente von ${name}`}
      className="flex flex-col gap-2 rounded-card border border-line bg-white p-4"
    >
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-6 text-lg font-semibold text-ink">
        Dokumente von {name}
      </h2>
      {!documents ? (
        <p role="status">Wird geladen …</p>
      ) : documents.length === 0 ? (
        <p>Keine Dokumente vorhanden.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {documents.map((document) => (
            <li key={document.id}>
              <a
                href={`/api/admin/documents/download?id=${document.id}`}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {DOCUMENT_KIND_LABELS[document.kind]}: {document.original_name}
              </a>{" "}
              <span className="text-sm text-ink-muted">
                ({Math.ceil(document.byte_size / 1024)} KB)
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" className="self-start" onClick={onClose}>
        Schließen
      </Button>
    </section>
  );
}
