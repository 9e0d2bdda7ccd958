import type { Fee } from "../../../domain/billing/fees";
import { composeEmail, type EmailContent } from "../email-layout";
import { feeText } from "./fee-text";
import { type Addressee, greeting } from "./greeting";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const SEARCH_ORDER_RECEIVED_TEMPLATE = "search-order-received";

/** Receipt of a sent search order (terms: the agency confirms receipt by e-mail). */
export function searchOrderReceivedEmail(
  to: string,
  owner: Addressee,
  order: OrderSummary,
  ordersUrl: string,
  /** The fee shown at "Zahlungspflichtig beauftragen"; null without a price. */
  fee: Fee | null,
): EmailContent {
  return composeEmail(to, SEARCH_ORDER_RECEIVED_TEMPLATE, "Ihr Suchauftrag ist eingegangen", {
    heading: "Ihr Suchauftrag ist eingegangen",
    paragraphs: [
      greeting(owner),
      "vielen Dank für Ihren Suchauftrag. Wir prüfen ihn und nehmen ihn innerhalb von zwei Werktagen an oder melden uns mit einer Begründung.",
      fee
        ? `Voraussichtliche Vermittlungsgebühr nach Ihren Angaben: ${feeText(fee)}. Sie fällt nur bei erfolgreicher Vermittlung an, für die bestätigten Arbeitstage, nach der vereinbarten Preisliste und unseren AGB für Apothekeninhaber/-innen.`
        : "Eine Vermittlungsgebühr fällt nur bei erfolgreicher Vermittlung an, nach der vereinbarten Preisliste und unseren AGB für Apothekeninhaber/-innen.",
    ],
    details: orderDetails(order),
    button: { label: "Meine Suchaufträge", url: ordersUrl },
  });
}
