import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const SEARCH_ORDER_ACCEPTED_TEMPLATE = "search-order-accepted";
export const SEARCH_ORDER_PUBLISHED_TEMPLATE = "search-order-published";
export const APPLICATION_PROPOSED_TEMPLATE = "application-proposed";
export const APPLICATION_NOT_SELECTED_TEMPLATE = "application-not-selected";

/** The operator accepted a sent order (owner). */
export function searchOrderAcceptedEmail(
  to: string,
  owner: Addressee,
  order: OrderSummary,
  ordersUrl: string,
): EmailContent {
  return composeEmail(to, SEARCH_ORDER_ACCEPTED_TEMPLATE, "Ihr Suchauftrag wurde angenommen", {
    heading: "Ihr Suchauftrag wurde angenommen",
    paragraphs: [
      greeting(owner),
      "wir haben Ihren Suchauftrag angenommen und suchen jetzt eine passende Fachkraft. Sobald das Angebot veröffentlicht ist, hören Sie wieder von uns.",
    ],
    details: orderDetails(order),
    button: { label: "Suchauftrag ansehen", url: ordersUrl },
  });
}

/** The order is published on the job board (owner). */
export function searchOrderPublishedEmail(
  to: string,
  owner: Addressee,
  order: OrderSummary,
  ordersUrl: string,
): EmailContent {
  return composeEmail(to, SEARCH_ORDER_PUBLISHED_TEMPLATE, "Ihr Suchauftrag ist veröffentlicht", {
    heading: "Ihr Suchauftrag ist veröffentlicht",
    paragraphs: [
      greeting(owner),
      "Ihr Suchauftrag ist jetzt für angemeldete Fachkräfte sichtbar. Wir schlagen Ihnen eine passende Fachkraft vor, sobald wir sie gefunden haben.",
    ],
    details: orderDetails(order),
    button: { label: "Suchauftrag ansehen", url: ordersUrl },
  });
}

/** The operator proposed this person to the pharmacy (candidate: role, dates, hours, city). */
export function applicationProposedEmail(
  to: string,
  person: Addressee,
  order: OrderSummary,
  applicationsUrl: string,
): EmailContent {
  return composeEmail(to, APPLICATION_PROPOSED_TEMPLATE, "Wir haben Sie vorgeschlagen", {
    heading: "Wir haben Sie vorgeschlagen",
    paragraphs: [
      greeting(person),
      `wir haben Sie der Apotheke in ${order.city} für den folgenden Einsatz vorgeschlagen. Status Ihrer Bewerbung: Vorgeschlagen.`,
      "Sobald die Apotheke bestätigt, erhalten Sie Name, Adresse und Kontaktdaten der Apotheke und eine Kalenderdatei. Bis dahin können Sie Ihre Bewerbung in Ihrem Konto zurückziehen.",
    ],
    details: orderDetails(order),
    button: { label: "Meine Bewerbungen", url: applicationsUrl },
  });
}

/** The order was filled by someone else or ended without this person. */
export function applicationNotSelectedEmail(
  to: string,
  person: Addressee,
  order: OrderSummary,
  searchUrl: string,
): EmailContent {
  return composeEmail(to, APPLICATION_NOT_SELECTED_TEMPLATE, "Ihre Bewerbung: nicht ausgewählt", {
    heading: "Ihre Bewerbung wurde nicht ausgewählt",
    paragraphs: [
      greeting(person),
      `das Angebot in ${order.city}, auf das Sie sich beworben haben, ist nicht mehr offen. Status Ihrer Bewerbung: Nicht ausgewählt.`,
      "Vielen Dank für Ihr Interesse. Weitere Angebote finden Sie auf unserer Jobbörse.",
    ],
    details: orderDetails(order),
    button: { label: "Arbeitsangebote suchen", url: searchUrl },
  });
}
