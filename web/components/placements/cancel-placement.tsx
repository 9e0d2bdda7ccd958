import { type FormEvent, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { TextareaField } from "../form/inputs";
import { Button } from "../ui/button";

/**
 * "Einsatz absagen": asks for the reason first (the other side and the agency read it),
 * then cancels. Used on "Meine Einsätze" and in the console. „Abbrechen“ gives the focus
 * back to the button that opened the question.
 */
export function CancelPlacement({
  placementId,
  titleId,
  onCancelled,
  disabled = false,
}: {
  placementId: string;
  /** Id of the placement's title, which tells the rows' buttons apart. */
  titleId: string;
  onCancelled: () => void;
  /** While another action on the placement is under way. */
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const openButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    openButton.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get("reason") ?? "").trim();
    // An error is read out with the field (aria-describedby): the field takes the focus.
    const showError = (message: string) => {
      setError(message);
      (form.elements.namedItem("reason") as HTMLTextAreaElement | null)?.focus();
    };
    if (!reason) {
      showError("Bitte geben Sie einen Grund für die Absage an.");
      return;
    }
    setBusy(true);
    const result = await apiRequest("POST /placements/:id/cancel", {
      params: { id: placementId },
      body: { reason },
    });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      setOpen(false);
      onCancelled();
    } else showServerErrors(result, { translate: translateSearchOrderMessage, inline: showError });
  };

  if (!open) {
    return (
      <Button
        ref={openButton}
        variant="secondary"
        className="self-start"
        aria-describedby={titleId}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Einsatz absagen
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextareaField
        // Opened by the person's own click: the field takes the focus.
        autoFocus
        label="Grund der Absage"
        name="reason"
        required
        maxLength={1000}
        error={error}
        hint="Die andere Seite und die Agentur erhalten den Grund per E-Mail."
        onChange={() => setError(undefined)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy} busyLabel="Wird abgesagt...">
          Absage senden
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setOpen(false);
            setRefocus(true);
          }}
        >
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
