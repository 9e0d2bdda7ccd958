import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const JOB_ALERT_TEMPLATE = "job-alert";

/** A newly published order matches a search the person saved. */
export function jobAlertEmail(
  to: string,
  person: Addressee,
  order: OrderSummary,
  searchUrl: string,
): EmailContent {
  return composeEmail(to, JOB_ALERT_TEMPLATE, "Neues passendes Arbeitsangebot", {
    heading: "Neues passendes Arbeitsangebot",
    paragraphs: [
      greeting(person),
      "zu Ihrer gespeicherten Suche gibt es ein neues Arbeitsangebot.",
    ],
    details: orderDetails(order),
    button: { label: "Angebot ansehen", url: searchUrl },
  });
}
