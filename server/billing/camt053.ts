import { createHash } from "node:crypto";
import { HttpError } from "../http/http-error";

/**
 * Credits from a CAMT.053 bank statement (ISO 20022 "BankToCustomerStatement", the XML
 * German banks export; any version 001.02-001.13, which share these elements), parsed by
 * xmlbuilder2. Only booked credits in euro count; a batch entry gives one credit per
 * transaction that states its own amount.
 */
export interface BankCredit {
  amountCents: number;
  bookedOn: string;
  /** The bank's reference, unique per credit, so a statement imported twice books once. */
  reference: string;
  /** Remittance information and end-to-end id, where the invoice number is looked for. */
  text: string;
  payer?: string;
}

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => item as Node);
const textOf = (value: unknown): string => {
  if (typeof value === "string") return value.trim();
  if (value && typeof value === "object" && "#" in value)
    return String((value as Node)["#"]).trim();
  return "";
};
const at = (node: Node | undefined, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => list(value)[0]?.[key], node);

/** Element names without a namespace prefix ("camt:Ntry" -> "Ntry"). */
function withoutPrefixes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrefixes);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/^[^@#:]+:/, ""),
      withoutPrefixes(inner),
    ]),
  );
}

const cents = (amount: string) => {
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) throw new HttpError(422, `Invalid amount ${amount}`);
  return Math.round(Number(amount) * 100);
};

export async function parseCamt053(xml: string): Promise<BankCredit[]> {
  // No document type, so no entity can be declared or fetched.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new HttpError(422, "A bank statement has no DOCTYPE");
  // Loaded at the first statement, not by every process (docs/decisions/0068-memory.md).
  const { create } = await import("xmlbuilder2");
  let document: Node;
  try {
    document = withoutPrefixes(create(xml).end({ format: "object" })) as Node;
  } catch {
    throw new HttpError(422, "The file is not well-formed XML");
  }
  const statement = at(document, "Document", "BkToCstmrStmt") as Node | undefined;
  if (!statement) throw new HttpError(422, "Not a CAMT.053 bank statement (BkToCstmrStmt)");
  const credits: BankCredit[] = [];
  for (const stmt of list(statement.Stmt)) {
    for (const entry of list(stmt.Ntry)) {
      const status = textOf(at(entry, "Sts", "Cd")) || textOf(entry.Sts);
      const amount = list(entry.Amt)[0];
      if (textOf(entry.CdtDbtInd) !== "CRDT" || status !== "BOOK") continue;
      if (amount?.["@Ccy"] !== "EUR") continue;
      const bookedOn = (
        textOf(at(entry, "BookgDt", "Dt")) || textOf(at(entry, "BookgDt", "DtTm"))
      ).slice(0, 10);
      const entryReference = textOf(entry.AcctSvcrRef) || textOf(entry.NtryRef);
      const transactions = list(at(entry, "NtryDtls") as unknown).flatMap((details) =>
        list(details.TxDtls),
      );
      const own = transactions.filter(
        (tx) => textOf(at(tx, "Amt")) || textOf(at(tx, "AmtDtls", "TxAmt", "Amt")),
      );
      const parts =
        transactions.length > 1 && own.length === transactions.length
          ? transactions.map((tx) => ({
              tx,
              amount: cents(textOf(at(tx, "Amt")) || textOf(at(tx, "AmtDtls", "TxAmt", "Amt"))),
            }))
          : [{ tx: transactions[0], amount: cents(textOf(amount)) }];
      parts.forEach(({ tx, amount: partCents }, index) => {
        const remittance = list(at(tx, "RmtInf") as unknown).flatMap((info) =>
          list(info.Ustrd).map(textOf),
        );
        const text = [
          ...remittance,
          textOf(at(tx, "Refs", "EndToEndId")),
          textOf(entry.AddtlNtryInf),
        ]
          .filter((part) => part && part !== "NOTPROVIDED")
          .join(" ");
        const reference = entryReference
          ? `${entryReference}#${index}`
          : `sha256:${createHash("sha256").update(`${bookedOn}|${partCents}|${text}|${index}`).digest("hex")}`;
        const payer =
          textOf(at(tx, "RltdPties", "Dbtr", "Nm")) ||
          textOf(at(tx, "RltdPties", "Dbtr", "Pty", "Nm"));
        credits.push({
          amountCents: partCents,
          bookedOn,
          reference,
          text,
          ...(payer ? { payer } : {}),
        });
      });
    }
  }
  return credits;
}

/**
 * The invoice numbers in a remittance text, however the bank wrapped or spaced them:
 * "RE-2026-00042", "RE 2026 00042", "RE202600042".
 */
export function invoiceNumbersIn(text: string): string[] {
  const compact = text.toUpperCase().replace(/[\s\-/_.]+/g, "");
  const found = [...compact.matchAll(/RE(\d{4})(\d{5})/g)].map(
    ([, year, sequence]) => `RE-${year}-${sequence}`,
  );
  return [...new Set(found)];
}
