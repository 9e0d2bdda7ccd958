import { useState } from "react";
import toast from "react-hot-toast/headless";
import type { FoundOrder } from "../../../domain/api/job-board";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { CheckboxField } from "../form/choices";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { TitleText } from "../ui/title-text";
import { OrderFacts } from "./order-facts";
import type { LiveSearchStatus } from "./use-live-job-search";

const CONSENT_TEXT =
  "Ich willige ein, dass apostaff meine Profildaten und Bewerbungsunterlagen für diese Bewerbung speichert und der suchenden Apotheke vorschlägt. Die Apotheke sieht zunächst nur meinen Vor- und Nachnamen, die Unterlagen erst nach ihrer Bestätigung. Ich kann die Einwilligung jederzeit widerrufen.";

/** One published order with the data-consent opt-in and "Jetzt bewerben" (staff). */
export function JobOffer({
  order,
  canApply,
  onApplied,
  applyLabel = "Jetzt bewerben",
}: {
  order: FoundOrder;
  canApply: boolean;
  onApplied: (order: FoundOrder) => void;
  /** "Ich habe Zeit" when an urgent-cover offer opened the order (docs/decisions/0056). */
  applyLabel?: string;
}) {
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string>();
  /** The server's refusal (e.g. another profession), shown at the offer itself. */
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = `angebot-${order.id}`;

  const apply = async () => {
    if (!consent) {
      setError("Bitte willigen Sie in die Weitergabe Ihrer Daten ein.");
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    const result = await apiRequest("POST /applications", {
      body: { orderId: order.id, dataConsent: true },
    });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onApplied(order);
    } else showServerErrors(result, { translate: translateSearchOrderMessage, inline: setRefusal });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card"
    >
      <h3 id={headingId} className="text-xl font-semibold text-ink">
        <TitleText text={`${order.type}: ${order.role} in ${order.city}`} />
      </h3>
      <OrderFacts order={order} showStreet={false} />
      {canApply && !order.openToYou && (
        <p className="font-semibold text-ink-muted">
          Nicht für Ihre Berufsgruppe: Dieses Angebot sucht{" "}
          {order.ownerCover ? `${order.role} (Inhabervertretung)` : order.role}. Bewerben können Sie
          sich hier nicht.
        </p>
      )}
      {canApply &&
        order.openToYou &&
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
              {applyLabel}
            </Button>
            {refusal ? (
              <p role="alert" className="text-danger-700">
                {refusal}
              </p>
            ) : null}
          </div>
        ))}
    </article>
  );
}

const searchingText = "Angebote werden gesucht …";

/**
 * The offers matching the filters, as the live search reads them: the count (read out
 * when it changes), a German note while searching, when nothing matches and when the
 * list could not be read. Staff see the offers of their own profession; the others only
 * on request, marked as not open to them and without "Jetzt bewerben".
 */
export function JobOfferList({
  orders,
  status,
  onRetry,
  canApply,
  onApplied,
}: {
  orders: FoundOrder[] | undefined;
  status: LiveSearchStatus;
  onRetry: () => void;
  canApply: boolean;
  /** The results show the new state: the page marks the order as applied to. */
  onApplied: (order: FoundOrder) => void;
}) {
  const [showOthers, setShowOthers] = useState(false);
  // Only staff apply: for them the list is their profession's unless they ask for more.
  const open = canApply ? orders?.filter((order) => order.openToYou) : orders;
  const others = canApply ? (orders?.filter((order) => !order.openToYou) ?? []) : [];
  const shown = showOthers ? orders : open;
  const count =
    open?.length === 1 ? "1 passendes Angebot" : `${open?.length ?? 0} passende Angebote`;
  return (
    <section
      aria-labelledby="ergebnisse"
      aria-busy={status === "loading"}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="ergebnisse" className="text-2xl font-semibold text-ink">
          Passende Arbeitsangebote
        </h2>
        <p role="status" className="flex min-h-6 items-center gap-2 text-ink-muted">
          {status === "loading" ? (
            <>
              <Spinner />
              {searchingText}
            </>
          ) : (
            orders && count
          )}
        </p>
      </div>
      {status === "error" && (
        <div role="alert" className="flex flex-col items-start gap-3 text-danger-700">
          <p>Die Angebote konnten nicht geladen werden. Bitte versuchen Sie es erneut.</p>
          <Button variant="secondary" onClick={onRetry}>
            Erneut versuchen
          </Button>
        </div>
      )}
      {others.length > 0 && (
        <CheckboxField
          label={`Auch Angebote für andere Berufsgruppen zeigen (${others.length})`}
          checked={showOthers}
          onChange={(event) => setShowOthers(event.target.checked)}
        />
      )}
      {status === "ready" && open?.length === 0 && (
        <p className="text-ink-muted">
          Zurzeit gibt es keine passenden Angebote.
          {canApply &&
            " Mit „Suchen“ speichern Sie diese Suche, und wir benachrichtigen Sie per E-Mail, sobald ein passendes Angebot veröffentlicht wird."}
        </p>
      )}
      {shown?.map((order) => (
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
