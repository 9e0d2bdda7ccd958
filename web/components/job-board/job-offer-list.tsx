import { useState } from "react";
import toast from "react-hot-toast";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import type { FoundOrder } from "../../forms/job-search-form";
import { showServerErrors } from "../../forms/server-errors";
import { postJson } from "../../lib/api";
import { CheckboxField } from "../form/choices";
import { Button } from "../ui/button";
import { OrderFacts } from "./order-facts";

const CONSENT_TEXT =
  "Ich willige ein, dass apostaff meine Profildaten und Bewerbungsunterlagen für diese Bewerbung speichert und der suchenden Apotheke vorschlägt. Die Apotheke sieht zunächst nur meinen Vor- und Nachnamen, die Unterlagen erst nach ihrer Bestätigung. Ich kann die Einwilligung jederzeit widerrufen.";

/** One published order with the data-consent opt-in and "Jetzt bewerben" (staff). */
function JobOffer({
  order,
  canApply,
  onApplied,
}: {
  order: FoundOrder;
  canApply: boolean;
  onApplied: (order: FoundOrder) => void;
}) {
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = `angebot-${order.id}`;

  const apply = async () => {
    if (!consent) {
      setError("Bitte willigen Sie in die Weitergabe Ihrer Daten ein.");
      return;
    }
    setBusy(true);
    const result = await postJson<{ message: string }>("/applications", {
      orderId: order.id,
      dataConsent: true,
    });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onApplied(order);
    } else showServerErrors(result, { translate: translateSearchOrderMessage });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card"
    >
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        {order.type}: {order.role} in {order.city}
      </h3>
      <OrderFacts order={order} showStreet={false} />
      {canApply &&
        (order.applied ? (
          <p role="status" className="font-semibold text-brand-800">
            Sie haben sich beworben.
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <CheckboxField
              label={CONSENT_TEXT}
              required
              checked={consent}
              error={error}
              onChange={(event) => {
                setConsent(event.target.checked);
                setError(undefined);
              }}
            />
            <Button className="self-start" busy={busy} onClick={apply}>
              Jetzt bewerben
            </Button>
          </div>
        ))}
    </article>
  );
}

export function JobOfferList({
  orders,
  canApply,
  onApplied,
}: {
  orders: FoundOrder[] | undefined;
  canApply: boolean;
  /** The results show the new state: the page marks the order as applied to. */
  onApplied: (order: FoundOrder) => void;
}) {
  if (!orders) return null;
  return (
    <section aria-labelledby="ergebnisse" className="flex flex-col gap-4">
      <h2 id="ergebnisse" className="text-2xl font-semibold text-ink">
        Passende Arbeitsangebote ({orders.length})
      </h2>
      {orders.length === 0 && (
        <p className="text-ink-muted">
          Zurzeit gibt es keine passenden Angebote. Wir benachrichtigen Sie per E-Mail, sobald ein
          neues passendes Angebot veröffentlicht wird.
        </p>
      )}
      {orders.map((order) => (
        // Keyed by the applied state too: after a withdrawal the consent starts unticked.
        <JobOffer
          key={`${order.id}-${order.applied}`}
          order={order}
          canApply={canApply}
          onApplied={onApplied}
        />
      ))}
    </section>
  );
}
