import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const SEARCH_ORDER_CANDIDATE_TEMPLATE = "search-order-candidate";

/**
 * A candidate is proposed. Only the first and last name (terms: the full documents only
 * after the owner confirms).
 */
export function searchOrderCandidateEmail(
  to: string,
  owner: Addressee,
  order: OrderSummary,
  candidateName: string,
  ordersUrl: string,
): EmailContent {
  return composeEmail(
    to,
    SEARCH_ORDER_CANDIDATE_TEMPLATE,
    "Wir schlagen Ihnen eine Fachkraft vor",
    {
      heading: "Wir schlagen Ihnen eine Fachkraft vor",
      paragraphs: [
        greeting(owner),
        `für Ihren Suchauftrag schlagen wir Ihnen ${candidateName} vor.`,
        "Bitte bestätigen Sie den Vorschlag in Ihrem Konto; danach erhalten Sie die vollständigen Bewerbungsunterlagen.",
      ],
      details: orderDetails(order),
      button: { label: "Vorschlag ansehen", url: ordersUrl },
    },
  );
}
