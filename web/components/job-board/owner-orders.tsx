import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import type { OwnerOrder } from "../../../domain/api/job-board";
import { DEFAULT_JOB_OFFER_TYPE } from "../../../domain/enums";
import { messagesDe } from "../../../domain/messages/de";
import type { SearchOrderInput } from "../../../domain/search-order";
import { pharmacyValue, SearchOrderForm } from "../../forms/search-order-form";
import type { AnswerOf } from "../../lib/api";
import { useApiData } from "../../lib/use-api-data";
import { Button } from "../ui/button";
import { OwnerOrderCard } from "./owner-order-card";
import { SendOrderPanel } from "./send-order-panel";

type OrdersAnswer = AnswerOf<"GET /search-orders">;

type Mode = { kind: "list" } | { kind: "form"; order?: OwnerOrder } | { kind: "send"; id: string };

function formValues(answer: OrdersAnswer, order?: OwnerOrder): SearchOrderInput {
  if (order) {
    return {
      branchId: pharmacyValue(order.pharmacy.branchId),
      type: order.type as SearchOrderInput["type"],
      role: order.role as SearchOrderInput["role"],
      ownerCover: order.ownerCover,
      periods: order.periods,
      workingHours: order.workingHours,
      street: order.street,
      postalCode: order.postalCode,
      city: order.city,
      state: order.state as SearchOrderInput["state"],
      wwsSoftware: order.wwsSoftware as SearchOrderInput["wwsSoftware"],
      // Shown as typed in Germany: 42,50.
      hourlyRate: order.hourlyRate === null ? "" : order.hourlyRate.toFixed(2).replace(".", ","),
      note: order.note,
    };
  }
  // A new order starts with the main pharmacy.
  return {
    branchId: "",
    type: DEFAULT_JOB_OFFER_TYPE,
    role: "" as SearchOrderInput["role"],
    ownerCover: false,
    periods: [{ startDate: "", endDate: "" }],
    workingHours: "",
    ...answer.prefill,
    state: answer.prefill.state as SearchOrderInput["state"],
    wwsSoftware: answer.prefill.wwsSoftware as SearchOrderInput["wwsSoftware"],
    hourlyRate: "",
    note: "",
  };
}

/** The heading of each view; it takes the focus when the owner moves to the view. */
const VIEW_HEADINGS = { list: "meine-auftraege", form: "formular", send: "zusammenfassung" };
const viewHeading = "scroll-mt-6 text-2xl font-semibold text-ink";

/**
 * The owner's side of /arbeitsangebote-erstellen: orders, the form, the summary. Each
 * view replaces the one before, with the button that led there: its heading takes the
 * focus, so that keyboard and screen-reader users go on from the new view's start.
 */
export function OwnerOrders() {
  const { data, failed, reload } = useApiData("GET /search-orders");
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    document.getElementById(VIEW_HEADINGS[mode.kind])?.focus();
  }, [mode]);

  if (failed) {
    return (
      <p role="alert" className="text-danger-700">
        {messagesDe["common.unexpectedError"]}
      </p>
    );
  }
  if (!data) return <p role="status">Ihre Suchaufträge werden geladen …</p>;

  if (mode.kind === "form") {
    return (
      <section aria-labelledby="formular" className="rounded-card bg-white p-5 shadow-card sm:p-8">
        <h2 id={VIEW_HEADINGS.form} tabIndex={-1} className={`mb-6 ${viewHeading}`}>
          {mode.order ? "Suchauftrag bearbeiten" : "Neuer Suchauftrag"}
        </h2>
        <SearchOrderForm
          initial={formValues(data, mode.order)}
          pharmacies={data.pharmacies}
          orderId={mode.order?.id}
          onCancel={() => setMode({ kind: "list" })}
          onSaved={async (order, next) => {
            await reload();
            if (next === "send") setMode({ kind: "send", id: order.id });
            else {
              toast.success(messagesDe["searchOrder.saved"]);
              setMode({ kind: "list" });
            }
          }}
        />
      </section>
    );
  }

  const sending =
    mode.kind === "send" ? data.orders.find((order) => order.id === mode.id) : undefined;
  if (sending) {
    return (
      <div className="rounded-card bg-white p-5 shadow-card sm:p-8">
        <SendOrderPanel
          order={sending}
          onCancel={() => setMode({ kind: "list" })}
          onSent={async () => {
            await reload();
            setMode({ kind: "list" });
          }}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Button className="self-start" onClick={() => setMode({ kind: "form" })}>
        Neuen Suchauftrag erstellen
      </Button>
      <section aria-labelledby="meine-auftraege" className="flex flex-col gap-4">
        <h2 id={VIEW_HEADINGS.list} tabIndex={-1} className={viewHeading}>
          Meine Suchaufträge
        </h2>
        {data.orders.length === 0 && (
          <p className="text-ink-muted">Sie haben noch keine Suchaufträge.</p>
        )}
        {data.orders.map((order) => (
          <OwnerOrderCard
            key={order.id}
            order={order}
            onEdit={() => setMode({ kind: "form", order })}
            onSend={() => setMode({ kind: "send", id: order.id })}
            onChanged={reload}
          />
        ))}
      </section>
    </div>
  );
}
