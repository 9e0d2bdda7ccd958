import { useState } from "react";
import toast from "react-hot-toast/headless";
import type { UrgentCoverDetail } from "../../../domain/api/urgent-cover";
import {
  OFFER_CHANNEL_LABELS,
  type OfferChannel,
  WEEKDAY_LABELS,
} from "../../../domain/availability";
import { formatGermanDate } from "../../../domain/dates";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { Button } from "../ui/button";

const card = "flex flex-col gap-3 rounded-card border border-line bg-white p-4 sm:p-6";
const translate = (message: string) => message;

const OFFER_STATUS: Record<string, string> = {
  pending: "wartet",
  sent: "gesendet",
  capped: "Tageshöchstzahl erreicht",
  silent: "möchte keine Angebote",
  void: "Auftrag nicht mehr offen",
};

/** How a sent offer went out, as server/job-board/offers.ts records it. */
const SENT_BY: Record<string, string> = {
  push: "per Push-Nachricht",
  mail: "per E-Mail",
  "push+mail": "per Push-Nachricht und E-Mail",
};

/**
 * Urgent cover on the console's detail page (docs/decisions/0056-urgent-cover-offers.md):
 * availability, favourites and blocks, the ratings (only operators see them), the offers
 * and, for a pharmacy, the automatic proposal switch.
 */
export function UrgentCoverSection({
  accountId,
  kind,
  detail,
  onChanged,
}: {
  accountId: string;
  kind: "pharmacy_owner" | "pharmacist";
  detail: UrgentCoverDetail;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const autoPropose = detail.auto_propose?.enabled ?? false;
  const toggleAutoPropose = async () => {
    setBusy(true);
    const result = await apiRequest("POST /admin/accounts/auto-propose", {
      body: { id: accountId, enabled: !autoPropose },
    });
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(
        autoPropose
          ? "Automatischer Vorschlag ausgeschaltet."
          : "Automatischer Vorschlag eingeschaltet.",
      );
      onChanged();
    } else showServerErrors(result, { translate });
  };
  const availability = detail.availability;
  return (
    <section className={card} aria-labelledby="detail-dringend">
      <h2 id="detail-dringend" className="text-xl font-semibold text-ink">
        Verfügbarkeit, Favoriten und Bewertungen
      </h2>
      {kind === "pharmacist" &&
        (availability ? (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
            <dt className="font-medium text-ink-muted">Jede Woche</dt>
            <dd className="text-ink">
              {availability.weekdays.map((day) => WEEKDAY_LABELS[day - 1]).join(", ") || "–"}
            </dd>
            <dt className="font-medium text-ink-muted">Entfernung, Übernachtung</dt>
            <dd className="text-ink">
              bis {availability.travel_km} km, {availability.overnight ? "mit" : "ohne"}{" "}
              Übernachtung
            </dd>
            <dt className="font-medium text-ink-muted">Angebote per</dt>
            <dd className="text-ink">
              {OFFER_CHANNEL_LABELS[availability.offer_channel as OfferChannel] ??
                availability.offer_channel}
              , höchstens {availability.daily_offer_cap} am Tag
            </dd>
            <dt className="font-medium text-ink-muted">Markierte Tage</dt>
            <dd className="text-ink">
              {availability.days
                .map((day) => `${formatGermanDate(day.day)} ${day.available ? "ja" : "nein"}`)
                .join(", ") || "–"}
            </dd>
          </dl>
        ) : (
          <p className="text-ink-muted">Kein Kalender gepflegt.</p>
        ))}
      {kind === "pharmacy_owner" && (
        <div className="flex flex-col gap-2">
          <p className="text-ink">
            Automatischer Vorschlag von Favoriten: <strong>{autoPropose ? "an" : "aus"}</strong>
          </p>
          <Button
            variant="secondary"
            className="self-start"
            busy={busy}
            onClick={() => void toggleAutoPropose()}
          >
            {autoPropose
              ? "Automatischen Vorschlag ausschalten"
              : "Automatischen Vorschlag einschalten"}
          </Button>
        </div>
      )}
      <h3 className="font-semibold text-ink">Favoriten und „nicht mehr vorschlagen“</h3>
      {detail.marks.length === 0 ? (
        <p className="text-ink-muted">Keine.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {detail.marks.map((mark) => (
            <li key={`${mark.owner_id}-${mark.staff_id}`} className="text-ink">
              {kind === "pharmacy_owner" ? mark.staff_name : mark.pharmacy_name}:{" "}
              {mark.mark === "favourite" ? "Favorit/-in" : "nicht mehr vorschlagen"}
              <span className="sr-only">
                {" "}
                ({mark.owner_id} {mark.staff_id})
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="font-semibold text-ink">Bewertungen (nur für die Agentur)</h3>
      {detail.ratings.length === 0 ? (
        <p className="text-ink-muted">Keine.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {detail.ratings.map((rating) => (
            <li key={rating.id} className="text-ink">
              {rating.side === "owner"
                ? `${rating.pharmacy_name} über ${rating.staff_name}`
                : `${rating.staff_name} über ${rating.pharmacy_name}`}
              : {rating.stars} von 5 Sternen
              {rating.comment ? ` – „${rating.comment}“` : ""} (Einsatz bis{" "}
              {formatGermanDate(rating.last_day)})
            </li>
          ))}
        </ul>
      )}
      {kind === "pharmacist" && (
        <>
          <h3 className="font-semibold text-ink">Einsatzangebote</h3>
          {detail.offers.length === 0 ? (
            <p className="text-ink-muted">Keine.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {detail.offers.map((offer) => (
                <li key={offer.id} className="text-ink">
                  {OFFER_STATUS[offer.status] ?? offer.status}
                  {offer.channel ? ` ${SENT_BY[offer.channel] ?? offer.channel}` : ""}
                  {offer.favourite ? " (als Favorit/-in)" : ""}
                  {offer.sent_at ? `, ${new Date(offer.sent_at).toLocaleString("de-DE")}` : ""}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
