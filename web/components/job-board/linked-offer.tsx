import { useCallback, useEffect, useState } from "react";
import type { FoundOrder } from "../../../domain/api/job-board";
import { apiRequest } from "../../lib/api";
import { JobOffer } from "./job-offer-list";

type LinkedOfferState =
  | { kind: "loading" }
  | { kind: "ready"; order: FoundOrder }
  | { kind: "gone" }
  | { kind: "error" };

/** The offer an alert mail links to (`?angebot=<id>`), while it is published. */
export function useLinkedOffer(orderId: string | null) {
  const [state, setState] = useState<LinkedOfferState>({ kind: "loading" });
  useEffect(() => {
    if (!orderId) return;
    let current = true;
    void apiRequest("GET /arbeitsangebote-suchen/:id", { params: { id: orderId } }).then(
      (result) => {
        if (!current) return;
        if (result.kind === "ok") setState({ kind: "ready", order: result.body.order });
        else setState({ kind: result.kind === "error" && result.status < 500 ? "gone" : "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [orderId]);
  /** After applying or withdrawing: the card shows the new state. */
  const markApplied = useCallback((id: string, applied: boolean) => {
    setState((now) =>
      now.kind === "ready" && now.order.id === id
        ? { ...now, order: { ...now.order, applied } }
        : now,
    );
  }, []);
  return { state, markApplied };
}

/** The linked offer above the search, so the person lands on it; the list leaves it out. */
export function LinkedOffer({
  state,
  canApply,
  onApplied,
  haveTime = false,
}: {
  state: LinkedOfferState;
  canApply: boolean;
  onApplied: (order: FoundOrder) => void;
  /** Opened from an urgent-cover offer: "Ich habe Zeit" (docs/decisions/0056). */
  haveTime?: boolean;
}) {
  return (
    <section aria-labelledby="angebot-aus-email" className="flex flex-col gap-4">
      <h2 id="angebot-aus-email" className="text-2xl font-semibold text-ink">
        Angebot aus Ihrer E-Mail
      </h2>
      {state.kind === "loading" && <p role="status">Das Angebot wird geladen …</p>}
      {state.kind === "gone" && (
        <p role="status" className="text-ink">
          Dieses Angebot ist nicht mehr verfügbar. Unten finden Sie die aktuellen Angebote zu Ihrer
          Suche.
        </p>
      )}
      {state.kind === "error" && (
        <p role="alert" className="text-danger-700">
          Das Angebot konnte nicht geladen werden. Bitte laden Sie die Seite neu.
        </p>
      )}
      {state.kind === "ready" && (
        // Keyed by the applied state: after a withdrawal the consent starts unticked.
        <JobOffer
          key={String(state.order.applied)}
          order={state.order}
          canApply={canApply}
          onApplied={onApplied}
          {...(haveTime ? { applyLabel: "Ich habe Zeit" } : {})}
        />
      )}
    </section>
  );
}
