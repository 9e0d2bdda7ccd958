/**
 * Small SQL builders for the seed (npm run seed): deterministic pseudo-random numbers from
 * a row's number, so a seed of the same size and moment gives the same data, and every
 * table can find the rows of another by computing their ids instead of looking them up.
 */

/** A whole number in [0, n) drawn from `expression` (a row number) and a salt. */
export function pick(salt: string, expression: string, n: number | string): string {
  return `(((hashtext('${salt}' || (${expression})::text)::bigint + 2147483648) % (${n}))::int)`;
}

/** A number in [0, 1) drawn like `pick`. */
export function fraction(salt: string, expression: string): string {
  return `(${pick(salt, expression, 1_000_003)}::float8 / 1000003)`;
}

/**
 * The seed's ids: a random-looking uuid per kind and number (md5 of both), with the
 * version (4) and variant (8) digits of a random uuid, so the API's uuid checks take it.
 */
export function seedId(kind: string, expression: string): string {
  return `overlay(overlay(md5('${kind}-' || (${expression})::text) placing '4' from 13) placing '8' from 17)::uuid`;
}

/** A text literal with its quotes doubled. */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** German letters spelled for an e-mail address's local part. */
export function asciiLower(expression: string): string {
  const pairs: [string, string][] = [
    ["ä", "ae"],
    ["ö", "oe"],
    ["ü", "ue"],
    ["ß", "ss"],
    ["ş", "s"],
    ["ı", "i"],
    [" ", "-"],
  ];
  return pairs.reduce(
    (inner, [from, to]) => `replace(${inner}, '${from}', '${to}')`,
    `lower(${expression})`,
  );
}

/** A temporary table of numbered words: (n, name), n from 0. */
export function wordTable(table: string, words: readonly string[]): string {
  const rows = words.map((word, index) => `(${index}, ${literal(word)})`).join(", ");
  return `create temp table ${table} (n int primary key, name text not null);
    insert into ${table} values ${rows};`;
}

/** A small PDF that says what it is: the stand-in for seeded documents and invoices. */
export function placeholderPdfHex(text: string): string {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const stream = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1").toString("hex");
}
