import { siteConfig } from "../../domain/site-config";
import type { Config } from "../config";
import type { InvoiceSeller } from "../db/schema";

/** The agency as the seller on its invoices: site configuration plus the checked bank facts. */
export function sellerFacts(config: Pick<Config, "company">): InvoiceSeller {
  const { address } = siteConfig;
  return {
    name: siteConfig.companyName,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
    email: siteConfig.emails.info,
    contact: "Buchhaltung",
    phone: siteConfig.phones[0]?.display ?? "",
    vatId: config.company.vatId,
    taxNumber: config.company.taxNumber,
    iban: config.company.iban,
    bic: config.company.bic,
    bankName: config.company.bankName,
    registerCourt: siteConfig.registerCourt,
    registerNumber: siteConfig.registerNumber,
    managingDirector: siteConfig.managingDirector,
  };
}
