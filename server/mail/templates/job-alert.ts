import { siteConfig } from "../../../domain/site-config";
import { composeEmail, type EmailContent } from "../email-layout";
import { type Addressee, greeting } from "./greeting";
import { type OrderSummary, orderDetails } from "./search-order-summary";

export const JOB_ALERT_TEMPLATE = "job-alert";

export interface JobAlertMail {
  to: string;
  person: Addressee;
  order: OrderSummary;
  /** The alert's filters in words (describeJobSearch). */
  searchDescription: string;
  /** Opens the search page showing this offer, after login if needed. */
  offerUrl: string;
  /** The alert's unsubscribe page; also takes the RFC 8058 one-click POST. */
  unsubscribeUrl: string;
}

/**
 * A newly published order matches a search alert. The mail carries a one-click
 * unsubscribe (RFC 8058) and a visible "Abmelden" link (docs/decisions/0018-search-alerts.md).
 */
export function jobAlertEmail(mail: JobAlertMail): EmailContent {
  return composeEmail(
    mail.to,
    JOB_ALERT_TEMPLATE,
    "Neues passendes Arbeitsangebot",
    {
      heading: "Neues passendes Arbeitsangebot",
      paragraphs: [
        greeting(mail.person),
        `zu Ihrer Suche „${mail.searchDescription}“ gibt es ein neues Arbeitsangebot.`,
      ],
      details: orderDetails(mail.order),
      button: { label: "Angebot ansehen", url: mail.offerUrl },
      unsubscribe: {
        text: `Sie erhalten diese E-Mail, weil Sie diese Suche bei ${siteConfig.brandName} gespeichert haben. Unter „Mein Konto“ können Sie Ihre Suchbenachrichtigungen pausieren oder löschen.`,
        label: "Abmelden",
        url: mail.unsubscribeUrl,
      },
    },
    {
      headers: {
        "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    },
  );
}
