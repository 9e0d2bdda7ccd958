import { type FormEvent, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { messagesDe } from "../../../domain/messages/de";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { RadioGroup } from "../form/choices";
import { TextareaField } from "../form/inputs";
import { Button } from "../ui/button";

/** The owner's answer, as the form sends it. */
const SEARCH_AGAIN_OPTIONS = [
  {
    value: "yes",
    label: "Ja, bitte eine andere Fachkraft suchen (Suchauftrag wieder veröffentlichen)",
  },
  { value: "no", label: "Nein, Suchauftrag beenden (z. B. intern besetzt)" },
] as const;

/**
 * "Einsatz absagen": asks for the reason first (the other side and the agency read it),
 * and the owner whether we should search again (docs/decisions/0015-placement-record.md),
 * then cancels. Used on "Meine Einsätze" and in the console. „Abbrechen“ gives the focus
 * back to the button that opened the question.
 */
export function CancelPlacement({
  placementId,
  titleId,
  onCancelled,
  disabled = false,
  askSearchAgain = false,
}: {
  placementId: string;
  /** Id of the placement's title, which tells the rows' buttons apart. */
  titleId: string;
  onCancelled: () => void;
  /** While another action on the placement is under way. */
  disabled?: boolean;
  /** The owner decides what becomes of the order: published again or ended. */
  askSearchAgain?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [searchAgainError, setSearchAgainError] = useState<string>();
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
    const answer = new FormData(form).get("searchAgain");
    if (askSearchAgain && !answer) {
      setSearchAgainError(messagesDe["cancelSearchAgain.required"]);
      form.querySelector<HTMLInputElement>('input[name="searchAgain"]')?.focus();
      return;
    }
    setBusy(true);
    const result = await apiRequest("POST /placements/:id/cancel", {
      params: { id: placementId },
      body: askSearchAgain ? { reason, searchAgain: answer === "yes" } : { reason },
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
      {askSearchAgain && (
        <RadioGroup
          legend="Sollen wir eine andere Fachkraft für Sie suchen?"
          name="searchAgain"
          options={SEARCH_AGAIN_OPTIONS}
          required
          error={searchAgainError}
          onChange={() => setSearchAgainError(undefined)}
        />
      )}
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
