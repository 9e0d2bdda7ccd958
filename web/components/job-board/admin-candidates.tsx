import toast from "react-hot-toast/headless";
import type { Candidate } from "../../../domain/api/job-board";
import { OFFER_REASON_LABELS } from "../../../domain/availability";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { useApiData } from "../../lib/use-api-data";
import { Button } from "../ui/button";

/** Why "vorschlagen" is not possible for this person, or undefined when it is. */
function blockedReason(candidate: Candidate): string | undefined {
  if (!candidate.eligible) return "Nicht möglich: passt nicht zur gesuchten Berufsgruppe.";
  if (candidate.blockedByPharmacy)
    return "Nicht möglich: die Apotheke möchte diese Person nicht mehr vorgeschlagen bekommen.";
  if (!candidate.available)
    return "Nicht möglich: im Zeitraum bereits für einen anderen Auftrag bestätigt.";
  return undefined;
}

const OFFER_STATUS_LABELS: Record<string, string> = {
  pending: "wartet auf den Versand",
  sent: "gesendet",
  capped: "nicht gesendet: Tageshöchstzahl erreicht",
  silent: "nicht gesendet: möchte keine Angebote",
  void: "nicht gesendet: Auftrag nicht mehr offen",
};

/** Favourite, block, earlier placements, rating, and why the person is or is not offered. */
function candidateFacts(candidate: Candidate): string {
  const facts: string[] = [];
  if (candidate.favourite) facts.push("Favorit/-in");
  if (candidate.earlierPlacements > 0)
    facts.push(`${candidate.earlierPlacements} Einsatz/Einsätze hier`);
  if (candidate.rating !== null)
    facts.push(`Bewertung ${candidate.rating.toLocaleString("de-DE")} von 5`);
  const offer = candidate.offerStatus
    ? `Angebot ${OFFER_STATUS_LABELS[candidate.offerStatus] ?? candidate.offerStatus}`
    : candidate.offerReason === "offered"
      ? "bekommt das Angebot"
      : `kein Angebot: ${OFFER_REASON_LABELS[candidate.offerReason]}`;
  facts.push(offer);
  return facts.join(" · ");
}

function CandidateTable({
  caption,
  candidates,
  onPropose,
}: {
  caption: string;
  candidates: Candidate[];
  onPropose: (candidate: Candidate) => void;
}) {
  if (candidates.length === 0) return <p className="text-ink-muted">{caption}: keine.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-3">
            Name
          </th>
          <th scope="col" className="py-1 pr-3">
            Beruf
          </th>
          <th scope="col" className="py-1 pr-3">
            Entfernung
          </th>
          <th scope="col" className="py-1 pr-3">
            WWS gemeinsam
          </th>
          <th scope="col" className="py-1 pr-3">
            Verfügbar
          </th>
          <th scope="col" className="py-1 pr-3">
            Apotheke und Angebot
          </th>
          <th scope="col" className="py-1">
            Aktion
          </th>
        </tr>
      </thead>
      <tbody>
        {candidates.map((candidate) => {
          const blocked = blockedReason(candidate);
          const reasonId = `vorschlag-grund-${candidate.id}`;
          return (
            <tr key={candidate.id} className="border-t border-line">
              <td className="py-1 pr-3">
                {candidate.firstName} {candidate.lastName}
              </td>
              <td className="py-1 pr-3">{candidate.profession}</td>
              <td className="py-1 pr-3">
                {candidate.distanceKm === null
                  ? "unbekannt"
                  : `ca. ${Math.round(candidate.distanceKm)} km`}{" "}
                ({candidate.postalCode} {candidate.city})
              </td>
              <td className="py-1 pr-3">{candidate.wwsOverlap.join(", ") || "–"}</td>
              <td className="py-1 pr-3">
                {!candidate.available
                  ? "nein, bereits bestätigt"
                  : candidate.availableOnDays
                    ? "ja, laut Kalender"
                    : "nicht laut Kalender"}
              </td>
              <td className="py-1 pr-3">{candidateFacts(candidate)}</td>
              <td className="py-1">
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  disabled={blocked !== undefined}
                  aria-describedby={blocked ? reasonId : undefined}
                  onClick={() => onPropose(candidate)}
                >
                  {candidate.firstName} {candidate.lastName} vorschlagen
                </Button>
                {blocked ? (
                  <p id={reasonId} className="mt-1 text-sm text-ink-muted">
                    {blocked}
                  </p>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Applicants and other fitting staff of a published order, ranked by the API. */
export function AdminCandidates({
  orderId,
  onProposed,
}: {
  orderId: string;
  onProposed: () => void;
}) {
  const { data } = useApiData("GET /admin/search-orders/:id/candidates", {
    params: { id: orderId },
  });
  if (!data) return <p role="status">Fachkräfte werden geladen …</p>;
  const propose = async (candidate: Candidate) => {
    const result = await apiRequest("POST /admin/search-orders/:id/propose", {
      params: { id: orderId },
      body: { staffId: candidate.id },
    });
    if (result.kind === "ok") {
      toast.success(
        `${translateSearchOrderMessage(result.body.message)} Sie finden den Auftrag jetzt unter Status „Fachkraft vorgeschlagen“.`,
      );
      onProposed();
    } else showServerErrors(result, { translate: translateSearchOrderMessage });
  };
  return (
    <div className="flex flex-col gap-4 overflow-x-auto">
      <CandidateTable caption="Bewerbungen" candidates={data.applicants} onPropose={propose} />
      <CandidateTable
        caption="Weitere passende Fachkräfte"
        candidates={data.others}
        onPropose={propose}
      />
    </div>
  );
}
