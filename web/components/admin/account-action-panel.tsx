import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { messagesDe } from "../../../domain/messages/de";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { TextareaField } from "../form/inputs";
import { Button } from "../ui/button";

export type AccountAction =
  | "block"
  | "unblock"
  | "refuse"
  | "delete"
  | "activate"
  | "activate-owner"
  | "resend-activation";

export interface PendingAction {
  action: AccountAction;
  id: string;
  name: string;
}

const texts: Record<
  AccountAction,
  { title: string; confirm: string; done: string; reason: boolean }
> = {
  activate: {
    title: "Konto freischalten",
    confirm: "Freischalten",
    done: "Konto freigeschaltet.",
    reason: false,
  },
  "activate-owner": {
    title: "Konto ohne Bestätigungslink freischalten",
    confirm: "Freischalten",
    done: "Konto freigeschaltet; die Apotheke kann sich jetzt anmelden.",
    reason: false,
  },
  "resend-activation": {
    title: "Bestätigungslink erneut senden",
    confirm: "Link senden",
    done: "Ein neuer Bestätigungslink ist unterwegs; ältere Links gelten nicht mehr.",
    reason: false,
  },
  block: {
    title: "Konto sperren",
    confirm: "Sperren bestätigen",
    done: "Konto gesperrt.",
    reason: true,
  },
  unblock: {
    title: "Sperre aufheben",
    confirm: "Sperre aufheben",
    done: "Sperre aufgehoben.",
    reason: false,
  },
  refuse: {
    title: "Registrierung ablehnen",
    confirm: "Ablehnen und löschen",
    done: "Registrierung abgelehnt; die Person wurde benachrichtigt.",
    reason: true,
  },
  delete: {
    title: "Konto löschen",
    confirm: "Endgültig löschen",
    done: "Konto gelöscht.",
    reason: false,
  },
};

function request(action: AccountAction, id: string, reason: string) {
  switch (action) {
    case "activate":
      return apiRequest("POST /admin/staff/:id/activate", { params: { id } });
    case "activate-owner":
      return apiRequest("POST /admin/owners/activate", { body: { id } });
    case "resend-activation":
      return apiRequest("POST /admin/owners/resend-activation", { body: { id } });
    case "refuse":
      return apiRequest("POST /admin/staff/refuse", { body: { id, reason } });
    case "block":
      return apiRequest("POST /admin/accounts/block", { body: { id, reason } });
    case "unblock":
      return apiRequest("POST /admin/accounts/unblock", { body: { id } });
    case "delete":
      return apiRequest("POST /admin/accounts/delete", { body: { id } });
  }
}

/**
 * Confirms an account action (with a reason where one is needed) and sends it. Opened by
 * the operator's click on a row's button, it takes the focus: the reason field, or its
 * heading where no reason is asked for.
 */
export function AccountActionPanel({
  pending,
  onDone,
  onCancel,
}: {
  pending: PendingAction;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const text = texts[pending.action];
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!text.reason) heading.current?.focus();
  }, [text.reason]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get("reason") ?? "").trim();
    if (text.reason && reason.length < 3) {
      setError(messagesDe["accountReason.tooShort"]);
      // Read out with the field (aria-describedby), which takes the focus.
      (form.elements.namedItem("reason") as HTMLTextAreaElement | null)?.focus();
      return;
    }
    setBusy(true);
    const result = await request(pending.action, pending.id, reason);
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(text.done);
      onDone();
    } else {
      showServerErrors(result, {
        text: "Die Aktion ist fehlgeschlagen. Bitte laden Sie die Seite neu.",
      });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-card border border-brand-200 bg-brand-50 p-4"
    >
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-6 text-lg font-semibold text-ink"
      >
        {text.title}: {pending.name}
      </h2>
      {text.reason && (
        <TextareaField
          // Opened by the operator's own click: the field takes the focus.
          autoFocus
          label="Grund"
          name="reason"
          rows={2}
          maxLength={500}
          required
          error={error}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          {text.confirm}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
