import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const ORDER_OFFER_TEMPLATE = "order-offer";

/**
 * An order that fits the person's availability, distance and profession
 * (docs/decisions/0056-urgent-cover-offers.md): the button opens it with "Ich habe Zeit".
 */
export function orderOfferEmail(
  to: string,
  person: Addressee,
  order: OrderSummary,
  offerUrl: string,
  accountUrl: string,
): EmailContent {
  return composeEmail(to, ORDER_OFFER_TEMPLATE, `Einsatz frei: ${order.role} in ${order.city}`, {
    heading: "Ein Einsatz an Ihren freien Tagen",
    paragraphs: [
      greeting(person),
      "eine Apotheke sucht Vertretung an einem Tag, an dem Sie laut Ihrem Kalender Zeit haben, in Ihrer Entfernung. Wenn Sie den Einsatz übernehmen möchten, sagen Sie „Ich habe Zeit“.",
    ],
    details: orderDetails(order),
    button: { label: "Ich habe Zeit", url: offerUrl },
    note: "Wer zuerst Zeit hat, wird der Apotheke zuerst vorgeschlagen.",
    unsubscribe: {
      text: "Sie erhalten diese E-Mail, weil Sie unter „Mein Konto“ Einsatzangebote per E-Mail gewählt haben. Dort ändern Sie Ihren Kalender, den Weg und wie viele Angebote Sie am Tag höchstens bekommen.",
      label: "Einstellungen ändern",
      url: accountUrl,
    },
  });
}
