/**
 * Dunning levels (issue 28, item 4; docs/decisions/0051-payments-dunning-datev.md):
 * only after the due date, one level after the other, each sent after the operator
 * confirms it. After the 2. Mahnung the case is marked for collection.
 */
export const DUNNING_LEVELS = ["reminder", "first_notice", "second_notice"] as const;
export type DunningLevel = (typeof DUNNING_LEVELS)[number];

export const DUNNING_TITLES: Record<DunningLevel, string> = {
  reminder: "Zahlungserinnerung",
  first_notice: "1. Mahnung",
  second_notice: "2. Mahnung",
};

/** Working days the pharmacy gets to pay after each reminder before the next level. */
export const DUNNING_PAY_WORKING_DAYS = 7;
