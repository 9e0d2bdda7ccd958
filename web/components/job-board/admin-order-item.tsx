import { useState } from "react";
import toast from "react-hot-toast/headless";
import type { AdminOrder } from "../../../domain/api/job-board";
import { formatGermanDate } from "../../../domain/dates";
import { translateSearchOrderMessage } from "../../../domain/messages/server-messages";
import {
  SEARCH_ORDER_STATUS_LABELS,
  type SearchOrderStatus,
} from "../../../domain/search-order-status";
import { showServerErrors } from "../../forms/server-errors";
import { apiRequest } from "../../lib/api";
import { TextareaField } from "../form/inputs";
import { Button } from "../ui/button";
import { TitleText } from "../ui/title-text";
import { AdminCandidates } from "./admin-candidates";
import { OrderFacts } from "./order-facts";

/** Where each action moves the order (the list is filtered by status). */
const STATUS_AFTER = {
  accept: "accepted",
  publish: "published",
  place: "placed",
  decline: "declined",
} as const satisfies Record<string, SearchOrderStatus>;

/** One order in the operator's list, with the actions its status allows. */
export function AdminOrderItem({ order, onChanged }: { order: AdminOrder; onChanged: () => void }) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const headingId = `auftrag-${order.id}`;

  const act = async (verb: keyof typeof STATUS_AFTER, reason = "") => {
    const params = { id: order.id };
    const result = await (verb === "decline"
      ? apiRequest("POST /admin/search-orders/:id/decline", { params, body: { reason } })
      : apiRequest(`POST /admin/search-orders/:id/${verb}`, { params }));
    if (result.kind === "ok") {
      // The list shows one status: say where the order went.
      toast.success(
        `${translateSearchOrderMessage(result.body.message)} Sie finden den Auftrag jetzt unter Status „${SEARCH_ORDER_STATUS_LABELS[STATUS_AFTER[verb]]}“.`,
      );
      onChanged();
    } else showServerErrors(result, { translate: translateSearchOrderMessage });
  };

  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ${order.overdue ? "border-2 border-danger-700" : ""}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          <TitleText
            text={`${order.pharmacy.name || order.owner.pharmacyName || order.owner.name}: ${order.type}, ${order.role}`}
          />
        </h2>
        <div className="flex flex-wrap gap-2">
          {order.urgent && (
            <p className="rounded-full bg-danger-700 px-3 py-1 text-sm font-semibold text-white">
              Dringend
            </p>
          )}
          <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            {SEARCH_ORDER_STATUS_LABELS[order.status]}
          </p>
        </div>
      </header>
      <p className="text-ink">
        {order.owner.name} · {order.owner.email}
        {!order.pharmacy.main && ` · Filiale von ${order.owner.pharmacyName}`}
      </p>
      {order.deadline && order.status === "sent" && (
        <p className={order.overdue ? "font-semibold text-danger-700" : "text-ink"}>
          Annahmefrist: {formatGermanDate(order.deadline)}
          {order.overdue ? " – überfällig!" : ""}
        </p>
      )}
      <OrderFacts order={order} />
      {order.candidate && (
        <p className="text-ink">
          Vorgeschlagen: {order.candidate.firstName} {order.candidate.lastName}
          {order.candidate.confirmed ? " (bestätigt)" : ""}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {order.status === "sent" && (
          <>
            <Button onClick={() => act("accept")}>Annehmen</Button>
            <Button variant="secondary" onClick={() => setDeclining(true)}>
              Ablehnen
            </Button>
          </>
        )}
        {order.status === "accepted" && (
          <Button onClick={() => act("publish")}>Veröffentlichen</Button>
        )}
        {order.status === "confirmed" && (
          <Button onClick={() => act("place")}>Als vermittelt markieren</Button>
        )}
      </div>
      {declining && (
        <div className="flex flex-col gap-3">
          <TextareaField
            label="Grund der Ablehnung"
            required
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            className="self-start"
            onClick={() => {
              if (!reason.trim()) {
                setReasonError("Bitte geben Sie einen Grund an.");
                return;
              }
              void act("decline", reason);
            }}
          >
            Ablehnung senden
          </Button>
        </div>
      )}
      {(order.status === "published" || order.status === "candidate_proposed") && (
        <details>
          <summary className="cursor-pointer font-medium text-brand-700">
            Bewerbungen und passende Fachkräfte
          </summary>
          <AdminCandidates orderId={order.id} onProposed={onChanged} />
        </details>
      )}
    </article>
  );
}
