import { describe, expect, it } from "vitest";
import { checkCompanyFacts } from "./company-settings";
import { ConfigError, loadConfig } from "./config";

describe("company facts for invoices", () => {
  it("start with the fictional defaults of the site configuration", () => {
    expect(loadConfig({}).company).toEqual({
      taxNumber: "217/0000/0000",
      vatId: "DE000000000",
      iban: "DE36000000000000000000",
      bic: "EXMPDEK1XXX",
      bankName: "Beispielbank Köln (fiktiv)",
      dunningFeesCents: { reminder: 0, first_notice: 0, second_notice: 0 },
      invoiceAfterWorkedDays: "review",
      datev: {
        consultantNumber: 1001,
        clientNumber: 1,
        chartOfAccounts: "03",
        revenueAccount: 8400,
        bankAccount: 1200,
        dunningFeeAccount: 2700,
        debtorStart: 10000,
      },
    });
  });

  it("take dunning fees and DATEV accounts from the environment, SKR04 with its own", () => {
    const { company } = loadConfig({
      DUNNING_FEE_FIRST_NOTICE_CENTS: "500",
      DATEV_CHART_OF_ACCOUNTS: "04",
      DATEV_CONSULTANT_NUMBER: "4711",
    });
    expect(company.dunningFeesCents).toEqual({ reminder: 0, first_notice: 500, second_notice: 0 });
    expect(company.datev).toMatchObject({
      consultantNumber: 4711,
      chartOfAccounts: "04",
      revenueAccount: 4400,
      bankAccount: 1800,
      dunningFeeAccount: 4830,
    });
    expect(() => loadConfig({ DUNNING_FEE_REMINDER_CENTS: "-1" })).toThrow();
  });

  it("issue the invoice after confirmed days automatically only when told so", () => {
    expect(
      loadConfig({ INVOICE_AFTER_WORKED_DAYS: "automatic" }).company.invoiceAfterWorkedDays,
    ).toBe("automatic");
    expect(() => loadConfig({ INVOICE_AFTER_WORKED_DAYS: "sofort" })).toThrow(
      /INVOICE_AFTER_WORKED_DAYS/,
    );
  });

  it("take the bank account from the environment, written with spaces or without", () => {
    const { company } = loadConfig({
      COMPANY_IBAN: "DE89 3704 0044 0532 0130 00",
      COMPANY_BIC: "cobadeffxxx",
      COMPANY_BANK_NAME: "Hausbank",
    });
    expect(company).toMatchObject({
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      bankName: "Hausbank",
    });
  });

  it("stop the start on an invalid IBAN or BIC, naming the setting", () => {
    expect(() => loadConfig({ COMPANY_IBAN: "DE89370400440532013001" })).toThrow(ConfigError);
    expect(() => loadConfig({ COMPANY_IBAN: "DE89370400440532013001" })).toThrow(
      /COMPANY_IBAN: is not a valid IBAN/,
    );
    expect(() => loadConfig({ COMPANY_BIC: "NOPE" })).toThrow(/COMPANY_BIC: is not a valid BIC/);
  });

  it("refuse a VAT id or tax number in the site configuration that cannot be printed", () => {
    const issues: string[] = [];
    checkCompanyFacts(
      { COMPANY_IBAN: "DE36000000000000000000", COMPANY_BIC: "EXMPDEK1XXX" },
      { addIssue: (issue) => issues.push(`${issue.path.join(".")}: ${issue.message}`) },
      { vatId: "DE000000000 (Beispiel)", taxNumber: "unbekannt" },
    );
    expect(issues).toEqual([
      "siteConfig.vatId (domain/site-config.ts): must be DE followed by nine digits",
      "siteConfig.taxNumber (domain/site-config.ts): is not a tax number like 217/5678/1234",
    ]);
  });
});
