import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const SEARCH_ORDER_ENDED_TEMPLATE = "search-order-ended";

/** The brokerage ended without placement (start day reached, or 12 months passed). */
export function searchOrderEndedEmail(
  to: string,
  owner: Addressee,
  order: OrderSummary,
  reason: string,
): EmailContent {
  return composeEmail(to, SEARCH_ORDER_ENDED_TEMPLATE, "Ihr Suchauftrag ist beendet", {
    heading: "Ihr Suchauftrag ist beendet",
    paragraphs: [
      greeting(owner),
      `Ihr Suchauftrag ist beendet: ${reason}`,
      "Eine Vermittlungsgebühr fällt nicht an. Gern können Sie einen neuen Suchauftrag erstellen.",
    ],
    details: orderDetails(order),
  });
}
