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
  /** The tax advisor's DATEV export (issue 28, item 5); SKR03 accounts by default. */
  datev: DatevSettings;
  /**
   * When the worked days of a placement are confirmed: "review" lists the invoice in
   * the operator's to-do (the default), "automatic" issues it at once (issue 28, item 2).
   */
  invoiceAfterWorkedDays: "review" | "automatic";
}

export interface DatevSettings {
  consultantNumber: number;
  clientNumber: number;
  chartOfAccounts: "03" | "04";
  /** Revenue at 19 % VAT, an automatic VAT account (SKR03 8400, SKR04 4400). */
  revenueAccount: number;
  /** The bank account payments arrive on (SKR03 1200, SKR04 1800). */
  bankAccount: number;
  /**
   * Dunning fees charged: other income without VAT, since a fee for the delay is
   * damages, not a supply (SKR03 2700, SKR04 4830).
   */
  dunningFeeAccount: number;
  /** The first debtor account; each buyer gets the next free one. */
  debtorStart: number;
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
  DATEV_CONSULTANT_NUMBER: z.coerce.number().int().min(1001).max(9_999_999).default(1001),
  DATEV_CLIENT_NUMBER: z.coerce.number().int().min(1).max(99_999).default(1),
  DATEV_CHART_OF_ACCOUNTS: z.enum(["03", "04"]).default("03"),
  DATEV_REVENUE_ACCOUNT: z.coerce.number().int().min(1).max(99_999_999).optional(),
  DATEV_BANK_ACCOUNT: z.coerce.number().int().min(1).max(99_999_999).optional(),
  DATEV_DUNNING_FEE_ACCOUNT: z.coerce.number().int().min(1).max(99_999_999).optional(),
  DATEV_DEBTOR_START: z.coerce.number().int().min(10_000).max(69_999).default(10_000),
  INVOICE_AFTER_WORKED_DAYS: z.enum(["review", "automatic"]).default("review"),
};

/** The DATEV settings with each chart's standard accounts where none is set. */
export function datevSettings(env: {
  DATEV_CONSULTANT_NUMBER: number;
  DATEV_CLIENT_NUMBER: number;
  DATEV_CHART_OF_ACCOUNTS: "03" | "04";
  DATEV_REVENUE_ACCOUNT?: number | undefined;
  DATEV_BANK_ACCOUNT?: number | undefined;
  DATEV_DUNNING_FEE_ACCOUNT?: number | undefined;
  DATEV_DEBTOR_START: number;
}): DatevSettings {
  const skr03 = env.DATEV_CHART_OF_ACCOUNTS === "03";
  return {
    consultantNumber: env.DATEV_CONSULTANT_NUMBER,
    clientNumber: env.DATEV_CLIENT_NUMBER,
    chartOfAccounts: env.DATEV_CHART_OF_ACCOUNTS,
    revenueAccount: env.DATEV_REVENUE_ACCOUNT ?? (skr03 ? 8400 : 4400),
    bankAccount: env.DATEV_BANK_ACCOUNT ?? (skr03 ? 1200 : 1800),
    dunningFeeAccount: env.DATEV_DUNNING_FEE_ACCOUNT ?? (skr03 ? 2700 : 4830),
    debtorStart: env.DATEV_DEBTOR_START,
  };
}

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
