import { composeEmail, type EmailContent } from "../email-layout";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const AUTO_PROPOSAL_TEMPLATE = "auto-proposal";

/**
 * To the agency: a favourite's "Ich habe Zeit" proposed them to the pharmacy at once
 * (docs/decisions/0056-urgent-cover-offers.md); the owner confirms as usual.
 */
export function autoProposalEmail(
  to: string,
  staffName: string,
  pharmacyName: string,
  order: OrderSummary,
  consoleUrl: string,
): EmailContent {
  return composeEmail(to, AUTO_PROPOSAL_TEMPLATE, `Automatisch vorgeschlagen: ${staffName}`, {
    heading: "Favorit/-in automatisch vorgeschlagen",
    paragraphs: [
      `${staffName} hat zu einem Suchauftrag von ${pharmacyName} „Ich habe Zeit“ gesagt. Als Favorit/-in dieser Apotheke mit erlaubtem automatischem Vorschlag wurde ${staffName} der Apotheke sofort vorgeschlagen; die Apotheke bestätigt selbst.`,
    ],
    details: orderDetails(order),
    button: { label: "Suchaufträge in der Konsole", url: consoleUrl },
  });
}
