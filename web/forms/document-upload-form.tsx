import { type FormEvent, useId, useState } from "react";
import toast from "react-hot-toast/headless";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES } from "../../domain/limits";
import { controlClasses, FormField } from "../components/form/form-field";
import { Button } from "../components/ui/button";
import { apiRequest } from "../lib/api";
import { showServerErrors } from "./server-errors";

/** Adds a certificate or CV (PDF, at most 10 MB; the server checks the content). */
export function DocumentUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("file");
    const kind = data.get("kind") === "cv" ? "cv" : "certificate";
    if (!(file instanceof File) || file.size === 0)
      return setError("Bitte wählen Sie eine PDF-Datei.");
    if (file.type && file.type !== "application/pdf")
      return setError("Nur PDF-Dateien sind erlaubt.");
    if (file.size > UPLOAD_MAX_BYTES) {
      return setError(`Die Datei darf höchstens ${UPLOAD_MAX_MEGABYTES} MB groß sein.`);
    }
    setError(undefined);
    const body = new FormData();
    body.append(kind, file, file.name);
    setBusy(true);
    const result = await apiRequest("POST /account/documents", { body });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success("Dokument hochgeladen.");
      form.reset();
      onUploaded();
    } else {
      // Shown under the file field only: the status says what was wrong.
      showServerErrors(result, {
        text:
          result.kind === "error" && result.status === 413
            ? `Die Datei darf höchstens ${UPLOAD_MAX_MEGABYTES} MB groß sein.`
            : "Nur PDF-Dateien sind erlaubt.",
        toast: false,
        inline: setError,
      });
    }
  };
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-kind`} className="font-medium text-ink">
          Art des Dokuments
        </label>
        <select id={`${id}-kind`} name="kind" className={controlClasses}>
          <option value="certificate">Zeugnis / Approbation</option>
          <option value="cv">Lebenslauf</option>
        </select>
      </div>
      <FormField
        label="PDF-Datei"
        required
        error={error}
        hint={`Nur PDF, höchstens ${UPLOAD_MAX_MEGABYTES} MB. Ein neuer Lebenslauf ersetzt den bisherigen.`}
      >
        {(wiring) => (
          <input
            {...wiring}
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            className={controlClasses}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" busy={busy} className="self-start">
        Hochladen
      </Button>
    </form>
  );
}
