import type { Fee } from "../../../domain/billing/fees";
import { formatEuro } from "../../../domain/billing/money";

/**
 * A fee as the mails that bind the owner state it (issue 28, item 3), e.g. "3 Einsatztage
 * × 60,00 € = 180,00 € netto, 214,20 € brutto (inkl. 19 % USt.)".
 */
export function feeText(fee: Fee): string {
  const quantity =
    fee.unit === "per_day"
      ? `${fee.quantity} ${fee.quantity === 1 ? "Einsatztag" : "Einsatztage"} × ${formatEuro(fee.unitNetCents)}`
      : `${formatEuro(fee.unitNetCents)} je Vermittlung`;
  return `${quantity} = ${formatEuro(fee.netCents)} netto, ${formatEuro(fee.grossCents)} brutto (inkl. ${String(fee.vatRate).replace(".", ",")} % USt.)`;
}
