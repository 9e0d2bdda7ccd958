import { useState } from "react";
import toast from "react-hot-toast/headless";
import { DOCUMENT_KIND_LABELS } from "../../../domain/console-labels";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";
import type { AccountView } from "./use-account-view";

/**
 * The staff member's documents, each with its download and a button to remove it; the
 * only certificate says that it stays until a new one is uploaded (docs/decisions/0032).
 */
export function DocumentList({
  documents,
  onChanged,
}: {
  documents: AccountView["documents"];
  onChanged: () => void;
}) {
  const [busyId, setBusyId] = useState<string>();
  if (documents.length === 0) return <p className="text-ink-muted">Noch keine Dokumente.</p>;
  const certificates = documents.filter((document) => document.kind === "certificate").length;
  const remove = async (id: string, name: string) => {
    setBusyId(id);
    const result = await apiRequest("DELETE /account/documents/:id", { params: { id } });
    setBusyId(undefined);
    if (result.kind === "ok") {
      toast.success(`„${name}“ wurde entfernt.`);
      onChanged();
    } else {
      showServerErrors(result, {
        translate: translateSearchOrderMessage,
        // A refusal (the last certificate) says why; anything else only that it failed.
        text: (failure) =>
          failure.kind === "error" && failure.status === 409
            ? undefined
            : "Das Dokument konnte nicht entfernt werden. Bitte versuchen Sie es erneut.",
      });
    }
  };
  return (
    <ul className="flex flex-col gap-2">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-2">
          <a
            href={`/api/account/documents/download?id=${document.id}`}
            className="min-w-0 break-words font-medium text-brand-700 underline underline-offset-2"
          >
            {DOCUMENT_KIND_LABELS[document.kind]}: {document.original_name}
          </a>
          {document.kind === "certificate" && certificates === 1 ? (
            <span className="text-sm text-ink-muted">
              Wird benötigt. Zum Ersetzen laden Sie zuerst das neue Dokument hoch.
            </span>
          ) : (
            <Button
              variant="ghost"
              busy={busyId === document.id}
              aria-label={`${DOCUMENT_KIND_LABELS[document.kind]} „${document.original_name}“ entfernen`}
              onClick={() => void remove(document.id, document.original_name)}
            >
              Entfernen
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
