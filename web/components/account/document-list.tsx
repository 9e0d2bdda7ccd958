import { useState } from "react";
import toast from "react-hot-toast/headless";
import { DOCUMENT_KIND_LABELS } from "../../../domain/console-labels";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";
import type { AccountView } from "./use-account-view";

/** The staff member's documents, each with its download and a button to remove it. */
export function DocumentList({
  documents,
  onChanged,
}: {
  documents: AccountView["documents"];
  onChanged: () => void;
}) {
  const [busyId, setBusyId] = useState<string>();
  if (documents.length === 0) return <p className="text-ink-muted">Noch keine Dokumente.</p>;
  const remove = async (id: string, name: string) => {
    setBusyId(id);
    const result = await apiRequest("DELETE /account/documents/:id", { params: { id } });
    setBusyId(undefined);
    if (result.kind === "ok") {
      toast.success(`„${name}“ wurde entfernt.`);
      onChanged();
    } else {
      showServerErrors(result, {
        text: "Das Dokument konnte nicht entfernt werden. Bitte versuchen Sie es erneut.",
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
          <Button
            variant="ghost"
            busy={busyId === document.id}
            aria-label={`${DOCUMENT_KIND_LABELS[document.kind]} „${document.original_name}“ entfernen`}
            onClick={() => void remove(document.id, document.original_name)}
          >
            Entfernen
          </Button>
        </li>
      ))}
    </ul>
  );
}
