import { answerToAgency, composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const SEARCH_ORDER_DECLINED_TEMPLATE = "search-order-declined";

/** The operator declined a sent order; the reason goes to the owner. */
export function searchOrderDeclinedEmail(
  to: string,
  owner: Addressee,
  order: OrderSummary,
  reason: string,
): EmailContent {
  return composeEmail(
    to,
    SEARCH_ORDER_DECLINED_TEMPLATE,
    "Ihr Suchauftrag wurde abgelehnt",
    {
      heading: "Ihr Suchauftrag wurde abgelehnt",
      paragraphs: [
        greeting(owner),
        "leider können wir Ihren Suchauftrag nicht annehmen. Der Grund:",
        reason,
        "Es fallen keine Kosten an. Bei Fragen antworten Sie gern auf diese E-Mail.",
      ],
      details: orderDetails(order),
    },
    answerToAgency,
  );
}
