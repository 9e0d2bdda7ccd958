import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { Link } from "react-router";
import type { OwnerOrder } from "../../../domain/api/job-board";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import { paths } from "../../../domain/paths";
import { SEARCH_ORDER_STATUS_LABELS } from "../../../domain/search-order-status";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { hyphenate } from "../../lib/hyphenate";
import { formatDateTime } from "../../lib/job-board-format";
import { Button } from "../ui/button";
import { TitleText } from "../ui/title-text";
import { ConfirmCandidatePanel } from "./confirm-candidate-panel";
import { OrderFacts } from "./order-facts";

const DOCUMENT_LABELS = { certificate: "Approbationsurkunde / Zeugnis", cv: "Lebenslauf" } as const;
const ENDABLE = new Set(["sent", "accepted", "published", "candidate_proposed", "confirmed"]);

/** One of the owner's orders: status, facts, candidate, actions and history. */
export function OwnerOrderCard({
  order,
  onEdit,
  onSend,
  onChanged,
}: {
  order: OwnerOrder;
  onEdit: () => void;
  onSend: () => void;
  onChanged: () => void;
}) {
  const headingId = `auftrag-${order.id}`;
  const remove = async (confirmText: string) => {
    if (!window.confirm(confirmText)) return;
    const result = await apiRequest("DELETE /search-orders/:id", { params: { id: order.id } });
    if (result.kind === "ok") {
      toast.success(translateSearchOrderMessage(result.body.message));
      onChanged();
    } else showServerErrors(result, { translate: translateSearchOrderMessage });
  };
  const { candidate } = order;
  // Once confirmed the person is no longer a proposal (issue 26).
  const candidateTitle = candidate?.confirmed ? "Bestätigte Fachkraft" : "Vorgeschlagene Fachkraft";
  const [confirming, setConfirming] = useState(false);
  // Back from the confirmation step, the focus returns to the button that opened it;
  // after confirming, it goes to the candidate, whose contact data follow.
  const confirmButton = useRef<HTMLButtonElement>(null);
  const candidateSection = useRef<HTMLElement>(null);
  const [refocus, setRefocus] = useState<"button" | "candidate">();
  useEffect(() => {
    if (!refocus) return;
    (refocus === "button" ? confirmButton : candidateSection).current?.focus();
    setRefocus(undefined);
  }, [refocus]);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold text-ink">
          <TitleText text={`${order.type}: ${order.role}`} />
        </h3>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          Status: {SEARCH_ORDER_STATUS_LABELS[order.status]}
        </p>
      </header>
      <OrderFacts order={order} />
      {order.declineReason && (
        <p className="text-ink">Grund der Ablehnung: {order.declineReason}</p>
      )}
      {candidate && (
        <section
          ref={candidateSection}
          tabIndex={-1}
          aria-label={candidateTitle}
          className="scroll-mt-6 rounded-card border border-line p-4"
        >
          <h4 className="font-semibold text-ink">{candidateTitle}</h4>
          <p className="text-ink">
            {candidate.firstName} {candidate.lastName}
            {candidate.profession ? ` (${candidate.profession})` : ""}
          </p>
          {candidate.confirmed ? (
            <div className="mt-2 flex flex-col gap-1">
              <p>E-Mail: {candidate.email}</p>
              {candidate.phone && <p>Telefon: {candidate.phone}</p>}
              <ul className="list-disc pl-5">
                {candidate.documents?.map((document) => (
                  <li key={document.id}>
                    <a
                      className="font-semibold text-brand-700 underline underline-offset-2"
                      href={`/api/search-orders/${order.id}/documents/${document.id}`}
                      download={document.name}
                    >
                      {hyphenate(`${DOCUMENT_LABELS[document.kind]} herunterladen`)}
                    </a>
                  </li>
                ))}
              </ul>
              <p>
                Kalenderdatei, Absage und alle Einsätze:{" "}
                <Link
                  to={paths.accountPlacements}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  Meine Einsätze
                </Link>
              </p>
            </div>
          ) : (
            <p className="text-ink-muted">
              Die vollständigen Bewerbungsunterlagen erhalten Sie, sobald Sie den Vorschlag
              bestätigen.
            </p>
          )}
        </section>
      )}
      {order.status === "candidate_proposed" && confirming && (
        <ConfirmCandidatePanel
          orderId={order.id}
          onConfirmed={() => {
            setConfirming(false);
            setRefocus("candidate");
            onChanged();
          }}
          onCancel={() => {
            setConfirming(false);
            setRefocus("button");
          }}
        />
      )}
      <div className="flex flex-wrap gap-3">
        {order.status === "draft" && (
          <>
            <Button variant="secondary" onClick={onEdit}>
              Bearbeiten
            </Button>
            <Button onClick={onSend}>Beauftragen</Button>
          </>
        )}
        {order.status === "candidate_proposed" && !confirming && (
          <Button ref={confirmButton} onClick={() => setConfirming(true)}>
            Fachkraft bestätigen
          </Button>
        )}
        {(order.status === "draft" || ENDABLE.has(order.status)) && (
          <Button
            variant="ghost"
            onClick={() =>
              remove(
                order.status === "draft"
                  ? "Entwurf wirklich löschen?"
                  : "Suchauftrag wirklich löschen? Die Vermittlung endet damit.",
              )
            }
          >
            Löschen
          </Button>
        )}
      </div>
      <details>
        <summary className="cursor-pointer font-medium text-brand-700">Verlauf</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Verlauf des Suchauftrags</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Zeitpunkt
              </th>
              <th scope="col" className="py-1 pr-4">
                Status
              </th>
              <th scope="col" className="py-1">
                Hinweis
              </th>
            </tr>
          </thead>
          <tbody>
            {order.events.map((event) => (
              <tr key={`${event.createdAt}-${event.status}`} className="border-t border-line">
                <td className="py-1 pr-4">{formatDateTime(event.createdAt)}</td>
                <td className="py-1 pr-4">{SEARCH_ORDER_STATUS_LABELS[event.status]}</td>
                <td className="py-1">{event.note ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}
