import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";
import type { DunningLevel } from "../domain/billing/dunning";
import { siteConfig } from "../domain/site-config";

/**
 * The agency's facts an invoice needs (§ 14 UStG: tax number or VAT id; payment: IBAN,
 * BIC, bank). Tax number and VAT id come from the site configuration, which the imprint
 * shows too; the bank account may be set per installation. All are checked at start,
 * so a typo stops the process with the setting's name instead of printing on invoices.
 */
export interface CompanyBilling {
  taxNumber: string;
  vatId: string;
  iban: string;
  bic: string;
  bankName: string;
  /** Fee per dunning level in cents (agency setting, default none; issue 28, item 4). */
  dunningFeesCents: Record<DunningLevel, number>;
}

const text = (fallback: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || fallback)
    .default(fallback);

const cents = z.coerce.number().int().min(0).max(100_000).default(0);

export const companyBillingSettings = {
  COMPANY_IBAN: text(siteConfig.bank.iban).transform(
    (value) => electronicFormatIBAN(value) ?? value,
  ),
  COMPANY_BIC: text(siteConfig.bank.bic).transform((value) =>
    value.replaceAll(" ", "").toUpperCase(),
  ),
  COMPANY_BANK_NAME: text(siteConfig.bank.name),
  DUNNING_FEE_REMINDER_CENTS: cents,
  DUNNING_FEE_FIRST_NOTICE_CENTS: cents,
  DUNNING_FEE_SECOND_NOTICE_CENTS: cents,
};

/** German VAT id: DE and nine digits. */
export const VAT_ID_PATTERN = /^DE\d{9}$/;
/** A German tax number as the tax office writes it, e.g. 217/5678/1234 or 5217056781234. */
export const TAX_NUMBER_PATTERN = /^\d{2,3}\/?\d{3,4}\/?\d{4,5}$/;

interface Issues {
  addIssue(issue: { code: "custom"; path: string[]; message: string }): void;
}

export function checkCompanyFacts(
  env: { COMPANY_IBAN: string; COMPANY_BIC: string },
  ctx: Issues,
  facts: { vatId: string; taxNumber: string } = siteConfig,
): void {
  if (!isValidIBAN(env.COMPANY_IBAN)) {
    ctx.addIssue({ code: "custom", path: ["COMPANY_IBAN"], message: "is not a valid IBAN" });
  }
  if (!isValidBIC(env.COMPANY_BIC)) {
    ctx.addIssue({ code: "custom", path: ["COMPANY_BIC"], message: "is not a valid BIC" });
  }
  if (!VAT_ID_PATTERN.test(facts.vatId)) {
    ctx.addIssue({
      code: "custom",
      path: ["siteConfig.vatId (domain/site-config.ts)"],
      message: "must be DE followed by nine digits",
    });
  }
  if (!TAX_NUMBER_PATTERN.test(facts.taxNumber)) {
    ctx.addIssue({
      code: "custom",
      path: ["siteConfig.taxNumber (domain/site-config.ts)"],
      message: "is not a tax number like 217/5678/1234",
    });
  }
}
